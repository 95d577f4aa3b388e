// A counting upstream: a proxy on 127.0.0.1 in front of a sandbox that records every request exactly
// as it arrived (raw target, headers, body) before passing it on, so the fuzzer can count upstream
// calls and check how values were encoded whatever the sandbox itself records.
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import { closeServer, listenOnLoopback } from "../../local/sandbox/http";

export interface RecordedRequest {
  method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  target: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as they arrived (a file upload's file). */
  raw: Uint8Array;
}

export interface Recorder {
  /** Origin of the proxy, e.g. http://127.0.0.1:41234 */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** @param upstream origin of the sandbox the requests are passed on to */
export async function startRecorder(upstream: string): Promise<Recorder> {
  const target = new URL(upstream);
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      requests.push({
        method: req.method ?? "",
        target: req.url ?? "",
        headers: req.headers,
        body: body.toString("utf8"),
        raw: new Uint8Array(body),
      });
      const forward = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => {
        res.writeHead(599);
        res.end();
      });
      forward.end(body);
    });
  });
  const origin = await listenOnLoopback(server);
  return { origin, requests, close: () => closeServer(server) };
}
