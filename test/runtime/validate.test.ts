// What a caller reads when validation refuses its input: one ValidationError listing every
// problem, each naming its parameter (or body field) and what is allowed. The catalog's own rules
// are held in validate-values.test.ts; these schemas are written for each message.
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { assertValid, type Problem } from "../../lib/runtime/validate";

const PARAMS: JsonSchema = {
  type: "object",
  properties: {
    project_id: { type: "string", description: "Id of the project." },
    page: { type: "integer", minimum: 1, maximum: 100 },
    amount: { type: "number", minimum: 0, maximum: 10 },
    floor: { type: "integer", minimum: 1 },
    status: { type: "string", enum: ["OPEN", "DONE"] },
    colour: { type: "string", pattern: "^#[0-9a-f]{6}$" },
    code: { type: "string", pattern: "^[A-Z]{3}$", description: "three capital letters, e.g. ABC" },
    day: { type: "string", format: "date" },
    at: { type: "string", format: "date-time" },
    id: { type: "string", format: "uuid" },
    note: { type: "string", maxLength: 3 },
    tags: { type: "array", items: { type: "string" } },
    body: {
      type: "object",
      properties: { title: { type: "string" } },
      required: ["title"],
      additionalProperties: false,
    },
  },
  required: ["project_id"],
  additionalProperties: false,
};

/** The error assertValid throws for `value`, or undefined when it is valid. */
function refusal(
  schema: JsonSchema,
  value: unknown,
  context: Parameters<typeof assertValid>[2] = { subject: "parameters for Test.Tool" },
): ToolError | undefined {
  try {
    assertValid(schema, value, context);
    return undefined;
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return error;
  }
}

function problems(value: unknown, context?: Parameters<typeof assertValid>[2], schema = PARAMS): Problem[] {
  return (refusal(schema, value, context)?.details as { problems: Problem[] } | undefined)?.problems ?? [];
}

describe("assertValid", () => {
  it("accepts a valid value", () => {
    expect(refusal(PARAMS, { project_id: "p1", page: 1, day: "2024-02-29", tags: ["a"] })).toBeUndefined();
  });

  it("reports every problem in one ValidationError, summarised in the message", () => {
    const error = refusal(PARAMS, { page: 0, status: "LATE" });
    expect(error).toMatchObject({ type: "ValidationError", status: 400, retryable: false });
    expect(error?.details).toEqual({
      problems: [
        { parameter: "project_id", message: "is required (Id of the project.)" },
        { parameter: "page", message: "must be a whole number from 1 to 100" },
        { parameter: "status", message: 'must be one of "OPEN", "DONE"' },
      ],
    });
    expect(error?.message).toBe(
      'Invalid parameters for Test.Tool: project_id: is required (Id of the project.); page: must be a whole number from 1 to 100; status: must be one of "OPEN", "DONE"',
    );
  });

  it("names an unknown parameter and lists the allowed ones; in a nested object it is a field", () => {
    const allowed = Object.keys(PARAMS.properties as object).join(", ");
    expect(problems({ project_id: "p", colour_scheme: "p" })).toEqual([
      { parameter: "colour_scheme", message: `is not a known parameter; allowed: ${allowed}` },
    ]);
    // A near name is suggested: case and separators aside, within a third of its length.
    expect(problems({ project_id: "p", projectId: "p" })).toEqual([
      {
        parameter: "projectId",
        message: `is not a known parameter; did you mean project_id? Allowed: ${allowed}`,
        suggestions: ["project_id"],
      },
    ]);
    expect(problems({ project_id: "p", body: { title: "t", titel: "t" } })).toEqual([
      {
        parameter: "body.titel",
        message: "is not a known field; did you mean title? Allowed: title",
        suggestions: ["title"],
      },
    ]);
    expect(problems({ x: 1 }, undefined, { type: "object", additionalProperties: false })).toEqual([
      { parameter: "x", message: "is not a known parameter; allowed: none" },
    ]);
  });

  it("a required field without a description is simply required", () => {
    expect(problems({ project_id: "p", body: {} })).toEqual([
      { parameter: "body.title", message: "is required" },
    ]);
  });

  it("says which type is expected, with the range when the schema has one", () => {
    expect(problems({ project_id: 7, page: "2", tags: "a" })).toEqual([
      { parameter: "project_id", message: "must be a string" },
      { parameter: "page", message: "must be an integer from 1 to 100" },
      { parameter: "tags", message: "must be an array" },
    ]);
    expect(problems([], undefined)).toEqual([{ parameter: "(input)", message: "must be an object" }]);
  });

  it("numbers: the range in words; one bound only gives ajv's own words", () => {
    expect(problems({ project_id: "p", amount: 11 })).toEqual([
      { parameter: "amount", message: "must be a number from 0 to 10" },
    ]);
    expect(problems({ project_id: "p", floor: 0 })).toEqual([
      { parameter: "floor", message: "must be >= 1" },
    ]);
    expect(problems({ project_id: "p", amount: Number.NaN })).toEqual([
      { parameter: "amount", message: "must be a number from 0 to 10" },
    ]);
  });

  it("a pattern: the row's hint, else the field's description, else the pattern itself", () => {
    const paramAt = (path: string) =>
      path === "colour" ? { pattern: { regex: "", hint: "a hex colour such as #f18181" } } : undefined;
    expect(problems({ project_id: "p", colour: "red" }, { subject: "x", paramAt })).toEqual([
      { parameter: "colour", message: "must be a hex colour such as #f18181" },
    ]);
    expect(problems({ project_id: "p", colour: "red" })).toEqual([
      { parameter: "colour", message: "has the wrong form; expected: text matching ^#[0-9a-f]{6}$" },
    ]);
    expect(problems({ project_id: "p", code: "abc" })).toEqual([
      { parameter: "code", message: "has the wrong form; expected: three capital letters, e.g. ABC" },
    ]);
  });

  it("a wrong type: the row's typeHint says how to give it; without one, the type alone", () => {
    const paramAt = (path: string) =>
      path === "note" ? { typeHint: 'pass it JSON-encoded, e.g. "{}"' } : undefined;
    expect(problems({ project_id: "p", note: { a: 1 } }, { subject: "x", paramAt })).toEqual([
      { parameter: "note", message: 'must be a string: pass it JSON-encoded, e.g. "{}"' },
    ]);
    expect(problems({ project_id: "p", note: { a: 1 } })).toEqual([
      { parameter: "note", message: "must be a string" },
    ]);
  });

  it("formats: real calendar days and times, bare UUIDs, each with an example", () => {
    expect(
      problems({
        project_id: "p",
        day: "2023-02-29",
        at: "2026-01-31T25:00:00Z",
        id: "urn:uuid:7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f",
      }),
    ).toEqual([
      {
        parameter: "day",
        message: "must be a valid date: a real calendar day as YYYY-MM-DD, e.g. 2026-01-31",
      },
      {
        parameter: "at",
        message:
          "must be a valid date-time: a real date and time with a time zone, e.g. 2026-01-31T09:00:00Z",
      },
      {
        parameter: "id",
        message:
          "must be a valid uuid: 8-4-4-4-12 hexadecimal digits, e.g. 7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f",
      },
    ]);
    expect(refusal(PARAMS, { project_id: "p", id: "7A513EE1-8E5E-4E8C-9D0E-1B2B3C4D5E6F" })).toBeUndefined();
  });

  it("other keywords keep ajv's message", () => {
    expect(problems({ project_id: "p", note: "long" })).toEqual([
      { parameter: "note", message: "must NOT have more than 3 characters" },
    ]);
  });

  it("prefixes body paths, e.g. request_body.items.0.title", () => {
    const body: JsonSchema = {
      type: "object",
      properties: {
        items: {
          type: "array",
          items: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
        },
      },
    };
    const error = refusal(
      body,
      { items: [{ title: "a" }, {}] },
      { subject: "request_body", prefix: "request_body" },
    );
    expect(error?.message).toBe("Invalid request_body: request_body.items.1.title: is required");
  });

  it("a body that is no object is named by its prefix, not as (input)", () => {
    const error = refusal({ type: "object" }, [], { subject: "request_body", prefix: "request_body" });
    expect(error?.message).toBe("Invalid request_body: request_body: must be an object");
  });

  it("what mode=execute also requires is said as such, and the failed `if` itself is not a problem", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        mode: { type: "string", enum: ["get_request_schema", "execute"] },
        request_body: { type: "string", description: "The body as JSON text." },
      },
      required: ["mode"],
      if: { properties: { mode: { const: "execute" } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword; an object, not a thenable.
      then: { required: ["request_body"] },
    };
    expect(problems({ mode: "execute" }, undefined, schema)).toEqual([
      { parameter: "request_body", message: "is required when mode is execute (The body as JSON text.)" },
    ]);
    expect(refusal(schema, { mode: "get_request_schema" })).toBeUndefined();
  });

  it("the same problem found twice is reported once", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { a: { type: "string" } },
      allOf: [{ required: ["a"] }, { required: ["a"] }],
    };
    expect(problems({}, undefined, schema)).toEqual([{ parameter: "a", message: "is required" }]);
  });

  describe("well-formed text", () => {
    const MALFORMED = expect.stringContaining("must be well-formed Unicode text");

    it("refuses an unpaired surrogate anywhere, naming where, after the schema's problems", () => {
      expect(problems({ project_id: "p\ud800", tags: ["ok", "\udc00"], page: 0 })).toEqual([
        { parameter: "page", message: "must be a whole number from 1 to 100" },
        { parameter: "project_id", message: MALFORMED },
        { parameter: "tags.1", message: MALFORMED },
      ]);
      expect(problems("\ud83d", { subject: "x" }, { type: "string" })).toEqual([
        { parameter: "(input)", message: MALFORMED },
      ]);
      expect(problems({ t: "\ud800" }, { subject: "x", prefix: "request_body" }, { type: "object" })).toEqual(
        [{ parameter: "request_body.t", message: MALFORMED }],
      );
    });

    it("a parameter the schema already refused is not named twice", () => {
      expect(problems({ project_id: "p", colour: "\ud800" })).toEqual([
        { parameter: "colour", message: "has the wrong form; expected: text matching ^#[0-9a-f]{6}$" },
      ]);
    });

    it("paired surrogates (emoji) are fine, and a deeply nested value does not overflow the walk", () => {
      expect(refusal({ type: "object" }, { a: "😀" })).toBeUndefined();
      let deep: unknown = "\ud800";
      for (let depth = 0; depth < 20_000; depth++) deep = [deep];
      const found = problems(deep, { subject: "x" }, {});
      expect(found).toHaveLength(1);
      expect(found[0]?.parameter).toBe(Array.from({ length: 20_000 }, () => "0").join("."));
    });
  });
});
