// Cold import time of a bundle: `node --input-type=module -e "await import(<bundle>)"` against a
// bare `node -e 0`, alternating runs so both share the machine's noise. NODE_EXTRA_CA_CERTS and
// NODE_OPTIONS are unset: on this machine the CA file adds ~80 ms to every Node 20 start, which is
// not what we measure.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { median } from "./stats";

/** The environment of a measured child: this one's, with `extra`, minus what skews a Node start. */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.NODE_EXTRA_CA_CERTS;
  delete env.NODE_OPTIONS;
  return env;
}

const env = childEnv();

function timeNode(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { env, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed`);
  return performance.now() - started;
}

/** Medians in ms of a bare Node start and of a start that imports the bundle. */
export function coldImport(file: string, runs: number): { bare: number; withImport: number } {
  const importCode = `await import(${JSON.stringify(pathToFileURL(file).href)})`;
  const bare: number[] = [];
  const withImport: number[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(timeNode(["-e", "0"]));
    withImport.push(timeNode(["--input-type=module", "-e", importCode]));
  }
  return { bare: median(bare), withImport: median(withImport) };
}
