// Gives the executor a lazy token source for the row's toolkit (a call that needs no upstream,
// like schema mode, never reads a secret) and scrubs the token from any error on the way out.
import type { MiddlewareObj } from "@middy/core";
import { type TokenSource, tokenSourceFor } from "../auth/index";
import { ToolError } from "../runtime/errors";
import { redact } from "../runtime/redact";
import { profileFor } from "../upstream/index";
import type { CallContext, ToolCall, ToolCallResult } from "./types";

const TOKEN_USED = Symbol("tokenUsed");

type TokenRequestState = { [TOKEN_USED]?: string };

export function resolveToken(): MiddlewareObj<ToolCall, ToolCallResult, Error, CallContext> {
  return {
    before: (request) => {
      const row = request.context.toolRow;
      if (!row) throw new Error("resolveToken must run after validateInput");
      const source: TokenSource = tokenSourceFor(profileFor(row.toolkit));
      const state = request as unknown as TokenRequestState;
      request.context.token = async () => {
        const token = await source();
        state[TOKEN_USED] = token;
        return token;
      };
    },
    onError: (request) => {
      const token = (request as unknown as TokenRequestState)[TOKEN_USED];
      const error = request.error;
      if (!token || !error) return;
      if (error instanceof ToolError) {
        request.error = new ToolError(error.type, redact(error.message, token), {
          retryable: error.retryable,
          details: redact(error.details, token),
        });
      } else {
        error.message = redact(error.message, token);
      }
    },
  };
}
