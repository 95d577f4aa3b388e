// The writes beyond the seed on the wire, held to Xero's official spec (the request-body schemas of
// test/fixtures/ledger-operations.json): each example's request goes to the operation's method and
// path, carries its key as Idempotency-Key, and every member of its body is a property the spec
// declares, of the declared type and, where the spec lists them, one of its values; every member the
// spec requires is there, and a call without it is refused before anything is sent (docs/ledger.md,
// "Required fields": updates included).
import { describe, expect, it } from "vitest";
import { examplesOf } from "../../lib/catalog/examples/index";
import { validationSchema } from "../../lib/catalog/json-schema";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import type { FieldSpec, ToolRow } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { fileOf } from "../../lib/runtime/file-body";
import { buildRequest } from "../../lib/runtime/request";
import { assertValid } from "../../lib/runtime/validate";
import facts from "../fixtures/ledger-operations.json";
import seed from "../fixtures/ledger-tool-interfaces.json";

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  required?: string[];
};

const schemas = facts.bodySchemas as unknown as Record<string, Schema>;
const factOf = new Map(facts.operations.map((operation) => [operation.tool, operation]));
/** The seed's tools (its interface spec); the facts' other operations are the writes beyond it. */
const seedTools = new Set(seed.tools.map((tool) => tool.tool));
const beyondSeed = ledgerTools.filter((row) => factOf.has(row.name) && !seedTools.has(row.name));

function resolved(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = schemas[schema.$ref.replace("#/components/schemas/", "")];
  if (!target) throw new Error(`the fixture lacks ${schema.$ref}`);
  return resolved(target);
}

const JSON_TYPES: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === "string",
  number: (value) => typeof value === "number",
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === "boolean",
  array: Array.isArray,
  object: (value) => !!value && typeof value === "object" && !Array.isArray(value),
};

/** Where `value` leaves the spec's schema: undeclared members, wrong types, values not listed. */
function departures(value: unknown, schema: Schema, path: string): string[] {
  const node = resolved(schema);
  const type = node.type ?? (node.properties ? "object" : undefined);
  if (type && !JSON_TYPES[type]?.(value)) return [`${path}: not ${type}`];
  if (node.enum && !node.enum.includes(value))
    return [`${path}: ${String(value)} is not one of ${node.enum.join(", ")}`];
  if (Array.isArray(value) && node.items) {
    const items = node.items;
    return value.flatMap((item, index) => departures(item, items, `${path}.${index}`));
  }
  if (type === "object" && value && typeof value === "object") {
    const missing = (node.required ?? []).filter((key) => !(key in value));
    return [
      ...missing.map((key) => `${path}.${key}: required by the spec, left out`),
      ...Object.entries(value).flatMap(([key, member]) => {
        const declared = node.properties?.[key];
        return declared
          ? departures(member, declared, `${path}.${key}`)
          : [`${path}.${key}: not in the spec`];
      }),
    ];
  }
  return [];
}

/** The spec's schema at a body path (`BankTransactions.0.LineItems`), through arrays' items. */
function specAt(root: Schema, path: string): Schema | undefined {
  let node: Schema | undefined = resolved(root);
  for (const segment of path.split(".").filter(Boolean)) {
    if (!node) return undefined;
    node = /^\d+$/.test(segment) ? node.items : node.properties?.[segment];
    node = node && resolved(node);
  }
  return node?.type === "array" && node.items ? resolved(node.items) : node;
}

type Fields = readonly FieldSpec[];

/**
 * Each member the spec requires of a record the example sends, with the example's input less the
 * tool's field (or one-of group) for it; `undefined` fields when no field of the tool sends it.
 */
function requiredLeftOut(row: ToolRow, input: Record<string, unknown>, root: Schema) {
  const found: { member: string; fields?: string[]; input: Record<string, unknown> }[] = [];
  const visit = (
    node: Schema | undefined,
    fields: Fields,
    record: Record<string, unknown>,
    rebuild: (changed: Record<string, unknown>) => Record<string, unknown>,
    at: string,
  ) => {
    for (const member of node?.required ?? []) {
      if (Object.hasOwn(row.fixedBody ?? {}, member) && at === "") continue;
      const covering = fields.filter((field) => (field.requiredOneOf ?? field.as.split(".")[0]) === member);
      if (covering.some((field) => field.fixed !== undefined)) continue;
      const names = covering.map((field) => field.name);
      const without = Object.fromEntries(Object.entries(record).filter(([name]) => !names.includes(name)));
      found.push({
        member: `${at}${member}`,
        ...(names.length > 0 ? { fields: names } : {}),
        input: rebuild(without),
      });
    }
    for (const field of fields) {
      const value = record[field.name];
      const child = field.fields && node ? specAt(node, field.as) : undefined;
      const first = Array.isArray(value) ? value[0] : value;
      if (!child || !field.fields || !first || typeof first !== "object") continue;
      visit(
        child,
        field.fields,
        first as Record<string, unknown>,
        (changed) =>
          rebuild({ ...record, [field.name]: Array.isArray(value) ? [changed, ...value.slice(1)] : changed }),
        `${at}${field.as}.`,
      );
    }
  };
  const body = row.params.filter((param) => param.in === "body");
  const records = body.filter((param) => param.fields && param.as && /^[A-Z]\w*(\.0)?$/.test(param.as));
  for (const param of records) {
    const value = input[param.name];
    const first = Array.isArray(value) ? value[0] : value;
    if (!first || typeof first !== "object") continue;
    visit(
      specAt(root, param.as ?? ""),
      param.fields ?? [],
      first as Record<string, unknown>,
      (changed) => ({
        ...input,
        [param.name]: Array.isArray(value) ? [changed, ...value.slice(1)] : changed,
      }),
      "",
    );
  }
  // A bare record's fields are the tool's own body parameters.
  if (records.length === 0 && body.length > 0) {
    const fields = body.map((param) => ({ ...param, as: param.as ?? "" }));
    visit(resolved(root), fields, input, (changed) => changed, "");
  }
  return found;
}

describe("writes beyond the seed, on the wire", () => {
  it("are the 82 operations the seed left out", () => {
    expect(beyondSeed).toHaveLength(82);
  });

  describe.each(beyondSeed.map((row) => [row.name, row] as const))("%s", (name, row) => {
    const fact = factOf.get(name);
    const examples = examplesOf(row);

    it.each(examples.map((example) => [example.summary, example] as const))("%s", (_summary, example) => {
      // An upload's bytes, as the executor decodes them before building the request.
      const bytes = fileOf(row, example.input);
      const request = buildRequest(row, example.input, "https://api.xero.com/api.xro/2.0", undefined, bytes);
      expect(request.method).toBe(fact?.method);
      // The operation's path with each placeholder filled by the example's value for it.
      const path = (fact?.path ?? "").replace(/\{(\w+)\}/g, (_whole, placeholder: string) => {
        const param = row.params.find((candidate) => candidate.as === placeholder);
        return encodeURIComponent(String(example.input[param?.name ?? ""]));
      });
      expect(new URL(request.url).pathname).toBe(`/api.xro/2.0${path}`);
      expect(request.headers["Idempotency-Key"]).toBe(example.input.idempotency_key);
      expect(request.headers["xero-tenant-id"]).toBeDefined();
      if (fact?.requestBody?.contentTypes.includes("application/octet-stream")) {
        // A file upload: the spec's body is the bytes (`string:byte`), here the example's base64
        // decoded, sent with its MIME type as Content-Type; no JSON goes with them.
        expect(fact.requestBody.schema).toBe("string:byte");
        expect(request.body).toBeUndefined();
        const sent = Buffer.from(request.bytes ?? new Uint8Array());
        expect(sent.length).toBeGreaterThan(0);
        expect(sent.equals(Buffer.from(String(example.input.content_base64), "base64"))).toBe(true);
        expect(sent.toString("base64")).toBe(example.input.content_base64);
        expect(request.headers["Content-Type"]).toBe(example.input.content_type);
        expect(Object.keys(request.headers).filter((header) => /^content-type$/i.test(header))).toHaveLength(
          1,
        );
        const declared = fact.queryParams.map((query) => query.name);
        for (const query of new URL(request.url).searchParams.keys()) expect(declared).toContain(query);
        return;
      }
      const body = JSON.parse(request.body ?? "null") as unknown;
      expect(departures(body, { $ref: `#/components/schemas/${fact?.requestBody?.schema}` }, "body")).toEqual(
        [],
      );
      // The spec's own departure check can fail: a member it does not declare is reported.
      expect(
        departures({ Invoices: [{ Colour: "red" }] }, { $ref: "#/components/schemas/Invoices" }, "body"),
      ).toEqual(["body.Invoices.0.Colour: not in the spec"]);
    });

    const root = { $ref: `#/components/schemas/${fact?.requestBody?.schema}` };
    const leftOut =
      examples[0] && !fact?.requestBody?.schema.startsWith("string")
        ? requiredLeftOut(row, { ...examples[0].input }, root)
        : [];
    it.runIf(leftOut.length > 0).each(leftOut.map((each) => [each.member, each] as const))(
      "refuses a call without %s, which the spec requires",
      (_member, each) => {
        expect(each.fields, `no field of ${name} sends ${each.member}`).toBeDefined();
        let refusal: unknown;
        try {
          assertValid(validationSchema(row), each.input, { subject: `parameters for ${name}` });
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(ToolError);
        const message = (refusal as ToolError).message;
        expect(
          each.fields?.some((field) => message.includes(field)),
          message,
        ).toBe(true);
      },
    );
  });
});

describe("the spec's required members, against the rows", () => {
  it("finds every write whose body the spec requires members of", () => {
    const requiring = beyondSeed.filter((row) => {
      const example = examplesOf(row)[0];
      const fact = factOf.get(row.name);
      if (!example || !fact?.requestBody || fact.requestBody.schema.startsWith("string")) return false;
      return (
        requiredLeftOut(
          row,
          { ...example.input },
          { $ref: `#/components/schemas/${fact.requestBody.schema}` },
        ).length > 0
      );
    });
    // Allocations, bank transactions and transfers, items, manual journals and the status deletes,
    // creates and updates alike.
    expect(requiring.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        "LedgerApi.UpdateBankTransaction",
        "LedgerApi.UpdateItem",
        "LedgerApi.UpdateManualJournal",
        "LedgerApi.UpdateOrCreateItems",
        "LedgerApi.CreateBankTransfer",
      ]),
    );
  });
});
