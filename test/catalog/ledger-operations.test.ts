// The Xero operation facts the LedgerApi rows are built from: lib/catalog/ledger/operations.generated.ts
// is what scripts/ledger-operations.ts writes today, and read back it says what the official spec
// facts (test/fixtures/ledger-operations.json) say, parameter by parameter.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { XeroOperation, XeroParam } from "../../lib/catalog/ledger/operation";
import * as generated from "../../lib/catalog/ledger/operations.generated";
import { OPERATIONS_FILE, operationsSource, type SpecParam as Wire } from "../../scripts/ledger-operations";
import facts from "../fixtures/ledger-operations.json";

type Fact = (typeof facts.operations)[number];

const operations = generated as Record<string, XeroOperation>;

/** The fixture's parameter, in the shape the reader gives. */
function expected(location: XeroParam["in"], wire: Wire): XeroParam {
  return {
    in: location,
    ...(wire.type !== "string" && { type: wire.type as XeroParam["type"] }),
    ...(wire.required && { required: true }),
    ...(wire.format && { format: wire.format as XeroParam["format"] }),
    ...((wire.enum ?? wire.values) && { enum: wire.enum ?? wire.values }),
    ...(wire.items === "string:uuid" && { items: "uuid" }),
  };
}

it("operations.generated.ts is what scripts/ledger-operations.ts writes (regenerate with npx tsx scripts/ledger-operations.ts)", () => {
  expect(readFileSync(OPERATIONS_FILE, "utf8")).toBe(operationsSource());
});

it("has one operation per operation of the spec facts", () => {
  expect(Object.keys(operations).sort()).toEqual(facts.operations.map((fact) => fact.operationId).sort());
});

describe.each(facts.operations.map((fact) => [fact.operationId, fact] as const))(
  "%s",
  (operationId, fact: Fact) => {
    const operation = operations[operationId] as XeroOperation;

    it("has the spec's method and path, and the media type of a binary answer", () => {
      expect(operation.operationId).toBe(operationId);
      expect(operation.method).toBe(fact.method);
      expect(operation.path).toBe(fact.path);
      const success = Object.entries(fact.responses).find(([status]) => status.startsWith("2"))?.[1] ?? [];
      const binary = (success as string[]).find((type) => /^application\/(pdf|octet-stream)$/.test(type));
      expect(operation.file).toBe(binary ?? "");
    });

    it("has every parameter of the spec, with its location, type, format, enum and requirement", () => {
      const wires = [
        ...(fact.pathParams as Wire[]).map((wire) => [wire.name, expected("path", wire)] as const),
        ...(fact.queryParams as Wire[]).map((wire) => [wire.name, expected("query", wire)] as const),
        ...(fact.headerParams as Wire[]).map((wire) => [wire.name, expected("header", wire)] as const),
      ];
      expect(operation.params).toEqual(Object.fromEntries(wires));
    });
  },
);
