// Code mode (`/mcp?mode=code`): tools/call of search_api or execute. Every other name is refused
// with the way to call it from a script: the endpoint offers the tools through `execute` only.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { MCP_CONFIRMATION_META } from "../confirmation/names";
import type { CallScope, ToolCallRequest } from "../mcp/calling/call-tool";
import { errorResult } from "../mcp/calling/render-answer";
import { type ArgumentRule, checkArguments } from "../mcp/discovery/arguments";
import { ToolError } from "../runtime/errors";
import { DEFAULT_LIMITS } from "./limits";
import { EXECUTE, SEARCH_API, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from "./listed";

const SEARCH_RULES: Record<string, ArgumentRule> = {
  query: { type: "string", required: true, maxLength: 500 },
  limit: { type: "integer", minimum: 1, maximum: SEARCH_MAX_LIMIT },
};

const EXECUTE_RULES: Record<string, ArgumentRule> = {
  code: { type: "string", required: true, maxLength: DEFAULT_LIMITS.codeChars },
  idempotency_key: { type: "string", maxLength: 100 },
  confirmation_token: { type: "string", maxLength: 1024 },
};

/** What the caller's function has left, where it runs in Lambda: the run ends before it does. */
export interface CodeCallContext {
  remainingMs?: () => number;
}

export async function callCodeTool(
  scope: CallScope,
  request: ToolCallRequest,
  context: CodeCallContext = {},
): Promise<CallToolResult> {
  try {
    switch (request.name) {
      case SEARCH_API: {
        const args = checkArguments(SEARCH_API, request.arguments, SEARCH_RULES);
        const { searchApiAnswer } = await import("./search-api");
        const offered = new Set([...scope.offered].filter((name) => !scope.refused?.has(name)));
        const text = searchApiAnswer(
          offered,
          args.query as string,
          (args.limit as number) ?? SEARCH_DEFAULT_LIMIT,
        );
        return { content: [{ type: "text", text }] };
      }
      case EXECUTE: {
        const args = checkArguments(EXECUTE, request.arguments, EXECUTE_RULES);
        const { checkIdempotencyKey } = await import("./key");
        const key = args.idempotency_key as string | undefined;
        if (key !== undefined) checkIdempotencyKey(key);
        const fromMeta = request.meta?.[MCP_CONFIRMATION_META];
        const token =
          (args.confirmation_token as string | undefined) ??
          (typeof fromMeta === "string" ? fromMeta : undefined);
        const { executeScript } = await import("./execute");
        const remainingMs = context.remainingMs?.();
        return await executeScript(scope, {
          code: args.code as string,
          ...(key !== undefined ? { idempotencyKey: key } : {}),
          ...(token !== undefined ? { confirmationToken: token } : {}),
          ...(remainingMs !== undefined ? { remainingMs } : {}),
        });
      }
      default:
        return errorResult(
          new ToolError(
            "Forbidden",
            `This endpoint is in code mode: call ${request.name} inside execute, e.g. ` +
              `{"code": "return await tools.${request.name.replace("_", ".")}({...})"}, after search_api has shown its parameters.`,
            { details: { tool: request.name, use: EXECUTE } },
          ),
        );
    }
  } catch (error) {
    if (error instanceof ToolError) return errorResult(error);
    throw error;
  }
}
