// `npm run synth`: the CDK synth, offline (docs/infrastructure.md, "Offline synth and cdk-nag"),
// with the pinned CLI. The CLI ends every synth with "N feature flags are not configured", which
// no option silences (aws/aws-cdk-cli#913): the app keeps the CDK library's defaults on purpose,
// so that line is replaced by one saying so; every other line passes through as the CLI wrote it.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const FLAGS_NAG = /^(\d+) feature flags are not configured\./;

const child = spawn("npx", ["cdk", "synth", "--quiet", "--no-notices", ...process.argv.slice(2)], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...process.env, CDK_DISABLE_VERSION_CHECK: "true", CDK_DISABLE_CLI_TELEMETRY: "true" },
});

for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  createInterface({ input: from }).on("line", (line) => {
    const nag = FLAGS_NAG.exec(line);
    to.write(
      nag
        ? `(The CDK CLI notes ${nag[1]} feature flags left at the library's defaults: on purpose, docs/infrastructure.md#feature-flags.)\n`
        : `${line}\n`,
    );
  });
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
