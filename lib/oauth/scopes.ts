// The scopes an access token may carry, and the one rule they decide: a tool that changes data
// needs `tools:write`; reading needs `tools:read` (or write, which includes it). Kept apart from
// the token code so the functions that enforce it carry no JWT library.
import { ToolError } from "../runtime/errors";
import { SCOPES } from "./caller-scopes";

export { ALL_SCOPES, SCOPES } from "./caller-scopes";

/** Whether granted scopes cover a tool; `undefined` scopes (IAM, direct invokes) are not limited. */
export function scopesAllow(scopes: readonly string[] | undefined, readOnly: boolean): boolean {
  if (scopes === undefined) return true;
  if (scopes.includes(SCOPES.write)) return true;
  return readOnly && scopes.includes(SCOPES.read);
}

/** The scope a tool needs, for the refusal's message. */
export function scopeNeeded(readOnly: boolean): string {
  return readOnly ? SCOPES.read : SCOPES.write;
}

/**
 * A tool the caller's grant does not cover (the person granted reading only). Over HTTP it is 403
 * with `WWW-Authenticate: Bearer error="insufficient_scope", scope=...` (lib/oauth/caller-checks.ts);
 * over MCP a tool error result (a JSON-RPC answer has no status), in the same words.
 */
export class ScopeRefusal extends ToolError {
  constructor(
    tool: string,
    /** The scope that would do. */
    readonly scope: string,
  ) {
    super("Forbidden", `${tool} needs the ${scope} scope, which this access token was not granted.`, {
      details: { tool, scope },
    });
  }
}

/** A tool the caller's grant does not cover, named as the caller did. */
export function scopeRefusal(tool: string, readOnly: boolean): ToolError {
  return new ScopeRefusal(tool, scopeNeeded(readOnly));
}
