// Bundles the browser script (browser/main.ts) with esbuild into the one string the page inlines.
// Done when the page is first served (see page.ts), so there is no generated file to keep in step.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const ENTRY = fileURLToPath(new URL("./browser/main.ts", import.meta.url));

export function bundlePlaygroundScript(): string {
  const { outputFiles } = buildSync({
    entryPoints: [ENTRY],
    // Paths in the output's comments are relative to this folder, whatever the working directory.
    absWorkingDir: dirname(ENTRY),
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    // Given here rather than read from a tsconfig.json above: "use strict" at the top of the script.
    tsconfigRaw: { compilerOptions: { alwaysStrict: true } },
    legalComments: "none",
    logLevel: "silent",
  });
  const script = outputFiles[0]?.text ?? "";
  // Inlined into <script>: this text would end the element early.
  if (/<\/script/i.test(script)) throw new Error("The playground script contains </script");
  return script;
}
