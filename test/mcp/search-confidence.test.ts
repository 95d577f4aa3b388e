// search_tools (discovery mode) answers each match's score and says plainly when nothing matches
// well: every query of the test set still finds its tool as a confident match, while queries about
// what no tool does (flights, weather, sending email) get no tools and a sentence saying so. Also
// the call tools' unknown-name answer, with the nearest offered tools in the client form.

import type { CallToolResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { findToolByAnyName } from "../../lib/catalog/names";
import { deploymentBudget } from "../../lib/mcp/budget";
import type { CallScope } from "../../lib/mcp/call-tool";
import { CONFIDENT_SCORE, scoreTools } from "../../lib/mcp/discovery/search";
import { callDiscoveryTool } from "../../lib/mcp/discovery/tools";
import { SEARCH_CASES, WRITE_CASES } from "./search-queries";

const scope: CallScope = {
  offered: new Set(allTools.map((row) => row.name)),
  invoke: async () => {
    throw new Error("no call is made here");
  },
  listedBy: "search_tools finds them",
  budget: deploymentBudget({}),
};

interface Answer {
  query: string;
  tools: { name: string; score: number; weak?: true; inputSchema: unknown }[];
  weakMatches?: { name: string; description: string; score: number; weak: true }[];
  hint?: string;
}

async function searchTools(args: Record<string, unknown>): Promise<Answer> {
  const result = (await callDiscoveryTool(scope, allTools, {
    name: "search_tools",
    arguments: args,
  })) as CallToolResult;
  expect(result.isError).toBeFalsy();
  return result.structuredContent as unknown as Answer;
}

const COVERED = "These tools read and change TickTick tasks and projects and Xero accounting records";

describe("search_tools: scores and confidence", () => {
  it("every query of the test set finds its tool among the confident matches, each with its score", async () => {
    const misses: string[] = [];
    for (const { query, expected } of SEARCH_CASES) {
      const { tools, hint } = await searchTools({ query });
      expect(hint, query).toBeUndefined();
      for (const tool of tools) expect(typeof tool.score, query).toBe("number");
      const found = tools.find((tool) => expected.includes(findToolByAnyName(tool.name)?.name ?? ""));
      if (!found || found.weak)
        misses.push(
          `${query} -> ${JSON.stringify(tools.map(({ name, score, weak }) => ({ name, score, weak })))}`,
        );
    }
    expect(misses).toEqual([]);
  });

  it.each(WRITE_CASES.map((entry) => [entry.query, entry.expected] as const))(
    "finds the write for %j among the top three",
    (query, expected) => {
      const top = scoreTools(query, scope.offered, 3).map((match) => match.name);
      expect(
        top.some((name) => expected.includes(name)),
        `${query} -> ${top.join(", ")}`,
      ).toBe(true);
    },
  );

  it("matches come best first; the weak ones after a confident one are marked", async () => {
    const { tools } = await searchTools({ query: "invoice pdf" });
    expect(tools[0]).toMatchObject({ name: "LedgerApi_RetrieveInvoicePdf" });
    expect(tools[0]?.weak).toBeUndefined();
    expect(tools.map((tool) => tool.score)).toEqual(
      [...tools.map((tool) => tool.score)].sort((a, b) => b - a),
    );
    expect(tools.slice(1).every((tool) => tool.weak === true)).toBe(true);
    // "invoice pdf" 96.7: the score is MiniSearch's, to one decimal.
    expect(tools[0]?.score).toBeGreaterThanOrEqual(CONFIDENT_SCORE);
  });

  it.each([
    "book a flight to Paris",
    "stock price of apple",
    "what's the weather tomorrow",
    "send an email to my boss",
    "order a pizza",
  ])(
    "%s: no confident match, a sentence saying none of the tools does that, the weak matches apart",
    async (query) => {
      const answer = await searchTools({ query });
      expect(answer.tools).toEqual([]);
      expect(answer.hint).toBe(
        `No confident match: none of these tools does that. ${COVERED}; the weakMatches only share a word with the query.`,
      );
      expect(answer.weakMatches?.length).toBeGreaterThan(0);
      for (const weak of answer.weakMatches ?? []) expect(weak.weak).toBe(true);
    },
  );

  it("a match on the verb alone is weak however rare the verb: an email to my boss is not EmailInvoice", async () => {
    const answer = await searchTools({ query: "send an email to my boss" });
    const emailInvoice = answer.weakMatches?.find((tool) => tool.name === "LedgerApi_EmailInvoice");
    expect(emailInvoice?.score).toBeGreaterThan(CONFIDENT_SCORE);
    expect(emailInvoice?.weak).toBe(true);
    // Emailing an invoice is what it does: asked for, it is a confident match.
    const asked = await searchTools({ query: "email the invoice to the customer" });
    expect(asked.tools[0]?.name).toBe("LedgerApi_EmailInvoice");
  });

  it("a tool named for a part of a record is weak when the query leaves the part out", async () => {
    const answer = await searchTools({ query: "invoice pdf", limit: 10 });
    const confident = (tools: typeof answer.tools) =>
      tools.filter((tool) => !tool.weak).map((tool) => tool.name);
    expect(confident(answer.tools)).toEqual(["LedgerApi_RetrieveInvoicePdf"]);
    expect(answer.tools.map((tool) => tool.name)).toContain("LedgerApi_UploadInvoiceAttachment");
    const upload = await searchTools({ query: "attach a PDF to an invoice" });
    expect(confident(upload.tools)).toContain("LedgerApi_UploadInvoiceAttachment");
  });

  it("a query matching nothing at all says so too", async () => {
    for (const query of ["weather forecast", "translate to French"]) {
      expect(await searchTools({ query })).toEqual({
        query,
        tools: [],
        hint: `No tool matches: none of these tools does that. ${COVERED}; if the job is one of those, try other words, or fewer of them.`,
      });
    }
  });

  it("scoreTools: book a flight to Paris shares only a toolkit word; budget is a confident match by name", () => {
    const everything = new Set(allTools.map((row) => row.name));
    expect(scoreTools("book a flight to Paris", everything, 5).every((hit) => !hit.confident)).toBe(true);
    const budget = scoreTools("budget", everything, 5).find(
      (hit) => hit.name === "LedgerApi.RetrieveBudgets",
    );
    expect(budget?.confident).toBe(true);
    expect(budget?.score).toBeLessThan(CONFIDENT_SCORE);
  });
});

describe("discovery mode: an unknown tool name", () => {
  const errorOf = (result: CallToolResult) =>
    (result.structuredContent as { error: { type: string; message: string; details?: unknown } }).error;

  it("call_read_tool with a near name suggests the offered tool in the client form", async () => {
    const result = await callDiscoveryTool(scope, allTools, {
      name: "call_read_tool",
      arguments: { name: "LedgerApi_RetrieveInvoice", arguments: {} },
    });
    expect(result.isError).toBe(true);
    expect(errorOf(result)).toEqual({
      type: "ValidationError",
      message:
        'Unknown tool "LedgerApi_RetrieveInvoice". Did you mean LedgerApi_RetrieveInvoices? Tool names look like TasksApi_GetUserProjects; search_tools finds them.',
      retryable: false,
      details: {
        problems: [{ parameter: "name", message: "no tool of that name" }],
        suggestions: ["LedgerApi_RetrieveInvoices"],
      },
    });
  });

  it("a dotted near name is suggested in the client form too; only offered tools are suggested", async () => {
    const tasksOnly = allTools.filter((row) => row.toolkit === "TasksApi");
    const dotted = await callDiscoveryTool(scope, allTools, {
      name: "call_write_tool",
      arguments: { name: "TasksApi.CreateTaskTask" },
    });
    expect(errorOf(dotted).message).toBe(
      'Unknown tool "TasksApi.CreateTaskTask". Did you mean TasksApi_CreateTaskTasks? Tool names look like TasksApi_GetUserProjects; search_tools finds them.',
    );
    const notOffered = await callDiscoveryTool(
      { ...scope, offered: new Set(tasksOnly.map((row) => row.name)) },
      tasksOnly,
      { name: "call_read_tool", arguments: { name: "LedgerApi_RetrieveInvoice" } },
    );
    expect(errorOf(notOffered).message).toBe(
      'Unknown tool "LedgerApi_RetrieveInvoice". Tool names look like TasksApi_GetUserProjects; search_tools finds them.',
    );
  });
});
