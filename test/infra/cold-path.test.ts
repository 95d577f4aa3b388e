// What a cold start loads stays small (docs/performance.md): every function is built as it is
// deployed, and what its start loads (the entry and the chunks it imports statically) must stay
// within the budget of START_KIB and hold none of the modules a first call does not need. A built
// family answering its first call, and the mcp function its first tools/list, must not load undici
// (fetch, Headers, Request), 10-20 ms of a cold start. No timings here: those are the bench's.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltFunction, buildFunction } from "../../scripts/build";
import { startFaultServer } from "../support/fault-server";

/** KiB a cold start may load, per function: a little above what it loads today. */
const START_KIB: Record<string, number> = {
  // +4 each (issue 26): the per-call metrics line (lib/runtime/call-metrics.ts and metric.ts's EMF
  // writer, 3.8 KiB), flushed by every call, first included; Powertools Metrics instead measured
  // +17.7 KiB (docs/performance.md, "Metrics").
  // +1 each (issue 24): the executor's branch for file bodies (their decoder is loaded by the first
  // upload only). ledger-write +11 more: its table of tool modules, one loader per tool (about 120
  // bytes each), grew from 19 to 96 tools with the writes beyond the seed.
  // +2 each (issue 26, confirmation before destruction): the middleware and the event's token
  // fields, 1.2 KiB; the signer, the key and the record's read load with the first destructive call.
  // +1 each (issue 26, limits): the policy middleware and the read-only rule, 0.6 KiB minified; the
  // policy reader (lib/policy/enforce.ts, store.ts, the DynamoDB client) loads with the first call.
  // +1 each (issue 27): an OAuth caller's checks (expiry, DPoP proof) are one dynamic import; the
  // start holds only the test that calls it (+0.2-0.7 KiB).
  // +3 each (issue 35, one name per identifier: 2.8 KiB): renaming aliases before validation
  // (lib/catalog/parameter-aliases.ts, lib/runtime/own-names.ts, 1.4 KiB) and "did you mean" for an
  // unknown parameter (lib/runtime/edit-distance.ts and its problem, 1.3 KiB): both on every call's
  // one validation path, which is what makes them hold on every surface.
  // +1 each (issue 35, the rest of it together, 0.1-0.5 KiB over): the executor's branch for a
  // tool whose answer is enriched (GetConnectedTenants' clocks: the zone table and reads are lazy), a
  // write's one-of-two required members (validation's requiredOneOf), the resend rule for a write
  // keyed here and not upstream (a keyed TickTick create), schema mode's "pass it JSON-encoded" hint.
  // +1 each (one authorizeCall, lib/call/authorize.ts: scopes, read-only, the served tools and the
  // policy's loader in one module every entrance shares; 0.1-0.6 KiB over, mostly its refusals' words).
  // +1 each (Custom Connections, 1.0-1.1 KiB): the broker's turn to a Custom Connection (a secret
  // that is no token set, or <P>_CLIENT_ID in the environment), the token endpoint's POST shared by
  // both grants, the executor's message for a second 401, and the names the lazy module imports
  // from the start; the grant, its cache and /connections load with the first such connection.
  // +1 ledger-delete and ledger-files (0.0-0.1 KiB over): one header reader for every entrance
  // (lib/runtime/event-header.ts), which also reads the multi-value map.
  // +1 ledger-reports (code mode, 0.1 KiB): an inner call's `via: "code"` and its run id, read from
  // the event and written to the audit record; the others had the room.
  tasks: 71,
  "ledger-read": 76,
  "ledger-write": 82,
  "ledger-delete": 72,
  "ledger-reports": 70,
  "ledger-files": 73,
  // 114 -> 18 (15.8 KiB): tools/list is answered from the generated JSON of the listed tools
  // (generated/mcp-tools/, lib/mcp/listing/from-generated.ts), loaded by the first request; the rows load
  // with the first call. The start is code only and no longer grows with the catalog (fenced below).
  // 18 -> 19 (issue 28): 18.07 KiB, of which 0.1 KiB hands a plain tools/call the offered names
  // instead of the rows (protocol/endpoint.ts), so the call loads its tool's row alone.
  // 19 -> 23 (issue 28, 22.0 KiB): both protocol generations without the SDK: the 2026-07-28
  // header and envelope checks and result encoding (plain-modern.ts), and the first answers of each
  // (initialize, server/discover: plain-handshake.ts, server-info.ts), which no longer load the SDK.
  // Held at 23 (22.3 KiB) with tasks (their backend's few lines; the store and methods load with a
  // task's first request) and discovery's output schemas (loaded with the first discovery list).
  // 23 -> 24 (issue 35, 23.6 KiB): the instructions that orient (server-info.ts: every preset and
  // mode, the tenant, the organisation's date; 594 -> 1,445 characters, in the first answer), and
  // core mode's routing of a call by its name (discovery/names.ts); the everyday list loads with the
  // first list (listing/core.ts).
  mcp: 24,
  // The task runner (issue 28, 46.4 KiB): invoked asynchronously, so no client waits on its start;
  // it loads the call path (offer.ts, call-tool.ts) the mcp function loads on its first call.
  // 47 -> 48 (issue 35): a long call is judged on its arguments under the row's own names
  // (own-names.ts), and discovery's argument check suggests near names (edit-distance.ts).
  // 48 -> 49 (issue 36, 48.2 KiB): a call that can ask sends the offered tools for the confirmation's
  // read (call-tool.ts), and a tool that can ask lists its `_confirmation` member (listing/render-tools.ts).
  // 49 -> 50 (49.1 KiB): tools/call's refusals come from lib/call/authorize.ts, shared with the families.
  "mcp-tasks": 50,
  // 26 -> 27: the transport it reads its secret with now says whether a request may have been sent.
  // 27 -> 28: the AuthorizerDenials metric line (metric.ts, 0.8 KiB; issue 26).
  // 28 -> 31 (issue 27): key sets with kid, re-read on rotation, challenges with scope and DPoP.
  // 31 -> 32 (30.4 -> 31.4 KiB): ES256 keys, whose public halves the AgentCore Gateway verifies by:
  // the key set's EC entries (checked field by field) and the alg-to-key check; jose's modules are
  // the same ones (ES256 verification is in the jwtVerify it already loaded).
  authorizer: 32,
  // 1,100 -> 6 (issue 27): the metadata documents are answered from the base URL alone; the
  // protocol side (store, keys, clients) and the pages (Express) load with the first request for one.
  // 3.9 -> 4.3 KiB: the JWKS's branch and its loader (the keys load with the first request for it).
  oauth: 6,
  // The Xero webhook receiver (15.1 KiB): the signature check, the delivery's checks, the metric
  // and log lines and the Secrets extension's read; the DynamoDB and EventBridge clients are the
  // runtime's SDK, loaded with the first delivery that has events.
  "xero-webhooks": 16,
  // The invoice-paid reaction (4.4 KiB): the Lambda invoke loads with its first call.
  "xero-invoice-paid": 5,
};

/** Loaded on the first call that needs them, never at start (paths as esbuild names its inputs). */
const NOT_AT_START: Record<string, RegExp[]> = {
  family: [
    /node_modules\/ajv\//, // validators are generated, one module per tool
    /node_modules\/ajv-formats\//,
    /node_modules\/@aws-lambda-powertools\//, // idempotency and SQS batches load on first use
    /^lib\/catalog\/(ledger\/|tasks\.ts|bodies\/)/, // rows come with their tool's module
    /^generated\/tool-modules\/.+\//, // each tool's module and validator (generated/, npm run generate)
    /^lib\/runtime\/validate\.ts$/,
    /^lib\/confirmation\/(?!names\.ts$)/, // the signer and the record's read: the first destructive call
  ],
  // A plain tools/list or tools/call is answered without the SDK (lib/mcp/protocol/plain-request.ts); the
  // rest loads it. The catalog's rows, presets and examples, and the generated list and index, load on first
  // use.
  mcp: [
    /@modelcontextprotocol\/(sdk|server|core|client)\//,
    /node_modules\/zod\//,
    /node_modules\/ajv\//,
    /^lib\/catalog\/(index\.ts|names\.ts|presets\.ts|tasks\.ts|json-schema\.ts|ledger\/|bodies\/|examples\/)/,
    /^generated\//,
  ],
  // The first answer is a metadata document: nothing of the protocol side or the pages.
  oauth: [
    /node_modules\/(express|serverless-http|jose|zod)\//,
    /@aws-sdk\//,
    /^lib\/oauth\/(protocol-server|server|app|store|endpoints\/)/,
    /^lib\/oauth\/(jwks|signing-key)/, // the JWKS's keys: its first request
  ],
};

const FUNCTIONS = readdirSync("functions")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.replace(/\.ts$/, ""));
const FAMILIES = FUNCTIONS.filter((name) => name === "tasks" || name.startsWith("ledger-"));

const built = new Map<string, BuiltFunction>();
beforeAll(async () => {
  for (const name of FUNCTIONS)
    built.set(name, await buildFunction(join("functions", `${name}.ts`), "dist/cold-path"));
}, 180_000);

/** Every source module a built function holds, lazy chunks included (from its source maps). */
function bundledSources(name: string): string[] {
  const dir = join("dist/cold-path", name);
  const maps = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".map"),
  );
  return maps.flatMap(
    (file) => (JSON.parse(readFileSync(join(dir, file), "utf8")) as { sources: string[] }).sources,
  );
}

describe("the MCP SDK in the bundles (issue 28)", () => {
  // The 2.x server (about 460 KiB with its own Ajv) loads with the first request the plain path
  // leaves to it; a client package (its own core and Ajv again) or the 1.x SDK has no place in any.
  it.each(FUNCTIONS)("%s holds no MCP client and no 1.x SDK", (name) => {
    const sources = bundledSources(name);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => /@modelcontextprotocol\/(client|sdk)\//.test(source))).toEqual([]);
  });

  it("mcp holds the 2.x server, outside its start", () => {
    expect(bundledSources("mcp").some((source) => source.includes("@modelcontextprotocol/server/"))).toBe(
      true,
    );
  });
});

describe("the start of every function", () => {
  it("has a budget for every function entry", () => {
    expect(Object.keys(START_KIB).sort()).toEqual([...FUNCTIONS].sort());
  });

  it.each(FUNCTIONS)("%s stays within its budget", (name) => {
    const kib = (built.get(name)?.bytes ?? Number.POSITIVE_INFINITY) / 1024;
    expect(kib, `${name} loads ${kib.toFixed(1)} KiB at start`).toBeLessThanOrEqual(START_KIB[name] ?? 0);
  });

  it.each([...FAMILIES.map((name) => [name, "family"]), ["mcp", "mcp"], ["oauth", "oauth"]])(
    "%s loads nothing at start that its first call does not need",
    (name, kind) => {
      const modules = built.get(name)?.startModules ?? [];
      expect(modules.length).toBeGreaterThan(0);
      const fenced = (NOT_AT_START[kind] ?? []).flatMap((pattern) =>
        modules.filter((module) => pattern.test(module)),
      );
      expect(fenced).toEqual([]);
    },
  );
});

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";
const FIRST_CALLS: Record<string, { tool: string; input: Record<string, unknown> }> = {
  tasks: { tool: "TasksApi.RetrieveProjectWithTasks", input: { project_id: "inbox" } },
  "ledger-read": { tool: "LedgerApi.RetrieveInvoices", input: { ledger_tenant_id: TENANT } },
  "ledger-write": {
    tool: "LedgerApi.CreateInvoiceHistory",
    input: { invoice_id: ID, tenant_identifier: TENANT, history_details: "Chased" },
  },
  "ledger-delete": {
    tool: "LedgerApi.RemoveContactsFromGroup",
    input: { contact_group_id: ID, ledger_tenant_identifier: TENANT },
  },
  "ledger-reports": { tool: "LedgerApi.GetBalanceSheetReport", input: { ledger_tenant_identifier: TENANT } },
  "ledger-files": {
    tool: "LedgerApi.RetrieveInvoiceAttachments",
    input: { invoice_id: ID, tenant_identifier: TENANT },
  },
};

const run = promisify(execFile);
let upstream: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  upstream = await startFaultServer(() => ({
    headers: { "content-type": "application/json" },
    body: '{"Status":"OK"}',
  }));
});
afterAll(() => upstream.close());

/** Node's own modules a first answer has no use for. */
const UNNEEDED_BUILTINS = /undici|stream\/web|perf_hooks/;

/**
 * A resolve hook writing each file the process loads to stderr (`loaded <url>`), registered before
 * the bundle loads. Hooks run on a thread of their own, whose process.stderr is flushed through the
 * main thread and can be lost at exit under load: the line is written to fd 2 synchronously.
 */
const LOAD_HOOK = `data:text/javascript,${encodeURIComponent(
  'import { writeSync } from "node:fs";' +
    "export async function resolve(specifier, context, next) { const resolved = await next(specifier, context);" +
    ' if (resolved.url.startsWith("file:")) writeSync(2, "loaded " + resolved.url + "\\n"); return resolved; }',
)}`;
const REGISTER_LOAD_HOOK = `data:text/javascript,${encodeURIComponent(
  `import { register } from "node:module"; register(${JSON.stringify(LOAD_HOOK)});`,
)}`;

/**
 * The source modules (esbuild's input paths) in the built files, from their source maps. A file
 * without one is a stub re-exporting from index.mjs (scripts/build.ts folds the start into it).
 */
function sourcesOf(files: string[]): string[] {
  return files.flatMap((file) => {
    if (!existsSync(`${file}.map`)) return [];
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[] };
    return map.sources.map((source) => relative(process.cwd(), resolve(dirname(file), source)));
  });
}

/**
 * A new process imports the bundle, answers one event, and says what it answered, which of those
 * builtins loaded, and the bundle's files it loaded (`loaded`).
 */
async function firstAnswer(name: string, event: unknown, extraEnv: NodeJS.ProcessEnv = {}) {
  const bundle = pathToFileURL(built.get(name)?.file ?? "").href;
  const code =
    `const { handler } = await import(${JSON.stringify(bundle)});` +
    `const answer = await handler(${JSON.stringify(event)}, { awsRequestId: "cold", getRemainingTimeInMillis: () => 30000 });` +
    `const unneeded = process.moduleLoadList.filter((name) => ${UNNEEDED_BUILTINS}.test(name));` +
    "process.stdout.write(JSON.stringify({ status: answer.statusCode, unneeded, body: answer.body }));";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: "silent",
    TASKS_API_BASE_URL: upstream.url,
    TASKS_API_ACCESS_TOKEN: "cold-path-token",
    LEDGER_API_BASE_URL: upstream.url,
    LEDGER_API_ACCESS_TOKEN: "cold-path-token",
    FAMILIES: FAMILIES.join(","),
    FAMILY_FUNCTIONS: "{}",
    TOOL_FILTER: "",
    ...extraEnv,
  };
  delete env.NODE_OPTIONS;
  const { stdout, stderr } = await run(
    process.execPath,
    ["--import", REGISTER_LOAD_HOOK, "--input-type=module", "-e", code],
    { env },
  );
  const bundleDir = resolve(dirname(built.get(name)?.file ?? ""));
  const loaded = [
    ...new Set(
      [...stderr.matchAll(/^loaded (file:\S+)$/gm)]
        .map((match) => fileURLToPath(match[1] as string))
        .filter((file) => file.startsWith(bundleDir)),
    ),
  ];
  return { ...(JSON.parse(stdout) as { status: number; unneeded: string[]; body: string }), loaded };
}

describe("a first answer", () => {
  it.each(FAMILIES)(
    "%s answers its first API Gateway call without undici, web streams or perf_hooks",
    async (name) => {
      const call = FIRST_CALLS[name];
      if (!call) throw new Error(`no first call for ${name}`);
      const event = {
        httpMethod: "POST",
        path: `/tools/${call.tool}`,
        pathParameters: { toolName: call.tool },
        headers: { "content-type": "application/json" },
        body: JSON.stringify(call.input),
        requestContext: {},
      };
      expect(await firstAnswer(name, event)).toMatchObject({ status: 200, unneeded: [] });
    },
  );

  // The confirmation's read was looked up among every read row (75 KiB of catalog, ~10 ms): it
  // comes from a table written from the catalog (generated/confirmation/record-reads.generated.ts), and
  // the first answer loads that read's row alone.
  it("ledger-delete's first call, a confirmation, loads its read's row alone, not the catalog", async () => {
    const call = FIRST_CALLS["ledger-delete"];
    if (!call) throw new Error("no first call for ledger-delete");
    const event = {
      httpMethod: "POST",
      path: `/tools/${call.tool}`,
      pathParameters: { toolName: call.tool },
      headers: { "content-type": "application/json" },
      body: JSON.stringify(call.input),
      requestContext: {},
    };
    const answer = await firstAnswer("ledger-delete", event, { CONFIRM_DESTRUCTIVE: "on" });
    expect(answer).toMatchObject({ status: 200, unneeded: [] });
    expect(JSON.parse(answer.body).result).toMatchObject({
      confirmationRequired: true,
      wouldRemove: { readWith: "LedgerApi.RetrieveContactGroup" },
    });
    const sources = sourcesOf(answer.loaded);
    const catalog = sources.filter((source) =>
      /^lib\/catalog\/(index\.ts|names\.ts|reads\.ts|tasks\.ts|ledger\/|bodies\/|examples\/)|^generated\/tool-modules\/mcp-rows\/(?!LedgerApi_RetrieveContactGroup\.)/.test(
        source,
      ),
    );
    expect(catalog).toEqual([]);
    expect(sources).toContain("generated/tool-modules/mcp-rows/LedgerApi_RetrieveContactGroup.generated.ts");
  });

  it("mcp answers its first tools/list without undici, web streams or perf_hooks", async () => {
    const event = {
      httpMethod: "POST",
      path: "/mcp",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      isBase64Encoded: false,
      multiValueQueryStringParameters: null,
    };
    expect(await firstAnswer("mcp", event)).toMatchObject({ status: 200, unneeded: [] });
  });

  // No family function is named here (FAMILY_FUNCTIONS is empty): the answer to a call of a known
  // tool is the tool error saying so, reached after its row is found, without a Lambda invoke.
  const toolsCall = (name: string) => ({
    httpMethod: "POST",
    path: "/mcp",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: {} } }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: null,
  });

  it("mcp answers its first tools/call without the MCP SDK's transport (which needs undici)", async () => {
    const answer = await firstAnswer("mcp", toolsCall("TasksApi_GetUserProjects"));
    expect(answer).toMatchObject({ status: 200, unneeded: [] });
    expect(JSON.parse(answer.body).result).toMatchObject({
      isError: true,
      structuredContent: { error: { type: "Forbidden" } },
    });
  });

  // The catalog's rows were 149 KiB (and ~26 ms) of the first tools/call, loaded to find one row
  // (issue 28): the call loads its tool's module alone (lib/mcp/calling/row-lookup.ts).
  it("mcp's first tools/call of a known tool loads that tool's row alone, not the catalog", async () => {
    const answer = await firstAnswer("mcp", toolsCall("LedgerApi_RetrieveInvoices"));
    expect(JSON.parse(answer.body).result).toMatchObject({
      structuredContent: { error: { type: "Forbidden" } },
    });
    const sources = sourcesOf(answer.loaded);
    const catalog = sources.filter((source) =>
      /^lib\/catalog\/(index\.ts|names\.ts|reads\.ts|tasks\.ts|ledger\/|bodies\/|examples\/)|^generated\/tool-modules\/mcp-rows\/(?!LedgerApi_RetrieveInvoices\.)/.test(
        source,
      ),
    );
    expect(catalog).toEqual([]);
    expect(sources).toContain("generated/tool-modules/mcp-rows/LedgerApi_RetrieveInvoices.generated.ts");
  });
});
