// The OpenAPI document: valid 3.1, one operation per catalog row with the row's own schema, the
// error statuses of the contract, and docs/openapi.json in step with the catalog.
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { openApiDocument, operationIdOf, summaryOf } from "../../lib/openapi/document";
import { openApiResponse } from "../../lib/openapi/route";
import { type ErrorType, ToolError } from "../../lib/runtime/errors";
import packageJson from "../../package.json" with { type: "json" };
import { OPENAPI_PATH, renderOpenApi } from "../../scripts/openapi";

type Json = Record<string, unknown>;
// ajv-formats is CommonJS; under ESM interop its plugin may sit on `.default` (as in lib/runtime/validate.ts).
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;
const doc = openApiDocument() as Json;
const paths = doc.paths as Record<string, { post?: Json; get?: Json }>;

/** Follows a local `$ref` ("#/a/b") to its target; anything else is returned as it is. */
function deref(node: unknown): Json {
  let current = node as Json;
  while (typeof current.$ref === "string") {
    const target = current.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], doc);
    if (target === undefined) throw new Error(`dangling $ref ${current.$ref}`);
    current = target as Json;
  }
  return current;
}

async function validate(document: unknown) {
  // A fresh copy: the validator keeps what it is given.
  return new Validator().validate(structuredClone(document) as Json);
}

function operation(toolName: string): Json {
  const op = paths[`/tools/${toolName}`]?.post;
  if (!op) throw new Error(`no operation for ${toolName}`);
  return op;
}

function successSchema(toolName: string): Json {
  const responses = operation(toolName).responses as Json;
  const ok = deref(responses["200"]) as { content: Record<string, { schema: unknown }> };
  return deref(ok.content["application/json"]?.schema);
}

describe("OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const result = await validate(doc);
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect((doc.info as Json).version).toBe(packageJson.version);
  });

  it("the validator refuses a broken document (the test above can fail)", async () => {
    const broken = structuredClone(doc) as Json;
    delete (broken.info as Json).title;
    expect((await validate(broken)).valid).toBe(false);
  });

  it("every $ref resolves", () => {
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        if ("$ref" in node) deref(node);
        Object.values(node).forEach(walk);
      }
    };
    expect(() => walk(doc)).not.toThrow();
  });

  it("has one POST operation per tool, with unique operation ids", () => {
    const toolPaths = Object.keys(paths).filter((path) => path.startsWith("/tools/"));
    expect(toolPaths).toEqual(allTools.map((row) => `/tools/${row.name}`));
    expect(toolPaths).toHaveLength(250);
    const ids = Object.values(paths).flatMap((item) =>
      Object.values(item).map((op) => (op as Json).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation("LedgerApi.RetrieveInvoices").operationId).toBe("LedgerApi_RetrieveInvoices");
  });

  it.each(allTools.map((row) => [row.name, row] as const))("%s: metadata and request schema", (name, row) => {
    const op = operation(name);
    expect(op.operationId).toBe(operationIdOf(row));
    expect(op.operationId).toMatch(/^[A-Za-z0-9_]+$/);
    expect(op.tags).toEqual([row.family]);
    expect(op.description).toBe(row.description);
    expect(row.description.startsWith(op.summary as string)).toBe(true);
    expect(op["x-toolkit"]).toBe(row.toolkit);
    expect(op["x-tool-flags"]).toEqual(row.flags);
    const body = op.requestBody as { required: boolean; content: Record<string, { schema: unknown }> };
    expect(body.required).toBe(true);
    const { $schema: _draft, ...expected } = parametersSchema(row);
    expect(deref(body.content["application/json"]?.schema)).toEqual(expected);
  });

  it("request schemas compile as JSON Schema 2020-12 and are portable (no if/then/else)", () => {
    // Strict: an unknown keyword or format fails the compile. `then.required` names properties
    // declared at the top, which strictRequired would flag.
    const ajv = addFormats(new Ajv2020({ strict: true, strictRequired: false }), [
      "date",
      "date-time",
      "uuid",
    ]);
    for (const row of allTools) {
      const schema = deref((operation(row.name).requestBody as Json).content as Json);
      expect(() => ajv.compile(deref((schema["application/json"] as Json).schema))).not.toThrow();
    }
    const schemaMode = allTools.filter((row) => row.schemaMode);
    expect(schemaMode.length).toBeGreaterThan(0);
    for (const row of schemaMode) {
      const content = (operation(row.name).requestBody as Json).content as Json;
      const schema = deref((content["application/json"] as Json).schema) as Json;
      for (const keyword of ["if", "then", "else"]) expect(schema).not.toHaveProperty(keyword);
      // The execute-only requirement is stated where a reader looks for it.
      for (const name of row.schemaMode?.requiredInExecute ?? []) {
        const property = (schema.properties as Record<string, Json>)[name];
        expect(property?.description).toMatch(/required when mode is `?execute/i);
      }
    }
  });

  it("file tools answer with a FileResult, JSON tools with any JSON", () => {
    const fileResult = (doc.components as { schemas: Json }).schemas.FileResult;
    const files = allTools.filter((row) => row.result === "file");
    expect(files.map((row) => row.name)).toContain("LedgerApi.RetrieveQuotePdf");
    for (const row of allTools) {
      const result = deref((successSchema(row.name).properties as Json).result);
      if (row.result === "file") expect(result).toBe(fileResult);
      else expect(result).not.toBe(fileResult);
    }
    expect(fileResult).toMatchObject({
      required: ["contentType", "size", "encoding", "data"],
      properties: { encoding: { const: "base64" } },
    });
  });

  it("each error status refers to the response of the matching error type", () => {
    const expected: Record<ErrorType, number> = {
      ValidationError: 400,
      AuthError: 401,
      Forbidden: 403,
      NotFound: 404,
      Conflict: 409,
      OutcomeUnknown: 409,
      IdempotencyMismatch: 422,
      RateLimited: 429,
      ResultTooLarge: 422,
      UpstreamError: 502,
      UpstreamTimeout: 504,
      InternalError: 500,
    };
    const responses = (doc.components as { responses: Json }).responses;
    for (const [type, status] of Object.entries(expected) as [ErrorType, number][]) {
      expect(new ToolError(type, "").status).toBe(status);
      const content = (responses[type] as { content: Record<string, { schema: Json; example: Json }> })
        .content["application/json"];
      expect(content?.schema.allOf).toContainEqual({ $ref: "#/components/schemas/Error" });
      expect(content?.schema).toHaveProperty(
        ["allOf", 1, "properties", "error", "properties", "type", "const"],
        type,
      );
      expect(content?.example).toHaveProperty(["error", "type"], type);
    }
    for (const item of Object.values(paths)) {
      for (const op of Object.values(item) as Json[]) {
        for (const [status, response] of Object.entries(op.responses as Json)) {
          if (status === "200" || status === "303") continue; // answers, not errors
          const ref = (response as Json).$ref as string | undefined;
          // 409 is shared by Conflict and OutcomeUnknown: one response naming both types.
          const types = ref
            ? [ref.split("/").pop() as ErrorType]
            : (response as { content: Record<string, { schema: { allOf: Json[] } }> }).content[
                "application/json"
              ]?.schema.allOf[1]?.properties;
          const listed = Array.isArray(types)
            ? types
            : ((types as Json).error as { properties: { type: { enum: ErrorType[] } } }).properties.type.enum;
          for (const type of listed as ErrorType[])
            expect(expected[type], `${op.operationId} ${status}`).toBe(Number(status));
        }
      }
    }
  });

  it("only keyed writes list Conflict and IdempotencyMismatch; every tool the 303 and ResultTooLarge", () => {
    const responses = (name: string) => operation(name).responses as Record<string, Json>;
    const keyed = allTools.filter((row) => row.params.some((param) => param.name === "idempotency_key"));
    // 20 before issue 24, the 79 writes beyond and the TickTick move; the two TickTick creates (issue 35)
    expect(keyed.length).toBe(102);
    for (const row of allTools) {
      const listed = Object.keys(responses(row.name));
      expect(listed).toEqual(
        expect.arrayContaining(["200", "303", "400", "401", "403", "404", "422", "429", "500", "502", "504"]),
      );
      expect(listed.includes("409")).toBe(keyed.includes(row));
      const unprocessable = JSON.stringify(responses(row.name)["422"]);
      expect(unprocessable.includes("IdempotencyMismatch")).toBe(keyed.includes(row));
      expect(unprocessable).toContain("ResultTooLarge");
    }
  });

  it("builds from a subset of tools and a given server", () => {
    const subset = allTools.filter((row) => row.family === "tasks");
    const small = openApiDocument({ tools: subset, serverUrl: "https://example.test/v1" }) as Json;
    expect(small.servers).toEqual([{ url: "https://example.test/v1" }]);
    expect(Object.keys(small.paths as Json).filter((path) => path.startsWith("/tools/"))).toHaveLength(14);
    expect(small.tags).toEqual([expect.objectContaining({ name: "tasks" })]);
  });

  it("summaries end at the first sentence, not at e.g.", () => {
    expect(summaryOf("Get one (e.g. PO-1) in full. Returns it.")).toBe("Get one (e.g. PO-1) in full.");
    expect(summaryOf("No full stop")).toBe("No full stop");
  });
});

describe("GET /openapi.json", () => {
  it("answers the document as JSON, built once", () => {
    const response = openApiResponse();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual(doc);
    expect(openApiResponse()).toBe(response);
  });
});

it("docs/openapi.json matches the catalog (regenerate with `npm run docs`)", () => {
  expect(JSON.parse(readFileSync(OPENAPI_PATH, "utf8"))).toEqual(JSON.parse(renderOpenApi()));
});
