// `POST /mcp` as a Lambda handler of API Gateway REST proxy events: Streamable HTTP, stateless, JSON
// responses, so Lambda and the local gateway (which hands this handler the same events) share one
// code path. Each request is answered by the plain path or the SDK path (README.md).
//
// The tools come from a `ToolSet`, loaded on the first request: over catalog rows (catalog-endpoint.ts:
// the local gateway, stdio, tests) or over the generated JSON of the listed tools
// (lib/mcp/listing/from-generated.ts: the deployed mcp function, whose cold start so holds this code
// and none of the rows). Nothing here imports the catalog; a call and the SDK load the rows they need
// (ToolSet.rows) on demand.

import type { Tool } from "@modelcontextprotocol/server";
import type { APIGatewayProxyResult } from "aws-lambda";
import {
  clientIdOfHttpCaller,
  connectionOfHttpCaller,
  httpBodyText,
  scopesOfHttpCaller,
} from "../../call/http-call";
import type { ToolRow } from "../../catalog/types";
import { errorResponse, type ToolError } from "../../runtime/errors";
import { queryOfEvent } from "../../runtime/event-query";
import {
  operatorSubsetWith,
  parseSubsetWith,
  SubsetError,
  type SubsetLookup,
  type SubsetMember,
  selectTools,
} from "../../tool-lists/subset-core";
import { deploymentBudget, type ResultBudget, requestBudget } from "../calling/budget";
import type { ToolInvoker } from "../calling/invoker";
import { callModeOf, MCP_MODES, type McpMode } from "../listing/meta";
import type { OfferOptions } from "../listing/offer";
import type { TaskBackend } from "../tasks-extension/backend";
import type { McpEvent } from "./event";
import { handshakeAnswer, initializedAnswer, isHandshake } from "./plain-handshake";
import { invalidParamsAnswer, type PlainRequest, plainAnswer, plainRequest } from "./plain-request";

export type { McpEvent } from "./event";

/** The tools an endpoint may offer, and how it lists and runs the ones a request offers. */
export interface ToolSet<E extends SubsetMember = SubsetMember> {
  /** The presets and names a subset may name. */
  lookup: SubsetLookup;
  /** The deployed families' tools, in catalog order, before any subset. */
  entries: readonly E[];
  /** What tools/list lists for the offered tools: the catalog tools, or the three discovery tools. */
  list(offered: readonly E[], mode: McpMode, budget: ResultBudget): Promise<Tool[]>;
  /** The offered tools' rows, for a call and for the SDK's server. */
  rows(offered: readonly E[]): Promise<readonly ToolRow[]>;
}

export interface McpCoreOptions {
  /** The operator's TOOL_FILTER, in the query syntax; callers narrow it, never widen it. */
  toolFilter?: string | undefined;
  invoke: ToolInvoker;
  /** The deployment's result budget; default from the environment (budget.ts). */
  budget?: ResultBudget;
  /** Where long calls run as tasks for 2026-07-28 clients that take them; none: every call runs in its request. */
  tasks?: TaskBackend;
}

/** A plain request of the tasks extension (tasks/get, tasks/update, tasks/cancel). */
const isTaskRequest = (plain: PlainRequest | undefined): plain is Extract<PlainRequest, { taskId: string }> =>
  plain !== undefined && "taskId" in plain;

export function queryOf(event: McpEvent): URLSearchParams {
  return queryOfEvent(event);
}

const methodNotAllowed: APIGatewayProxyResult = {
  statusCode: 405,
  headers: { "content-type": "application/json", allow: "POST" },
  // Stateless: no SSE stream to GET and no session to DELETE.
  body: JSON.stringify({
    jsonrpc: "2.0",
    error: { code: -32000, message: "Method not allowed: use POST." },
    id: null,
  }),
};

/**
 * `mode` (`core`, `tools` or `discover`) picks the server's face; every other parameter is the tool
 * subset. Without a mode, a query that names a subset (anything but `budget`) lists its tools, as it
 * always has; the bare `/mcp` is `core`: a list every client can hold (docs/mcp.md). Returns the mode
 * and the query without it.
 */
export function modeOf(query: URLSearchParams): { mode: McpMode; subset: URLSearchParams } {
  const values = query.getAll("mode");
  const subset = new URLSearchParams(query);
  subset.delete("mode");
  if (values.length === 0) {
    const namesTools = [...subset.keys()].some((name) => name !== "budget");
    return { mode: namesTools ? "tools" : "core", subset };
  }
  const [mode] = values;
  if (values.length > 1 || !(MCP_MODES as readonly string[]).includes(mode ?? "")) {
    throw new SubsetError(`"mode" is one of ${MCP_MODES.join(", ")}.`, "mode");
  }
  return { mode: mode as McpMode, subset };
}

/** Whether the query names a subset (or a mode that is none): only `mode` alone, or nothing, does not. */
function namesSubset(event: McpEvent): boolean {
  try {
    return [...modeOf(queryOf(event)).subset.keys()].length > 0;
  } catch {
    return true;
  }
}

const TOOL_METHODS = new Set(["tools/list", "tools/call"]);

/**
 * Whether a request the SDK answers may list or call tools, the only answers that read the rows:
 * an `initialize` (every session's first request), a notification or a ping needs none, so a cold
 * one does not load them. Anything unreadable says yes (the SDK answers it, rows or not).
 */
function asksForTools(event: McpEvent): boolean {
  let message: unknown;
  try {
    message = JSON.parse(httpBodyText(event));
  } catch {
    return false; // the SDK answers a parse error
  }
  const messages = Array.isArray(message) ? message : [message];
  return messages.some(
    (each) =>
      each === null ||
      typeof each !== "object" ||
      typeof (each as { method?: unknown }).method !== "string" ||
      TOOL_METHODS.has((each as { method: string }).method),
  );
}

/** The part of Lambda's context a code-mode run reads: it ends before the function does. */
export interface RemainingTime {
  getRemainingTimeInMillis(): number;
}

/** The handler over the tool set `load` gives (once, on the first request). */
export function createMcpHandlerOver<E extends SubsetMember>(
  load: () => ToolSet<E> | Promise<ToolSet<E>>,
  options: McpCoreOptions,
) {
  const deploymentDefault = options.budget ?? deploymentBudget();
  // A bad operator filter fails every call loudly (a handler over rows already at its creation).
  let ready: Promise<{ set: ToolSet<E>; deployed: E[] }> | undefined;
  const prepare = () => {
    ready ??= Promise.resolve(load()).then((set) => ({
      set,
      deployed: selectTools(set.entries, operatorSubsetWith(set.lookup, options.toolFilter)),
    }));
    return ready;
  };

  return async (event: McpEvent, context?: RemainingTime): Promise<APIGatewayProxyResult> => {
    if (event.httpMethod.toUpperCase() !== "POST") return methodNotAllowed;
    const plain = plainRequest(event);
    const tasks = options.tasks;
    // A task is its owner's whatever the URL: found by its id, the caller's connection and client.
    if (tasks && isTaskRequest(plain)) {
      const [{ answerTaskMethod }, { taskOwnerOf }] = await Promise.all([
        import("../tasks-extension/methods"),
        import("../tasks-extension/start"),
      ]);
      const caller = event as unknown as Record<string, unknown>;
      return answerTaskMethod(
        tasks,
        plain,
        taskOwnerOf(connectionOfHttpCaller(caller), clientIdOfHttpCaller(caller)),
      );
    }
    // A client's first requests need no tools: answered before they load, unless the query names a
    // subset, which is checked first (a bad one is refused whatever the request).
    if (!namesSubset(event)) {
      if (isHandshake(plain)) return handshakeAnswer(plain, tasks !== undefined);
      const initialized = plain ? undefined : initializedAnswer(event);
      if (initialized) return initialized;
    }
    const { set, deployed } = await prepare();
    let offered: E[];
    let mode: McpMode;
    let budget: ResultBudget;
    try {
      const parsed = modeOf(queryOf(event));
      mode = parsed.mode;
      budget = requestBudget(parsed.subset, deploymentDefault);
      offered = selectTools(deployed, parseSubsetWith(set.lookup, parsed.subset));
    } catch (error) {
      if (!(error instanceof SubsetError)) throw error;
      return errorResponse(error.toToolError());
    }
    if (isHandshake(plain)) return handshakeAnswer(plain, tasks !== undefined);
    const initialized = plain ? undefined : initializedAnswer(event);
    if (initialized) return initialized;
    // The caller's tool policy narrows what is listed and names the rule of a denied call (lib/policy).
    let refused: ReadonlyMap<string, ToolError> | undefined;
    const policyTable = process.env.POLICY_TABLE;
    if (policyTable) {
      const { offeredTo } = await import("../../policy/list");
      ({ offered, refused } = await offeredTo(policyTable, event, offered, set.lookup));
    }
    if (plain?.method === "tools/list")
      return plainAnswer(plain, { tools: await set.list(offered, mode, budget) });
    const caller = event as unknown as Record<string, unknown>;
    const connection = connectionOfHttpCaller(caller);
    const scopes = scopesOfHttpCaller(caller);
    const clientId = clientIdOfHttpCaller(caller);
    if (plain?.method === "tools/call" && "problem" in plain)
      return invalidParamsAnswer(plain.id, plain.problem);
    // A plain tools/call of a catalog tool, or of code mode's tools, needs the offered names and the
    // rows it calls alone (call-tool.ts loads each: row-lookup.ts), not every offered row.
    const callsOne =
      plain?.method === "tools/call" && "call" in plain && callModeOf(mode, plain.call.name) !== "discover";
    const offer: OfferOptions = {
      tools: !callsOne && (plain || asksForTools(event)) ? await set.rows(offered) : [],
      ...(callsOne ? { offered: offered.map((entry) => entry.name) } : {}),
      mode,
      budget,
      invoke: options.invoke,
      ...(connection ? { connection } : {}),
      ...(scopes ? { scopes } : {}),
      ...(clientId ? { clientId } : {}),
      ...(refused?.size ? { refused } : {}),
      ...(tasks ? { advertisesTasks: true } : {}),
      ...(context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {}),
    };
    if (plain?.method === "tools/call" && "call" in plain && plain.era === "modern") {
      if (tasks && plain.declares.tasks) {
        const { startTaskFor } = await import("../tasks-extension/start");
        const task = await startTaskFor(tasks, offer, plain.call);
        if (task) return plainAnswer(plain, task);
      }
      const { answerModernCall } = await import("../calling/input-required");
      return plainAnswer(plain, await answerModernCall(offer, plain.call, { declares: plain.declares }));
    }
    if (plain?.method === "tools/call" && "call" in plain) {
      const { answerToolCall } = await import("../listing/offer");
      return plainAnswer(plain, await answerToolCall(offer, plain.call));
    }
    const { answerWithSdk } = await import("./sdk-answer");
    return answerWithSdk(event, offer);
  };
}
