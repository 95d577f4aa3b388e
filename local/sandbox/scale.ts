// How much demo data the sandboxes start with. `small` (the default) is the hand-written starting data the tests
// name record by record; `large` adds an organisation and a project of real-world size, for
// measuring what list tools answer when an account holds years of data (docs/local.md).

export type SandboxScale = "small" | "large";

/** Reads SANDBOX_SCALE; unset or empty is small, anything but the two names is refused. */
export function sandboxScale(value: string | undefined): SandboxScale {
  if (value === undefined || value.trim() === "") return "small";
  const scale = value.trim().toLowerCase();
  if (scale === "small" || scale === "large") return scale;
  throw new Error(`SANDBOX_SCALE must be small or large (got "${value}").`);
}
