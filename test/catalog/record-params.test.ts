// Record parameters (objects and lists of objects with typed fields), the shape Xero's writes take
// (docs/full-coverage.md): their JSON Schema is closed at every level, validation names a nested
// problem by its path, and the request carries each field under the upstream's name.
import { describe, expect, it } from "vitest";
import { parametersSchema, validationSchema } from "../../lib/catalog/json-schema";
import type { FieldSpec, ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { buildRequest } from "../../lib/runtime/request";
import { assertValid } from "../../lib/runtime/validate";

const lineItem: readonly FieldSpec[] = [
  {
    name: "description",
    type: "string",
    as: "Description",
    description: "What was sold.",
    required: true,
    minLength: 1,
  },
  { name: "quantity", type: "number", as: "Quantity", description: "How many.", minimum: 0 },
  { name: "unit_amount", type: "number", as: "UnitAmount", description: "Price of one." },
];

const invoice: readonly FieldSpec[] = [
  {
    name: "type",
    type: "string",
    as: "Type",
    enum: ["ACCREC", "ACCPAY"],
    required: true,
    description: "Sale or bill.",
  },
  {
    name: "contact_id",
    type: "string",
    as: "Contact.ContactID",
    format: "uuid",
    description: "The contact.",
  },
  { name: "date", type: "string", as: "Date", format: "date", description: "Issued on." },
  {
    name: "line_items",
    type: "array",
    as: "LineItems",
    fields: lineItem,
    minItems: 1,
    description: "The lines.",
  },
];

const row: ToolRow = {
  name: "LedgerApi.ExampleRecordWrite",
  toolkit: "LedgerApi",
  family: "ledger-write",
  operationId: "createInvoices",
  method: "PUT",
  path: "/Invoices",
  params: [
    {
      name: "invoices",
      type: "array",
      in: "body",
      as: "Invoices",
      fields: invoice,
      minItems: 1,
      maxItems: 50,
      required: true,
      description: "The invoices to create.",
    },
  ],
  flags: { readOnly: false, destructive: false, idempotent: false },
  description: "A row for the test.",
};

const CONTACT = "00000000-0000-4000-8000-000000a04001";
const valid = {
  invoices: [
    {
      type: "ACCREC",
      contact_id: CONTACT,
      date: "2026-11-25",
      line_items: [{ description: "Consulting", quantity: 3, unit_amount: 120 }],
    },
  ],
};

function problemsOf(input: unknown): { parameter: string; message: string }[] {
  try {
    assertValid(validationSchema(row), input, { subject: `parameters for ${row.name}` });
    return [];
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return (error.details as { problems: { parameter: string; message: string }[] }).problems;
  }
}

describe("record parameters", () => {
  it("derive a closed schema at every level, with the lists' bounds", () => {
    const schema = parametersSchema(row) as { properties: { invoices: Record<string, unknown> } };
    const invoices = schema.properties.invoices as {
      items: Record<string, unknown>;
      minItems: number;
      maxItems: number;
    };
    expect(invoices).toMatchObject({ type: "array", minItems: 1, maxItems: 50 });
    expect(invoices.items).toMatchObject({ type: "object", required: ["type"], additionalProperties: false });
    const lines = (invoices.items.properties as Record<string, Record<string, unknown>>).line_items;
    expect(lines).toMatchObject({
      type: "array",
      minItems: 1,
      items: { type: "object", required: ["description"], additionalProperties: false },
    });
  });

  it("validate a good record and name a nested problem by its path", () => {
    expect(problemsOf(valid)).toEqual([]);
    const bad = structuredClone(valid) as { invoices: Record<string, unknown>[] };
    (bad.invoices[0]?.line_items as Record<string, unknown>[])[0] = { quantity: 3, colour: "red" };
    bad.invoices[0] = { ...bad.invoices[0], date: "2026-02-30" };
    const parameters = problemsOf(bad).map((problem) => problem.parameter);
    expect(parameters).toEqual(
      expect.arrayContaining([
        "invoices.0.line_items.0.description",
        "invoices.0.line_items.0.colour",
        "invoices.0.date",
      ]),
    );
    expect(problemsOf({ invoices: [] }).map((problem) => problem.parameter)).toEqual(["invoices"]);
  });

  it("send every field under the upstream's name, nested where its path says", () => {
    const request = buildRequest(row, valid, "https://api.xero.com/api.xro/2.0");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body ?? "")).toEqual({
      Invoices: [
        {
          Type: "ACCREC",
          Contact: { ContactID: CONTACT },
          Date: "2026-11-25",
          LineItems: [{ Description: "Consulting", Quantity: 3, UnitAmount: 120 }],
        },
      ],
    });
  });
});
