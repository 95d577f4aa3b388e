// TASKS_SERVICE=dida365 (docs/tasks.md#dida365): the tasks family's requests go to Dida365's API
// host, and the connection's OAuth endpoints and the connect page are Dida365's. Nothing leaves this
// machine: the transport is wrapped so that api.dida365.com is served by the local sandbox (a host
// mapping), and every URL asked for is recorded.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handler } from "../../functions/tasks";
import { TASKS_SERVICES } from "../../lib/catalog/toolkits";
import { accountPage, consentPage } from "../../lib/oauth/pages";
import { readAuthServerSettings } from "../../lib/oauth/settings";
import { baseUrlOf } from "../../lib/runtime/config";
import { tasksApi } from "../../lib/upstream/tasks-api";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";

const mapping = vi.hoisted(() => ({ to: "", asked: [] as string[] }));

vi.mock("../../lib/upstream/transport", async (importActual) => {
  const actual = await importActual<typeof import("../../lib/upstream/transport")>();
  const DIDA = "https://api.dida365.com/open/v1";
  return {
    ...actual,
    exchange: (
      url: string,
      ...rest: Parameters<typeof actual.exchange> extends [string, ...infer R] ? R : never
    ) => {
      mapping.asked.push(url);
      if (!url.startsWith(DIDA)) throw new Error(`not Dida365's host: ${url}`);
      return actual.exchange(`${mapping.to}${url.slice(DIDA.length)}`, ...rest);
    },
  };
});

let sandbox: TasksSandbox;
beforeAll(async () => {
  sandbox = await startTasksSandbox();
  mapping.to = sandbox.url;
});
afterAll(() => sandbox.close());
afterEach(() => {
  vi.unstubAllEnvs();
  mapping.asked.length = 0;
});

describe("TASKS_SERVICE=dida365", () => {
  it("sends the tasks family's requests to api.dida365.com", async () => {
    vi.stubEnv("TASKS_SERVICE", "dida365");
    vi.stubEnv("TASKS_API_BASE_URL", "");
    vi.stubEnv("TASKS_API_ACCESS_TOKEN", sandbox.token);
    vi.stubEnv("TASKS_TOKEN_SECRET_ID", "");
    expect(baseUrlOf(tasksApi)).toBe("https://api.dida365.com/open/v1");
    const answer = (await handler(
      { tool: "TasksApi.FilterTasks", input: { tags: ["admin"], statuses: [0] } },
      lambdaContext("tasks"),
    )) as { result: { id: string }[] };
    expect(answer.result.map((task) => task.id)).toEqual([STARTING_DATA.tasks.dueHighPriority]);
    expect(mapping.asked).toEqual(["https://api.dida365.com/open/v1/task/filter"]);
    expect(sandbox.requests.at(-1)).toMatchObject({ method: "POST", path: "/open/v1/task/filter" });
  });

  it("is TickTick unset, and TASKS_API_BASE_URL still wins", () => {
    expect(baseUrlOf(tasksApi, {})).toBe(TASKS_SERVICES.ticktick.apiBaseUrl);
    expect(
      baseUrlOf(tasksApi, { TASKS_SERVICE: "dida365", TASKS_API_BASE_URL: "http://127.0.0.1:9/open/v1" }),
    ).toBe("http://127.0.0.1:9/open/v1");
    expect(() => baseUrlOf(tasksApi, { TASKS_SERVICE: "todoist" })).toThrow(/ticktick" or "dida365/);
  });

  it("connects at Dida365's OAuth endpoints", () => {
    const base = { OAUTH_BASE_URL: "https://auth.example.test/v1", OAUTH_TABLE: "t" };
    expect(readAuthServerSettings({ ...base, TASKS_SERVICE: "dida365" }).upstreams.TasksApi).toMatchObject({
      authorizeUrl: "https://dida365.com/oauth/authorize",
      tokenUrl: "https://dida365.com/oauth/token",
    });
    expect(readAuthServerSettings(base).upstreams.TasksApi).toMatchObject({
      authorizeUrl: "https://ticktick.com/oauth/authorize",
      tokenUrl: "https://ticktick.com/oauth/token",
    });
  });

  it("names Dida365 on the connect and account pages", () => {
    const connected = { LedgerApi: false, TasksApi: false };
    const view = {
      request: "r",
      csrf: "c",
      clientName: "Client",
      clientId: "id",
      redirectUri: "http://127.0.0.1/callback",
      limits: "",
      canAllow: false,
      scopes: ["tools:read"],
      person: "Ana",
      connected,
    };
    expect(consentPage(view)).toContain("TickTick (tasks)");
    vi.stubEnv("TASKS_SERVICE", "dida365");
    const consent = consentPage(view);
    expect(consent).toContain("<strong>Dida365 (tasks)</strong>");
    expect(consent).not.toContain("TickTick");
    const account = accountPage({ csrf: "c", person: "Ana", connected, grants: [] });
    expect(account).toContain("Dida365 (tasks)");
    const disconnected = accountPage({
      csrf: "c",
      person: "Ana",
      connected,
      grants: [],
      disconnected: { toolkit: "TasksApi", removal: "unsupported" },
      tokenCacheSeconds: 0,
    });
    expect(disconnected).toContain("Dida365 offers apps no way to revoke a token");
  });
});
