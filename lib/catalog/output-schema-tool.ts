// A listed tool with its outputSchema, in a module of its own: the list over rows
// (lib/mcp/listing/from-rows.ts) and the generator of the listed tools (scripts/mcp-listing.ts, which must
// not import the generated JSON it writes) both put the schema on here, after the tool's other members, so
// their answers are the same bytes; neither carries the derivation code (output-schema.ts) for it.
import type { JsonSchema } from "./types";

/** The tool with `outputSchema` after its other members; the tool as it is without one. */
export function withOutputSchema<T extends object>(tool: T, outputSchema: JsonSchema | undefined): T {
  return outputSchema ? { ...tool, outputSchema } : tool;
}
