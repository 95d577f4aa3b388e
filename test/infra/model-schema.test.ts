// The draft-07 parameter schemas as API Gateway (draft 4) models.
import Ajv from "ajv";
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
  "allOf",
  "anyOf",
]);

function keywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return found;
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (key === "properties") for (const sub of Object.values(value as object)) keywords(sub, found);
    else if (key === "items") keywords(value, found);
    else if (key === "allOf" || key === "anyOf") for (const sub of value as unknown[]) keywords(sub, found);
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

  it("take each alias as its parameter, required under any one of its names", () => {
    const row = findTool("LedgerApi.GetInvoiceDetails");
    if (!row) throw new Error("catalog row missing");
    const schema = modelSchemaOf(row) as { properties: Record<string, unknown> };
    for (const [alias, param] of aliasesOf(row)) {
      expect(schema.properties[alias], alias).toEqual(schema.properties[param]);
    }
    // The gate's keywords mean the same in draft 4 and draft 7: ajv plays API Gateway here.
    const { $schema: _draft, ...gate } = modelSchemaOf(row);
    const passes = new Ajv({ strict: false, validateFormats: false }).compile(gate);
    const T = "00000000-0000-4000-8000-000000a00001";
    const I = "00000000-0000-4000-8000-000000a06004";
    expect(passes({ invoice_identifier: I, ledger_tenant_id: T })).toBe(true);
    expect(passes({ invoice_id: I, tenant_id: T })).toBe(true);
    expect(passes({ invoice_id: I, ledger_tenant_identifier: T, ledger_tenant_id: T })).toBe(true);
    expect(passes({ invoice_id: I })).toBe(false); // no tenant under any name
    expect(passes({ ledger_tenant_id: T })).toBe(false); // no invoice under any name
    expect(passes({ invoice_id: I, tenant_id: T, tenantId: T })).toBe(false); // still no unknown names
    // The input schema every client sees is unchanged.
    expect(Object.keys(parametersSchema(row).properties as object)).toEqual(
      row.params.map((param) => param.name),
    );
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
