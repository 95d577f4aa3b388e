// The per-call state the family pipeline's middlewares hand each other on the Lambda context
// (middy's convention); the call itself is lib/call's.
import type { Context } from "aws-lambda";
import type { ToolCallResult } from "../call/types";
import type { ToolRow } from "../catalog/types";
import type { CallLog } from "../runtime/call-log";
import type { TokenSource } from "../upstream-tokens/index";

export interface CallContext extends Context {
  toolRow?: ToolRow;
  /** The row the call names, set before its checks (toolRow only once they pass): the audit record's. */
  calledRow?: ToolRow;
  token?: TokenSource;
  /** The fields of the call's log line, created by logCall. */
  callLog?: CallLog;
  /** Set by confirmDestruction: the answer asking for confirmation; the handler returns it unrun. */
  confirmationAnswer?: ToolCallResult;
}
