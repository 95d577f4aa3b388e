// A scripted HTTP proxy on 127.0.0.1 in front of a real peer (a sandbox, dynalite): each request is
// passed through unless the test's rule says otherwise. It makes the faults no peer makes on its own:
// an answer lost after the peer applied the request, a peer that never answers, an error in its place.
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxiedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type ProxyAction =
  /** Forward, relay the answer. */
  | { kind: "pass" }
  /** Forward (the peer applies it), then cut the client's connection: the answer is lost. */
  | { kind: "lose-answer"; after?: (answer: { status: number; body: string }) => void | Promise<void> }
  /** Cut the connection without forwarding: nothing reached the peer, yet the client cannot know. */
  | { kind: "cut-before" }
  /** Forward, then never answer (the client's timeout decides). */
  | { kind: "hang-after-forward" }
  /** Forward, and relay the answer after `ms`. */
  | { kind: "delay"; ms: number }
  /** Answer this instead of forwarding. */
  | { kind: "answer"; status: number; headers?: Record<string, string>; body: string };

export interface FaultProxy {
  url: string;
  /** Every request received, in order, with what was done to it. */
  seen: (ProxiedRequest & { action: ProxyAction["kind"] })[];
  /** The rule for each request (default: pass everything). */
  setRule(rule: (request: ProxiedRequest) => ProxyAction): void;
  close(): Promise<void>;
}

/**
 * `keepHost`: forward the Host header the client sent (the proxy's), for a peer that checks a
 * SigV4 signature, which covers Host (local/dynamodb.ts); else the target's.
 */
export async function startFaultProxy(
  target: string,
  { keepHost = false }: { keepHost?: boolean } = {},
): Promise<FaultProxy> {
  const origin = new URL(target);
  let rule: (request: ProxiedRequest) => ProxyAction = () => ({ kind: "pass" });
  const seen: FaultProxy["seen"] = [];
  const hanging = new Set<IncomingMessage>();

  const forward = (request: ProxiedRequest) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      const headers = keepHost ? { ...request.headers } : { ...request.headers, host: origin.host };
      const outgoing = httpRequest(
        { host: origin.hostname, port: origin.port, method: request.method, path: request.url, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(request.body);
    });

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ProxiedRequest = {
      method: req.method ?? "GET",
      url: req.url ?? "/",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    const action = rule(request);
    seen.push({ ...request, action: action.kind });
    try {
      switch (action.kind) {
        case "cut-before":
          req.socket.destroy();
          return;
        case "answer":
          res.writeHead(action.status, { "content-type": "application/json", ...action.headers });
          res.end(action.body);
          return;
        case "hang-after-forward":
          await forward(request);
          hanging.add(req);
          return;
        case "lose-answer": {
          const answer = await forward(request);
          await action.after?.({ status: answer.status, body: answer.body.toString("utf8") });
          req.socket.destroy();
          return;
        }
        case "delay":
        case "pass": {
          const answer = await forward(request);
          if (action.kind === "delay") await new Promise((resolve) => setTimeout(resolve, action.ms));
          const headers = { ...answer.headers };
          delete headers["transfer-encoding"];
          delete headers.connection;
          res.writeHead(answer.status, { ...headers, "content-length": String(answer.body.length) });
          res.end(answer.body);
          return;
        }
      }
    } catch {
      req.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const prefix = origin.pathname.replace(/\/+$/, "");
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    seen,
    setRule(next) {
      rule = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const req of hanging) req.socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A rule that applies `action` to the first `times` requests `matches` selects, and passes the rest. */
export function faultFor(
  matches: (request: ProxiedRequest) => boolean,
  action: ProxyAction,
  times = 1,
): (request: ProxiedRequest) => ProxyAction {
  let left = times;
  return (request) => {
    if (left > 0 && matches(request)) {
      left--;
      return action;
    }
    return { kind: "pass" };
  };
}

/** DynamoDB's JSON protocol names the operation in a header: `DynamoDB_20120810.UpdateItem`. */
export const dynamoOperation = (operation: string) => (request: ProxiedRequest) =>
  request.headers["x-amz-target"] === `DynamoDB_20120810.${operation}`;

/** DynamoDB's answer for a failure on its side (the SDK retries it, then gives up). */
export const dynamoInternalError: ProxyAction = {
  kind: "answer",
  status: 500,
  headers: { "content-type": "application/x-amz-json-1.0" },
  body: JSON.stringify({
    __type: "com.amazonaws.dynamodb.v20120810#InternalServerError",
    message: "injected",
  }),
};
