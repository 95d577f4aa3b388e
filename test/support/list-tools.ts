// The list tools the results bench calls: read-only JSON GET rows without path parameters whose
// only required parameter is the tenant id, plus RetrieveProjectWithTasks on one project.
import { allTools, type ToolRow } from "../../lib/catalog/index";

export interface ListCall {
  tool: string;
  input(ids: { tenantId: string; projectId: string }): Record<string, unknown>;
}

const isTenant = (row: ToolRow, name: string) =>
  row.params.some((p) => p.name === name && p.in === "header" && p.as === "xero-tenant-id");

function isListRow(row: ToolRow): boolean {
  return (
    row.method === "GET" &&
    row.flags.readOnly &&
    (row.result ?? "json") === "json" &&
    !row.params.some((param) => param.in === "path")
  );
}

/** Rows that also require something other than the tenant (a contact id): not callable bare. */
export function skippedListTools(): string[] {
  return allTools
    .filter(isListRow)
    .filter((row) => row.params.some((p) => p.required && !isTenant(row, p.name)))
    .map((row) => row.name);
}

export function listCalls(): ListCall[] {
  const calls: ListCall[] = allTools
    .filter(isListRow)
    .filter((row) => row.params.every((p) => !p.required || isTenant(row, p.name)))
    .map((row) => {
      const tenant = row.params.find((p) => p.required && isTenant(row, p.name))?.name;
      return {
        tool: row.name,
        input: ({ tenantId }) => (tenant ? { [tenant]: tenantId } : {}),
      };
    });
  calls.push({
    tool: "TasksApi.RetrieveProjectWithTasks",
    input: ({ projectId }) => ({ project_id: projectId }),
  });
  return calls;
}
