// Writes docs/openapi.json from the catalog. `npm run docs` runs it; a test fails when it is stale.
// The text goes through Biome's formatter so the committed file passes `biome check` unchanged.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { openApiDocument } from "../lib/openapi/document";

export const OPENAPI_PATH = "docs/openapi.json";

/** The committed file says at its top that it is generated (an `x-` key: OpenAPI allows them at the root). */
export function renderOpenApi(): string {
  const generated = "by scripts/openapi.ts from lib/catalog: do not edit, run `npm run docs`";
  return `${JSON.stringify({ "x-generated": generated, ...openApiDocument() }, null, 2)}\n`;
}

/** Biome's own formatting of the JSON, through its CLI on stdin (no file is touched). */
function biomeFormat(text: string, path: string): string {
  const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  return execFileSync(process.execPath, [biome, "format", `--stdin-file-path=${path}`], {
    input: text,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(OPENAPI_PATH, biomeFormat(renderOpenApi(), OPENAPI_PATH));
  process.stdout.write(`wrote ${OPENAPI_PATH}\n`);
}
