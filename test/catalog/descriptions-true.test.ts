// Every tool's description is true of what the tool does, on every surface:
// (a) what it says the tool returns is what MCP returns for the tool's own first worked example (the
//     first `execute` one for a schema-mode tool), against fresh sandboxes, in the notations of
//     test/support/stated-output.ts: each stated member is in structuredContent, or the description
//     says when it is absent;
// (b) every tool a description names (the tool's, its parameters' and its body schema's) exists, and is
//     named in the catalog form `LedgerApi.X`, which the MCP list rewrites to the client form: a bare
//     `CreatePayments` is a name no surface calls, and the list holds no catalog form after rewriting;
// (c) every id the upstreams issue (the sandboxes' demo data, the records the examples create; the
//     TickTick Inbox's `inbox<userId>`, Xero's UUIDs) is taken by each parameter that takes that id.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { bodySchemas } from "../../lib/catalog/bodies/index";
import { TOOL_EXAMPLES } from "../../lib/catalog/examples/index";
import { allTools } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { clientNameOf, findToolByAnyName } from "../../lib/catalog/names";
import type { FieldSpec, JsonSchema, ParamSpec, ToolRow } from "../../lib/catalog/types";
import { compiledValidator } from "../../lib/runtime/compile";
import {
  createLedgerStartingData,
  LEDGER_STARTING_DATA,
} from "../../local/sandbox/ledger/starting-data/index";
import { createStartingState, STARTING_DATA } from "../../local/sandbox/tasks/starting-data";
import { withLargeProject } from "../../local/sandbox/tasks/starting-data-large";
import { createSecondPersonStartingState } from "../../local/sandbox/tasks/starting-data-second-person";
import { TasksStore } from "../../local/sandbox/tasks/store";
import { useExampleStack } from "../support/mcp-example-stack";
import { differences, listDifferences, statedOutput } from "../support/stated-output";

/** A tool as tools/list shows it. */
interface Listed {
  name: string;
  description?: string;
  inputSchema: unknown;
}

/** The example a description's output is held to: the first, or a schema-mode tool's first execute. */
function exampleOf(row: ToolRow): Record<string, unknown> {
  const examples = TOOL_EXAMPLES[row.name] ?? [];
  const example = row.schemaMode ? examples.find((each) => each.input.mode === "execute") : examples[0];
  if (!example) throw new Error(`${row.name} has no worked example`);
  return { ...example.input };
}

/** What in an MCP answer differs from what the description states; empty when it is true. */
function untrue(row: ToolRow, description: string, answer: CallToolResult): string[] {
  const stated = statedOutput(description);
  if (!stated)
    return ["states what it returns in no known form (Returns {...}, [...], null, the X (...), a file)"];
  const content = answer.structuredContent as Record<string, unknown>;
  if ((stated.kind === "file") !== (row.result === "file"))
    return [`states a ${stated.kind} for a ${row.result ?? "json"} tool`];
  if (
    (stated.kind === "object" && stated.members.length === 0) ||
    (stated.kind === "list" && stated.element.length === 0)
  )
    return ["states no member of what it returns"];
  switch (stated.kind) {
    case "null":
      return content.result === null ? [] : ["is stated null but is not"];
    case "list":
      return listDifferences(stated.element, content.result, "result");
    case "object": {
      const found = differences(stated.members, content, "");
      // A stated collection of stated records must show some, or the example shows nothing of them.
      for (const member of stated.members) {
        const value = content[member.name];
        if (
          member.value?.kind === "list" &&
          member.value.element.length > 0 &&
          Array.isArray(value) &&
          value.length === 0
        )
          found.push(`${member.name} is empty, so the example shows none of its stated members`);
      }
      return found;
    }
    case "file": {
      const kinds = answer.content.map((part) => part.type);
      const found =
        kinds.includes("resource") || kinds.includes("resource_link")
          ? []
          : ["no file in the answer's content"];
      if (stated.overMcp.length === 0) found.push("does not say what MCP's structuredContent holds");
      return [...found, ...differences(stated.overMcp, content, "")];
    }
  }
}

describe("(a) each description's stated output, against its first example over MCP", () => {
  const { state, call, reset } = useExampleStack({});
  const answers: unknown[] = [];
  let listed: readonly Listed[] | undefined;
  const listedTools = async (): Promise<readonly Listed[]> => {
    listed ??= (await state.client?.listTools())?.tools ?? [];
    return listed;
  };

  it.each(allTools.map((row) => [row.name, row] as const))(
    "%s answers what its description says",
    async (_name, row) => {
      reset();
      const client = clientNameOf(row);
      const answer = await call(client, exampleOf(row));
      expect(answer.isError, JSON.stringify(answer.structuredContent).slice(0, 400)).toBeFalsy();
      answers.push(answer.structuredContent);
      const description = (await listedTools()).find((tool) => tool.name === client)?.description ?? "";
      expect(
        untrue(row, description, answer),
        JSON.stringify(answer.structuredContent).slice(0, 600),
      ).toEqual([]);
    },
    30_000,
  );

  it("an empty TickTick project answers {project, tasks: [], columns: []}, in the model's text too", async () => {
    reset();
    const created = await call("TasksApi_CreateProjectInTasks", { project_name: "Nothing yet" });
    const id = (created.structuredContent as { id: string }).id;
    const answer = await call("TasksApi_RetrieveProjectWithTasks", { project_id: id });
    expect(answer.structuredContent).toMatchObject({ project: { id }, tasks: [], columns: [] });
    const [text] = answer.content as { type: string; text: string }[];
    expect(JSON.parse(text?.text ?? "")).toMatchObject({ project: { id }, tasks: [], columns: [] });
  });

  it("(c) the records the examples created carry ids every parameter that takes them accepts", () => {
    const created = xeroIds(answers);
    expect([...created.values()].reduce((sum, ids) => sum + ids.size, 0)).toBeGreaterThan(300);
    expect(idProblems(xeroParams(), created)).toEqual([]);
  });

  it("(b) the listed tools name other tools only in the client form, after rewriting", async () => {
    const tools = await listedTools();
    expect(tools).toHaveLength(allTools.length);
    for (const tool of tools) {
      const text = JSON.stringify({ description: tool.description, inputSchema: tool.inputSchema });
      expect(text.match(CATALOG_FORM) ?? [], tool.name).toEqual([]);
    }
  });
});

// ---- (b) names ----

const CATALOG_FORM = /\b(?:LedgerApi|TasksApi)\.[A-Za-z0-9]+\b/g;
const EITHER_FORM = /\b(?:LedgerApi|TasksApi)[._][A-Za-z0-9]+\b/g;
const SHORT_NAMES = new Set(allTools.map((row) => row.name.slice(row.toolkit.length + 1)));
/** The verbs tool names start with (`Get`, `Retrieve`, `Create`, ...): a word so made looks like a tool. */
const VERBS = [...new Set([...SHORT_NAMES].map((name) => /^[A-Z][a-z]+/.exec(name)?.[0] ?? ""))].filter(
  (verb) => verb !== "Email",
);
const TOOL_LIKE = new RegExp(`(?<![._A-Za-z0-9])(?:${VERBS.join("|")})[A-Z][A-Za-z0-9]*\\b`, "g");
/** Words shaped like tool names that name something else. */
const NOT_TOOLS: Readonly<Record<string, string>> = {
  CreateApprovedInvoice: "one of Xero's organisation actions (RetrieveLedgerOrganisationActions)",
};

/** Every description a tool carries: its own, its parameters' and fields', and its body schema's. */
function descriptionsOf(row: ToolRow): string[] {
  const texts = [row.description];
  const walk = (spec: ParamSpec | FieldSpec) => {
    texts.push(spec.description);
    for (const field of spec.fields ?? []) walk(field);
  };
  for (const param of row.params) walk(param);
  const body = row.schemaMode ? bodySchemas[row.schemaMode.bodySchema] : undefined;
  if (body) texts.push(...(JSON.stringify(body).match(/"description":"(?:[^"\\]|\\.)*"/g) ?? []));
  return texts;
}

describe("(b) every tool a description names", () => {
  it.each(allTools.map((row) => [row.name, row] as const))(
    "%s: exists, named in the catalog form",
    (_name, row) => {
      const problems: string[] = [];
      for (const text of descriptionsOf(row)) {
        for (const mention of text.match(EITHER_FORM) ?? [])
          if (!findToolByAnyName(mention)) problems.push(`${mention} is no tool`);
        for (const word of text.match(TOOL_LIKE) ?? []) {
          if (NOT_TOOLS[word]) continue;
          problems.push(
            SHORT_NAMES.has(word)
              ? `${word} is named bare: no surface calls it so (write ${row.toolkit === "TasksApi" && findToolByAnyName(`TasksApi.${word}`) ? "TasksApi" : "LedgerApi"}.${word})`
              : `${word} looks like a tool name but is no tool`,
          );
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("finds the bare names it looks for", () => {
    const bare = "with the rules of CreatePayments, see LedgerApi.CreatePayments".match(TOOL_LIKE);
    expect(bare).toEqual(["CreatePayments"]);
  });
});

// ---- (c) ids ----

/** A parameter (or field) that takes an id, with its schema as validation sees it. */
interface IdParam {
  tool: string;
  path: string;
  /** The id's kind: the upstream name it goes to (`ContactID`, `projectId`), lower-cased. */
  kind: string;
  schema: JsonSchema;
  /** What the parameter's description says of the id, which must hold too. */
  description: string;
}

const ID_NAME = /(?:ID|Id|IDs|Ids)$/;

/** The kind of id an upstream name takes: `Contact.ContactID` a ContactID, `IDs` on /Invoices an InvoiceID. */
function idKind(row: ToolRow, as: string): string | undefined {
  if (as === "xero-tenant-id") return "tenant";
  const last = (as.split(".").pop() ?? "").replace(/\d+$/, "");
  if (last === "IDs") return `${/^\/([A-Za-z]+?)s\b/.exec(row.path)?.[1] ?? ""}ID`.toLowerCase();
  if (!ID_NAME.test(last)) return undefined;
  return last
    .replace(/s$/, "")
    .replace(/^(from|to)(?=Project)/, "")
    .toLowerCase();
}

function idParamsOf(row: ToolRow): IdParam[] {
  const found: IdParam[] = [];
  const schema = parametersSchema(row).properties as Record<string, JsonSchema>;
  const walk = (spec: ParamSpec | FieldSpec, node: JsonSchema, path: string) => {
    const kind = idKind(row, spec.as ?? "");
    const leaf = node.type === "array" && !spec.fields ? (node.items as JsonSchema) : node;
    if (kind && !spec.fields)
      found.push({ tool: row.name, path, kind, schema: leaf, description: spec.description });
    const object = node.type === "array" ? (node.items as JsonSchema) : node;
    const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
    for (const field of spec.fields ?? []) {
      const child = properties[field.name];
      if (child) walk(field, child, `${path}.${field.name}`);
    }
  };
  for (const param of row.params) {
    const node = schema[param.name];
    if (node) walk(param, node, param.name);
  }
  const body = row.schemaMode ? bodySchemas[row.schemaMode.bodySchema] : undefined;
  const projectId = (body?.properties as Record<string, JsonSchema> | undefined)?.projectId;
  if (projectId)
    found.push({
      tool: row.name,
      path: "request_body.projectId",
      kind: "projectid",
      schema: projectId,
      description: String(projectId.description ?? ""),
    });
  return found;
}

const xeroParams = () => allTools.filter((row) => row.toolkit === "LedgerApi").flatMap(idParamsOf);
const tasksParams = () => allTools.filter((row) => row.toolkit === "TasksApi").flatMap(idParamsOf);

/** Ids by kind (lower-cased upstream name), each with where it was found. */
type Ids = Map<string, Set<string>>;

function addId(ids: Ids, kind: string, id: string): void {
  const set = ids.get(kind) ?? new Set<string>();
  set.add(id);
  ids.set(kind, set);
}

/** Every `...ID` value in Xero records (and the tenant ids), by kind. */
function xeroIds(records: readonly unknown[]): Ids {
  const ids: Ids = new Map();
  const pending = [...records];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === "string" && /ID$/i.test(key) && value !== "")
          addId(ids, key.toLowerCase(), value);
        else pending.push(value);
      }
    }
  }
  return ids;
}

/** Problems of each id against each parameter that takes its kind. */
function idProblems(params: readonly IdParam[], ids: Ids): string[] {
  const problems: string[] = [];
  for (const param of params) {
    const validate = compiledValidator(param.schema);
    // A description's "24 hex characters" must hold of every id too, the Inbox's included.
    const claim = /(\d+) hex characters/.exec(param.description);
    for (const id of ids.get(param.kind) ?? []) {
      if (!validate(id)) problems.push(`${param.tool} ${param.path} refuses the ${param.kind} ${id}`);
      if (claim && !new RegExp(`^[0-9a-f]{${claim[1]}}$`).test(id))
        problems.push(`${param.tool} ${param.path} says "${claim[0]}" of the ${param.kind} ${id}`);
    }
  }
  return problems;
}

/** TickTick's ids in a store: its projects (the Inbox's own id and its alias too) and their tasks. */
function tasksIds(store: TasksStore): Ids {
  const ids: Ids = new Map();
  const projects = [...store.listProjects().map((project) => project.id), store.inboxId, "inbox"];
  for (const project of projects) {
    addId(ids, "projectid", project);
    for (const task of store.liveTasks(project)) {
      addId(ids, "taskid", task.id);
      addId(ids, "projectid", task.projectId);
    }
  }
  return ids;
}

describe("(c) id parameters take every id the upstream issues", () => {
  it("TickTick: the demo accounts' and new projects' and tasks' ids, the Inbox's included", () => {
    const params = tasksParams();
    expect(new Set(params.map((param) => param.kind))).toEqual(new Set(["projectid", "taskid"]));
    for (const startingState of [
      createStartingState,
      createSecondPersonStartingState,
      () => withLargeProject(createStartingState()),
    ]) {
      const store = new TasksStore(startingState);
      const project = store.createProject({ name: "New" });
      store.createTask({ title: "In the Inbox" });
      store.createTask({ title: "In the new project", projectId: project.id });
      const ids = tasksIds(store);
      expect(ids.get("projectid")).toContain(store.inboxId);
      expect(store.inboxId).toMatch(/^inbox\d+$/);
      expect(idProblems(params, ids)).toEqual([]);
    }
  });

  it("TickTick: a recurring task's completion issues a new id, taken too", () => {
    const store = new TasksStore(createStartingState);
    const before = tasksIds(store).get("taskid")?.size ?? 0;
    store.completeTask(STARTING_DATA.projects.personal, STARTING_DATA.tasks.recurringDaily);
    const ids = tasksIds(store);
    expect(ids.get("taskid")?.size).toBe(before + 1);
    expect(idProblems(tasksParams(), ids)).toEqual([]);
  });

  it("Xero: every id of both demo organisations (and the tenant ids)", () => {
    const organisations = createLedgerStartingData();
    const ids = xeroIds(
      organisations.map((organisation) => [organisation.collections, organisation.organisation]),
    );
    for (const organisation of organisations) addId(ids, "tenant", organisation.tenantId);
    expect(ids.get("tenant")).toContain(LEDGER_STARTING_DATA.primary.tenantId);
    const params = xeroParams();
    // Every id parameter meets ids of its kind in the demo data.
    const untested = params
      .filter((param) => !ids.has(param.kind))
      .map((param) => `${param.tool} ${param.path}`);
    expect(untested.length, untested.join("\n")).toBeLessThan(params.length / 10);
    expect(idProblems(params, ids)).toEqual([]);
  });

  it("refuses what is no id: path tricks, for every TickTick id parameter", () => {
    for (const param of tasksParams()) {
      const validate = compiledValidator(param.schema);
      for (const trick of ["../inbox", "a/b", "a?b", "a#b", "a%2Fb", ".", ""])
        expect(validate(trick), `${param.tool} ${param.path} takes ${trick}`).toBe(false);
    }
  });
});
