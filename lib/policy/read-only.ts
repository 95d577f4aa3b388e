// The read-only deployment (CDK context `readOnly=true`, env READ_ONLY=1 on every function, or the
// env of `npm start`): no tool that changes data is listed or run. One rule, read here by the lists
// (subset-core's operator subset), and every call's authorisation (lib/call/authorize.ts).
import { ToolError } from "../runtime/errors";

export const READ_ONLY_RULE = "this deployment is read-only (READ_ONLY)";

/** READ_ONLY=1 (or true); anything else, including unset, is a deployment that may write. */
export function isReadOnlyDeployment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.READ_ONLY === "1" || env.READ_ONLY === "true";
}

/** The refusal of a write on a read-only deployment, named as the caller named the tool. */
export function readOnlyRefusal(tool: string): ToolError {
  return new ToolError("Forbidden", `${tool} changes data, and ${READ_ONLY_RULE}.`, {
    details: { tool, rule: "READ_ONLY" },
  });
}
