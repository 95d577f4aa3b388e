// Bundles one family entry straight into a given folder: the CDK app's local bundling calls this
// (`node --import tsx scripts/build-one.ts functions/tasks.ts <outdir>`), so deployed code is built
// exactly like `npm run build`, code splitting included, with no Docker.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { buildFunction } from "./build";

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) {
  process.stderr.write("Usage: tsx scripts/build-one.ts <functions/<family>.ts> <outdir>\n");
  process.exit(2);
}
// buildFunction writes `<dir>/<name>/`; CDK wants `index.mjs` at the top of its own output folder.
const staging = mkdtempSync(join(tmpdir(), "agent-tools-bundle-"));
try {
  await buildFunction(entry, staging);
  cpSync(join(staging, basename(entry, ".ts")), outdir, { recursive: true });
} finally {
  rmSync(staging, { recursive: true, force: true });
}
