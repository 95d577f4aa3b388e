// Where `npm run generate` writes each family target's tool definitions (scripts/agentcore-schemas.ts,
// git-ignored), which the CDK construct reads (infra/constructs/agentcore-gateway.ts). A module of
// its own so that neither reader loads the generator or the catalog.
import { join } from "node:path";
import type { Family } from "../catalog/types";

export const AGENTCORE_SCHEMAS_DIR = "generated/agentcore";

export function agentCoreSchemaFile(family: Family, root = "."): string {
  return join(root, AGENTCORE_SCHEMAS_DIR, `${family}.json`);
}
