// A Xero sandbox on 127.0.0.1 for tests that speak HTTP to it: started once per file, reset before
// each test, called with the sandbox's token and the primary tenant, answers parsed as JSON.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";

import type { Json } from "./json";

export type { Json };

/** The records a successful write answers: at least one; tests read the first two by position. */
export type Written = [Json, Json, ...Json[]];

export interface Reply {
  status: number;
  json: Json;
}

/** Registers the sandbox's start, reset and close with the file's tests; `call` sends one request. */
export function useLedgerSandbox() {
  let sandbox: LedgerSandbox;
  beforeAll(async () => {
    sandbox = await startLedgerSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${sandbox.token}`,
        "xero-tenant-id": sandbox.tenants.primary,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} } satisfies Reply;
  }

  /** A write that must succeed: its answer's `wrapper` list (typed as non-empty, as a success is). */
  async function ok(method: string, path: string, body: unknown, wrapper: string): Promise<Written> {
    const reply = await call(method, path, body);
    if (reply.status !== 200)
      throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.json)}`);
    return reply.json[wrapper] as Written;
  }

  return { call, ok };
}

/** The validation messages of a 400 answer, every element's. */
export function messagesOf(reply: Reply): string[] {
  if (reply.status !== 400)
    throw new Error(`expected 400, got ${reply.status}: ${JSON.stringify(reply.json)}`);
  return (reply.json.Elements as Json[]).flatMap((element) =>
    ((element.ValidationErrors as Json[]) ?? []).map((error) => String(error.Message)),
  );
}
