// The server's instructions orient an agent in one read: the URLs (modes and presets by name), where
// a Xero job starts (the tenant and the organisation's own today), and how confirmation works; short
// enough for every handshake.
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../lib/catalog/presets";
import { MCP_MODES } from "../../lib/mcp/listing/meta";
import { SERVER_INSTRUCTIONS } from "../../lib/mcp/protocol/server-info";
import { ALL_PRESET } from "../../lib/tool-lists/subset-core";

describe("the server's instructions", () => {
  it("are at most 1,500 characters", () => {
    expect(SERVER_INSTRUCTIONS.length).toBeLessThanOrEqual(1500);
  });

  it("name every preset, one line each, and no preset that does not exist", () => {
    const lines = SERVER_INSTRUCTIONS.split("\n");
    for (const preset of PRESETS)
      expect(lines.filter((line) => line.trim().startsWith(`${preset.name}: `))).toHaveLength(1);
    const named = lines.map((line) => /^ {2}([a-z]+): /.exec(line)?.[1]).filter((name) => name !== undefined);
    expect(named.sort()).toEqual(PRESETS.map((preset) => preset.name).sort());
    expect(SERVER_INSTRUCTIONS).toContain(`?preset=${ALL_PRESET}`);
  });

  it("name the modes other than the bare endpoint's", () => {
    for (const mode of MCP_MODES.filter((mode) => mode !== "core" && mode !== "tools"))
      expect(SERVER_INSTRUCTIONS).toContain(`?mode=${mode}`);
  });

  it("say where a Xero job starts and that each organisation has its own date", () => {
    expect(SERVER_INSTRUCTIONS).toContain("LedgerApi_GetConnectedTenants");
    expect(SERVER_INSTRUCTIONS).toMatch(/own time zone/);
    expect(SERVER_INSTRUCTIONS).toContain("localDate");
  });
});
