// What the server hands the browser script: the sandbox's organisations, so tenant parameters are
// prefilled with a tenant the local stack knows. Taken from the starting data, never bundled into the script.
import { LEDGER_STARTING_DATA } from "../sandbox/ledger/starting-data/index";
import type { PlaygroundConfig } from "./browser/types";

export function playgroundConfig(): PlaygroundConfig {
  const { primary, secondary } = LEDGER_STARTING_DATA;
  return {
    primaryTenant: primary.tenantId,
    tenants: [primary, secondary].map(({ tenantId, name }) => ({ id: tenantId, name })),
  };
}

/**
 * The config as the body of a `<script type="application/json">` element. `<` is escaped so no
 * value can close the element; a data block is never run, so the CSP needs no hash for it.
 */
export function configJson(config: PlaygroundConfig): string {
  return JSON.stringify(config).replace(/</g, "\\u003c");
}
