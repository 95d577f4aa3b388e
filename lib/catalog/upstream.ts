// The upstream operation a tool performs, derived from its row for GET /tools: which API, its
// operation id, and the method and path as the API documents them.
import type { HttpMethod, ToolRow } from "./types";

export type UpstreamService = "TickTick" | "Xero Accounting";

export interface UpstreamOperation {
  service: UpstreamService;
  operationId: string;
  method: HttpMethod;
  /** Relative to the service's base URL; a `fromOrigin` row's (Xero's identity API) to its origin. */
  path: string;
}

export function upstreamOf(row: ToolRow): UpstreamOperation {
  return {
    service: row.toolkit === "TasksApi" ? "TickTick" : "Xero Accounting",
    operationId: row.operationId,
    method: row.method,
    path: row.path,
  };
}
