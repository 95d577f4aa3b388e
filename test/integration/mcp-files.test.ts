// Files over MCP above the embedding ceiling, and answers a family function had to store: links a
// client follows to the same bytes, served by the in-process S3 of the local stack (local/s3.ts,
// checking the presigned signature) through the real S3 client and presigner.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import { toolResult } from "../../lib/mcp/calling/answer";
import { deploymentBudget } from "../../lib/mcp/calling/budget";
import { StoredResult } from "../../lib/mcp/calling/invoker";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";

let stack: LocalStack;
let saved: NodeJS.ProcessEnv;
let client: Client;

beforeAll(async () => {
  saved = { ...process.env };
  // Embed nothing above 100 bytes: every PDF of the sandbox is linked.
  process.env.MCP_INLINE_FILE_BYTES = "100";
  process.env.LOG_LEVEL = "silent";
  delete process.env.RESULTS_BUCKET;
  stack = await startLocalStack({ port: 0 });
  client = new Client({ name: "files-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await stack?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe("a file above the embedding ceiling", () => {
  it("is a resource_link whose URL serves the upstream's bytes, with type, name and size", async () => {
    const args = {
      invoice_id: Object.values(LEDGER_STARTING_DATA.primary.invoices)[0],
      tenant_identifier: LEDGER_STARTING_DATA.primary.tenantId,
    };
    const result = (await client.callTool({
      name: "LedgerApi_RetrieveInvoicePdf",
      arguments: args,
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const [text, link] = result.content as [
      { type: string; text: string },
      { type: string; uri: string; mimeType: string; size: number; name: string },
    ];
    expect(text.text).toMatch(
      /^LedgerApi_RetrieveInvoicePdf returned the file .*download it from the link until /,
    );
    expect(link.type).toBe("resource_link");
    expect(link.mimeType).toBe("application/pdf");
    const response = await fetch(link.uri);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(link.size);
    const http = await fetch(`${stack.url}/tools/LedgerApi.RetrieveInvoicePdf`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(args),
    });
    const { result: file } = (await http.json()) as { result: { data: string } };
    expect(bytes.equals(Buffer.from(file.data, "base64"))).toBe(true);
    // A link with a tampered signature is refused by the S3 peer.
    expect(
      (await fetch(link.uri.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${"0".repeat(64)}`)))
        .status,
    ).toBe(403);
    expect(result.structuredContent).toMatchObject({
      contentType: "application/pdf",
      size: bytes.length,
      url: link.uri,
    });
    expect(JSON.stringify(result.structuredContent)).not.toContain("JVBERi0"); // no base64 %PDF-
  });
});

describe("an answer the family stored (over Lambda's 6 MB)", () => {
  it("reaches the model as a link with its size, records and the filters that narrow it", async () => {
    const row = findTool("LedgerApi.GetItems");
    if (!row) throw new Error("GetItems is not in the catalog");
    const location = {
      url: "https://results.example/stored?X-Amz-Signature=abc",
      expiresAt: "2026-11-25T12:15:00.000Z",
      bytes: 7_340_032,
      contentType: "application/json",
      records: 41_000,
    };
    const result = await toolResult(row, new StoredResult(location), {
      calledAs: "LedgerApi_GetItems",
      input: { ledger_tenant_id: LEDGER_STARTING_DATA.primary.tenantId },
      budget: deploymentBudget({}),
    });
    const [text, link] = result.content as unknown as [
      { text: string },
      { type: string; uri: string; size: number },
    ];
    expect(text.text).toBe(
      "The answer of LedgerApi_GetItems is 7,340,032 bytes (41,000 records), too large to return here; it is stored " +
        "at the link below until 2026-11-25T12:15:00.000Z. Narrow it with filter_criteria, modified_since_timestamp.",
    );
    expect(link).toMatchObject({ type: "resource_link", uri: location.url, size: location.bytes });
    expect(result.structuredContent).toMatchObject({
      _partial: { shown: 0, of: 41_000, narrowWith: ["filter_criteria", "modified_since_timestamp"] },
      resultLocation: location,
    });
  });
});
