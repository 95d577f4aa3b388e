// The validators generated ahead of time (lib/runtime/validators/, scripts/validators.ts): each file
// is what the generator writes from today's rows, each validator reports exactly the errors ajv
// compiling the same schema at run time reports, and a ValidatorSource loads a generated validator
// once, falls back to run-time compilation for a row without one, and tries a failed load again.
import { readFileSync } from "node:fs";
import type { ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { bodySchemas } from "../../lib/catalog/bodies/index";
import { allTools, findTool } from "../../lib/catalog/index";
import { validationSchema } from "../../lib/catalog/json-schema";
import type { JsonSchema, ToolRow } from "../../lib/catalog/types";
import { compiledValidator, runTimeValidators } from "../../lib/runtime/validate";
import { ledgerDeleteValidators } from "../../lib/runtime/validators/ledger-delete.generated";
import { ledgerFilesValidators } from "../../lib/runtime/validators/ledger-files.generated";
import { ledgerReadValidators } from "../../lib/runtime/validators/ledger-read.generated";
import { ledgerReportsValidators } from "../../lib/runtime/validators/ledger-reports.generated";
import { ledgerWriteValidators } from "../../lib/runtime/validators/ledger-write.generated";
import { type ValidatorTable, validatorSource } from "../../lib/runtime/validators/source";
import { tasksValidators } from "../../lib/runtime/validators/tasks.generated";
import { generatedFilesOnDisk, validatorFiles } from "../../scripts/validators";

const TABLES: Record<string, ValidatorTable> = {
  tasks: tasksValidators,
  "ledger-read": ledgerReadValidators,
  "ledger-write": ledgerWriteValidators,
  "ledger-delete": ledgerDeleteValidators,
  "ledger-reports": ledgerReportsValidators,
  "ledger-files": ledgerFilesValidators,
};

describe("the generated validators", () => {
  it("are what scripts/validators.ts writes from the rows (regenerate with npm run docs)", () => {
    const files = validatorFiles();
    expect(generatedFilesOnDisk()).toEqual([...files.keys()].sort());
    for (const [file, source] of files) expect(readFileSync(file, "utf8"), file).toBe(source);
  });

  it("cover every row of each family, and each schema-mode row's body", () => {
    for (const row of allTools) {
      const table = TABLES[row.family];
      expect(table?.parameters[row.name], row.name).toBeTypeOf("function");
      if (row.schemaMode) expect(table?.bodies[row.schemaMode.bodySchema], row.name).toBeTypeOf("function");
    }
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

async function sameAsRunTime(
  table: ValidatorTable,
  key: "parameters" | "bodies",
  name: string,
  schema: JsonSchema,
) {
  const loader = table[key][name];
  if (!loader) throw new Error(`no generated validator for ${name}`);
  const generated = (await loader()).validate as ValidateFunction;
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
    await sameAsRunTime(TABLES[row.family] as ValidatorTable, "parameters", row.name, validationSchema(row));
  });

  it.each(Object.keys(bodySchemas))("body schema %s", async (name) => {
    const table = Object.values(TABLES).find((candidate) => candidate.bodies[name]) as ValidatorTable;
    await sameAsRunTime(table, "bodies", name, bodySchemas[name] as JsonSchema);
  });
});

describe("validatorSource", () => {
  const row = findTool("TasksApi.GetUserProjects") as ToolRow;
  const schema = validationSchema(row);

  it("loads a generated validator once, then answers at once", async () => {
    let loads = 0;
    const validate = compiledValidator(schema);
    const source = validatorSource({
      parameters: {
        [row.name]: async () => {
          loads++;
          return { validate };
        },
      },
      bodies: {},
    });
    const first = source.parameters(row, schema);
    expect(first).toBeInstanceOf(Promise);
    expect(source.parameters(row, schema)).toBe(first); // concurrent first calls share the load
    expect(await first).toBe(validate);
    expect(source.parameters(row, schema)).toBe(validate);
    expect(loads).toBe(1);
  });

  it("compiles at run time what the table lacks, bodies included", async () => {
    const source = validatorSource();
    expect(await source.parameters(row, schema)).toBe(compiledValidator(schema));
    const body = bodySchemas.TickTickTaskCreate as JsonSchema;
    expect(await source.body("TickTickTaskCreate", body)).toBe(compiledValidator(body));
  });

  it("runTimeValidators compiles at once, for parameters and bodies alike", () => {
    const body = bodySchemas.XeroSetup as JsonSchema;
    expect(runTimeValidators.parameters(row, schema)).toBe(compiledValidator(schema));
    expect(runTimeValidators.body("XeroSetup", body)).toBe(compiledValidator(body));
  });

  it("tries a failed load again on the next call", async () => {
    let attempts = 0;
    const source = validatorSource({
      parameters: {},
      bodies: {
        Flaky: async () => {
          attempts++;
          if (attempts === 1) throw new Error("chunk missing");
          return { validate: compiledValidator(schema) };
        },
      },
    });
    await expect(source.body("Flaky", schema)).rejects.toThrow("chunk missing");
    expect(await source.body("Flaky", schema)).toBe(compiledValidator(schema));
    expect(attempts).toBe(2);
  });
});
