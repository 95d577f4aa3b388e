// `GET /tools`: the catalog of the served tools, narrowed by the operator's subset and then by the
// caller's query (families, toolkits, readOnly, tools). One place for the local gateway and for the
// deployed `mcp` function, which answers the API's GET /tools.
import { ToolError } from "../runtime/errors";
import { describeTool } from "./json-schema";
import { parseSubset, SubsetError, selectTools, type ToolSubset } from "./subset";
import type { ToolRow } from "./types";

export interface CatalogAnswer {
  statusCode: number;
  body: unknown;
}

export function catalogAnswer(
  served: readonly ToolRow[],
  operator: ToolSubset,
  query: string | URLSearchParams | undefined,
): CatalogAnswer {
  try {
    const tools = selectTools(served, operator, parseSubset(query));
    return { statusCode: 200, body: { tools: tools.map(describeTool) } };
  } catch (error) {
    if (!(error instanceof SubsetError)) throw error;
    const refused = new ToolError("ValidationError", error.message, {
      details: { problems: [{ parameter: error.parameter, message: error.message }] },
    });
    return { statusCode: refused.status, body: { error: refused.toJSON() } };
  }
}
