// A scriptable HTTP upstream on 127.0.0.1 for the faults the sandbox never produces: error
// envelopes, 5xx, 429s, slow answers, cut connections, bodies that echo the Authorization header.
// It also counts requests in progress per Xero tenant, to check the client's in-flight limit.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FaultReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  delayMs?: number;
  /** Drop the connection without answering. */
  destroy?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** performance.now() when the request had been read. */
  receivedAt: number;
  /** Requests in progress per `xero-tenant-id` ("" without one) when this one arrived, itself included. */
  inFlightOnArrival: Record<string, number>;
}

export async function startFaultServer(reply: (request: RecordedRequest, index: number) => FaultReply) {
  const requests: RecordedRequest[] = [];
  const inFlight: Record<string, number> = {};
  const maxInFlight: Record<string, number> = {};
  const server = createServer(async (req, res) => {
    const tenant = String(req.headers["xero-tenant-id"] ?? "");
    inFlight[tenant] = (inFlight[tenant] ?? 0) + 1;
    maxInFlight[tenant] = Math.max(maxInFlight[tenant] ?? 0, inFlight[tenant]);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const recorded = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        receivedAt: performance.now(),
        inFlightOnArrival: { ...inFlight },
      };
      requests.push(recorded);
      const answer = reply(recorded, requests.length - 1);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (answer.destroy) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
      res.end(answer.body ?? "");
    } finally {
      // In the same tick as the answer's write: a client cannot have read it before this runs.
      inFlight[tenant] = (inFlight[tenant] ?? 1) - 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Most requests in progress at once per tenant since the last reset. */
    maxInFlight,
    reset: () => {
      requests.length = 0;
      for (const key of Object.keys(maxInFlight)) delete maxInFlight[key];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
