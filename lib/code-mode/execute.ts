// `execute`: a model's script run in the sandbox (sandbox.ts), each of its tool calls made as a
// direct call of the MCP endpoint makes it: the offered tools only, the caller's scopes, read-only
// and policy (call-tool.ts resolveTool), then the family function's own pipeline (validation,
// token, confirmation, idempotency, audit) through the same invoker. What a script adds:
//   - a keyed execute derives a key per write (the execute's key, the call's place in the run, the
//     tool, its arguments), so the same script sent again with the same key writes nothing twice;
//   - the first call that would lose something stops the run: the answer shows what that call
//     would change and a token for the whole script (script-token.ts); the same code sent again
//     with it runs, each such call confirmed with the token its family issues;
//   - every inner call's audit record carries the run's id (`codeRun`).
import { createHash, randomUUID } from "node:crypto";
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ToolRow } from "../catalog/types";
import { canonicalJson } from "../confirmation/canonical";
import type { ConfirmationAnswer } from "../confirmation/confirm";
import { type CallScope, firstPageByDefault, offeredTools, resolveTool } from "../mcp/calling/call-tool";
import type { DirectCall } from "../mcp/calling/invoker";
import { StoredResult } from "../mcp/calling/invoker";
import { modelText } from "../results/model-text";
import { asToolError, ToolError } from "../runtime/errors";
import { withEncodedRequestBody } from "../runtime/request-body";
import { limitsFor, type SandboxLimits } from "./limits";
import { limitMessage, runInSandbox, type SandboxHost } from "./sandbox";
import { checkScriptToken, issueScriptToken } from "./script-token";
import { asRunnableBody } from "./strip-types";

export interface ExecuteRequest {
  code: string;
  idempotencyKey?: string;
  confirmationToken?: string;
  /** The function's remaining time, where it runs in Lambda. */
  remainingMs?: number;
}

/** One inner call, for the answer: the tool, and its error type when it failed. */
interface CallRecord {
  tool: string;
  error?: string;
}

/** The largest tool result handed to a script, as JSON: the interpreter's heap holds it. */
const MAX_INNER_RESULT_CHARS = 8 * 1024 * 1024;

const isConfirmation = (value: unknown): value is ConfirmationAnswer =>
  !!value &&
  typeof value === "object" &&
  (value as { confirmationRequired?: unknown }).confirmationRequired === true;

/** The key of a script's write: the same script with the same key makes the same keys in the same order. */
function derivedKey(executeKey: string, index: number, tool: string, input: Record<string, unknown>): string {
  const digest = createHash("sha256")
    .update(canonicalJson([executeKey, index, tool, input]))
    .digest("base64url");
  return `code-${digest}`;
}

/** The run's host side: each tool call checked, made and recorded; the run stopped where it must. */
class ScriptHost implements SandboxHost {
  readonly calls: CallRecord[] = [];
  readonly logs: string[] = [];
  private logChars = 0;
  private logsCut = false;
  asked: { index: number; answer: ConfirmationAnswer } | undefined;
  private overCalls = false;
  private readonly rows = new Map<string, Promise<ToolRow | ToolError>>();
  readonly runId = randomUUID();

  constructor(
    private readonly scope: CallScope,
    private readonly request: ExecuteRequest,
    private readonly limits: SandboxLimits,
    private readonly confirmed: boolean,
  ) {}

  stopped(): "calls" | "stopped" | undefined {
    if (this.overCalls) return "calls";
    return this.asked ? "stopped" : undefined;
  }

  log(line: string): void {
    if (this.logsCut) return;
    if (this.logChars + line.length > this.limits.logChars) {
      this.logs.push(`[console output cut at ${this.limits.logChars} characters]`);
      this.logsCut = true;
      return;
    }
    this.logChars += line.length;
    this.logs.push(line);
  }

  async call(tool: string, argumentsJson: string): Promise<string> {
    const index = this.calls.length;
    const record: CallRecord = { tool };
    this.calls.push(record);
    try {
      return JSON.stringify({ ok: await this.run(tool, argumentsJson, index) });
    } catch (error) {
      const failure = asToolError(error);
      record.error = failure.type;
      return JSON.stringify({ error: failure.toJSON() });
    }
  }

  private async run(tool: string, argumentsJson: string, index: number): Promise<unknown> {
    if (this.asked) {
      throw new ToolError("Forbidden", "The run stopped for a confirmation: no later call runs.");
    }
    if (index >= this.limits.maxCalls) {
      this.overCalls = true;
      throw new ToolError("Forbidden", limitMessage("calls", this.limits));
    }
    const row = await this.rowOf(tool);
    const args = JSON.parse(argumentsJson) as Record<string, unknown>;
    const { input } = firstPageByDefault(row, withEncodedRequestBody(row, args));
    const call = this.directCall(row, input, index);
    let result = await this.scope.invoke(row, call);
    if (isConfirmation(result)) {
      if (!this.confirmed) {
        this.asked = { index, answer: result };
        throw new ToolError(
          "Forbidden",
          `${row.name} would lose data: the run stopped to ask for confirmation.`,
        );
      }
      // The person confirmed the script: each call that asks is confirmed with the token its family issued.
      result = await this.scope.invoke(row, { ...call, confirmationToken: result.confirmationToken });
    }
    if (result instanceof StoredResult) {
      throw new ToolError(
        "ResultTooLarge",
        `${row.name}'s answer is ${result.location.bytes} bytes, too large for a script: ask for less (a page, a filter).`,
      );
    }
    if (JSON.stringify(result ?? null).length > MAX_INNER_RESULT_CHARS) {
      throw new ToolError("ResultTooLarge", `${row.name}'s answer is too large for a script: ask for less.`);
    }
    return result;
  }

  private rowOf(tool: string): Promise<ToolRow> {
    let found = this.rows.get(tool);
    if (!found) {
      found = resolveTool(this.scope, tool);
      this.rows.set(tool, found);
    }
    return found.then((row) => {
      if (row instanceof ToolError) throw row;
      return row;
    });
  }

  private directCall(row: ToolRow, input: Record<string, unknown>, index: number): DirectCall {
    const call: DirectCall = { tool: row.name, input, via: "code", codeRun: this.runId };
    if (this.scope.connection !== undefined) call.connection = this.scope.connection;
    if (this.scope.clientId !== undefined) call.clientId = this.scope.clientId;
    const key = this.request.idempotencyKey;
    if (key !== undefined && !row.flags.readOnly)
      call.idempotencyKey = derivedKey(key, index, row.name, input);
    if (row.confirm) {
      call.confirmable = true;
      const offered = offeredTools(this.scope);
      if (offered) call.offeredTools = offered;
    }
    return call;
  }
}

/** What the guest's runner made of the script: its value, or what it threw. */
type Settled =
  | { ok: unknown }
  | { thrown: { name?: string; type?: string; message?: string; details?: unknown } };

function settledOf(json: string): Settled {
  const parsed = JSON.parse(json) as unknown;
  if (parsed && typeof parsed === "object" && ("ok" in parsed || "thrown" in parsed))
    return parsed as Settled;
  // A script that changed how its own values serialise (Object.prototype.toJSON) answers what it made.
  return { ok: parsed };
}

function answer(value: Record<string, unknown>, isError: boolean): CallToolResult {
  return {
    content: [{ type: "text", text: modelText(value) }],
    structuredContent: value,
    ...(isError ? { isError: true } : {}),
  };
}

/** Runs one script for the caller of `scope`, and answers as an MCP tool result. */
export async function executeScript(scope: CallScope, request: ExecuteRequest): Promise<CallToolResult> {
  const principal = scope.connection ?? "";
  const script = {
    code: request.code,
    principal,
    ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
  };
  if (request.confirmationToken !== undefined) await checkScriptToken(request.confirmationToken, script);
  const limits = limitsFor(scope.budget.chars, request.remainingMs);
  const host = new ScriptHost(scope, request, limits, request.confirmationToken !== undefined);
  const body = await asRunnableBody(request.code);
  // A tool the caller's policy denies is there to call: its call answers the refusal naming the rule.
  const callable = [...new Set([...scope.offered, ...(scope.refused?.keys() ?? [])])];
  const outcome = await runInSandbox(body, host, limits, callable);
  const made = { calls: host.calls.length, ...(host.logs.length > 0 ? { logs: host.logs } : {}) };
  const failedCalls = host.calls.filter((call) => call.error);
  const failures = failedCalls.length > 0 ? { failedCalls } : {};

  if (host.asked) {
    const { answer: asked, index } = host.asked;
    const { token, expiresAt } = await issueScriptToken(script);
    const {
      confirmationRequired: _asked,
      confirmationToken: _perCall,
      howToConfirm: _howTool,
      ...preview
    } = asked;
    return answer(
      {
        confirmationRequired: true,
        stoppedAt: { call: index + 1, tool: asked.tool },
        ...preview,
        ...made,
        confirmationToken: token,
        expiresAt,
        howToConfirm:
          `The run stopped before call ${index + 1}, which would lose data; the calls before it ran. ` +
          "Show the person what would change. Once they agree, send exactly the same code again " +
          '(and the same idempotency_key, if any) with "confirmation_token": "<confirmationToken>" ' +
          "within 5 minutes: every call of the script that asks is then confirmed.",
      },
      false,
    );
  }
  if ("limit" in outcome) {
    return answer(
      {
        error: { type: "ScriptLimit", limit: outcome.limit, message: outcome.message },
        ...made,
        ...failures,
      },
      true,
    );
  }
  const settled = settledOf(outcome.json);
  if ("thrown" in settled) {
    const { name, type, message, details } = settled.thrown;
    const error =
      name === "ToolError"
        ? {
            type,
            message,
            ...(details !== undefined ? { details } : {}),
            thrownBy: "a tool call the script did not catch",
          }
        : { type: "ScriptError", name, message };
    return answer({ error, ...made, ...failures }, true);
  }
  return answer({ result: settled.ok, ...made, ...failures }, false);
}
