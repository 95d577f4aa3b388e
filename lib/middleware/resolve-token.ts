// Gives the executor a lazy token source for the call's connection of the row's toolkit (a call
// that needs no upstream, like schema mode, never reads a secret) and scrubs every token the call
// saw from any error on the way out. The connection is checked here, before anything is read.
import type { MiddlewareObj } from "@middy/core";
import type { ToolCall, ToolCallResult } from "../call/types";
import { ToolError } from "../runtime/errors";
import { redact } from "../runtime/redact";
import { profileFor } from "../upstream/index";
import { type TokenSource, tokenSourceFor } from "../upstream-tokens/index";
import type { CallContext } from "./types";

/** This middleware's per-request state, in middy's `request.internal`: every token the call saw. */
type ResolveTokenInternal = { tokensUsed?: string[] };

export function resolveToken(): MiddlewareObj<
  ToolCall,
  ToolCallResult,
  Error,
  CallContext,
  ResolveTokenInternal
> {
  return {
    before: (request) => {
      const row = request.context.toolRow;
      if (!row) throw new Error("resolveToken must run after validateInput");
      const source: TokenSource = tokenSourceFor(
        profileFor(row.toolkit),
        process.env,
        request.event.connection,
      );
      const state = request.internal;
      // Every token this call sees (the first and a refreshed one) is scrubbed from its errors.
      const remember = (token: string | undefined) => {
        if (token) state.tokensUsed = [...(state.tokensUsed ?? []), token];
        return token;
      };
      const refresh = source.refresh?.bind(source);
      const refusedAgain = source.refusedAgain?.bind(source);
      request.context.token = {
        get: async () => remember(await source.get()) as string,
        ...(refresh ? { refresh: async (refused: string) => remember(await refresh(refused)) } : {}),
        ...(refusedAgain ? { refusedAgain } : {}),
      };
    },
    onError: (request) => {
      const tokens = request.internal.tokensUsed ?? [];
      const error = request.error;
      if (tokens.length === 0 || !error) return;
      const scrub = <T>(value: T): T => tokens.reduce((scrubbed, token) => redact(scrubbed, token), value);
      if (error instanceof ToolError) {
        request.error = new ToolError(error.type, scrub(error.message), {
          retryable: error.retryable,
          outcome: error.outcome,
          details: scrub(error.details),
        });
      } else {
        error.message = scrub(error.message);
      }
    },
  };
}
