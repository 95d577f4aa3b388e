// The tool modules generated ahead of time (generated/tool-modules/, git-ignored, written by
// scripts/tool-modules.ts through `npm run generate`, which `npm test` runs first): the functions
// import these very files, and each is what the generator writes from today's rows, each distinct
// validator is written once, each module's row and body schema are
// the catalog's, each validator reports exactly the errors ajv compiling the same schema at run time
// reports; and ServedTools load a module once, compile on demand for rows handed over as rows, and
// try a failed load again.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ledgerDeleteModules } from "../../generated/tool-modules/ledger-delete.generated";
import { ledgerFilesModules } from "../../generated/tool-modules/ledger-files.generated";
import { ledgerReadModules } from "../../generated/tool-modules/ledger-read.generated";
import { ledgerReportsModules } from "../../generated/tool-modules/ledger-reports.generated";
import { ledgerWriteModules } from "../../generated/tool-modules/ledger-write.generated";
import { tasksModules } from "../../generated/tool-modules/tasks.generated";
import { bodySchemas } from "../../lib/catalog/bodies/index";
import { allTools, findTool } from "../../lib/catalog/index";
import { validationSchema } from "../../lib/catalog/json-schema";
import type { JsonSchema, ToolRow } from "../../lib/catalog/types";
import {
  type BodyModule,
  compiledOnDemand,
  generatedTools,
  type ToolModule,
  type ToolModuleTable,
} from "../../lib/runtime/tool-modules/served-tools";
import { compiledTools, compiledValidator } from "../../lib/runtime/validate";
import { generatedFilesOnDisk, TOOL_MODULES_DIR, toolModuleFiles } from "../../scripts/tool-modules";

const TABLES: Record<string, ToolModuleTable> = {
  tasks: tasksModules,
  "ledger-read": ledgerReadModules,
  "ledger-write": ledgerWriteModules,
  "ledger-delete": ledgerDeleteModules,
  "ledger-reports": ledgerReportsModules,
  "ledger-files": ledgerFilesModules,
};

const toolModule = async (row: ToolRow) => {
  const table = TABLES[row.family] as ToolModuleTable;
  return (await (table.tools[row.name] as () => Promise<ToolModule>)()) as ToolModule;
};

const bodyModule = async (name: string) => {
  const table = Object.values(TABLES).find((candidate) => candidate.bodies[name]) as ToolModuleTable;
  return (await (table.bodies[name] as () => Promise<BodyModule>)()) as BodyModule;
};

describe("the generated tool modules", () => {
  it("are what scripts/tool-modules.ts writes from the rows (regenerate with npm run generate -- --force)", () => {
    const files = toolModuleFiles();
    expect(generatedFilesOnDisk()).toEqual([...files.keys()].sort());
    for (const [file, source] of files) expect(readFileSync(file, "utf8"), file).toBe(source);
  });

  it("write each distinct validator once, which every module with that code re-exports", () => {
    const files = toolModuleFiles();
    const validators = [...files.keys()].filter((file) => file.includes("/validators/"));
    const code = validators.map((file) => (files.get(file) ?? "").replace(/^\/\/.*\n/gm, ""));
    expect(new Set(code).size).toBe(validators.length);
    const used = new Set<string>();
    for (const [file, source] of files) {
      if (file.includes("/validators/") || !/\/(bodies|tasks|ledger-[a-z]+)\//.test(file)) continue;
      const from = /^export \{ validate \} from "\.\.\/validators\/(\w+)\.generated";$/m.exec(source)?.[1];
      expect(from, file).toBeDefined();
      used.add(join(TOOL_MODULES_DIR, "validators", `${from}.generated.ts`));
    }
    expect([...used].sort()).toEqual([...validators].sort());
    expect(validators.length).toBeLessThan(allTools.length + Object.keys(bodySchemas).length);
  });

  it("list every row of each family, its writers, and each schema-mode row's body", () => {
    for (const [family, table] of Object.entries(TABLES)) {
      const rows = allTools.filter((row) => row.family === family);
      expect(Object.keys(table.tools)).toEqual(rows.map((row) => row.name));
      expect(table.writers).toEqual(rows.filter((row) => !row.flags.readOnly).map((row) => row.name));
      const bodies = rows.flatMap((row) => (row.schemaMode ? [row.schemaMode.bodySchema] : []));
      expect(Object.keys(table.bodies)).toEqual([...new Set(bodies)]);
    }
  });

  it.each(allTools.map((row) => [row.name, row] as const))("%s: holds the catalog's row", async (_n, row) => {
    expect((await toolModule(row)).row).toStrictEqual(row);
  });

  it.each(Object.keys(bodySchemas))("body %s: holds the catalog's schema", async (name) => {
    expect((await bodyModule(name)).schema).toStrictEqual(bodySchemas[name]);
  });
});

/** Values that break each kind of rule: types, bounds, formats, patterns, lengths, Unicode. */
const PROBES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  "",
  "x",
  "../x",
  "a,b",
  "2026-02-30",
  "2026-01-31",
  "2026-01-31T09:00:00Z",
  "2026-01-31T25:00:00Z",
  "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f",
  "urn:uuid:7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f",
  "😀".repeat(300),
  "\ud800",
  [],
  ["x", 1],
  {},
  { unknown: 1 },
];

function inputsFor(schema: JsonSchema): unknown[] {
  const names = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  return [
    {},
    [],
    "text",
    { unknown_parameter: 1 },
    { mode: "execute" },
    ...names.flatMap((name) => PROBES.map((probe) => ({ [name]: probe }))),
  ];
}

function sameAsRunTime(generated: ToolModule["validate"], schema: JsonSchema, name: string) {
  const compiled = compiledValidator(schema);
  for (const input of inputsFor(schema)) {
    const verdict = generated(input);
    const errors = structuredClone(generated.errors);
    expect(verdict, `${name} ${JSON.stringify(input)}`).toBe(compiled(input));
    expect(errors, `${name} ${JSON.stringify(input)}`).toEqual(compiled.errors);
  }
}

describe("each generated validator reports what ajv compiled at run time reports", () => {
  it.each(allTools.map((row) => [row.name, row] as const))("%s", async (_name, row: ToolRow) => {
    sameAsRunTime((await toolModule(row)).validate, validationSchema(row), row.name);
  });

  it.each(Object.keys(bodySchemas))("body schema %s", async (name) => {
    sameAsRunTime((await bodyModule(name)).validate, bodySchemas[name] as JsonSchema, name);
  });
});

describe("ServedTools", () => {
  const row = findTool("TasksApi.CreateTaskTasks") as ToolRow;

  it("generated: answers `serves` and `writer` from the table, loads a module once, then at once", async () => {
    let loads = 0;
    const module = { row, validate: compiledValidator(validationSchema(row)) };
    const tools = generatedTools({
      tools: {
        [row.name]: async () => {
          loads++;
          return module;
        },
      },
      writers: [row.name],
      bodies: {},
    });
    expect([tools.serves(row.name), tools.serves("TasksApi.Nope"), tools.serves("toString")]).toEqual([
      true,
      false,
      false,
    ]);
    expect(tools.writer).toBe(row.name);
    const first = tools.tool(row.name);
    expect(first).toBeInstanceOf(Promise);
    expect(tools.tool(row.name)).toBe(first); // concurrent first calls share the load
    expect(await first).toBe(module);
    expect(tools.tool(row.name)).toBe(module);
    expect(loads).toBe(1);
    await expect(tools.body("TickTickTaskCreate")).rejects.toThrow(
      /no generated module for TickTickTaskCreate/,
    );
  });

  it("generated: tries a failed load again on the next call", async () => {
    let attempts = 0;
    const tools = generatedTools({
      tools: {},
      writers: [],
      bodies: {
        Flaky: async () => {
          attempts++;
          if (attempts === 1) throw new Error("chunk missing");
          return { schema: {}, validate: compiledValidator({}) };
        },
      },
    });
    await expect(tools.body("Flaky")).rejects.toThrow("chunk missing");
    expect((await tools.body("Flaky")).schema).toEqual({});
    expect(attempts).toBe(2);
  });

  it("rows compiled on demand: the row at hand, ajv loaded on the first call, bodies from the catalog", async () => {
    const tools = compiledOnDemand([row]);
    expect([tools.serves(row.name), tools.writer]).toEqual([true, row.name]);
    const loaded = await tools.tool(row.name);
    expect(loaded.row).toBe(row);
    expect(loaded.validate).toBe(compiledValidator(validationSchema(row)));
    const body = await tools.body("TickTickTaskCreate");
    expect(body.schema).toBe(bodySchemas.TickTickTaskCreate);
    expect(compiledOnDemand().writer).toBeUndefined();
  });

  it("rows compiled at once (validateInput's): synchronous", () => {
    const tools = compiledTools([row]);
    expect(tools.writer).toBe(row.name);
    expect((tools.tool(row.name) as ToolModule).row).toBe(row);
    expect((tools.body("XeroSetup") as BodyModule).schema).toBe(bodySchemas.XeroSetup);
  });
});
