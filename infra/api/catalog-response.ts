// GET /tools answered by API Gateway itself: the catalog of the deployed families, rendered at
// synth from the same rows as the routes. A family function would only list its own family.
import { describeTool } from "../../lib/catalog/json-schema";
import type { ToolRow } from "../../lib/catalog/types";

/** A mock integration's response template is limited to 300 KB by API Gateway; keep a margin. */
export const CATALOG_TEMPLATE_LIMIT_BYTES = 250_000;

/**
 * The body a family function gives for GET /tools, as a mapping template. Templates are Velocity:
 * `$` and `#` would start references and directives, so they are written as JSON `\u` escapes,
 * which leave the JSON value unchanged.
 */
export function catalogTemplate(tools: readonly ToolRow[]): string {
  const json = JSON.stringify({ tools: tools.map(describeTool) })
    .replaceAll("$", "\\u0024")
    .replaceAll("#", "\\u0023");
  const bytes = Buffer.byteLength(json);
  if (bytes > CATALOG_TEMPLATE_LIMIT_BYTES) {
    throw new Error(
      `The GET /tools catalog is ${bytes} bytes, over the ${CATALOG_TEMPLATE_LIMIT_BYTES}-byte budget of a mapping template: route GET /tools to a function instead (docs/infrastructure.md).`,
    );
  }
  return json;
}
