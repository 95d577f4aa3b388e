// One HTTP exchange over node:http / node:https with keep-alive agents. Used instead of fetch:
// undici's fetch needs an AbortSignal per request to enforce a timeout, and that signal (with the
// WHATWG stream machinery behind fetch) cost a fast call a measurable share of its time. Here the
// timeout is a timer that destroys the request, and the body is read as raw bytes. Nothing here
// touches fetch, Headers or Request: the first use of any of them loads undici (10-20 ms of a cold start).
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import type { Socket } from "node:net";
import { upstreamIdleSocketMs } from "../runtime/config";
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
 *
 * `sent` says whether the request may have reached the upstream: false when no connection was
 * made (refused by DNS or the server, a timeout while connecting, a TLS handshake that failed) or
 * the request was refused before sending; true once a connection was up (a timeout waiting for
 * the answer, a reset after the request was written, an answer cut off).
 */
export class TransportError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "cut-off" | "refused",
    message: string,
    readonly sent: boolean,
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

/**
 * How a kept-alive connection the server has just closed fails the next request sent on it: the
 * server's close crossed the request ("socket hang up" is ECONNRESET too).
 */
const STALE_SOCKET_CODES: ReadonlySet<string> = new Set(["ECONNRESET", "EPIPE"]);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

function isRefusal(error: unknown): error is Error & { code: string } {
  const code = codeOf(error);
  return code !== undefined && REFUSED_CODES.has(code);
}

type RequestFn = typeof httpRequest;
interface Client {
  request: RequestFn;
  /** The keep-alive agent for an idle expiry; a new one when the setting changes. */
  agent(idleMs: number): HttpAgent;
}

/**
 * Keep-alive agents: a warm container reuses its connections to the upstream across calls. An
 * idle connection is closed after `idleMs` (the agent's `timeout`, which Node applies to free
 * sockets), or sooner when the server announces a shorter `Keep-Alive: timeout=N` (Node keeps it
 * N - 1 s), so the client closes first instead of sending on a connection the server is closing.
 */
function keepAliveAgents(make: (idleMs: number) => HttpAgent): (idleMs: number) => HttpAgent {
  let current: { idleMs: number; agent: HttpAgent } | undefined;
  return (idleMs) => {
    if (current?.idleMs !== idleMs) current = { idleMs, agent: make(idleMs) };
    return current.agent;
  };
}

const plain: Client = {
  request: httpRequest,
  agent: keepAliveAgents((idleMs) => new HttpAgent({ keepAlive: true, timeout: idleMs })),
};
// node:https (and TLS with it) loads on the first https call, not at cold start.
let secure: Promise<Client> | undefined;
function secureClient() {
  secure ??= import("node:https").then((https) => ({
    request: https.request as RequestFn,
    agent: keepAliveAgents(
      (idleMs) => new https.Agent({ keepAlive: true, timeout: idleMs }) as unknown as HttpAgent,
    ),
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

/**
 * One request and its answer within `timeoutMs`. A request that fails on a reused keep-alive
 * connection before any byte of the answer came back (a reset or broken pipe: most likely the
 * server closed the idle connection as the request went out) is sent once more, on a fresh
 * connection; never after a timeout or once answer bytes arrived. A request that is not
 * `replayable` (a write the upstream would apply twice) is resent only when it had not been
 * written out whole: a reset after that cannot be told from an answer lost after the upstream
 * applied it (the rule of Go's net/http transport). Idle expiry below the upstream's keeps that
 * race away from such writes in the first place.
 */
export async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array; replayable?: boolean },
  timeoutMs: number,
): Promise<Exchange> {
  const replayable = init.replayable ?? true;
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    throw new TransportError("network", `unsupported protocol ${target.protocol}`, false);
  }
  const client = target.protocol === "https:" ? await secureClient() : plain;
  const agent = client.agent(upstreamIdleSocketMs());
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  const headers = body ? { ...init.headers, "content-length": String(body.length) } : init.headers;
  return new Promise((resolve, reject) => {
    let settled = false;
    let request: ClientRequest | undefined;
    // Whether the current request's connection is up (TCP, and TLS for https): from then on what
    // was written may have reached the upstream.
    let connected = false;
    let resent = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: TransportError) => settle(() => reject(error));
    const timer = setTimeout(() => {
      fail(new TransportError("timeout", `no answer within ${timeoutMs} ms`, connected));
      request?.destroy();
    }, timeoutMs);

    const send = (fresh: boolean) => {
      connected = false;
      let answered = false;
      let socket: Socket | undefined;
      let bytesReadBefore = 0;
      let sending: ClientRequest;
      try {
        // The resend goes on a connection of its own (`agent: false`), never on another idle one.
        sending = client.request(
          target,
          { method: init.method, headers, agent: fresh ? false : agent },
          onResponse,
        );
      } catch (error) {
        // Thrown before anything is sent: a bad header value or path, never a network fault.
        if (isRefusal(error)) fail(new TransportError("refused", error.message, false));
        else settle(() => reject(error));
        return;
      }
      request = sending;
      let written = false;
      sending.once("finish", () => {
        written = true;
      });
      sending.on("socket", (assigned: Socket) => {
        socket = assigned;
        bytesReadBefore = assigned.bytesRead;
        if (sending.reusedSocket || !assigned.connecting) {
          connected = true;
        } else {
          const tls = (assigned as Socket & { encrypted?: boolean }).encrypted === true;
          assigned.once(tls ? "secureConnect" : "connect", () => {
            connected = true;
          });
        }
      });
      function onResponse(response: IncomingMessage) {
        answered = true;
        const chunks: Buffer[] = [];
        const cutOff = () => fail(new TransportError("cut-off", "the answer was cut off", true));
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              headers: headerMap(response.headers),
              body: new Uint8Array(Buffer.concat(chunks)),
            }),
          ),
        );
        response.on("aborted", cutOff);
        response.on("error", cutOff);
      }
      sending.on("error", (error) => {
        if (settled) return;
        if (answered) {
          fail(new TransportError("cut-off", "the answer was cut off", true));
          return;
        }
        const stale =
          !resent &&
          sending.reusedSocket &&
          (replayable || !written) &&
          STALE_SOCKET_CODES.has(codeOf(error) ?? "") &&
          socket !== undefined &&
          socket.bytesRead === bytesReadBefore;
        if (stale) {
          resent = true;
          send(true);
          return;
        }
        fail(new TransportError("network", connected ? "the connection was lost" : "unreachable", connected));
      });
      sending.end(body);
    };
    send(false);
  });
}
