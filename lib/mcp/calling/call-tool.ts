// Running one catalog tool for an MCP caller: find it by either name among the tools this request
// offers, send the direct event through the invoker (the family function's own pipeline), render the
// answer. `tools/call` and discovery's `call_read_tool`/`call_write_tool` all end here, so a call
// gets the same validation, errors, idempotency and limits whichever way it came.
import { randomUUID } from "node:crypto";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { mcpRowModules } from "../../../generated/tool-modules/mcp-rows.generated";
import { authorizeCall } from "../../call/authorize";
import { pagingOf } from "../../catalog/paging";
import type { ToolRow } from "../../catalog/types";
import { MCP_CONFIRMATION_ARGUMENT, MCP_CONFIRMATION_META } from "../../confirmation/names";
import { putMcpCallMetrics } from "../../runtime/call-metrics";
import { asToolError, ToolError, unknownToolError } from "../../runtime/errors";
import { withEncodedRequestBody } from "../../runtime/request-body";
import type { ResultBudget } from "./budget";
import type { DirectCall, ToolInvoker } from "./invoker";
import { errorResult } from "./render-answer";
import { clientFormOf, toolNameOf, toolRowByAnyName } from "./row-lookup";

export interface CallScope {
  /** Canonical names of the tools this request offers (after every subset). */
  offered: ReadonlySet<string>;
  invoke: ToolInvoker;
  /** Who the calls act for, from the authoriser (never from the request body). */
  connection?: string;
  /** The OAuth client of the caller's token (from the authorizer), for the audit record. */
  clientId?: string;
  /** tools/call of a catalog tool, or discovery's call_read_tool/call_write_tool: the audit record's caller. */
  via?: "mcp" | "discovery" | "code";
  /** The OAuth scopes of the caller's token (from the authorizer); undefined: not limited. */
  scopes?: string[];
  /** Where the caller finds the offered tools, for the hint in an unknown-tool error. */
  listedBy: string;
  /** The client takes URL-mode elicitations (session.ts): a missing connection is asked for as one. */
  takesUrlElicitation?: boolean;
  /** What an answer may hold (budget.ts). */
  budget: ResultBudget;
  /** Tools the caller's policy denies, with the refusal naming the rule (lib/policy/list.ts). */
  refused?: ReadonlyMap<string, ToolError>;
}

export interface ToolCallRequest {
  /** As the caller wrote it: canonical or client name. */
  name: string;
  arguments?: Record<string, unknown>;
  /** `_meta` of the MCP request: a write's key may come as `idempotencyKey`. */
  meta?: Record<string, unknown>;
}

/** The offered row a name stands for (its row alone is loaded: row-lookup.ts), or the refusal to answer with. */
export async function resolveTool(scope: CallScope, name: string): Promise<ToolRow | ToolError> {
  const row = await toolRowByAnyName(name);
  if (!row) {
    return unknownToolError(name, {
      parameter: "name",
      example: "TasksApi_GetUserProjects",
      listedBy: scope.listedBy,
    });
  }
  // The family applies the operator's policy to every call it gets; here it is what the list left out.
  const offer = { offered: scope.offered, refused: scope.refused, listedBy: scope.listedBy };
  return authorizeCall({ tool: name, input: {}, scopes: scope.scopes }, row, offer).then(
    () => row,
    (error: unknown) => asToolError(error),
  );
}

/**
 * The confirmation token of a repeated destructive call, from `_meta` or (for a model that cannot
 * set `_meta`) the `_confirmation` member of its arguments, which is taken out: the tool sees the
 * arguments the token was signed over.
 */
function withoutConfirmation(
  row: ToolRow,
  request: ToolCallRequest,
): { arguments: Record<string, unknown>; token?: string } {
  const args = request.arguments ?? {};
  const fromMeta = request.meta?.[MCP_CONFIRMATION_META];
  const fromArguments = row.confirm ? args[MCP_CONFIRMATION_ARGUMENT] : undefined;
  if (typeof fromArguments !== "string") {
    return typeof fromMeta === "string" ? { arguments: args, token: fromMeta } : { arguments: args };
  }
  const { [MCP_CONFIRMATION_ARGUMENT]: _taken, ...rest } = args;
  return { arguments: rest, token: typeof fromMeta === "string" ? fromMeta : fromArguments };
}

/**
 * The tools a confirmation may read the record through, when this request offers fewer than all
 * (a subset, or the caller's policy refusing some): what the caller could call itself.
 */
export function offeredTools(scope: CallScope): string[] | undefined {
  const offered = [...scope.offered].filter((name) => !scope.refused?.has(name));
  return offered.length < Object.keys(mcpRowModules).length ? offered : undefined;
}

/** Runs an offered row; the name in any message is the one the caller used. */
export async function runTool(
  scope: CallScope,
  row: ToolRow,
  request: ToolCallRequest,
): Promise<CallToolResult> {
  const { arguments: given, token } = withoutConfirmation(row, request);
  // A model's object request_body is taken as the body: JSON-encoded here, then validated as usual.
  const { input, addedPage } = firstPageByDefault(row, withEncodedRequestBody(row, given));
  const call: DirectCall = { tool: row.name, input };
  const key = request.meta?.idempotencyKey;
  if (typeof key === "string") call.idempotencyKey = key;
  if (scope.connection !== undefined) call.connection = scope.connection;
  // A call that would lose something answers a confirmation first; the repeat carries its token.
  if (row.confirm) {
    call.confirmable = true;
    const offered = offeredTools(scope);
    if (offered) call.offeredTools = offered;
  }
  if (token !== undefined) call.confirmationToken = token;
  if (scope.clientId !== undefined) call.clientId = scope.clientId;
  call.via = scope.via ?? "mcp";
  // One metrics line per call (call-metrics.ts): the family function counts its own side.
  const started = process.hrtime.bigint();
  let truncated = false;
  let answer: CallToolResult | undefined;
  try {
    const result = await scope.invoke(row, call);
    const { toolResult } = await import("./answer");
    answer = await toolResult(row, result, {
      calledAs: request.name,
      input,
      budget: scope.budget,
      ...(addedPage ? { addedPage } : {}),
      onTruncated: () => {
        truncated = true;
      },
    });
    return answer;
  } catch (error) {
    const failure = asToolError(error);
    const connectUrl = scope.takesUrlElicitation ? connectUrlOf(failure) : undefined;
    if (connectUrl) throw await connectElicitation(connectUrl, failure.message);
    answer = errorResult(failure, { row, calledAs: request.name });
    return answer;
  } finally {
    putMcpCallMetrics({
      family: row.family,
      toolkit: row.toolkit,
      tool: row.name,
      latencyMs: Number(process.hrtime.bigint() - started) / 1e6,
      isError: answer?.isError === true || answer === undefined,
      truncated,
    });
  }
}

/**
 * A list the upstream pages, called without a page: the first page, not every record at once (Xero
 * answers all 12,000 invoices of an organisation without `page`). The answer says it was added.
 */
export function firstPageByDefault(
  row: ToolRow,
  input: Record<string, unknown>,
): { input: Record<string, unknown>; addedPage: boolean } {
  const page = pagingOf(row).page;
  if (!page || input[page.name] !== undefined) return { input, addedPage: false };
  return { input: { ...input, [page.name]: 1 }, addedPage: true };
}

/** The page where the person connects (or reconnects) the account an AuthError is about. */
function connectUrlOf(error: ToolError): string | undefined {
  const url = (error.details as { connectUrl?: unknown } | undefined)?.connectUrl;
  return error.type === "AuthError" && typeof url === "string" ? url : undefined;
}

/**
 * MCP's URL-mode elicitation (-32042): the client shows the person the link, out of band of the
 * model, and retries the call once they have connected. The message says what to do, as the
 * tool error would have. The SDK's types load here, not at start (a cold tools/list needs none).
 */
async function connectElicitation(url: string, message: string): Promise<Error> {
  const { UrlElicitationRequiredError } = await import("@modelcontextprotocol/server");
  return new UrlElicitationRequiredError(
    [{ mode: "url", elicitationId: randomUUID(), url, message }],
    message,
  );
}

/**
 * `resolveTool`, and a name that is no tool at all answered with the nearest offered tools' client
 * names ("Did you mean LedgerApi_RetrieveInvoices?"); the suggestion code loads on this error path only.
 */
export async function resolveToolOrSuggest(scope: CallScope, name: string): Promise<ToolRow | ToolError> {
  const resolved = await resolveTool(scope, name);
  if (!(resolved instanceof ToolError) || toolNameOf(name)) return resolved;
  const { nearestNames } = await import("../../runtime/nearest-names");
  // Offered names are tools' canonical names: their client forms are spelled, not looked up.
  const suggestions = nearestNames(name, scope.offered).map(clientFormOf);
  return unknownToolError(name, {
    parameter: "name",
    example: "TasksApi_GetUserProjects",
    listedBy: scope.listedBy,
    suggestions,
  });
}

export async function callTool(scope: CallScope, request: ToolCallRequest): Promise<CallToolResult> {
  const row = await resolveToolOrSuggest(scope, request.name);
  if (row instanceof ToolError) return errorResult(row);
  return runTool(scope, row, request);
}
