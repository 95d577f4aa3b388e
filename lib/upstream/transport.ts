// One HTTP exchange over node:http / node:https with keep-alive agents. Used instead of fetch:
// undici's fetch needs an AbortSignal per request to enforce a timeout, and that signal (with the
// WHATWG stream machinery behind fetch) cost a fast call a measurable share of its time. Here the
// timeout is a timer that destroys the request, and the body is read as raw bytes. Nothing here
// touches fetch, Headers or Request: the first use of any of them loads undici (10-20 ms of a cold start).
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import type { HeaderMap } from "./types";

export interface Exchange {
  status: number;
  headers: HeaderMap;
  body: Uint8Array;
}

/**
 * Why an exchange failed: no answer in time, the connection failed or was cut, or the HTTP client
 * refused to send the request as built (a header or path with characters HTTP does not allow):
 * nothing was sent, and sending it again cannot succeed.
 */
export class TransportError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "cut-off" | "refused",
    message: string,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

/** Node's codes for a request it will not send as built; the request, not the network, is at fault. */
const REFUSED_CODES: ReadonlySet<string> = new Set([
  "ERR_INVALID_CHAR",
  "ERR_INVALID_HTTP_TOKEN",
  "ERR_HTTP_INVALID_HEADER_VALUE",
  "ERR_UNESCAPED_CHARACTERS",
]);

function isRefusal(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && REFUSED_CODES.has(code);
}

type RequestFn = typeof httpRequest;

// Keep-alive: a warm container reuses its connections to the upstream across calls.
const plain = { request: httpRequest, agent: new HttpAgent({ keepAlive: true }) };
// node:https (and TLS with it) loads on the first https call, not at cold start.
let secure: Promise<{ request: RequestFn; agent: HttpAgent }> | undefined;
function secureClient() {
  secure ??= import("node:https").then((https) => ({
    request: https.request as RequestFn,
    agent: new https.Agent({ keepAlive: true }) as HttpAgent,
  }));
  return secure;
}

/** Node's parsed headers (names lower-cased) read like `Headers.get`: repeated values joined by ", ". */
function headerMap(raw: IncomingHttpHeaders): HeaderMap {
  return {
    get(name) {
      const value = raw[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

export async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<Exchange> {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    throw new TransportError("network", `unsupported protocol ${target.protocol}`);
  }
  const client = target.protocol === "https:" ? await secureClient() : plain;
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const headers = body ? { ...init.headers, "content-length": String(body.length) } : init.headers;
    let answered = false;
    let request: ReturnType<RequestFn>;
    try {
      request = client.request(target, { method: init.method, headers, agent: client.agent }, onResponse);
    } catch (error) {
      // Thrown before anything is sent: a bad header value or path, never a network fault.
      if (isRefusal(error)) reject(new TransportError("refused", error.message));
      else reject(error);
      return;
    }
    function onResponse(response: IncomingMessage) {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          headers: headerMap(response.headers),
          body: new Uint8Array(Buffer.concat(chunks)),
        });
      });
      response.on("aborted", () => fail(new TransportError("cut-off", "the answer was cut off")));
      response.on("error", () => fail(new TransportError("cut-off", "the answer was cut off")));
    }
    const fail = (error: TransportError) => {
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => {
      fail(new TransportError("timeout", `no answer within ${timeoutMs} ms`));
      request.destroy();
    }, timeoutMs);
    request.on("error", () =>
      fail(
        answered
          ? new TransportError("cut-off", "the answer was cut off")
          : new TransportError("network", "unreachable"),
      ),
    );
    request.end(body);
  });
}
