// A local EventBridge for `npm start` and tests: an HTTP server on 127.0.0.1 speaking the PutEvents
// operation of the AWS JSON 1.1 protocol (`X-Amz-Target: AWSEvents.PutEvents`) the real SDK client
// sends, every request SigV4-checked against the stand-in's one credential (local/credentials.ts,
// local/sigv4-verify.ts). Rules match simply, as a subset of EventBridge's patterns: exact values
// of `source`, `detail-type` and top-level `detail` fields, each a list of allowed values. A match
// is delivered as EventBridge delivers to Lambda ({version, id, detail-type, source, time, detail,
// ...}) to a target function in this process, after PutEvents has answered (EventBridge delivers
// asynchronously); `idle()` waits for the deliveries under way. Faults: `failNext` refuses entries
// (FailedEntryCount) or whole requests (500), as an EventBridge outage would.
import { randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_REGION, type LocalCredentials, localCredentials } from "./credentials";
import { dateHeader, refuseJsonProtocol, SigV4Refusal, verifySigV4 } from "./sigv4-verify";

export interface PutEventsEntry {
  EventBusName?: string;
  Source?: string;
  DetailType?: string;
  Detail?: string;
  Time?: number | string;
  Resources?: string[];
}

/** What a target receives: EventBridge's event envelope, `detail` parsed. */
export interface DeliveredEvent {
  version: "0";
  id: string;
  "detail-type": string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, unknown>;
}

export interface LocalRulePattern {
  source?: string[];
  "detail-type"?: string[];
  /** Top-level detail fields, each with its allowed values. */
  detail?: Record<string, unknown[]>;
}

export interface LocalRule {
  name: string;
  /** The bus the rule is on; default `default`. */
  eventBusName?: string;
  pattern: LocalRulePattern;
  target(event: DeliveredEvent): Promise<unknown>;
}

/** A delivery to a target, kept for tests and for the log of `npm start`. */
export interface TargetDelivery {
  rule: string;
  eventId: string;
  ok: boolean;
  error?: string;
}

export interface LocalEventBridgeOptions {
  credentials?: LocalCredentials;
  region?: string;
}

const ACCOUNT = "000000000000";

function matches(pattern: LocalRulePattern, event: DeliveredEvent): boolean {
  if (pattern.source && !pattern.source.includes(event.source)) return false;
  if (pattern["detail-type"] && !pattern["detail-type"].includes(event["detail-type"])) return false;
  for (const [field, allowed] of Object.entries(pattern.detail ?? {})) {
    if (!allowed.includes(event.detail[field])) return false;
  }
  return true;
}

function timeOf(value: PutEventsEntry["Time"]): string {
  // The SDK sends a Date as epoch seconds.
  const time = typeof value === "number" ? new Date(value * 1000) : value ? new Date(value) : new Date();
  return (Number.isNaN(time.getTime()) ? new Date() : time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function fail(res: ServerResponse, status: number, type: string, message: string): void {
  res.writeHead(status).end(JSON.stringify({ __type: type, message }));
}

export async function startLocalEventBridge({
  credentials = localCredentials(),
  region = LOCAL_REGION,
}: LocalEventBridgeOptions = {}) {
  const rules: LocalRule[] = [];
  /** Every entry accepted, in order. */
  const entries: PutEventsEntry[] = [];
  const deliveries: TargetDelivery[] = [];
  const pending = new Set<Promise<void>>();
  let putRequests = 0;
  const faults = { entries: 0, requests: 0 };

  const deliver = (event: DeliveredEvent, bus: string) => {
    for (const rule of rules) {
      if ((rule.eventBusName ?? "default") !== bus || !matches(rule.pattern, event)) continue;
      const run = (async () => {
        try {
          await rule.target(event);
          deliveries.push({ rule: rule.name, eventId: event.id, ok: true });
        } catch (error) {
          deliveries.push({ rule: rule.name, eventId: event.id, ok: false, error: (error as Error).name });
        }
      })();
      pending.add(run);
      void run.finally(() => pending.delete(run));
    }
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    res.setHeader("date", dateHeader());
    try {
      await verifySigV4(req, body, { credentials, region, service: "events", uriEscapePath: true });
    } catch (error) {
      if (error instanceof SigV4Refusal) {
        return refuseJsonProtocol(res, error, {
          contentType: "application/x-amz-json-1.1",
          qualifyType: false,
        });
      }
      throw error;
    }
    res.setHeader("content-type", "application/x-amz-json-1.1");
    const target = String(req.headers["x-amz-target"] ?? "");
    if (target !== "AWSEvents.PutEvents") return fail(res, 400, "UnknownOperationException", target);
    putRequests += 1;
    let input: { Entries?: PutEventsEntry[] };
    try {
      input = JSON.parse(body.toString("utf8") || "{}") as { Entries?: PutEventsEntry[] };
    } catch {
      return fail(res, 400, "SerializationException", "The request body is not JSON.");
    }
    const put = input.Entries ?? [];
    if (put.length < 1 || put.length > 10) {
      return fail(res, 400, "ValidationException", "Entries holds 1 to 10 entries.");
    }
    if (faults.requests > 0) {
      faults.requests -= 1;
      return fail(res, 500, "InternalException", "Internal failure.");
    }
    const accepted: { event: DeliveredEvent; bus: string }[] = [];
    const answers = put.map((entry) => {
      if (faults.entries > 0) {
        faults.entries -= 1;
        return { ErrorCode: "InternalFailure", ErrorMessage: "Try again." };
      }
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail ?? "");
      } catch {
        detail = undefined;
      }
      if (
        !entry.Source ||
        !entry.DetailType ||
        !detail ||
        typeof detail !== "object" ||
        Array.isArray(detail)
      ) {
        return {
          ErrorCode: "MalformedDetail",
          ErrorMessage: "Source, DetailType and a JSON object Detail are required.",
        };
      }
      const id = randomUUID();
      entries.push(entry);
      accepted.push({
        bus: entry.EventBusName ?? "default",
        event: {
          version: "0",
          id,
          "detail-type": entry.DetailType,
          source: entry.Source,
          account: ACCOUNT,
          time: timeOf(entry.Time),
          region,
          resources: entry.Resources ?? [],
          detail: detail as Record<string, unknown>,
        },
      });
      return { EventId: id };
    });
    const failed = answers.filter((answer) => "ErrorCode" in answer).length;
    res.writeHead(200).end(JSON.stringify({ FailedEntryCount: failed, Entries: answers }));
    // After the answer, as EventBridge delivers.
    setImmediate(() => {
      for (const { event, bus } of accepted) deliver(event, bus);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    credentials,
    region,
    entries,
    deliveries,
    /** PutEvents requests received (answered or refused by a fault). */
    putRequests: () => putRequests,
    addRule(rule: LocalRule) {
      rules.push(rule);
    },
    /** The next `entries` entries are refused, or the next `requests` requests answer 500. */
    failNext(fault: { entries?: number; requests?: number }) {
      faults.entries += fault.entries ?? 0;
      faults.requests += fault.requests ?? 0;
    },
    /** Sets what the functions read: the endpoint (the credential is the other stand-ins'). */
    configure(env: NodeJS.ProcessEnv) {
      env.AWS_ENDPOINT_URL_EVENTBRIDGE = endpoint;
    },
    /** Resolves once every delivery started so far (and those they lead to) has ended. */
    async idle() {
      // A PutEvents answered a moment ago delivers on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      while (pending.size > 0) {
        await Promise.allSettled([...pending]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    reset() {
      entries.length = 0;
      deliveries.length = 0;
      putRequests = 0;
      faults.entries = 0;
      faults.requests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LocalEventBridge = Awaited<ReturnType<typeof startLocalEventBridge>>;
