// One table over the 11 TasksApi rows: names and parameters as the spec binds them, the upstream
// operation each maps to, flags, schema derivation, and the exact request each row builds.
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { allTools, findTool } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { tasksTools } from "../../lib/catalog/tasks";
import { buildRequest } from "../../lib/runtime/request";
import spec from "../fixtures/tasks-tool-interfaces.json";

const BASE = "https://api.example.test/open/v1";
const P = "6226ff9877acee87727f6bca";
const T = "6247ee29630c800f064fd145";

// tool -> [method, path, sample input, expected URL path, expected JSON body or undefined]
const table: Record<string, [string, string, Record<string, unknown>, string, unknown]> = {
  "TasksApi.GetUserProjects": ["GET", "/project", {}, "/project", undefined],
  "TasksApi.GetTasksProjectById": [
    "GET",
    "/project/{projectId}",
    { project_id: P },
    `/project/${P}`,
    undefined,
  ],
  "TasksApi.RetrieveProjectWithTasks": [
    "GET",
    "/project/{projectId}/data",
    { project_id: "inbox" },
    "/project/inbox/data",
    undefined,
  ],
  "TasksApi.CreateProjectInTasks": [
    "POST",
    "/project",
    {
      project_name: "Trip",
      project_color: "#F18181",
      project_kind: "TASK",
      project_sort_order: 3,
      project_view_mode: "kanban",
    },
    "/project",
    { name: "Trip", color: "#F18181", kind: "TASK", sortOrder: 3, viewMode: "kanban" },
  ],
  "TasksApi.UpdateProjectProperties": [
    "POST",
    "/project/{projectId}",
    { project_identifier: P, project_name: "Renamed" },
    `/project/${P}`,
    { name: "Renamed" },
  ],
  "TasksApi.DeleteTasksProject": [
    "DELETE",
    "/project/{projectId}",
    { project_id: P },
    `/project/${P}`,
    undefined,
  ],
  "TasksApi.CreateTaskTasks": ["POST", "/task", { mode: "execute", request_body: "{}" }, "/task", {}],
  "TasksApi.UpdateTaskProperties": [
    "POST",
    "/task/{taskId}",
    { mode: "execute", task_identifier: T, request_body: "{}" },
    `/task/${T}`,
    { id: T },
  ],
  "TasksApi.MarkTaskComplete": [
    "POST",
    "/project/{projectId}/task/{taskId}/complete",
    { project_id: P, task_identifier: T },
    `/project/${P}/task/${T}/complete`,
    undefined,
  ],
  "TasksApi.RetrieveTaskDetails": [
    "GET",
    "/project/{projectId}/task/{taskId}",
    { project_identifier: P, task_identifier: T },
    `/project/${P}/task/${T}`,
    undefined,
  ],
  "TasksApi.DeleteSpecificTask": [
    "DELETE",
    "/project/{projectId}/task/{taskId}",
    { project_id: P, task_identifier_to_delete: T },
    `/project/${P}/task/${T}`,
    undefined,
  ],
};

/** Optional parameters this project adds beyond the spec (allowed by the contract: docs/idempotency.md). */
const ADDITIONS: Record<string, string[]> = {
  "TasksApi.CreateProjectInTasks": ["idempotency_key"],
  "TasksApi.CreateTaskTasks": ["idempotency_key"],
};

describe("TasksApi catalog", () => {
  it("has exactly the 11 tools of the spec, each in the tasks family", () => {
    expect(tasksTools.map((row) => row.name).sort()).toEqual(spec.tools.map((tool) => tool.tool).sort());
    expect(new Set(allTools.map((row) => row.name)).size).toBe(allTools.length);
    for (const row of tasksTools) expect(row.family).toBe("tasks");
  });

  describe.each(spec.tools)("$tool", (entry) => {
    const row = findTool(entry.tool);
    if (!row) throw new Error(`${entry.tool} missing from the catalog`);
    const [method, path, sample, urlPath, body] = table[entry.tool] ?? [];

    it("maps to the spec's upstream operation with its method and path", () => {
      expect(row.operationId).toBe(entry.operation);
      expect([row.method, row.path]).toEqual([method, path]);
    });

    it("takes exactly the spec's parameters (and optional additions), with the spec's required set", () => {
      const names = row.params.map((param) => param.name).sort();
      const added = ADDITIONS[entry.tool] ?? [];
      expect(names).toEqual([...entry.required, ...entry.optional, ...added].sort());
      expect(
        row.params
          .filter((param) => param.required)
          .map((param) => param.name)
          .sort(),
      ).toEqual([...entry.required].sort());
      for (const [name, note] of Object.entries(entry.notes)) {
        const param = row.params.find((candidate) => candidate.name === name);
        if (note === "integer") expect(param?.type).toBe("integer");
        else expect(param?.enum).toEqual(note.split("/"));
      }
    });

    it("fills every path placeholder from a path parameter", () => {
      const placeholders = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const pathParams = row.params
        .filter((param) => param.in === "path")
        .map((param) => param.as)
        .sort();
      expect(pathParams).toEqual(placeholders);
    });

    it("has flags that agree with what it does, and a description that says so", () => {
      expect(row.flags.readOnly).toBe(row.method === "GET");
      expect(row.flags.destructive).toBe(row.method === "DELETE");
      if (row.flags.destructive) expect(row.description).toMatch(/permanently/i);
      expect(row.description.length).toBeGreaterThan(40);
      for (const param of row.params) expect(param.description.length).toBeGreaterThan(10);
    });

    it("derives a JSON Schema that compiles and rejects unknown parameters", () => {
      const validate = new Ajv({ strict: false }).compile(parametersSchema(row));
      expect(validate(sample)).toBe(true);
      expect(validate({ ...sample, not_a_parameter: 1 })).toBe(false);
    });

    it("builds exactly one request with the mapped path, query and body", () => {
      const parsedBody =
        typeof sample?.request_body === "string"
          ? (JSON.parse(sample.request_body) as Record<string, unknown>)
          : undefined;
      const request = buildRequest(row, sample ?? {}, BASE, parsedBody);
      expect(request.method).toBe(method);
      expect(request.url).toBe(`${BASE}${urlPath}`);
      expect(request.headers.accept).toBe("application/json");
      expect(request.body === undefined ? undefined : JSON.parse(request.body)).toEqual(body);
    });
  });
});
