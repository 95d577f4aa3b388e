// `GET /tools`: the catalog of the served tools, narrowed by the operator's subset and then by the
// caller's query (families, toolkits, readOnly, tools). One place for the local gateway and for the
// deployed `mcp` function, which answers the API's GET /tools.

import { describeTool } from "../catalog/json-schema";
import type { ToolRow } from "../catalog/types";
import { errorResponse, jsonResponse } from "../runtime/errors";
import { parseSubset, SubsetError, selectTools, type ToolSubset } from "./subset";

/** The answer as an API Gateway proxy result; the examples load on the first (not at a cold start). */
export async function catalogAnswer(
  served: readonly ToolRow[],
  operator: ToolSubset,
  query: string | URLSearchParams | undefined,
) {
  try {
    const tools = selectTools(served, operator, parseSubset(query));
    const { examplesOf } = await import("../catalog/examples/index");
    return jsonResponse(200, { tools: tools.map((row) => describeTool(row, examplesOf(row))) });
  } catch (error) {
    if (!(error instanceof SubsetError)) throw error;
    return errorResponse(error.toToolError());
  }
}
