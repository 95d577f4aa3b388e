// Amazon Bedrock AgentCore Gateway's Lambda-target call (docs/agentcore.md): the event is the tool's
// arguments and nothing else; the tool is `<target>___<tool>` in the invoke's client context
// (`custom.bedrockAgentCoreToolName`). The answer the gateway turns into an MCP result is
// `{content: [{type: "text", text}]}`, with `isError: true` for a tool error. Loaded with the
// first gateway call (lib/middleware/normalize-event.ts tells it by detect.ts).
import type { Request } from "@middy/core";
import type { Context } from "aws-lambda";
import { checkedIdempotencyKeyHeader } from "../call/idempotency-header";
import type { FamilyContext, ToolCall } from "../call/types";
import { MAX_ANSWER_BYTES } from "../results/limits";
import { asToolError, ToolError } from "../runtime/errors";
import { headerOfEvent } from "../runtime/event-header";
import { agentCoreToolName } from "./detect";
import { toolOfGatewayName } from "./names";

type Custom = Record<string, unknown>;

function customOf(context: Pick<Context, "clientContext"> | undefined): Custom | undefined {
  const custom = (context?.clientContext as { custom?: unknown } | undefined)?.custom;
  return custom && typeof custom === "object" ? (custom as Custom) : undefined;
}

/**
 * The headers the target allowlists (`metadataConfiguration.allowedRequestHeaders`), as the gateway
 * passes them: `custom.bedrockAgentCorePropagatedHeaders`, an object or its JSON (AWS samples show
 * both; UNCONFIRMED by AWS's reference). Names compared without case.
 */
function propagatedHeader(custom: Custom | undefined, lowerName: string): string | undefined {
  let headers = custom?.bedrockAgentCorePropagatedHeaders;
  if (typeof headers === "string") {
    try {
      headers = JSON.parse(headers);
    } catch {
      return undefined;
    }
  }
  if (!headers || typeof headers !== "object") return undefined;
  return headerOfEvent({ headers }, lowerName);
}

/**
 * The call: the gateway's tool name without its target, the event as the tool's parameters. The
 * connection is the function's own (none is named): nothing the gateway passes says who the caller
 * is in a form this function could trust (a propagated header is the caller's to write).
 */
export function agentCoreCall(
  event: unknown,
  context: Pick<Context, "clientContext">,
  name: string,
): ToolCall {
  if (!event || typeof event !== "object" || Array.isArray(event)) {
    throw new ToolError("ValidationError", "The tool's arguments must be a JSON object.");
  }
  const call: ToolCall = {
    tool: toolOfGatewayName(name),
    input: event as Record<string, unknown>,
    source: "direct",
    via: "agentcore", // the audit record's caller (lib/audit/record.ts callerKindOf)
  };
  const key = propagatedHeader(customOf(context), "idempotency-key");
  if (key !== undefined) call.idempotencyKey = checkedIdempotencyKeyHeader(key);
  return call;
}

/** A tool's answer as the gateway takes it: the `{tool, result}` answer as JSON text. */
export function agentCoreAnswer(answer: unknown) {
  return { content: [{ type: "text", text: JSON.stringify(answer) }] };
}

/** A typed error as a tool error: the same `{"error": {type, message, retryable, details?}}` HTTP gives. */
export function agentCoreError(error: ToolError) {
  return { content: [{ type: "text", text: JSON.stringify({ error: error.toJSON() }) }], isError: true };
}

/**
 * A gateway answer within Lambda's limit: one too large is stored like a direct invoke's
 * (lib/results/oversize.ts, loaded only then) and its location answered as the text.
 */
export async function agentCoreAnswerWithin(context: FamilyContext, result: unknown) {
  const answer = agentCoreAnswer(result);
  const text = answer.content[0]?.text ?? "";
  // No character of JSON text weighs more than 3 bytes: measured exactly only when that bound fails.
  if (text.length * 3 + 1024 <= MAX_ANSWER_BYTES) return answer;
  const bytes = Buffer.byteLength(JSON.stringify(answer));
  if (bytes <= MAX_ANSWER_BYTES || !context.answer) return answer;
  const { oversizeAnswer } = await import("../results/oversize");
  const stored = await oversizeAnswer({
    source: "direct",
    answer: context.answer,
    bytes,
    limit: MAX_ANSWER_BYTES,
    askedByCaller: false,
    row: context.toolRow,
  });
  return agentCoreAnswer(stored);
}

type FamilyRequest = Request<unknown, unknown, Error, FamilyContext>;

/**
 * The family handler's outer steps for a gateway call (lib/middleware/normalize-event.ts calls
 * them): the call from the event, the answer as content, a typed error (renderErrors ran first)
 * as a tool error, which the gateway passes on rather than failing the invoke.
 */
export const agentCoreSteps = {
  before(request: FamilyRequest): void {
    request.context.callSource = "direct";
    const call = agentCoreCall(request.event, request.context, agentCoreToolName(request.context) ?? "");
    request.context.invocation = { source: "direct", kind: "call", call };
  },
  async after(request: FamilyRequest): Promise<void> {
    const { result } = (request.response ?? {}) as { result?: unknown };
    request.response = await agentCoreAnswerWithin(request.context, result);
  },
  onError(request: FamilyRequest): void {
    request.response = agentCoreError(asToolError(request.error));
  },
};
