// The access token never reaches logs, errors or results, even when the upstream echoes it back.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handler } from "../../functions/tasks";
import { lambdaContext } from "../../local/lambda-context";
import { type FaultReply, startFaultServer } from "../support/fault-server";

const TOKEN = "tt-secret-7f3a9c2e5b8d1f4a6c0e";
let reply: (authorization: string) => FaultReply;
let upstream: Awaited<ReturnType<typeof startFaultServer>>;
const written: string[] = [];

beforeAll(async () => {
  upstream = await startFaultServer((request) => reply(String(request.headers.authorization)));
  Object.assign(process.env, {
    TASKS_API_BASE_URL: upstream.url,
    TASKS_API_ACCESS_TOKEN: TOKEN,
    LOG_LEVEL: "debug",
    UPSTREAM_TIMEOUT_MS: "2000",
  });
  delete process.env.TASKS_TOKEN_SECRET_ID;
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await upstream.close();
});
afterEach(() => {
  written.length = 0;
});

const httpEvent = (tool: string, input: unknown) => ({
  httpMethod: "POST",
  path: `/tools/${tool}`,
  resource: "/tools/{toolName}",
  pathParameters: { toolName: tool },
  body: JSON.stringify(input),
  requestContext: {},
});

const echoes: [string, (auth: string) => FaultReply][] = [
  [
    "an error envelope quoting the header",
    (auth) => ({
      status: 500,
      body: JSON.stringify({ errorCode: "access_forbidden", errorId: auth, errorMessage: `bad ${auth}` }),
    }),
  ],
  [
    "an unknown envelope quoting it",
    (auth) => ({ status: 500, body: JSON.stringify({ errorCode: auth, errorMessage: auth }) }),
  ],
  [
    "a 401",
    (auth) => ({ status: 401, body: JSON.stringify({ error: "invalid_token", error_description: auth }) }),
  ],
  ["a 404", (auth) => ({ status: 404, body: auth })],
];

describe("the token stays secret", () => {
  it.each(echoes)("through API Gateway, after %s", async (_label, makeReply) => {
    reply = makeReply;
    const response = await handler(httpEvent("TasksApi.GetUserProjects", {}), lambdaContext("t"));
    const text = JSON.stringify(response);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse((response as { body: string }).body).error.type).toMatch(/Error|Forbidden|NotFound/);
    expect(text).not.toContain(TOKEN);
    expect(written.join("")).toMatch(/tool call failed/);
    expect(written.join("")).not.toContain(TOKEN);
  });

  it.each(echoes)("through a direct invoke, after %s", async (_label, makeReply) => {
    reply = makeReply;
    const error = await handler({ tool: "TasksApi.GetUserProjects", input: {} }, lambdaContext("t")).then(
      () => undefined,
      (thrown: unknown) => thrown as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error) + String(error?.message) + String(error?.stack)).not.toContain(TOKEN);
    expect(written.join("")).not.toContain(TOKEN);
  });

  it("in a successful result and its log line", async () => {
    reply = () => ({ body: JSON.stringify([{ id: "p1", name: "Work" }]) });
    const response = await handler(httpEvent("TasksApi.GetUserProjects", {}), lambdaContext("t"));
    expect(JSON.stringify(response)).not.toContain(TOKEN);
    expect(written.join("")).toMatch(/"outcome":"ok"/);
    expect(written.join("")).not.toContain(TOKEN);
  });
});
