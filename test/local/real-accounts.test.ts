// Your own accounts locally (docs/local.md), end to end against the sandboxes' provider-shaped
// OAuth endpoints (docs/sandbox-oauth.md): the connect flow signs in at "TickTick" and "Xero" with
// the authorization code flow (PKCE for Xero) on a loopback redirect, the browser being an HTTP
// client that follows the redirects (the sandboxes auto-approve); the token sets land in the
// encrypted token file; the stdio entry with LOCAL_ACCOUNTS=real calls the tools with them, and an
// expired Xero set is refreshed at the token endpoint and written back to the file.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAccount } from "../../local/connect-flow";
import { localSecretId } from "../../local/real-accounts";
import { type LedgerSandbox, SANDBOX_XERO_APP, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { SANDBOX_TICKTICK_APP, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { TokenFile, tokenFileLocation } from "../../local/token-file";
import { useStdioClients } from "./stdio-client";

const launch = useStdioClients();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The browser: follows the authorization URL's redirects to the loopback callback. */
async function browse(url: string): Promise<void> {
  await fetch(url, { redirect: "follow" });
}

let tasks: TasksSandbox;
let ledger: LedgerSandbox;
let folder: string;
let env: Record<string, string>;
const autoApprove = process.env.SANDBOX_OAUTH_AUTO_APPROVE;

beforeAll(async () => {
  process.env.SANDBOX_OAUTH_AUTO_APPROVE = "1"; // read per request by the sandboxes in this process
  [tasks, ledger] = await Promise.all([startTasksSandbox(), startLedgerSandbox()]);
  folder = await mkdtemp(join(tmpdir(), "agent-tools-local-"));
  const redirectUri = `http://127.0.0.1:${await freePort()}/callback`;
  tasks.oauth.allowRedirectUri(redirectUri);
  ledger.oauth.allowRedirectUri(redirectUri);
  env = {
    LOCAL_TOKEN_FILE: join(folder, "connections.enc"),
    LOCAL_TOKEN_KEY_FILE: join(folder, "connections.key"),
    LOCAL_REDIRECT_URI: redirectUri,
    TASKS_OAUTH_CLIENT_ID: SANDBOX_TICKTICK_APP.clientId,
    TASKS_OAUTH_CLIENT_SECRET: SANDBOX_TICKTICK_APP.clientSecret,
    TASKS_AUTHORIZE_URL: tasks.oauth.authorizeUrl,
    TASKS_TOKEN_ENDPOINT: tasks.oauth.tokenUrl,
    LEDGER_OAUTH_CLIENT_ID: SANDBOX_XERO_APP.clientId,
    LEDGER_OAUTH_CLIENT_SECRET: SANDBOX_XERO_APP.clientSecret,
    LEDGER_AUTHORIZE_URL: ledger.oauth.authorizeUrl,
    LEDGER_TOKEN_ENDPOINT: ledger.oauth.tokenUrl,
  };
});

afterAll(async () => {
  if (autoApprove === undefined) delete process.env.SANDBOX_OAUTH_AUTO_APPROVE;
  else process.env.SANDBOX_OAUTH_AUTO_APPROVE = autoApprove;
  await Promise.all([tasks?.close(), ledger?.close()]);
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The stdio entry on your "own accounts": the sandboxes' APIs stand in for api.ticktick.com and api.xero.com. */
const realAccounts = () => ({
  ...env,
  LOCAL_ACCOUNTS: "real",
  TASKS_API_BASE_URL: tasks.url,
  LEDGER_API_BASE_URL: ledger.url,
});

const stored = async () => (await TokenFile.open(tokenFileLocation(env))).read();

describe("your own accounts, locally", () => {
  it("says what to do when the redirect URI's port is taken, not EADDRINUSE", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const redirect = `http://127.0.0.1:${port}/callback`;
      await expect(
        connectAccount({ toolkit: "TasksApi", env: { ...env, LOCAL_REDIRECT_URI: redirect }, open: browse }),
      ).rejects.toThrow(
        new RegExp(`Port ${port} .* is in use by another program: stop it, or .*LOCAL_REDIRECT_URI`),
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("connects TickTick and Xero with the code flow on a loopback redirect and keeps the sets encrypted", async () => {
    // A request to the callback that is not the answer to this sign-in (another page, a forged
    // state) is turned away without ending the wait.
    const stray = async (url: string) => {
      const refused = await fetch(`${env.LOCAL_REDIRECT_URI}?code=forged&state=forged`);
      expect(refused.status).toBe(400);
      await browse(url);
    };
    const ticktick = await connectAccount({ toolkit: "TasksApi", env, open: stray, timeoutMs: 10_000 });
    expect(ticktick.secretId).toBe("agent-tools/local/tasks");
    const xero = await connectAccount({ toolkit: "LedgerApi", env, open: browse, timeoutMs: 10_000 });
    expect(xero.scope).toContain("offline_access");

    // Xero's leg used PKCE (S256), TickTick's did not (as the front door: lib/oauth/settings.ts).
    const xeroAuthorize = ledger.requests.find((r) => r.path === "/identity/connect/authorize");
    expect(xeroAuthorize?.query).toMatchObject({
      code_challenge_method: "S256",
      redirect_uri: env.LOCAL_REDIRECT_URI,
    });
    const tickTickAuthorize = tasks.requests.find((r) => r.path.startsWith("/oauth/authorize?"));
    expect(tickTickAuthorize?.path).not.toContain("code_challenge");

    const sets = await stored();
    const xeroSet = JSON.parse(sets[localSecretId("LedgerApi")] as string);
    expect(xeroSet).toMatchObject({ token_endpoint: ledger.oauth.tokenUrl, scope: expect.any(String) });
    expect(typeof xeroSet.refresh_token).toBe("string");
    expect(Date.parse(xeroSet.expires_at)).toBeGreaterThan(Date.now());
    const tickTickSet = JSON.parse(sets[localSecretId("TasksApi")] as string);
    expect(tickTickSet.refresh_token).toBeUndefined();

    // On disk: no token in the clear, owner-only files.
    const text = await readFile(env.LOCAL_TOKEN_FILE as string, "utf8");
    for (const secret of [xeroSet.access_token, xeroSet.refresh_token, tickTickSet.access_token])
      expect(text).not.toContain(secret);
    expect(text).not.toContain("access_token");
    expect((await stat(env.LOCAL_TOKEN_FILE as string)).mode & 0o777).toBe(0o600);
    expect((await stat(env.LOCAL_TOKEN_KEY_FILE as string)).mode & 0o777).toBe(0o600);
    // Another key opens nothing.
    await expect(
      TokenFile.open({ ...tokenFileLocation(env), passphrase: "not the key file's content" }),
    ).rejects.toThrow(/cannot be opened/);
  }, 30_000);

  it("serves the tools over stdio with the stored connections (LOCAL_ACCOUNTS=real)", async () => {
    const before = { tasks: tasks.requests.length, ledger: ledger.requests.length };
    const { client, stderr } = await launch([], realAccounts());
    expect(stderr()).toContain(`TasksApi  -> upstream ${tasks.url}: your TickTick account`);
    expect(stderr()).toContain(`LedgerApi -> upstream ${ledger.url}: your Xero account`);

    const projects = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(projects.isError).toBeFalsy();
    expect((projects.structuredContent as { result: { name: string }[] }).result.map((p) => p.name)).toEqual([
      "Personal",
      "Work",
      "Groceries",
    ]);
    const tenants = await client.callTool({ name: "LedgerApi_GetConnectedTenants", arguments: {} });
    expect(tenants.isError).toBeFalsy();
    expect(
      (tenants.structuredContent as { result: { tenantName: string }[] }).result.map((t) => t.tenantName),
    ).toEqual(["Demo Company (Sandbox)", "Second Sandbox Ltd"]);
    // Served by this test's sandboxes (the entry started none of its own), with the person's tokens
    // (the sandbox's /connections refuses its fixed token).
    expect(
      tasks.requests.slice(before.tasks).some((r) => r.path === "/open/v1/project" && r.authorized),
    ).toBe(true);
    expect(ledger.requests.slice(before.ledger).some((r) => r.path === "/connections")).toBe(true);
  }, 60_000);

  it("refreshes an expired Xero set at the token endpoint and writes the new set back to the file", async () => {
    const file = await TokenFile.open(tokenFileLocation(env));
    const id = localSecretId("LedgerApi");
    const old = JSON.parse((await file.read())[id] as string);
    await file.put(id, JSON.stringify({ ...old, expires_at: new Date(Date.now() - 60_000).toISOString() }));

    const { client } = await launch([], realAccounts());
    const tenants = await client.callTool({ name: "LedgerApi_GetConnectedTenants", arguments: {} });
    expect(tenants.isError).toBeFalsy();
    expect(ledger.requests.some((r) => r.path.endsWith("/identity/connect/token"))).toBe(true);

    let now = old;
    for (let i = 0; i < 40 && now.refresh_token === old.refresh_token; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = JSON.parse((await file.read())[id] as string);
    }
    expect(now.refresh_token).not.toBe(old.refresh_token);
    expect(now.access_token).not.toBe(old.access_token);
    expect(Date.parse(now.expires_at)).toBeGreaterThan(Date.now());
    expect(now.token_endpoint).toBe(ledger.oauth.tokenUrl);
  }, 60_000);

  it("connects from the command line (npm run connect -- ticktick --no-browser), which prints the address to open", async () => {
    const id = localSecretId("TasksApi");
    const before = (await stored())[id];
    const root = resolve(import.meta.dirname, "../..");
    const child = spawn(
      resolve(root, "node_modules/.bin/tsx"),
      ["local/connect.ts", "ticktick", "--no-browser"],
      {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: folder, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => child.on("exit", done));
    const url = await new Promise<string>((found, fail) => {
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /^\s+(http:\S+)$/m.exec(stderr);
        if (match?.[1]) found(match[1]);
      });
      child.on("exit", () => fail(new Error(stderr)));
    });
    expect(url.startsWith(tasks.oauth.authorizeUrl)).toBe(true);
    await browse(url);
    expect(await exited).toBe(0);
    expect(stderr).toContain(`Connected. The token set is in ${env.LOCAL_TOKEN_FILE}`);
    expect(stdout).toBe("");
    const after = (await stored())[id];
    expect(JSON.parse(after as string).access_token).not.toBe(JSON.parse(before as string).access_token);
  }, 30_000);

  it("serves the HTTP gateway of npm start with the stored connections too", async () => {
    const root = resolve(import.meta.dirname, "../..");
    const child = spawn(resolve(root, "node_modules/.bin/tsx"), ["local/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: folder, PORT: "0", LOG_LEVEL: "silent", ...realAccounts() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let output = "";
      const url = await new Promise<string>((found, fail) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
          if (match && output.includes("LedgerApi ->")) found(match[0]);
        };
        child.stdout.on("data", read);
        child.stderr.on("data", read);
        child.on("exit", () => fail(new Error(output)));
      });
      expect(output).toContain(`TasksApi  -> upstream ${tasks.url}: your TickTick account`);
      const answer = await fetch(`${url}/tools/TasksApi.GetUserProjects`, { method: "POST", body: "{}" });
      expect(answer.status).toBe(200);
      const { result } = (await answer.json()) as { result: { name: string }[] };
      expect(result.map((project) => project.name)).toEqual(["Personal", "Work", "Groceries"]);
    } finally {
      child.kill("SIGTERM");
    }
  }, 30_000);
});
