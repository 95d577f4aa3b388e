// The draft-07 parameter schemas as API Gateway (draft 4) models.
import { describe, expect, it } from "vitest";
import { modelNameOf, modelSchemaOf } from "../../infra/api/model-schema";
import { allTools, findTool } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";

const DRAFT_4_AND_ANNOTATIONS = new Set([
  "$schema",
  "title",
  "type",
  "properties",
  "additionalProperties",
  "required",
  "enum",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "items",
]);

function keywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return found;
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (key === "properties") for (const sub of Object.values(value as object)) keywords(sub, found);
    else if (key === "items") keywords(value, found);
  }
  return found;
}

describe("API Gateway models", () => {
  it("use only draft-4 keywords for every tool", () => {
    for (const row of allTools) {
      const unknown = [...keywords(modelSchemaOf(row))].filter((key) => !DRAFT_4_AND_ANNOTATIONS.has(key));
      expect(unknown, row.name).toEqual([]);
    }
  });

  it("keep what the gateway can check: required parameters, types, patterns, no unknown parameters", () => {
    const row = findTool("TasksApi.GetTasksProjectById");
    if (!row) throw new Error("catalog row missing");
    const schema = modelSchemaOf(row) as {
      required: string[];
      properties: Record<string, { pattern?: string }>;
    };
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    expect(schema.required.length).toBeGreaterThan(0);
    expect(schema.properties[schema.required[0] ?? ""]?.pattern).toBe("^[A-Za-z0-9_-]{1,64}$");
  });

  it("drop the execute-mode requirement of schema-mode tools, keeping the always-required ones", () => {
    const row = findTool("TasksApi.CreateTaskTasks");
    if (!row) throw new Error("catalog row missing");
    const schema = modelSchemaOf(row);
    expect(schema.if).toBeUndefined();
    expect(schema.then).toBeUndefined();
    expect(JSON.stringify(schema)).not.toContain('"const"');
  });

  it("leave request_body's type to the function, whose refusal says to JSON-encode the body", () => {
    for (const row of allTools.filter((tool) => tool.schemaMode)) {
      const properties = modelSchemaOf(row).properties as Record<string, Record<string, unknown>>;
      expect(properties.request_body, row.name).toEqual({ maxLength: 250_000 });
      expect(properties.mode?.type, row.name).toBe("string");
    }
    // The catalog's own schema (GET /tools, OpenAPI, MCP) still says string.
    const create = findTool("TasksApi.CreateTaskTasks");
    if (!create) throw new Error("catalog row missing");
    expect(parametersSchema(create).properties).toMatchObject({ request_body: { type: "string" } });
  });

  it("have unique alphanumeric names", () => {
    const names = allTools.map(modelNameOf);
    expect(new Set(names).size).toBe(allTools.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]+$/);
  });
});
