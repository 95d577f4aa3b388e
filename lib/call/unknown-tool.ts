// The plain unknown-tool refusal: validate-call.ts gives it when the suggestions fail to load, and
// unknown-tool.ts (which validate-call.ts loads on that error path) gives it with them, so neither
// imports the other for it.
import { type ToolError, unknownToolError } from "../runtime/errors";

/**
 * The unknown-tool error of the HTTP routes and direct invokes, which take catalog names, with the
 * nearest names when the caller has them (unknown-tool.ts; validate-input.ts's export finds them).
 */
export function unknownCatalogTool(
  name: string,
  near: { suggestions?: readonly string[]; aside?: string } = {},
): ToolError {
  return unknownToolError(name, {
    parameter: "tool",
    example: "TasksApi.GetUserProjects",
    listedBy: "GET /tools lists them",
    ...near,
  });
}
