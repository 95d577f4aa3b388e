// Confirmation before destruction on protocol 2026-07-28, over real HTTP against the local stack
// with the official 2.x client pinned to it: a client that declares form elicitation is asked in
// the call (an input-required result, the person's answer, the retry carrying the signed token as
// requestState); one that does not gets the 2025 answer, a token to repeat the call with. A forged
// or reused state is refused by the family and changes nothing.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type LocalStack, startLocalStack } from "../../local/stack";

let stack: LocalStack;
const open: Client[] = [];
beforeAll(async () => {
  // Read per call by the family handlers (lib/confirmation/settings.ts); vitest.config.ts turns it off.
  process.env.CONFIRM_DESTRUCTIVE = "on";
  stack = await startLocalStack({ port: 0 });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => stack?.close());

const VERSION = "2026-07-28";
const DELETE = "TasksApi_DeleteTasksProject";

async function post(tool: string, input: Record<string, unknown>) {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { result?: { id?: string } } };
}
const newProject = async (name: string) => {
  const { body } = await post("TasksApi.CreateProjectInTasks", { project_name: name });
  return body.result?.id as string;
};
const projectExists = async (id: string) =>
  (await post("TasksApi.GetTasksProjectById", { project_id: id })).status === 200;

/** A 2026-07-28 client; with `answer`, it declares form elicitation and answers each question so. */
async function connect(answer?: (message: string) => { action: "accept" | "decline"; content?: object }) {
  const asked: string[] = [];
  const client = new Client(
    { name: "confirm-modern", version: "1.0.0" },
    {
      versionNegotiation: { mode: { pin: VERSION } },
      capabilities: answer ? { elicitation: { form: {} } } : {},
    },
  );
  if (answer)
    client.setRequestHandler("elicitation/create", async (request) => {
      const { message } = request.params as { message: string };
      asked.push(message);
      return answer(message) as never;
    });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`)));
  open.push(client);
  return { client, asked };
}

describe("a 2026-07-28 client that takes form elicitations", () => {
  it("is asked in the call, with what would go, and the call runs once the person agrees", async () => {
    const id = await newProject("Confirm me (2026)");
    const { client, asked } = await connect(() => ({ action: "accept", content: { confirm: true } }));
    const result = await client.callTool({ name: DELETE, arguments: { project_id: id } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).not.toHaveProperty("confirmationRequired");
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("TasksApi_DeleteTasksProject would remove");
    expect(asked[0]).toContain("Confirm me (2026)");
    expect(await projectExists(id)).toBe(false);
  });

  it("changes nothing when the person declines, or answers no", async () => {
    const id = await newProject("Keep me (2026)");
    for (const answer of [
      { action: "decline" as const },
      { action: "accept" as const, content: { confirm: false } },
    ]) {
      const { client } = await connect(() => answer);
      const result = await client.callTool({ name: DELETE, arguments: { project_id: id } });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain(
        "was not confirmed by the person: nothing was changed",
      );
    }
    expect(await projectExists(id)).toBe(true);
  });

  it("refuses a requestState that is not the token for this call, and changes nothing", async () => {
    const [a, b] = [await newProject("Target A (2026)"), await newProject("Target B (2026)")];
    const envelope = {
      "io.modelcontextprotocol/protocolVersion": VERSION,
      "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {} } },
    };
    const send = async (id: number, params: Record<string, unknown>) => {
      const response = await fetch(`${stack.url}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "mcp-protocol-version": VERSION,
          "mcp-method": "tools/call",
          "mcp-name": DELETE,
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name: DELETE, ...params, _meta: envelope },
        }),
      });
      return (await response.json()) as { result: Record<string, unknown> & { requestState?: string } };
    };
    const first = await send(1, { arguments: { project_id: a } });
    expect(first.result.resultType).toBe("input_required");
    expect(first.result.requestState).toMatch(/^ct1\./);
    const yes = { confirm: { action: "accept", content: { confirm: true } } };
    const forged = await send(2, {
      arguments: { project_id: b },
      inputResponses: yes,
      requestState: first.result.requestState,
    });
    expect(forged.result.isError).toBe(true);
    expect(JSON.stringify(forged.result.content)).toMatch(/Confirmation refused \(other-arguments\)/);
    const altered = await send(3, {
      arguments: { project_id: a },
      inputResponses: yes,
      requestState: "ct1.forged",
    });
    expect(altered.result.isError).toBe(true);
    expect(await projectExists(a)).toBe(true);
    expect(await projectExists(b)).toBe(true);
  });
});

describe("a 2026-07-28 client that declares no elicitation", () => {
  it("gets the token to repeat the call with, as a 2025 client does", async () => {
    const id = await newProject("Token (2026)");
    const { client } = await connect();
    const first = await client.callTool({ name: DELETE, arguments: { project_id: id } });
    const answer = first.structuredContent as { confirmationRequired: boolean; confirmationToken: string };
    expect(answer.confirmationRequired).toBe(true);
    expect(await projectExists(id)).toBe(true);
    const repeat = await client.callTool({
      name: DELETE,
      arguments: { project_id: id, _confirmation: answer.confirmationToken },
    });
    expect(repeat.isError).toBeFalsy();
    expect(await projectExists(id)).toBe(false);
  });
});
