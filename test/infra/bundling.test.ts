// The real bundling path (esbuild via scripts/build-one.ts, no Docker) for two families: each
// function gets its own bundle, split into index.mjs and chunks/.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../infra/stack";

describe("local bundling", () => {
  it("bundles each family into its own code-split asset", { timeout: 60_000 }, () => {
    const { app, stack } = buildApp({ families: ["tasks", "ledger-delete"], bundle: true, validate: false });
    const template = Template.fromStack(stack);
    const keys = Object.values(template.findResources("AWS::Lambda::Function")).map((fn) =>
      JSON.stringify(fn.Properties.Code.S3Key),
    );
    // The two families, the mcp function, its task runner and the Xero webhook receiver.
    expect(new Set(keys).size).toBe(5);
    const assembly = app.synth();
    const assets = readdirSync(assembly.directory).filter((name) => name.startsWith("asset."));
    expect(assets.length).toBe(5);
    for (const asset of assets) expect(existsSync(join(assembly.directory, asset, "index.mjs"))).toBe(true);
    // The families split off what a keyed write loads; the mcp bundle, search_tools' index.
    const split = assets.filter((asset) => existsSync(join(assembly.directory, asset, "chunks")));
    expect(split.length).toBe(4);
    for (const asset of split) {
      expect(readdirSync(join(assembly.directory, asset, "chunks")).length).toBeGreaterThan(0);
    }
  });
});
