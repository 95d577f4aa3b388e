// The call's token source: chosen per toolkit and connection, lazy (nothing is read until the
// executor asks), and every token the call saw, refreshed ones included, scrubbed from its error.
// Secrets come from the Secrets Manager fake and refreshes from the Xero-like token endpoint.
import type { Request } from "@middy/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ToolCall, ToolCallResult } from "../../lib/call/types";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { resolveToken } from "../../lib/middleware/resolve-token";
import type { CallContext } from "../../lib/middleware/types";
import { ToolError } from "../../lib/runtime/errors";
import { REDACTED } from "../../lib/runtime/redact";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { lambdaContext } from "../../local/lambda-context";
import { startTokenPeers, xeroTokenSet } from "../support/token-peers";

type CallRequest = Request<ToolCall, ToolCallResult, Error, CallContext, { tokensUsed?: string[] }>;

const SECRET_ID = "agent-tools/ledger/resolve-test";
const MINUTE = 60_000;
const invoices = findTool("LedgerApi.RetrieveInvoices") as ToolRow;
const projects = findTool("TasksApi.GetUserProjects") as ToolRow;

let peers: Awaited<ReturnType<typeof startTokenPeers>>;
beforeAll(async () => {
  peers = await startTokenPeers();
});
afterAll(() => peers.close());
beforeEach(() => {
  resetTokenCaches();
  peers.secrets.calls.length = 0;
  peers.oauth.reset();
  delete process.env.LEDGER_TOKEN_SECRET_ID;
  delete process.env.LEDGER_API_ACCESS_TOKEN;
  delete process.env.TASKS_TOKEN_SECRET_ID;
  delete process.env.TASKS_API_ACCESS_TOKEN;
});

function requestFor(row: ToolRow | undefined, connection?: string): CallRequest {
  const context = lambdaContext("resolve-test") as CallContext;
  if (row) context.toolRow = row;
  return {
    event: { tool: row?.name ?? "x", input: {}, source: "direct", ...(connection ? { connection } : {}) },
    context,
    response: null,
    error: null,
    internal: {},
  };
}

/** Runs `before`, then lets `use` work with the token source, then `onError` with the error it gives. */
async function withToken(
  request: CallRequest,
  use: (token: NonNullable<CallContext["token"]>) => Promise<Error>,
): Promise<Error | undefined> {
  const middleware = resolveToken();
  await middleware.before?.(request);
  const token = request.context.token;
  if (!token) throw new Error("no token source");
  request.error = await use(token);
  await middleware.onError?.(request);
  return request.error;
}

describe("resolveToken", () => {
  it("must run after validateInput", async () => {
    await expect(async () => resolveToken().before?.(requestFor(undefined))).rejects.toThrow(
      "resolveToken must run after validateInput",
    );
  });

  it("reads nothing until the executor asks, then the toolkit's own token", async () => {
    process.env.LEDGER_TOKEN_SECRET_ID = SECRET_ID;
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-lazy-0001", 30 * MINUTE));
    process.env.TASKS_API_ACCESS_TOKEN = "ticktick-token-0001";
    const request = requestFor(invoices);
    await resolveToken().before?.(request);
    expect(peers.secrets.calls).toEqual([]);
    expect(await request.context.token?.get()).toBe("xero-access-lazy-0001");
    expect(peers.secrets.calls.map((call) => call.target)).toEqual(["secretsmanager.GetSecretValue"]);

    const tasks = requestFor(projects);
    await resolveToken().before?.(tasks);
    expect(await tasks.context.token?.get()).toBe("ticktick-token-0001");
    // An access token from the environment cannot be refreshed.
    expect(tasks.context.token?.refresh).toBeUndefined();
  });

  it("a named connection on a function serving one connection is Forbidden, before anything is read", () => {
    process.env.LEDGER_TOKEN_SECRET_ID = SECRET_ID;
    let error: unknown;
    try {
      resolveToken().before?.(requestFor(invoices, "acme"));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      type: "Forbidden",
      message: "This function serves one Xero connection and cannot act for connection acme.",
    });
    expect(peers.secrets.calls).toEqual([]);
  });

  it("scrubs the token from a ToolError's message and details, keeping its type and retryable", async () => {
    process.env.TASKS_API_ACCESS_TOKEN = "ticktick-token-0001";
    const error = await withToken(requestFor(projects), async (token) => {
      const seen = await token.get();
      return new ToolError("UpstreamError", `upstream echoed Bearer ${seen}`, {
        retryable: true,
        details: { upstreamStatus: 502, echo: [`Authorization: Bearer ${seen}`] },
      });
    });
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      type: "UpstreamError",
      retryable: true,
      message: `upstream echoed Bearer ${REDACTED}`,
      details: { upstreamStatus: 502, echo: [`Authorization: Bearer ${REDACTED}`] },
    });
  });

  it("scrubs any other error's message in place", async () => {
    process.env.TASKS_API_ACCESS_TOKEN = "ticktick-token-0001";
    const failure = new TypeError("bad header ticktick-token-0001");
    const error = await withToken(requestFor(projects), async (token) => {
      await token.get();
      return failure;
    });
    expect(error).toBe(failure);
    expect(failure.message).toBe(`bad header ${REDACTED}`);
  });

  it("leaves the error alone when the call read no token", async () => {
    process.env.TASKS_API_ACCESS_TOKEN = "ticktick-token-0001";
    const failure = new ToolError("ValidationError", "mentions ticktick-token-0001 by chance");
    const error = await withToken(requestFor(projects), async () => failure);
    expect(error).toBe(failure);
    expect(failure.message).toBe("mentions ticktick-token-0001 by chance");
  });

  it("scrubs the refreshed token as well as the refused one", async () => {
    process.env.LEDGER_TOKEN_SECRET_ID = SECRET_ID;
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-refused-0001", 30 * MINUTE));
    let fresh: string | undefined;
    const error = await withToken(requestFor(invoices), async (token) => {
      const refused = await token.get();
      fresh = await token.refresh?.(refused);
      return new ToolError("AuthError", `refused ${refused}; fresh ${fresh}`, { details: { fresh } });
    });
    expect(fresh).toBe(peers.oauth.accessToken(1));
    expect(error).toMatchObject({
      type: "AuthError",
      message: `refused ${REDACTED}; fresh ${REDACTED}`,
      details: { fresh: REDACTED },
    });
  });
});
