// What the page knows between events: the catalog, the selected tool and the tenant to prefill.
import type { ToolInfo } from "./types";

export const state: { tools: ToolInfo[]; current: ToolInfo | null; primaryTenant: string } = {
  tools: [],
  current: null,
  primaryTenant: "",
};
