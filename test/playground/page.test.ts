// The playground page as served, without a browser: the bundled script inlined and allowed by its
// hash, the sandbox tenants handed over as JSON rather than built into the script.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { configJson } from "../../local/playground/config";
import { playgroundResponse } from "../../local/playground/page";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";

const BROWSER_DIR = new URL("../../local/playground/browser/", import.meta.url);

function inlined(html: string, open: string): string {
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.indexOf("</script>", start));
}

describe("playground page", () => {
  const { headers, body } = playgroundResponse();
  const script = inlined(body, "<script>");

  it("inlines the bundled browser script, allowed by its hash and nothing else", () => {
    expect(script).toMatch(/^"use strict";\n\(\(\) => \{/);
    expect(script).toContain("function selectTool(");
    expect(script).not.toMatch(/^\s*(import|export) /m);
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    const scriptSrc = headers["content-security-policy"]?.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'sha256-${hash}'`);
  });

  it("is built once and then served from memory", () => {
    expect(playgroundResponse().body).toBe(body);
  });

  it("hands the script the sandbox tenants from the starting data, the primary one to prefill", () => {
    const config = JSON.parse(inlined(body, '<script type="application/json" id="playground-config">'));
    expect(config).toEqual({
      primaryTenant: LEDGER_STARTING_DATA.primary.tenantId,
      tenants: [
        { id: LEDGER_STARTING_DATA.primary.tenantId, name: LEDGER_STARTING_DATA.primary.name },
        { id: LEDGER_STARTING_DATA.secondary.tenantId, name: LEDGER_STARTING_DATA.secondary.name },
      ],
    });
  });

  it("keeps tenant ids out of the script and its sources", () => {
    const tenantIds = [LEDGER_STARTING_DATA.primary.tenantId, LEDGER_STARTING_DATA.secondary.tenantId];
    for (const id of tenantIds) expect(script).not.toContain(id);
    for (const file of readdirSync(BROWSER_DIR)) {
      const source = readFileSync(new URL(file, BROWSER_DIR), "utf8");
      for (const id of tenantIds) expect(source, file).not.toContain(id);
    }
  });

  it("escapes < in the config, so no value can close its script element", () => {
    const json = configJson({ primaryTenant: "</script><script>alert(1)", tenants: [] });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).primaryTenant).toBe("</script><script>alert(1)");
  });
});
