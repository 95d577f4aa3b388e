// The draft-07 parameter schemas as API Gateway (draft 4) models.
import { describe, expect, it } from "vitest";
import { modelNameOf, modelSchemaOf } from "../../infra/api/model-schema";
import { allTools, findTool } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { aliasesOf } from "../../lib/catalog/parameter-aliases";

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
    const row = findTool("TasksApi.DeleteSpecificTask");
    if (!row) throw new Error("catalog row missing");
    const schema = modelSchemaOf(row) as {
      required: string[];
      properties: Record<string, { pattern?: string }>;
    };
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    expect(schema.required).toEqual(["task_identifier_to_delete"]);
    expect(schema.properties.task_identifier_to_delete?.pattern).toBe("^[A-Za-z0-9_-]{1,64}$");
  });

  it("take each alias as its parameter, leaving a required parameter with aliases to the function", () => {
    const row = findTool("LedgerApi.GetInvoiceDetails");
    if (!row) throw new Error("catalog row missing");
    const schema = modelSchemaOf(row) as {
      required?: string[];
      properties: Record<string, unknown>;
    };
    const own = parametersSchema(row) as { required: string[]; properties: Record<string, unknown> };
    expect(own.required).toEqual(expect.arrayContaining(["invoice_identifier", "ledger_tenant_id"]));
    for (const [alias, param] of aliasesOf(row)) {
      expect(schema.properties[alias], alias).toEqual(schema.properties[param]);
    }
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["invoice_id", "tenant_id", "tenant_identifier", "ledger_tenant_identifier"]),
    );
    // Required under any of its names: the gate cannot say "one of", the function does.
    expect(schema.required ?? []).not.toContain("invoice_identifier");
    expect(schema.required ?? []).not.toContain("ledger_tenant_id");
    // The input schema every client sees is unchanged.
    expect(Object.keys(own.properties)).not.toContain("invoice_id");
  });

  it("drop the execute-mode requirement of schema-mode tools, keeping the always-required ones", () => {
    const row = findTool("TasksApi.CreateTaskTasks");
    if (!row) throw new Error("catalog row missing");
    const schema = modelSchemaOf(row);
    expect(schema.if).toBeUndefined();
    expect(schema.then).toBeUndefined();
    expect(JSON.stringify(schema)).not.toContain('"const"');
  });

  it("have unique alphanumeric names", () => {
    const names = allTools.map(modelNameOf);
    expect(new Set(names).size).toBe(allTools.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]+$/);
  });
});
