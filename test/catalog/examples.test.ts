// Every tool's worked examples (lib/catalog/examples/) hold: each tool has one (one per mode for a
// schema-mode tool), each is valid against the tool's own schema as the functions validate it, and
// the sandbox answers each with success through the local gateway of `npm start`, sandboxes reset
// before each call so a delete or write acts on the starting data as the example names it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOOL_EXAMPLES } from "../../lib/catalog/examples/index";
import { allTools, findTool } from "../../lib/catalog/index";
import { validationSchema } from "../../lib/catalog/json-schema";
import { ToolError } from "../../lib/runtime/errors";
import { assertValid } from "../../lib/runtime/validate";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { gatewayTransport } from "../support/transports";

const cases = Object.entries(TOOL_EXAMPLES).flatMap(([name, examples]) =>
  examples.map((example) => ({ name, ...example })),
);

function problemsOf(name: string, input: unknown): unknown {
  const row = findTool(name);
  if (!row) return `no tool ${name}`;
  try {
    assertValid(validationSchema(row), input, { subject: name });
    return [];
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return error.toJSON();
  }
}

describe("the examples table", () => {
  it.each(allTools.map((row) => [row.name, row] as const))("%s has an example", (name, row) => {
    const examples = TOOL_EXAMPLES[name] ?? [];
    expect(examples.length).toBeGreaterThan(0);
    const modes = row.params.find((param) => param.name === "mode" && param.in === "control")?.enum;
    if (modes) expect(examples.map((example) => example.input.mode).sort()).toEqual([...modes].sort());
  });

  it("names only tools of the catalog", () => {
    expect(Object.keys(TOOL_EXAMPLES).filter((name) => !findTool(name))).toEqual([]);
  });

  it.each(cases.map((example) => [example.name, example.summary, example.input] as const))(
    "%s (%s) is valid against the tool's schema",
    (name, _summary, input) => {
      expect(problemsOf(name, input)).toEqual([]);
    },
  );
});

describe("the sandbox answers every example", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0 });
  });
  afterAll(() => stack.close());
  beforeEach(() => {
    stack.ledgerSandbox?.reset();
    stack.tasksSandbox?.reset();
  });

  it.each(cases.map((example) => [example.name, example.summary, example.input] as const))(
    "%s (%s)",
    async (name, _summary, input) => {
      const reply = await gatewayTransport(stack.url)(name, input);
      expect(reply.body.error, JSON.stringify(reply.body.error)).toBeUndefined();
      expect(reply.status).toBe(200);
      expect(reply.body.tool).toBe(name);
      if (findTool(name)?.result === "file" && input.mode === undefined)
        expect(reply.body.result).toMatchObject({ encoding: "base64", contentType: expect.any(String) });
      if (input.mode === "get_request_schema") expect(reply.body.result).toMatchObject({ type: "object" });
    },
  );
});
