// Whether a caller may make a call: the one place every entrance asks (the family pipeline after
// validation, MCP's tools/call before it sends the call on, the confirmation's record read, code
// mode's inner calls). In order: the OAuth scopes of the caller's token, a read-only deployment,
// the tools the caller's surface offers (its subset, less what its policy denies; the call's own
// `offeredTools`; the families this deployment runs), and the operator's per-principal policy
// (POLICY_TABLE: allow/deny, tenants, the daily write budget; loaded on its first use, so no
// function's start carries it). Each refusal is a `Forbidden` ToolError naming the rule.
import type { ToolRow } from "../catalog/types";
import { scopeRefusal, scopesAllow } from "../oauth/scopes";
import { isReadOnlyDeployment, readOnlyRefusal } from "../policy/read-only";
import { ToolError } from "../runtime/errors";
import type { ToolCall } from "./types";

/** What of a call decides its authorisation. `tool` is the name as the caller wrote it (for messages). */
export type AuthorizedCall = Pick<ToolCall, "tool" | "input" | "scopes" | "connection" | "offeredTools">;

export interface CallOffer {
  /** Canonical names of the tools the caller's surface offers (an MCP subset); undefined: all. */
  offered?: ReadonlySet<string>;
  /** Offered tools the caller's policy denies, each with its refusal (MCP reads them for its list). */
  refused?: ReadonlyMap<string, ToolError>;
  /** Where the caller finds what is offered, for the refusal's hint. */
  listedBy?: string;
  /**
   * Apply the operator's policy table here (the family pipeline, the confirmation's read). MCP
   * leaves it to the family, which every call reaches, and lists out what it denies (`refused`).
   */
  policy?: boolean;
}

/**
 * The families this deployment runs (DEPLOYED_FAMILIES, written by the stack); unset: every family
 * (`npm start`, tests, a handler run directly).
 */
function familyDeployed(row: ToolRow, env: NodeJS.ProcessEnv): boolean {
  const families = env.DEPLOYED_FAMILIES;
  return !families || families.split(",").includes(row.family);
}

function notOffered(call: AuthorizedCall, why: string, listedBy: string | undefined): ToolError {
  const hint = listedBy ? `; ${listedBy}` : "";
  return new ToolError("Forbidden", `${call.tool} is not offered ${why}${hint}.`, {
    details: { tool: call.tool },
  });
}

/** The refusal that needs nothing but the call and this process: undefined when none applies. */
function servedRefusal(call: AuthorizedCall, row: ToolRow, offer: CallOffer = {}): ToolError | undefined {
  if (!scopesAllow(call.scopes, row.flags.readOnly)) return scopeRefusal(call.tool, row.flags.readOnly);
  // Named as the rule it is, not as "not offered": a read-only deployment lists no write.
  if (!row.flags.readOnly && isReadOnlyDeployment()) return readOnlyRefusal(call.tool);
  const refused = offer.refused?.get(row.name);
  if (refused) return refused;
  if (offer.offered && !offer.offered.has(row.name))
    return notOffered(call, "by this endpoint (its tool subset)", offer.listedBy);
  if (call.offeredTools && !call.offeredTools.includes(row.name))
    return notOffered(call, "to this caller (the tools its surface offers)", offer.listedBy);
  if (!familyDeployed(row, process.env))
    return notOffered(call, `here (no ${row.family} function is deployed)`, undefined);
  return undefined;
}

/** Refuses (throws the `Forbidden` ToolError) a call its caller may not make; resolves when it may. */
export async function authorizeCall(
  call: AuthorizedCall,
  row: ToolRow,
  offer: CallOffer = {},
): Promise<void> {
  const refused = servedRefusal(call, row, offer);
  if (refused) throw refused;
  const table = offer.policy ? process.env.POLICY_TABLE : undefined;
  if (!table) return;
  const { enforceToolPolicy } = await import("../policy/enforce");
  await enforceToolPolicy(table, call, row);
}
