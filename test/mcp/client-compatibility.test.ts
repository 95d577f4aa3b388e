// Every endpoint form (the full catalog, each preset, discovery mode) held against every client row
// of lib/mcp/clients.ts: names each client accepts (with the prefix it adds, under the suggested
// server name), no schema keyword it refuses, and a tool count within its cap wherever the docs
// send that client. tools/list is fetched from the local gateway, as a client would.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_NAME_MAX_LENGTH, CLIENT_NAME_PATTERN } from "../../lib/catalog/names";
import { PRESETS } from "../../lib/catalog/presets";
import { CLIENTS, type ClientProfile, sentName } from "../../lib/mcp/clients";
import { type LocalStack, startLocalStack } from "../../local/stack";

interface ListedTool {
  name: string;
  inputSchema: Record<string, unknown>;
}

let stack: LocalStack;
const FORMS = ["", "?preset=all", "?mode=discover", ...PRESETS.map((preset) => `?preset=${preset.name}`)];
const listed = new Map<string, { tools: ListedTool[]; bytes: number }>();

beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
  for (const form of FORMS) {
    const response = await fetch(`${stack.url}/mcp${form}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    const text = await response.text();
    const { result } = JSON.parse(text) as { result: { tools: ListedTool[] } };
    listed.set(form, { tools: result.tools, bytes: Buffer.byteLength(text) });
  }
});
afterAll(() => stack.close());

/** Every keyword used anywhere in a schema (property names excluded). */
function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== "object") return found;
  for (const [keyword, value] of Object.entries(schema)) {
    found.add(keyword);
    if (keyword === "properties") for (const sub of Object.values(value as object)) keywordsOf(sub, found);
    else if (typeof value === "object") keywordsOf(value, found);
  }
  return found;
}

/** Where docs/clients.md sends a client: the full list only when it has no cap below it. */
function fits(client: ClientProfile, count: number): boolean {
  return !client.toolCap || count <= client.toolCap.max;
}

describe.each(FORMS)("the endpoint form /mcp%s", (form) => {
  it.each(CLIENTS.map((client) => [client.id, client] as const))(
    "has tool names and schemas %s accepts",
    (_id, client) => {
      const { tools } = listed.get(form) ?? { tools: [] };
      expect(tools.length).toBeGreaterThan(0);
      for (const tool of tools) {
        const name = sentName(client, tool.name);
        expect(name).toMatch(client.toolNames.pattern);
        expect(name.length).toBeLessThanOrEqual(client.toolNames.maxLength);
        for (const keyword of client.refusedTopLevelKeywords)
          expect(tool.inputSchema).not.toHaveProperty(keyword);
      }
    },
  );

  it("uses client-safe names of at most 56 characters and no conditional keyword anywhere", () => {
    for (const tool of listed.get(form)?.tools ?? []) {
      expect(tool.name).toMatch(CLIENT_NAME_PATTERN);
      expect(tool.name.length).toBeLessThanOrEqual(CLIENT_NAME_MAX_LENGTH);
      const keywords = keywordsOf(tool.inputSchema);
      for (const conditional of ["if", "then", "else"]) expect(keywords.has(conditional)).toBe(false);
    }
  });
});

describe("tool counts against the clients' caps", () => {
  it("every preset and discovery mode fit every client, even Cursor's 40", () => {
    for (const form of FORMS.filter((each) => each !== "?preset=all")) {
      const count = listed.get(form)?.tools.length ?? 0;
      expect(count).toBeLessThanOrEqual(40);
      for (const client of CLIENTS) expect(fits(client, count)).toBe(true);
    }
  });

  it("the full list (250) fits only the clients without a cap below it; docs send the others to presets or discovery", () => {
    const count = listed.get("?preset=all")?.tools.length;
    expect(count).toBe(250);
    const fullFits = CLIENTS.filter((client) => fits(client, 250)).map((client) => client.id);
    expect(fullFits).toEqual(["claude-desktop", "claude-code", "gemini-cli", "mcp-inspector"]);
  });

  it("discovery mode's tools/list stays under 8 KB", () => {
    expect(listed.get("?mode=discover")?.tools).toHaveLength(3);
    expect(listed.get("?mode=discover")?.bytes).toBeLessThan(8 * 1024);
  });
});

it("docs/clients.md covers every client of the table", () => {
  const docs = readFileSync("docs/clients.md", "utf8");
  for (const client of CLIENTS) {
    const shortName = client.name.split(" (")[0] ?? client.name;
    expect(docs).toContain(shortName);
    if (client.toolCap) expect(docs).toContain(String(client.toolCap.max));
  }
});
