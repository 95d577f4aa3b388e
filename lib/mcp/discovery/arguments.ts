// Checks the arguments of the discovery tools. Three small, fixed shapes: checked by hand with the
// same problem format as every other validation error (`details.problems`, each naming its
// parameter and what is allowed), so the mcp function needs no validator of its own.
import { ToolError } from "../../runtime/errors";
import { type Problem, unknownNameProblem } from "../../runtime/problems";

export type ArgumentRule =
  | { type: "string"; required?: boolean; maxLength: number; enum?: readonly string[] }
  | { type: "integer"; minimum: number; maximum: number }
  | { type: "object" };

function problemOf(name: string, value: unknown, rule: ArgumentRule): string | undefined {
  switch (rule.type) {
    case "string":
      if (typeof value !== "string") return "must be a string";
      if (rule.enum && !rule.enum.includes(value))
        return `must be one of ${rule.enum.map((v) => JSON.stringify(v)).join(", ")}`;
      if (value.trim() === "") return "must not be empty";
      if (value.length > rule.maxLength) return `must be at most ${rule.maxLength} characters`;
      return undefined;
    case "integer":
      if (typeof value !== "number" || !Number.isSafeInteger(value)) return "must be an integer";
      if (value < rule.minimum || value > rule.maximum)
        return `must be between ${rule.minimum} and ${rule.maximum}`;
      return undefined;
    case "object":
      return value && typeof value === "object" && !Array.isArray(value)
        ? undefined
        : `must be an object of the ${name === "arguments" ? "tool's parameters" : "fields"}`;
  }
}

/** The arguments, checked against the rules; throws a ValidationError naming every problem. */
export function checkArguments(
  tool: string,
  args: Record<string, unknown> | undefined,
  rules: Record<string, ArgumentRule>,
): Record<string, unknown> {
  const given = args ?? {};
  const problems: Problem[] = [];
  for (const name of Object.keys(given)) {
    if (!(name in rules)) {
      problems.push(unknownNameProblem(name, name, Object.keys(rules)));
    }
  }
  for (const [name, rule] of Object.entries(rules)) {
    const value = given[name];
    if (value === undefined) {
      if ("required" in rule && rule.required) problems.push({ parameter: name, message: "is required" });
      continue;
    }
    const message = problemOf(name, value, rule);
    if (message) problems.push({ parameter: name, message });
  }
  if (problems.length > 0) {
    const summary = problems.map((p) => `${p.parameter}: ${p.message}`).join("; ");
    throw new ToolError("ValidationError", `Invalid parameters for ${tool}: ${summary}`, {
      details: { problems },
    });
  }
  return given;
}
