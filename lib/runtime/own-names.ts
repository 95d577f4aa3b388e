// A call's input under its row's own parameter names: each alias (lib/catalog/parameter-aliases.ts)
// renamed to the parameter it stands for. validateCall does it before validation, in the family
// pipeline every surface passes through, so everything after it (the policy's tenant allowlist,
// the confirmation token, the idempotency scope, the audit record, the log line, the per-tenant
// in-flight limit, the executor) reads one name per parameter, whichever the caller wrote.
import { aliasesOf } from "../catalog/parameter-aliases";
import type { ToolRow } from "../catalog/types";
import type { Problem } from "./problems";

export interface OwnNames {
  /** The input with every alias renamed (the input itself when it used none). */
  input: Record<string, unknown>;
  /** A parameter given under two names with different values: the second name's problem. */
  conflicts: Problem[];
  /** Parameter -> the alias it was given under, so a problem names what the caller wrote. */
  givenAs: ReadonlyMap<string, string>;
}

/** Two spellings of one parameter agree when they carry the same JSON value. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false; // too deep to compare: not shown to be the same
  }
}

/** The problem of `name`, given after `first` for the same parameter `param` with another value. */
function conflict(name: string, param: string, first: string): Problem {
  const what =
    name === param
      ? `is also given as ${first} (another name for it)`
      : first === param
        ? `is another name for ${param}, which is also given`
        : `is another name for ${param}, as is ${first}, which is also given`;
  return { parameter: name, message: `${what}, with a different value; give one of them` };
}

export function withOwnNames(row: ToolRow, input: Record<string, unknown>): OwnNames {
  const aliases = aliasesOf(row);
  if (!Object.keys(input).some((name) => aliases.has(name))) {
    return { input, conflicts: [], givenAs: new Map() };
  }
  const values = new Map<string, unknown>();
  const firstGiven = new Map<string, string>();
  const givenAs = new Map<string, string>();
  const conflicts: Problem[] = [];
  for (const [name, value] of Object.entries(input)) {
    const param = aliases.get(name) ?? name;
    const first = firstGiven.get(param);
    if (first === undefined) {
      values.set(param, value);
      firstGiven.set(param, name);
      if (name !== param) givenAs.set(param, name);
    } else if (!sameValue(values.get(param), value)) {
      conflicts.push(conflict(name, param, first));
    } else if (name === param) {
      givenAs.delete(param); // also given under its own name: problems say that name
    }
  }
  // fromEntries defines own properties: a `__proto__` key stays data, as JSON.parse left it.
  return { input: Object.fromEntries(values), conflicts, givenAs };
}
