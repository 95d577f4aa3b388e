// Every sandbox answer satisfies its tool's outputSchema: each tool's worked examples
// (lib/catalog/examples/) called through the local stack's /mcp with the official client (which
// validates structuredContent against the listed schema itself, and refuses a mismatch) and checked
// again here with Ajv2020, the dialect MCP defaults to; a destructive tool's confirmation and its
// confirmed repeat; a tool error; the result budget's partial answers on an organisation of real size
// (SANDBOX_SCALE=large); every file tool's answer embedded, linked and stored, and every JSON tool's
// stored answer (over Lambda's 6 MB).
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { allTools, findTool } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { toolResult } from "../../lib/mcp/calling/answer";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { StoredResult } from "../../lib/mcp/calling/invoker";
import type { PartialAnswer } from "../../lib/results/fit";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { EXAMPLE_CASES, useExampleStack } from "../support/mcp-example-stack";

const ajv = new Ajv2020({ strict: false, allErrors: true });
const TENANT = LEDGER_STARTING_DATA.primary.tenantId;

/** The answer's structuredContent against the tool's listed schema: the errors, none when it conforms. */
function problems(schemas: Map<string, Tool["outputSchema"]>, name: string, answer: CallToolResult): string {
  const schema = schemas.get(name);
  if (!schema) return `${name} has no outputSchema`;
  return ajv.validate(schema, answer.structuredContent) ? "" : ajv.errorsText(ajv.errors);
}

describe("every worked example's answer over MCP", () => {
  // Destructive tools answer a confirmation first (vitest.config.ts turns it off for other tests).
  const { state, call, reset } = useExampleStack({ CONFIRM_DESTRUCTIVE: "on" });

  it("lists an outputSchema on every tool", () => {
    expect(state.schemas.size).toBe(allTools.length);
    for (const row of allTools) expect(state.schemas.get(clientNameOf(row))?.type).toBe("object");
  });

  it.each(EXAMPLE_CASES.map((example) => [example.name, example.summary, example.input] as const))(
    "%s (%s) satisfies the tool's schema",
    async (name, _summary, input) => {
      reset();
      const row = findTool(name);
      if (!row) throw new Error(`no tool ${name}`);
      const client = clientNameOf(row);
      let answer = await call(client, { ...input });
      expect(answer.isError, JSON.stringify(answer.structuredContent)).toBeFalsy();
      expect(problems(state.schemas, client, answer)).toBe("");
      const confirmation = answer.structuredContent as {
        confirmationRequired?: true;
        confirmationToken?: string;
      };
      // Only a tool that can lose something asks, and a removal always does; whether an update's
      // example asks depends on what it sets (lib/catalog/confirmation-rules.ts).
      if (!row.confirm) expect(confirmation.confirmationRequired).toBeUndefined();
      if (row.confirm?.always) expect(confirmation.confirmationRequired).toBe(true);
      if (confirmation.confirmationRequired) {
        answer = await call(client, { ...input, _confirmation: confirmation.confirmationToken });
        expect(answer.isError, JSON.stringify(answer.structuredContent)).toBeFalsy();
        expect(problems(state.schemas, client, answer)).toBe("");
      }
    },
    30_000,
  );

  it("a tool error satisfies it too (SDK 1.x clients validate an error's structuredContent)", async () => {
    const answer = await call("LedgerApi_GetInvoiceDetails", {
      invoice_identifier: "00000000-0000-4000-8000-000000000000",
      ledger_tenant_id: TENANT,
    });
    expect(answer.isError).toBe(true);
    expect(answer.structuredContent).toMatchObject({ error: { type: "NotFound" } });
    expect(problems(state.schemas, "LedgerApi_GetInvoiceDetails", answer)).toBe("");
  });

  it("refuses an answer that is not the tool's: the official client rejects it", async () => {
    const { AjvJsonSchemaValidator } = await import("@modelcontextprotocol/sdk/validation/ajv");
    const validate = new AjvJsonSchemaValidator().getValidator(
      state.schemas.get("LedgerApi_RetrieveInvoices") as Record<string, unknown>,
    );
    const answer = await call("LedgerApi_RetrieveInvoices", { ledger_tenant_id: TENANT });
    const { Invoices, ...withoutCollection } = answer.structuredContent as { Invoices: unknown[] };
    expect(validate(answer.structuredContent).valid).toBe(true);
    expect(validate(withoutCollection).valid).toBe(false);
    expect(validate({ ...withoutCollection, Invoices: Invoices[0] }).valid).toBe(false);
  });

  it("every file tool's answer embedded, linked and stored, and every JSON tool's stored answer", async () => {
    const pdf = {
      contentType: "application/pdf",
      fileName: "INV-0001.pdf",
      size: 2_048,
      data: Buffer.alloc(2_048, 37).toString("base64"),
      encoding: "base64" as const,
    };
    const location = {
      url: "https://results.example/stored?X-Amz-Signature=abc",
      expiresAt: "2026-11-25T12:15:00.000Z",
      bytes: 7_340_032,
      contentType: "application/json",
      records: 41_000,
    };
    const embedded = deploymentBudget({});
    // RESULTS_BUCKET is the local stack's S3: a file over the ceiling is stored there and linked.
    const linked = { ...embedded, inlineFileBytes: 0 };
    for (const row of allTools) {
      const name = clientNameOf(row);
      const context = { calledAs: name, input: { tenant_identifier: TENANT }, budget: embedded };
      const answers =
        row.result === "file"
          ? [
              await toolResult(row, { ...pdf }, context),
              await toolResult(row, { ...pdf }, { ...context, budget: linked }),
              await toolResult(
                row,
                new StoredResult({ ...location, contentType: "application/pdf" }),
                context,
              ),
            ]
          : [await toolResult(row, new StoredResult(location), context)];
      for (const answer of answers) expect(problems(state.schemas, name, answer), name).toBe("");
      if (row.result === "file") expect(answers[1]?.structuredContent).toHaveProperty("url");
    }
  }, 60_000);

  it("an answer with no records that is over the budget, summarised whole", async () => {
    const row = findTool("LedgerApi.RetrieveInvoices");
    if (!row) throw new Error("RetrieveInvoices is not in the catalog");
    const answer = await toolResult(
      row,
      { Id: "x", Status: "OK", Invoices: [], Note: "n".repeat(10_000) },
      {
        calledAs: "LedgerApi_RetrieveInvoices",
        input: {},
        budget: { ...deploymentBudget({}), chars: 2_500 },
      },
    );
    expect(answer.structuredContent).toMatchObject({ _partial: { summarised: true } });
    expect(answer.structuredContent).not.toHaveProperty("Invoices");
    expect(problems(state.schemas, "LedgerApi_RetrieveInvoices", answer)).toBe("");
  });
});

describe("partial answers on an organisation of real size", () => {
  const { state, call } = useExampleStack({ SANDBOX_SCALE: "large" });
  const projectId = "5eed00000000000000000a04";

  it.each([
    ["LedgerApi_RetrieveInvoices", { ledger_tenant_id: TENANT }],
    ["LedgerApi_FetchAllLedgerContacts", { tenant_identifier: TENANT }],
    ["LedgerApi_Retrieve1099Reports", { ledger_tenant_identifier: TENANT }],
    ["TasksApi_RetrieveProjectWithTasks", { project_id: projectId }],
  ] as const)(
    "%s: the budget's partial answer satisfies the schema",
    async (name, input) => {
      const answer = await call(name, { ...input });
      expect(answer.isError, JSON.stringify(answer.structuredContent).slice(0, 500)).toBeFalsy();
      const partial = (answer.structuredContent as { _partial?: PartialAnswer })._partial;
      expect(partial?.note).toMatch(/^(Partial answer|Page 1)/);
      expect(problems(state.schemas, name, answer)).toBe("");
    },
    60_000,
  );
});
