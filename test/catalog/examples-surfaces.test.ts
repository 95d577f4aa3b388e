// Where the worked examples are shown: GET /tools lists all of a tool's examples and its upstream
// operation, MCP's tools/list one example in `_meta`, OpenAPI all in the request body's `examples`.
import { describe, expect, it } from "vitest";
import { TOOL_EXAMPLES } from "../../lib/catalog/examples/index";
import { allTools, findTool } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { EXAMPLES_KEY, listedTools } from "../../lib/mcp/listing/from-rows";
import { openApiDocument } from "../../lib/openapi/document";
import { catalogAnswer } from "../../lib/tool-lists/catalog-answer";

type Listed = { name: string; upstream: Record<string, string>; examples: unknown[] };

describe("the surfaces showing examples", () => {
  it("GET /tools lists every example and the upstream operation of each tool", async () => {
    const answer = await catalogAnswer(allTools, {}, undefined);
    const { tools } = JSON.parse(answer.body) as { tools: Listed[] };
    expect(tools).toHaveLength(allTools.length);
    for (const tool of tools) {
      const row = findTool(tool.name);
      expect(tool.examples).toEqual(TOOL_EXAMPLES[tool.name]);
      expect(tool.upstream).toEqual({
        service: row?.toolkit === "TasksApi" ? "TickTick" : "Xero Accounting",
        operationId: row?.operationId,
        method: row?.method,
        path: row?.path,
      });
    }
    const connections = tools.find((tool) => tool.name === "LedgerApi.GetConnectedTenants");
    expect(connections?.upstream.path).toBe("/connections");
  });

  it("tools/list carries each tool's first example in _meta, and discovery mode none", async () => {
    const budget = deploymentBudget({});
    const listed = await listedTools(allTools, "tools", budget);
    for (const row of allTools) {
      const tool = listed.find((candidate) => candidate.name === clientNameOf(row));
      expect(tool?._meta?.[EXAMPLES_KEY]).toEqual(TOOL_EXAMPLES[row.name]?.slice(0, 1));
      expect(tool?.description).not.toContain(EXAMPLES_KEY);
    }
    const discovery = await listedTools(allTools, "discover", budget);
    expect(discovery.filter((tool) => tool._meta?.[EXAMPLES_KEY] !== undefined)).toEqual([]);
  });

  it("OpenAPI carries every example on its operation's request body", () => {
    const paths = (openApiDocument() as { paths: Record<string, { post?: Record<string, never> }> }).paths;
    for (const row of allTools) {
      const body = paths[`/tools/${row.name}`]?.post?.requestBody as unknown as {
        content: { "application/json": { examples: Record<string, { summary: string; value: unknown }> } };
      };
      const examples = Object.values(body.content["application/json"].examples);
      expect(examples.map(({ summary, value }) => ({ summary, input: value }))).toEqual(
        TOOL_EXAMPLES[row.name],
      );
    }
  });
});
