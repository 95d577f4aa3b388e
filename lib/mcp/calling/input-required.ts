// A tools/call on protocol 2026-07-28: what a 2025-era call answers and leaves to the agent is asked
// of the person in the call itself, through an input-required result (MRTR), when the request's
// client capabilities say the client can ask (never inferred from earlier requests):
// - a destructive tool's confirmation (lib/confirmation) becomes a form elicitation "confirm"; the
//   confirmation token travels as the `requestState` the client echoes on its retry, and the family
//   checks it as it checks any token (signed over the tool, the arguments, the caller, 5 minutes),
//   so the state needs no second protection;
// - a missing connection becomes a URL elicitation "connect" (2026-07-28 has no elicitation ids
//   and no completion notice: the client retries once the person is back).
// A client that declared neither gets the 2025 answers (the token to repeat, the tool error with
// its link). Loaded with the first 2026-07-28 call; nothing here loads the SDK.
import type { CallToolResult, InputRequiredResult } from "@modelcontextprotocol/server";
import { MCP_CONFIRMATION_META } from "../../confirmation/names";
import { ToolError } from "../../runtime/errors";
import { answerToolCall, type OfferOptions } from "../listing/offer";
import type { ClientDeclares } from "../protocol/plain-modern";
import type { ToolCallRequest } from "./call-tool";
import { errorResult } from "./render-answer";

/** What the request carries beyond the call: its client's capabilities, and a retry's answers. */
export interface ModernAsk {
  declares: ClientDeclares;
  inputResponses?: Record<string, unknown>;
  requestState?: string;
}

/** The embedded request an input-required result asks the client to fulfil. */
interface ElicitRequest {
  method: "elicitation/create";
  params: Record<string, unknown>;
}

/** An input-required result, built as the protocol writes it (the SDK's builder is not loaded here). */
function inputRequired(
  inputRequests: Record<string, ElicitRequest>,
  requestState?: string,
): InputRequiredResult {
  return {
    resultType: "input_required",
    inputRequests,
    ...(requestState !== undefined ? { requestState } : {}),
  } as InputRequiredResult;
}

export const CONFIRM_KEY = "confirm";
export const CONNECT_KEY = "connect";

/** The one question a confirmation asks: go ahead, yes or no. */
const CONFIRM_SCHEMA = {
  type: "object",
  properties: {
    confirm: { type: "boolean", title: "Go ahead", description: "Yes: make the change. No: change nothing." },
  },
  required: ["confirm"],
};

interface Confirmation {
  confirmationRequired: true;
  tool: string;
  confirmationToken: string;
  wouldRemove?: unknown;
  wouldChange?: unknown;
  expiresAt: string;
}

function confirmationOf(result: CallToolResult): Confirmation | undefined {
  const content = result.structuredContent as Partial<Confirmation> | undefined;
  return !result.isError &&
    content?.confirmationRequired === true &&
    typeof content.confirmationToken === "string"
    ? (content as Confirmation)
    : undefined;
}

/** What the person is asked: the tool, and the record it would remove or change as read now. */
function confirmMessage(confirmation: Confirmation): string {
  const what = confirmation.wouldRemove !== undefined ? "remove" : "change";
  const target = confirmation.wouldRemove ?? confirmation.wouldChange;
  return `${confirmation.tool} would ${what} this (nothing has changed yet): ${JSON.stringify(target)}`;
}

/** An elicitation answer for `key`: accepted (with its content), refused, or none. */
function answerOf(responses: Record<string, unknown> | undefined, key: string) {
  const response = responses?.[key] as { action?: unknown; content?: unknown } | undefined;
  if (!response || typeof response !== "object") return undefined;
  const content = response.content as Record<string, unknown> | undefined;
  return { accepted: response.action === "accept", content };
}

const notConfirmed = (tool: string) =>
  errorResult(
    new ToolError("Forbidden", `${tool} was not confirmed by the person: nothing was changed.`, {
      details: { confirmation: "declined" },
    }),
  );

export async function answerModernCall(
  options: OfferOptions,
  request: ToolCallRequest,
  ask: ModernAsk,
): Promise<CallToolResult | InputRequiredResult> {
  const confirmed = answerOf(ask.inputResponses, CONFIRM_KEY);
  if (confirmed && ask.requestState !== undefined) {
    if (!confirmed.accepted || confirmed.content?.confirm !== true) return notConfirmed(request.name);
    // The retry runs the call the token was signed for; a token for anything else is refused there.
    const meta = { ...request.meta, [MCP_CONFIRMATION_META]: ask.requestState };
    return answerToolCall(options, { ...request, meta });
  }
  const connectAnswered = answerOf(ask.inputResponses, CONNECT_KEY) !== undefined;
  const asksToConnect = ask.declares.urlElicitation && !connectAnswered;
  let result: CallToolResult;
  try {
    result = await answerToolCall(
      asksToConnect ? { ...options, takesUrlElicitation: true } : options,
      request,
    );
  } catch (error) {
    const link = connectLinkOf(error);
    if (!link) throw error;
    return inputRequired({ [CONNECT_KEY]: connectRequest(link) });
  }
  const confirmation = ask.declares.formElicitation ? confirmationOf(result) : undefined;
  if (!confirmation) return result;
  const confirm: ElicitRequest = {
    method: "elicitation/create",
    params: { mode: "form", message: confirmMessage(confirmation), requestedSchema: CONFIRM_SCHEMA },
  };
  return inputRequired({ [CONFIRM_KEY]: confirm }, confirmation.confirmationToken);
}

/** The page and message of the URL elicitation call-tool.ts raises for a missing connection (-32042). */
function connectLinkOf(error: unknown): { url: string; message: string } | undefined {
  const elicitations = (error as { elicitations?: { url?: unknown; message?: unknown }[] }).elicitations;
  const [first] = Array.isArray(elicitations) ? elicitations : [];
  return typeof first?.url === "string" && typeof first.message === "string"
    ? { url: first.url, message: first.message }
    : undefined;
}

function connectRequest({ url, message }: { url: string; message: string }): ElicitRequest {
  return { method: "elicitation/create", params: { mode: "url", message, url } };
}
