// The one place typed errors become answers: an HTTP status and {"error": {...}} for API Gateway,
// a thrown error whose `name` is the type for direct and event invokes (Step Functions matches it).
import type { MiddlewareObj } from "@middy/core";
import type { FamilyContext } from "../call/types";
import { asToolError, errorResponse, ToolError } from "../runtime/errors";
import { log } from "../runtime/log";

export function renderErrors(): MiddlewareObj<unknown, unknown, Error, FamilyContext> {
  return {
    onError: (request) => {
      const original = request.error;
      // middy's early-timeout error: the function itself is about to run out of time.
      const error =
        original?.name === "TimeoutError"
          ? new ToolError("UpstreamTimeout", "The tool ran out of time before the upstream answered.")
          : asToolError(original);
      if (!(original instanceof ToolError)) {
        log("error", "unexpected failure", { errorName: original?.name, errorMessage: original?.message });
      }
      if (request.context.callSource === "http") {
        request.response = errorResponse(error);
        return;
      }
      request.error = error;
    },
  };
}
