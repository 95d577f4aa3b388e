// Small node:http helpers shared by the sandbox emulators. Nothing here knows about a particular API.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The only interface the emulators bind: they must never be reachable from another machine. */
export const LOOPBACK_HOST = "127.0.0.1";

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body exceeds ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** Reads the whole body as UTF-8; rejects with BodyTooLargeError past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(req, limit)).toString("utf8");
}

/** Reads the whole body as bytes (a file upload); rejects with BodyTooLargeError past `limit` bytes. */
export function readBodyBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.off("end", onEnd);
        // Keep draining (and discarding) so the client can finish sending and read our answer.
        req.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json;charset=UTF-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

/** A success with no body, in the shape some upstreams use: octet-stream, length 0. */
export function sendEmpty(res: ServerResponse, status = 200): void {
  res.writeHead(status, { "content-type": "application/octet-stream", "content-length": 0 });
  res.end();
}

/** Listens on 127.0.0.1 (port 0 = any free port) and resolves with the bound origin, e.g. http://127.0.0.1:43123. */
export function listenOnLoopback(server: Server, port = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(port, LOOPBACK_HOST, () => {
      server.off("error", onError);
      const { port: boundPort } = server.address() as AddressInfo;
      resolve(`http://${LOOPBACK_HOST}:${boundPort}`);
    });
  });
}

/** Stops accepting connections and drops idle keep-alive sockets so close() does not hang. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** A body sent as is (bytes or text) with the caller's content-type and headers. */
export function sendBytes(
  res: ServerResponse,
  status: number,
  body: Uint8Array | string,
  headers: Record<string, string> = {},
): void {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body);
  res.writeHead(status, { ...headers, "content-length": bytes.length });
  res.end(bytes);
}
