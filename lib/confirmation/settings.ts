// The two deployment settings of confirmation before destruction (docs/operations.md, "Confirmation
// before destruction"), read per call from the environment the stack writes (infra/settings.ts).
import { ToolError } from "../runtime/errors";

export type UnattendedDestructive = "allow" | "refuse";

export interface ConfirmationSettings {
  /** CONFIRM_DESTRUCTIVE=off: no confirmation at all (a deployment only trusted automation reaches). */
  confirm: boolean;
  /** UNATTENDED_DESTRUCTIVE: what a caller that cannot confirm (Step Functions, SQS, EventBridge) gets. */
  unattended: UnattendedDestructive;
}

function choice<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  // A typo must not quietly pick either way: the destructive call fails and says what is wrong.
  throw new ToolError("InternalError", `${name} must be ${allowed.join(" or ")} (got "${value}").`);
}

/**
 * Unset: confirmation on, and unattended destructive calls refused. The stack always writes both;
 * the defaults are the safe side for any other way of running the handlers.
 */
export function confirmationSettings(env: NodeJS.ProcessEnv = process.env): ConfirmationSettings {
  return {
    confirm: choice(env, "CONFIRM_DESTRUCTIVE", ["on", "off"], "on") === "on",
    unattended: choice(env, "UNATTENDED_DESTRUCTIVE", ["allow", "refuse"], "refuse"),
  };
}
