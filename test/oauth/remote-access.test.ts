// Remote access end to end, as a real agent client does it: the official MCP TypeScript SDK client
// with its own OAuth support (discovery from the 401, dynamic registration, PKCE) against
// `AUTH=oauth SANDBOX_OAUTH_AUTO_APPROVE=1 npm start`'s stack. The person's browser is a redirect
// follower with a cookie jar: the chain from the client's authorization URL through sign-in and
// both providers' consent back to its redirect URI is plain redirects. Then tools are called for
// the connected accounts, and a second principal is shown to reach only their own.

import { DeleteSecretCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { type OAuthClientProvider, UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  type CallToolResult,
  type ClientCapabilities,
  ErrorCode,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import type { LocalStack } from "../../local/stack";
import { memoryOAuthClient } from "../support/mcp-oauth-client";
import { startOAuthStack } from "../support/oauth-stack";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: true });
});
afterAll(async () => {
  await stack?.close();
});

/** A browser: follows redirects, keeps cookies per origin, stops at the client's redirect URI. */
async function browse(start: URL): Promise<URL> {
  const jar = new Map<string, Map<string, string>>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(REDIRECT)) return url;
    const cookies = jar.get(url.origin) ?? new Map<string, string>();
    const response = await fetch(url, {
      redirect: "manual",
      headers: cookies.size
        ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
        : {},
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
    jar.set(url.origin, cookies);
    const location = response.headers.get("location");
    if (!location)
      throw new Error(`the chain stopped at ${url.href} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

/** The SDK's OAuth provider, as a client app implements it: memory storage, the browser above. */
function clientProvider() {
  let callback: URL | undefined;
  const client = memoryOAuthClient({
    redirectUrl: REDIRECT,
    clientMetadata: {
      client_name: "Remote access test",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
    },
    authorize: async (url) => {
      callback = await browse(url);
    },
  });
  return { provider: client.provider, callback: () => callback, tokens: client.tokens };
}

async function connect(
  provider: OAuthClientProvider,
  handle: { callback: () => URL | undefined },
  capabilities: ClientCapabilities = {},
) {
  const url = new URL(`${stack.url}/mcp`);
  const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
  const client = new Client({ name: "remote-access-test", version: "1.0.0" }, { capabilities });
  await expect(client.connect(first)).rejects.toThrow(UnauthorizedError);
  const code = handle.callback()?.searchParams.get("code");
  if (!code) throw new Error(`no code: ${handle.callback()?.href}`);
  await first.finishAuth(code);
  const connected = new Client({ name: "remote-access-test", version: "1.0.0" }, { capabilities });
  await connected.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return connected;
}

describe("remote access with OAuth", () => {
  it("answers a request without a token with 401 and the resource metadata", async () => {
    const response = await fetch(`${stack.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(401);
    const challenge = response.headers.get("www-authenticate") ?? "";
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain(`resource_metadata="${stack.url}/.well-known/oauth-protected-resource/mcp"`);
    expect((await fetch(`${stack.url}/tools`)).status).toBe(401);
  });

  it("takes the official client from a bare URL to tool calls on the person's own accounts", async () => {
    const handle = clientProvider();
    const client = await connect(handle.provider, handle);
    expect(handle.callback()?.searchParams.get("iss")).toBe(stack.url);
    const { tools } = await client.listTools();
    // The bare URL's list (core mode): the discovery tools and the everyday ones, the tenants first.
    expect(tools.length).toBeLessThanOrEqual(40);
    expect(tools.map((tool) => tool.name)).toContain("LedgerApi_GetConnectedTenants");
    // The client finds its tenant itself: the organisations the person connected in the consent.
    const tenants = (await client.callTool({
      name: "LedgerApi_GetConnectedTenants",
      arguments: {},
    })) as CallToolResult;
    expect(tenants.isError).toBeFalsy();
    const connections = (tenants.structuredContent as { result: { tenantId: string; tenantName: string }[] })
      .result;
    expect(connections.map((connection) => connection.tenantId)).toEqual([
      stack.ledgerSandbox?.tenants.primary,
      stack.ledgerSandbox?.tenants.secondary,
    ]);
    const invoices = (await client.callTool({
      name: "LedgerApi_RetrieveInvoices",
      arguments: { ledger_tenant_id: connections[0]?.tenantId },
    })) as CallToolResult;
    expect(invoices.isError).toBeFalsy();
    expect((invoices.structuredContent as { Invoices: unknown[] }).Invoices.length).toBeGreaterThan(0);
    const projects = (await client.callTool({
      name: "TasksApi_GetUserProjects",
      arguments: {},
    })) as CallToolResult;
    expect(projects.isError).toBeFalsy();
    // The consent stored the person's own token sets, which the calls used (no fixed token is configured).
    const stored = Object.keys(stack.secrets?.secrets ?? {});
    const principal = stored
      .find((name) => name.startsWith("agent-tools/ledger/u-"))
      ?.slice("agent-tools/ledger/".length);
    expect(principal).toMatch(/^u-[a-z2-7]{26}$/);
    expect(stored).toContain(`agent-tools/tasks/${principal}`);
    expect(process.env.LEDGER_API_ACCESS_TOKEN).toBeUndefined();
    await client.close();
  });

  it("refuses a token for another audience on /mcp", async () => {
    const handle = clientProvider();
    const client = await connect(handle.provider, handle);
    await client.close();
    const token = handle.tokens()?.access_token ?? "";
    const tools = await fetch(`${stack.url}/tools/TasksApi.GetUserProjects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(tools.status).toBe(401);
    expect(tools.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("asks a client that takes URL elicitations to send the person to connect a missing account", async () => {
    const plain = clientProvider();
    const withoutElicitation = await connect(plain.provider, plain);
    const asking = clientProvider();
    const withElicitation = await connect(asking.provider, asking, { elicitation: { url: {} } });
    // The person's TickTick connection goes away (as if never made); Xero stays.
    const secrets = stack.secrets;
    if (!secrets) throw new Error("no local Secrets Manager");
    const tasksSecret = Object.keys(secrets.secrets).find((name) => name.startsWith("agent-tools/tasks/u-"));
    await new SecretsManagerClient({ endpoint: secrets.endpoint }).send(
      new DeleteSecretCommand({ SecretId: tasksSecret, ForceDeleteWithoutRecovery: true }),
    );
    resetTokenCaches();

    // Without the capability: the tool error the model reads, with the link in it.
    const failed = (await withoutElicitation.callTool({
      name: "TasksApi_GetUserProjects",
      arguments: {},
    })) as CallToolResult;
    expect(failed.isError).toBe(true);
    const error = (failed.structuredContent as { error: { type: string; details: { connectUrl: string } } })
      .error;
    expect(error.type).toBe("AuthError");
    expect(error.details.connectUrl).toBe(`${stack.url}/account`);

    // With it: MCP's URL elicitation (-32042), naming the same page, for the client to show the person.
    const elicited = await withElicitation.callTool({ name: "TasksApi_GetUserProjects", arguments: {} }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(elicited).toBeInstanceOf(McpError);
    expect((elicited as McpError).code).toBe(ErrorCode.UrlElicitationRequired);
    const [elicitation] = ((elicited as McpError).data as { elicitations: Record<string, string>[] })
      .elicitations;
    expect(elicitation).toMatchObject({ mode: "url", url: `${stack.url}/account` });
    expect(elicitation?.elicitationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(elicitation?.message).toContain("No TickTick account is connected for you yet");
    // The connected toolkit still answers both clients as before.
    const tenants = (await withElicitation.callTool({
      name: "LedgerApi_GetConnectedTenants",
      arguments: {},
    })) as CallToolResult;
    expect(tenants.isError).toBeFalsy();
    await withoutElicitation.close();
    await withElicitation.close();
  });
});
