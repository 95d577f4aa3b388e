// Writes generated/agentcore/<family>.json (git-ignored): the tool definitions of each family's
// AgentCore Gateway Lambda target (docs/agentcore.md), from the catalog rows. An inline tool schema
// takes only `type`, `description`, `items`, `properties` and `required` (AWS's
// "Lambda function tool schema"; the CDK's SchemaDefinition), so every other keyword is dropped:
// enums, formats, patterns, lengths, bounds and `additionalProperties`. Nothing is lost for the
// calls: the family function validates each call against the row's full schema and answers a
// ValidationError naming the parameter. An enum's values go into its description, where the model
// still reads them. `npm run generate` writes these files; `npm run agentcore-schemas` prints the sizes.
import { mkdirSync, writeFileSync } from "node:fs";
import {
  GATEWAY_NAME_SEPARATOR,
  gatewayToolName,
  TARGET_NAME_PATTERN,
  targetNameOf,
} from "../lib/agentcore/names";
import { AGENTCORE_SCHEMAS_DIR, agentCoreSchemaFile } from "../lib/agentcore/schema-files";
import { allTools } from "../lib/catalog/index";
import { parametersSchema } from "../lib/catalog/json-schema";
import { clientNameOf } from "../lib/catalog/name-forms";
import { FAMILIES, type Family } from "../lib/catalog/toolkits";
import type { JsonSchema, ToolRow } from "../lib/catalog/types";

/** What an inline schema definition may hold (the CDK's SchemaDefinition, the API's SchemaDefinition). */
export interface GatewaySchema {
  type: string;
  description?: string;
  items?: GatewaySchema;
  properties?: Record<string, GatewaySchema>;
  required?: string[];
}

export interface GatewayToolDefinition {
  name: string;
  description: string;
  inputSchema: GatewaySchema;
}

/** What the reduction dropped from one tool's schema. */
interface Dropped {
  enums: number;
  constraints: number;
}

const KEPT = new Set(["type", "description", "items", "properties", "required"]);

/** A schema with only the kept keywords; counts what went. Enum values move into the description. */
function reduced(schema: JsonSchema, dropped: Dropped): GatewaySchema {
  const out: GatewaySchema = { type: String(schema.type) };
  let description = typeof schema.description === "string" ? schema.description : undefined;
  if (Array.isArray(schema.enum)) {
    dropped.enums++;
    const values = schema.enum.map((value) => JSON.stringify(value)).join(", ");
    description = `${description ? `${description} ` : ""}One of: ${values}.`;
  }
  for (const keyword of Object.keys(schema)) {
    if (!KEPT.has(keyword) && keyword !== "enum") dropped.constraints++;
  }
  if (description) out.description = description;
  if (schema.items && typeof schema.items === "object")
    out.items = reduced(schema.items as JsonSchema, dropped);
  if (schema.properties && typeof schema.properties === "object") {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, value]) => [
        name,
        reduced(value, dropped),
      ]),
    );
  }
  if (Array.isArray(schema.required) && schema.required.length > 0) out.required = [...schema.required];
  return out;
}

export interface TargetReport {
  family: Family;
  target: string;
  tools: number;
  bytes: number;
  longestName: string;
  /** Tools whose schema lost an enum, or another constraint (still checked by the function). */
  lostEnums: number;
  lostConstraints: number;
}

export function toolDefinitionOf(
  row: ToolRow,
  dropped: Dropped = { enums: 0, constraints: 0 },
): GatewayToolDefinition {
  return {
    name: clientNameOf(row),
    description: row.description,
    inputSchema: reduced(parametersSchema(row), dropped),
  };
}

/** A family's target: its tool definitions and what the reduction cost. */
export function agentCoreTarget(family: Family): { tools: GatewayToolDefinition[]; report: TargetReport } {
  const target = targetNameOf(family);
  if (!TARGET_NAME_PATTERN.test(target)) throw new Error(`${target} is no gateway target name`);
  const tools: GatewayToolDefinition[] = [];
  let lostEnums = 0;
  let lostConstraints = 0;
  let longestName = "";
  for (const row of allTools.filter((each) => each.family === family)) {
    const dropped = { enums: 0, constraints: 0 };
    const tool = toolDefinitionOf(row, dropped);
    if (tool.name.includes(GATEWAY_NAME_SEPARATOR))
      throw new Error(`${tool.name} holds the gateway's separator`);
    tools.push(tool);
    if (dropped.enums > 0) lostEnums++;
    if (dropped.constraints > 0) lostConstraints++;
    const listed = gatewayToolName(family, tool.name);
    if (listed.length > longestName.length) longestName = listed;
  }
  const bytes = Buffer.byteLength(JSON.stringify(tools));
  return {
    tools,
    report: { family, target, tools: tools.length, bytes, longestName, lostEnums, lostConstraints },
  };
}

export function writeAgentCoreSchemas(): TargetReport[] {
  mkdirSync(AGENTCORE_SCHEMAS_DIR, { recursive: true });
  return FAMILIES.map((family) => {
    const { tools, report } = agentCoreTarget(family);
    writeFileSync(agentCoreSchemaFile(family), `${JSON.stringify(tools, null, 1)}\n`);
    return report;
  });
}

/** One line per target: what docs/agentcore.md quotes. */
export function reportLines(reports: readonly TargetReport[]): string[] {
  return reports.map(
    (each) =>
      `${each.target}: ${each.tools} tools, ${(each.bytes / 1024).toFixed(1)} KiB inline, longest ${each.longestName} ` +
      `(${each.longestName.length}), lost an enum ${each.lostEnums}, lost other constraints ${each.lostConstraints}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of reportLines(writeAgentCoreSchemas())) process.stdout.write(`${line}\n`);
}
