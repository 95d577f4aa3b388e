// A local server speaking EventBridge's PutEvents over the AWS JSON 1.1 protocol (X-Amz-Target:
// AWSEvents.PutEvents), so the real SDK client is exercised over HTTP on 127.0.0.1. It keeps what
// was put, and can answer 500 or refuse entries to test that a lost outcome never fails a call.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface PutEntry {
  EventBusName?: string;
  Source?: string;
  DetailType?: string;
  Detail?: string;
}

/** "ok": stores the entries; "error": HTTP 500 InternalException; "reject": 200 with FailedEntryCount. */
export type FakeMode = "ok" | "error" | "reject";

export async function startEventBridgeFake() {
  let mode: FakeMode = "ok";
  const entries: PutEntry[] = [];
  const requests: { target: string }[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers["x-amz-target"] ?? "");
    requests.push({ target });
    res.setHeader("content-type", "application/x-amz-json-1.1");
    if (target !== "AWSEvents.PutEvents") {
      res.writeHead(400).end(JSON.stringify({ __type: "UnknownOperationException", message: target }));
      return;
    }
    const input = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { Entries?: PutEntry[] };
    const put = input.Entries ?? [];
    if (mode === "error") {
      res.writeHead(500).end(JSON.stringify({ __type: "InternalException", message: "Internal failure." }));
      return;
    }
    if (mode === "reject") {
      res.writeHead(200).end(
        JSON.stringify({
          FailedEntryCount: put.length,
          Entries: put.map(() => ({ ErrorCode: "InternalFailure", ErrorMessage: "Try again." })),
        }),
      );
      return;
    }
    entries.push(...put);
    res
      .writeHead(200)
      .end(JSON.stringify({ FailedEntryCount: 0, Entries: put.map(() => ({ EventId: randomUUID() })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Every entry stored, in order. */
    entries,
    /** Every request received, whatever its answer. */
    requests,
    /** The stored entries with their detail parsed. */
    events: () =>
      entries.map((entry) => ({
        ...entry,
        detail: JSON.parse(entry.Detail ?? "null") as Record<string, unknown>,
      })),
    setMode(next: FakeMode) {
      mode = next;
    },
    reset() {
      mode = "ok";
      entries.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type EventBridgeFake = Awaited<ReturnType<typeof startEventBridgeFake>>;
