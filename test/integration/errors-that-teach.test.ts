// Issue 21, "Errors that teach", through the real ledger-read entry (functions/ledger-read.ts: its
// generated tool modules) with API Gateway events: either name form on POST /tools/{toolName}, an
// unknown name answered with the nearest real names, and a method other than POST answered 405 with
// `Allow: POST`. The upstream is a scripted server that records what reached it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/ledger-read";
import { lambdaContext } from "../../local/lambda-context";
import { startFaultServer } from "../support/fault-server";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";

let upstream: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  upstream = await startFaultServer(() => ({ body: '{"Invoices":[]}' }));
  Object.assign(process.env, { LEDGER_API_BASE_URL: upstream.url, LEDGER_API_ACCESS_TOKEN: "teach-token" });
  delete process.env.LEDGER_TOKEN_SECRET_ID;
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
});

/** What API Gateway's proxy integration sends for `<method> /tools/<segment>`. */
function apiGatewayEvent(segment: string, body: unknown, method = "POST") {
  return {
    resource: `/tools/${segment}`,
    path: `/tools/${segment}`,
    httpMethod: method,
    headers: { "content-type": "application/json" },
    pathParameters: null,
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {},
  };
}

async function send(event: unknown) {
  const answer = (await handler(event, lambdaContext("teach-test"))) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { ...answer, json: JSON.parse(answer.body) };
}

describe("POST /tools/{toolName} takes both name forms", () => {
  it("LedgerApi_RetrieveInvoices works like LedgerApi.RetrieveInvoices; the answer names the catalog name", async () => {
    const dotted = await send(apiGatewayEvent("LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT }));
    const client = await send(apiGatewayEvent("LedgerApi_RetrieveInvoices", { ledger_tenant_id: TENANT }));
    expect(dotted).toMatchObject({
      statusCode: 200,
      json: { tool: "LedgerApi.RetrieveInvoices", result: { Invoices: [] } },
    });
    expect(client).toMatchObject({
      statusCode: 200,
      json: { tool: "LedgerApi.RetrieveInvoices", result: { Invoices: [] } },
    });
    expect(upstream.requests.map((request) => request.url)).toEqual(["/Invoices", "/Invoices"]);
  });

  it("the client form is validated as the tool itself, named by its catalog name", async () => {
    const answer = await send(apiGatewayEvent("LedgerApi_RetrieveInvoices", {}));
    expect(answer.statusCode).toBe(400);
    expect(answer.json.error.message).toMatch(
      /^Invalid parameters for LedgerApi\.RetrieveInvoices: ledger_tenant_id: /,
    );
    expect(upstream.requests).toEqual([]);
  });
});

describe("an unknown tool suggests the nearest names", () => {
  it("LedgerApi.RetrieveInvoice: Did you mean LedgerApi.RetrieveInvoices?", async () => {
    const answer = await send(apiGatewayEvent("LedgerApi.RetrieveInvoice", { ledger_tenant_id: TENANT }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json).toEqual({
      error: {
        type: "ValidationError",
        message:
          'Unknown tool "LedgerApi.RetrieveInvoice". Did you mean LedgerApi.RetrieveInvoices? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
        retryable: false,
        details: {
          problems: [{ parameter: "tool", message: "no tool of that name" }],
          suggestions: ["LedgerApi.RetrieveInvoices"],
        },
      },
    });
    expect(upstream.requests).toEqual([]);
  });

  it("in the client form, the suggestions come in the client form", async () => {
    const answer = await send(apiGatewayEvent("LedgerApi_RetrieveInvoice", {}));
    expect(answer.json.error.message).toBe(
      'Unknown tool "LedgerApi_RetrieveInvoice". Did you mean LedgerApi_RetrieveInvoices? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
  });

  it("up to three, case-insensitively, without the prefix", async () => {
    const answer = await send(apiGatewayEvent("ledgerapi.getrepeatinginvoicez", {}));
    expect(answer.json.error.message).toBe(
      'Unknown tool "ledgerapi.getrepeatinginvoicez". Did you mean LedgerApi.GetRepeatingInvoices or LedgerApi.GetRepeatingInvoice? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
  });

  it("a near name of another family is a real tool name, said to be served by its function", async () => {
    const answer = await send(apiGatewayEvent("LedgerApi.CreateInvoiceHistry", {}));
    expect(answer.json.error.message).toBe(
      'Unknown tool "LedgerApi.CreateInvoiceHistry". Did you mean LedgerApi.CreateInvoiceHistory? LedgerApi.CreateInvoiceHistory is served by the ledger-write function. Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
  });

  it("nothing close enough: no suggestion", async () => {
    const answer = await send(apiGatewayEvent("LedgerApi.BookAFlight", {}));
    expect(answer.json.error).toEqual({
      type: "ValidationError",
      message:
        'Unknown tool "LedgerApi.BookAFlight". Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
      retryable: false,
      details: { problems: [{ parameter: "tool", message: "no tool of that name" }] },
    });
  });

  it("a direct invoke gets the same suggestion, thrown with the error type as its name", async () => {
    await expect(
      handler({ tool: "LedgerApi.RetrieveInvoice", input: {} }, lambdaContext("teach-test")),
    ).rejects.toMatchObject({
      name: "ValidationError",
      message:
        'Unknown tool "LedgerApi.RetrieveInvoice". Did you mean LedgerApi.RetrieveInvoices? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    });
  });
});

describe("a method other than POST", () => {
  it.each(["GET", "PUT", "DELETE"])(
    "%s is a 405 with Allow: POST and the usual error body",
    async (method) => {
      const answer = await send(apiGatewayEvent("LedgerApi.RetrieveInvoices", undefined, method));
      expect(answer.statusCode).toBe(405);
      expect(answer.headers).toEqual({ "content-type": "application/json", allow: "POST" });
      expect(answer.json).toEqual({
        error: {
          type: "ValidationError",
          message: `${method} is not allowed here: use POST /tools/LedgerApi.RetrieveInvoices with a JSON object of parameters.`,
          retryable: false,
        },
      });
      expect(upstream.requests).toEqual([]);
    },
  );
});
