// A tool call as every entrance hands it on: who called, with what, acting for which connection,
// whatever the caller's event shape (lib/call/http-call.ts and event-call.ts read them). Middleware,
// mcp, confirmation, idempotency, audit, events and agentcore all speak this type.
import type { Context } from "aws-lambda";
import type { ToolRow } from "../catalog/types";
import type { ToolInput } from "../runtime/request";

/** Who called: API Gateway, a direct invoke (Step Functions), an SQS record or an EventBridge event. */
export type CallSource = "http" | "direct" | "sqs" | "eventbridge";

/** One tool call, whatever the caller's event shape. */
export interface ToolCall {
  tool: string;
  input: ToolInput;
  source: CallSource;
  /** SQS message id or EventBridge event id: the idempotency key of an event-driven write that brings none. */
  eventId?: string;
  idempotencyKey?: string;
  /**
   * Which stored connection (token set) the call acts for. Set by normalizeEvent from where the
   * caller cannot forge it (the authorizer's context on HTTP; the event itself for IAM-authorised
   * invokes, SQS and EventBridge); undefined means the function's default connection.
   */
  connection?: string;
  /** OAuth scopes an HTTP caller's access token was granted (from the authorizer); undefined: not limited. */
  scopes?: string[];
  /**
   * The caller can show a person a confirmation and repeat the call (MCP sets it; HTTP always can):
   * an unconfirmed destructive call is answered with a token rather than following the deployment's
   * unattended setting (lib/confirmation).
   */
  confirmable?: boolean;
  /**
   * The tools the caller's surface offers (an MCP subset), sent by the mcp function with a call
   * that may ask: the confirmation's record read is made only through one of them. Undefined: every
   * tool (HTTP, a direct invoke without a subset).
   */
  offeredTools?: string[];
  /** The token confirming a destructive call: `Confirmation-Token` (HTTP), `_meta` (MCP), the event. */
  confirmationToken?: string;
  /**
   * Direct invokes: the most the answer may weigh, serialized (1,024 bytes to Lambda's limit), for a
   * caller that keeps it in a Step Functions state (256 KB). Larger answers are stored (docs/results.md).
   */
  maxResultBytes?: number;
  /**
   * How a direct invoke came (`mcp`, `discovery`, `stepfunctions`; `agentcore`: an AgentCore Gateway
   * target call, set by lib/agentcore/event.ts, never by an event's `via`), for its audit record
   * (lib/audit): set by the caller, which holds IAM permission to invoke, as `connection` is.
   */
  via?: "mcp" | "discovery" | "code" | "stepfunctions" | "agentcore";
  /** An inner call of a code-mode script: the run's id, so the audit ties each call to its `execute`. */
  codeRun?: string;
  /** The OAuth client behind the call, from the authorizer (HTTP) or the mcp function (direct invoke). */
  clientId?: string;
}

export interface ToolCallResult {
  tool: string;
  result: unknown;
}

/** A normalised Lambda event: one call, or a batch of SQS records. */
export type Invocation =
  | { source: "http" | "direct" | "eventbridge"; kind: "call"; call: ToolCall }
  | { source: "sqs"; kind: "batch"; records: { messageId: string; call: ToolCall | Error }[] };

/** Per-request state that middlewares attach to the Lambda context (middy's convention). */
export interface FamilyContext extends Context {
  invocation?: Invocation;
  /** Set from the event shape before parsing, so errors render right even when parsing fails. */
  callSource?: CallSource;
  /** The row and the answer of a single call, for the outer pipeline's payload limit (payload-limit.ts). */
  toolRow?: ToolRow;
  answer?: ToolCallResult;
}
