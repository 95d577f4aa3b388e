// The case list: every catalog row, every parameter, each value class, plus unknown parameters,
// malformed request bodies and schema-mode bodies. Deterministic for a seed: each case draws from
// its own generator seeded by (seed, index), so case i is the same whatever the budget and whatever
// earlier cases drew; a failing case is reproduced with FUZZ_SEED and FUZZ_ONLY.
import { bodySchemas } from "../../lib/catalog/bodies/index";
import type { JsonSchema, ParamSpec, ToolRow } from "../../lib/catalog/types";
import { baselineInput, EXAMPLE_BODIES } from "./baseline";
import { toJsonText } from "./json-text";
import { type Leaf, leafOfParam, leafOfSchema } from "./leaf";
import { judgeInput, type Verdict } from "./oracle";
import { Rng } from "./prng";
import { generate, VALUE_CLASSES, type ValueClass } from "./values";

export type CaseClass = ValueClass | "absent" | "extra-param" | "raw-body" | "schema-body";

export interface FuzzCase {
  index: number;
  caseClass: CaseClass;
  row: ToolRow;
  /** What was changed: a parameter, a request_body path, or the body as a whole. */
  subject: string;
  /** The HTTP request body sent to POST /tools/{name}. */
  text: string;
  /** The input as the gateway will parse it (undefined when the text is not JSON). */
  input: unknown;
  verdict: Verdict;
}

/** What a case changes: one parameter; the input as a whole (an unknown parameter or a malformed
 * request body, half and half); or, for schema-mode rows, the request_body. */
type Slot =
  | { kind: "param"; row: ToolRow; param: ParamSpec }
  | { kind: "whole-input" | "schema-body"; row: ToolRow };

function slotsOf(rows: readonly ToolRow[]): Slot[] {
  const slots: Slot[] = [];
  for (const row of rows) {
    for (const param of row.params) slots.push({ kind: "param", row, param });
    slots.push({ kind: "whole-input", row });
    // Schema-mode bodies have many fields: give them a share like twenty parameters.
    if (row.schemaMode) for (let i = 0; i < 20; i++) slots.push({ kind: "schema-body", row });
  }
  return slots;
}

const EXTRA_NAMES = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "x",
  "",
  " ",
  "tool",
  "input",
  "😀",
];

/** `{...baseline, [name]: value}` as JSON text; `__proto__` stays an own key, as JSON.parse reads it. */
function withKey(baseline: Record<string, unknown>, name: string, value: unknown): string {
  const rest = toJsonText(baseline).slice(1, -1);
  const pair = `${JSON.stringify(name)}:${toJsonText(value)}`;
  return `{${rest}${rest ? "," : ""}${pair}}`;
}

function rawBodies(rng: Rng, baseline: Record<string, unknown>): string[] {
  const json = toJsonText(baseline);
  return [
    "{",
    "[]",
    "null",
    "1",
    "1e400",
    '"text"',
    "true",
    '{"a":}',
    "{'a':1}",
    `${json}garbage`,
    `\ufeff${json}`,
    `[${json}]`,
    "[".repeat(5000) + "]".repeat(5000),
    `{"x":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    json.replace("{", "{ \n\t"),
    "   ",
    `${json.slice(0, -1)}${json.length > 2 ? "," : ""}"a":NaN}`,
    `{"${"k".repeat(rng.int(1, 300_000))}":1}`,
  ];
}

/** Paths of the leaves of an example body: `[["items", 0, "startDate"], ...]`. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  if (value && typeof value === "object")
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  return [path];
}

function schemaAt(schema: JsonSchema, path: (string | number)[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const segment of path) {
    node =
      typeof segment === "number"
        ? (node?.items as JsonSchema | undefined)
        : ((node?.properties as Record<string, JsonSchema> | undefined)?.[segment] ?? undefined);
  }
  return node;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** A new request_body for a schema-mode row: one leaf changed, or the body replaced as a whole. */
function mutatedBody(rng: Rng, row: ToolRow): { subject: string; text: string } {
  const name = row.schemaMode?.bodySchema ?? "";
  const example = EXAMPLE_BODIES[name] as Record<string, unknown>;
  const schema = bodySchemas[name] as JsonSchema;
  const roll = rng.next();
  if (roll < 0.15) {
    const text = rng.pick([
      "",
      "{",
      "[]",
      "null",
      '"x"',
      "{}",
      `${toJsonText(example)}x`,
      `{"title":"a","sortOrder":1e400}`,
      `{"ConversionDate":{"Month":1e400}}`,
      `{"unknownField":1,${toJsonText(example).slice(1)}`,
      "[".repeat(3000) + "]".repeat(3000),
      toJsonText({ ...example, title: "t".repeat(rng.int(1, 400_000)) }),
    ]);
    return { subject: "request_body", text };
  }
  const paths = leafPaths(example).filter((path) => path.length > 0);
  const path = rng.pick(paths);
  const leafSchema = schemaAt(schema, path);
  const leaf: Leaf = leafSchema ? leafOfSchema(leafSchema) : { type: "string" };
  const value = roll < 0.25 ? undefined : generate(rng, leaf, rng.pick(VALUE_CLASSES));
  return { subject: `request_body.${path.join(".")}`, text: toJsonText(setAt(example, path, value)) };
}

function parsed(text: string): unknown {
  // The gateway reads an empty body as no parameters.
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function caseFor(rng: Rng, slot: Slot, index: number): FuzzCase {
  const { row } = slot;
  const baseline = baselineInput(row);
  let caseClass: CaseClass;
  let subject: string;
  let text: string;
  switch (slot.kind) {
    case "param": {
      const choice = rng.pick([...VALUE_CLASSES, "absent"] as const);
      caseClass = choice;
      subject = slot.param.name;
      const input = { ...baseline };
      if (choice === "absent") delete input[slot.param.name];
      else input[slot.param.name] = generate(rng, leafOfParam(slot.param), choice);
      text = toJsonText(input);
      break;
    }
    case "whole-input":
      if (rng.chance(0.5)) {
        caseClass = "extra-param";
        subject = rng.pick([...EXTRA_NAMES, ...row.params.map((param) => param.name.toUpperCase())]);
        text = withKey(baseline, subject, rng.pick([1, "x", null, { polluted: true }]));
      } else {
        caseClass = "raw-body";
        subject = "(body)";
        text = rng.pick(rawBodies(rng, baseline));
      }
      break;
    case "schema-body": {
      caseClass = "schema-body";
      const body = mutatedBody(rng, row);
      subject = body.subject;
      text = toJsonText({ ...baseline, mode: "execute", request_body: body.text });
      break;
    }
  }
  const input = parsed(text);
  const verdict: Verdict =
    input === undefined ? { valid: false, parameters: [], rule: "not JSON" } : judgeInput(row, input);
  return { index, caseClass, row, subject, text, input, verdict };
}

/** `budget` cases over `rows`: the slots in random order, cycled until the budget is spent. */
export function buildCases(seed: number, rows: readonly ToolRow[], budget: number): FuzzCase[] {
  const order = new Rng(seed).shuffle(slotsOf(rows));
  const cases: FuzzCase[] = [];
  for (let index = 0; index < budget; index++) {
    const caseRng = new Rng(seed ^ Math.imul(index + 1, 0x9e3779b1));
    cases.push(caseFor(caseRng, order[index % order.length] as Slot, index));
  }
  return cases;
}

export const slotCount = (rows: readonly ToolRow[]) => slotsOf(rows).length;
