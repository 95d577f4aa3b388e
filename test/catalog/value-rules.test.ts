// Catalog-wide rules for values, checked on the schemas every client sees: each integer states a
// finite safe range, each date says it is a date (so the calendar is checked), each value sent in a
// header is constrained to what a header can carry, and list items cannot break the comma-joined list.
import { describe, expect, it } from "vitest";
import { bodySchemas } from "../../lib/catalog/bodies/index";
import { allTools } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import type { JsonSchema } from "../../lib/catalog/types";

const exposed = allTools.flatMap((row) =>
  row.params.map((param) => ({
    tool: row.name,
    param,
    schema: (parametersSchema(row).properties as Record<string, JsonSchema>)[param.name] as JsonSchema,
  })),
);
const label = (entry: { tool: string; param: { name: string } }) => `${entry.tool} ${entry.param.name}`;

/** Every node of a body schema, with its path. */
function nodesOf(schema: JsonSchema, path = ""): [string, JsonSchema][] {
  const children = Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {});
  return [
    [path, schema],
    ...children.flatMap(([name, child]) => nodesOf(child, `${path}.${name}`)),
    ...(schema.items ? nodesOf(schema.items as JsonSchema, `${path}[]`) : []),
  ];
}

describe("parameter schemas", () => {
  it("every integer without an enum states a finite safe minimum and maximum", () => {
    const integers = exposed.filter((entry) => entry.schema.type === "integer" && !entry.schema.enum);
    expect(integers.length).toBeGreaterThan(20);
    for (const entry of integers) {
      expect(Number.isSafeInteger(entry.schema.minimum), label(entry)).toBe(true);
      expect(Number.isSafeInteger(entry.schema.maximum), label(entry)).toBe(true);
    }
  });

  it("every parameter described as a date carries the date format", () => {
    const dates = exposed.filter((entry) => /YYYY-MM-DD/.test(entry.param.description));
    expect(dates.length).toBeGreaterThanOrEqual(20);
    for (const entry of dates) expect(entry.schema.format, label(entry)).toBe("date");
  });

  it("every value sent in a header is a UUID, a bounded date-time or a bounded ASCII pattern", () => {
    const headers = exposed.filter((entry) => entry.param.in === "header");
    // Every ledger tool's tenant, the keyed writes' keys, the modified-since dates, the attachments'
    // MIME types; the 82 writes beyond the seed's tenants and keys, and the uploads' content types.
    expect(headers.length).toBe(153 + 17 + 18 + 22 + 82 * 2 + 22);
    for (const entry of headers) {
      const { format, pattern, maxLength } = entry.schema;
      const safe =
        format === "uuid" ||
        (format === "date-time" && typeof maxLength === "number") ||
        (typeof pattern === "string" && pattern.startsWith("^") && typeof maxLength === "number");
      expect(safe, label(entry)).toBe(true);
    }
  });

  it("every tenant parameter is a UUID and says so", () => {
    const tenants = exposed.filter((entry) => entry.param.as === "xero-tenant-id");
    expect(new Set(tenants.map((entry) => entry.param.name))).toEqual(
      new Set(["ledger_tenant_id", "tenant_identifier", "ledger_tenant_identifier", "tenant_id"]),
    );
    for (const entry of tenants) {
      expect(entry.schema.format, label(entry)).toBe("uuid");
      expect(entry.schema.description, label(entry)).toContain("a UUID");
    }
  });

  it("every item of a list sent in the URL (comma-joined) is a UUID or refuses commas", () => {
    const inUrl = (entry: (typeof exposed)[number]) =>
      entry.schema.type === "array" && entry.param.in !== "body";
    for (const entry of exposed.filter(inUrl)) {
      const items = entry.schema.items as JsonSchema;
      expect(items.format === "uuid" || items.pattern === "^[^,]+$", label(entry)).toBe(true);
    }
  });
});

describe("schema-mode body schemas", () => {
  const nodes = Object.entries(bodySchemas).flatMap(([name, schema]) =>
    nodesOf(schema).map(([path, node]) => ({ at: `${name}${path}`, node })),
  );

  it("every integer has an enum or a finite safe range", () => {
    for (const { at, node } of nodes.filter((entry) => entry.node.type === "integer")) {
      const bounded = Number.isSafeInteger(node.minimum) && Number.isSafeInteger(node.maximum);
      expect(Array.isArray(node.enum) || bounded, at).toBe(true);
    }
  });

  it("every date-time field checks the calendar", () => {
    const dateTimes = nodes.filter((entry) =>
      String(entry.node.pattern ?? "").startsWith("^\\d{4}-\\d{2}-\\d{2}T"),
    );
    expect(dateTimes.map((entry) => entry.at).sort()).toEqual(
      [
        "TickTickTaskCreate.dueDate",
        "TickTickTaskCreate.items[].completedTime",
        "TickTickTaskCreate.items[].startDate",
        "TickTickTaskCreate.startDate",
        "TickTickTaskUpdate.dueDate",
        "TickTickTaskUpdate.items[].completedTime",
        "TickTickTaskUpdate.items[].startDate",
        "TickTickTaskUpdate.startDate",
      ].sort(),
    );
    for (const { at, node } of dateTimes) expect(node.format, at).toBe("iso-date-time");
  });
});
