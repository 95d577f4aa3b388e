// The organisation of a call that names none, when its connection is a Xero Custom Connection,
// which reaches exactly one: its secret's `tenant_id`, else the one GET /connections lists (once per
// container). Loaded by validate-call.ts only for a call without a tenant; for any other connection
// it answers undefined, and validation asks for the tenant as before.
import type { ToolCall } from "../call/types";
import type { ToolRow } from "../catalog/types";
import { baseUrlOf } from "../runtime/config";
import { profileFor } from "../upstream/index";
import { type ConnectionSource, tokenSourceFor } from "./index";

export function connectionTenant(
  row: ToolRow,
  call: ToolCall,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const profile = profileFor(row.toolkit);
  let source: ConnectionSource;
  try {
    source = tokenSourceFor(profile, env, call.connection);
  } catch {
    // A connection this function cannot serve names no tenant: the token step refuses it after validation.
    return Promise.resolve(undefined);
  }
  // Xero's identity API sits beside the accounting API, on its origin (as GetConnectedTenants reads it).
  return (
    source.tenant?.(`${new URL(baseUrlOf(profile, env)).origin}/connections`) ?? Promise.resolve(undefined)
  );
}
