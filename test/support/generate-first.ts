// vitest globalSetup: the generated tool modules (npm run generate) exist before any test imports
// them, also for a bare `npx vitest run` in a fresh clone (npm test's pretest has run it already:
// then this only checks the stamp).
import { execFileSync } from "node:child_process";

export default function setup(): void {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/generate.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
