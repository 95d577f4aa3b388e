// Confirmation before destruction over the two surfaces an agent meets, on the local stack: MCP
// (the official client, tokens in `_meta`) and HTTP (`Confirmation-Token`). The first call of a
// destructive tool changes nothing and answers a token; the repeat with it runs once; a token for
// anything else is refused and changes nothing.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { confirmationClock, type WouldDo } from "../../lib/confirmation/confirm";
import { SERVER_INSTRUCTIONS } from "../../lib/mcp/protocol/sdk-server";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/ids";
import { useMcpStack } from "../support/mcp-clients";

// Read per call by the family handlers (lib/confirmation/settings.ts); vitest.config.ts turns it off.
beforeAll(() => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
});
afterEach(() => {
  confirmationClock.now = () => Date.now();
});

const mcp = useMcpStack("confirmation-test");
const META = "io.agent-tools/confirmation";
const tenant = LEDGER_STARTING_DATA.primary.tenantId;

interface Confirmation {
  confirmationRequired: true;
  tool: string;
  wouldRemove?: WouldDo;
  wouldChange?: WouldDo;
  confirmationToken: string;
  expiresAt: string;
  howToConfirm: string;
}

async function post(tool: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${mcp.stack().url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { result?: unknown; error?: { type: string; message: string } };
  return { status: response.status, body };
}

async function newProject(name: string): Promise<string> {
  const { status, body } = await post("TasksApi.CreateProjectInTasks", { project_name: name });
  // A write that destroys nothing is not asked.
  expect(status).toBe(200);
  expect(body.result).not.toHaveProperty("confirmationRequired");
  return (body.result as { id: string }).id;
}

async function projectExists(id: string): Promise<boolean> {
  const { status } = await post("TasksApi.GetTasksProjectById", { project_id: id });
  if (status !== 200 && status !== 404) throw new Error(`GetTasksProjectById answered ${status}`);
  return status === 200;
}

async function callMcp(client: Client, name: string, args: Record<string, unknown>, token?: string) {
  return (await client.callTool({
    name,
    arguments: args,
    ...(token === undefined ? {} : { _meta: { [META]: token } }),
  })) as CallToolResult;
}

function confirmationOf(result: CallToolResult): Confirmation {
  expect(result.isError).toBeFalsy();
  const answer = result.structuredContent as unknown as Confirmation;
  expect(answer.confirmationRequired).toBe(true);
  return answer;
}

function errorTextOf(result: CallToolResult): string {
  expect(result.isError).toBe(true);
  return (result.content as { text: string }[]).map((part) => part.text).join("\n");
}

describe("over MCP", () => {
  it("tells the agent how confirmation works in the server's instructions", async () => {
    const client = await mcp.connect();
    expect(client.getInstructions()).toBe(SERVER_INSTRUCTIONS);
    expect(SERVER_INSTRUCTIONS).toContain(META);
  });

  it("answers a token and what would go, deletes nothing, then runs the repeat with the token once", async () => {
    const id = await newProject("Confirm me (MCP)");
    const client = await mcp.connect();
    const first = confirmationOf(await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: id }));
    expect(first.tool).toBe("TasksApi_DeleteTasksProject");
    expect(first.wouldRemove?.targets).toEqual({ project_id: id });
    // The record as it is now, read with the project's by-id read.
    // Named as this caller calls tools: MCP's client form.
    expect(first.wouldRemove?.readWith).toBe("TasksApi_GetTasksProjectById");
    expect(first.wouldRemove?.current).toMatchObject({ id, name: "Confirm me (MCP)" });
    expect(first.howToConfirm).toContain(META);
    const expires = new Date(first.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(4 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000);
    expect(await projectExists(id)).toBe(true);

    const confirmed = await callMcp(
      client,
      "TasksApi_DeleteTasksProject",
      { project_id: id },
      first.confirmationToken,
    );
    expect(confirmed.isError).toBeFalsy();
    expect(confirmed.structuredContent).not.toHaveProperty("confirmationRequired");
    expect(await projectExists(id)).toBe(false);
  });

  it("asks again, changing nothing, when the token is missing", async () => {
    const id = await newProject("Asked twice");
    const client = await mcp.connect();
    const first = confirmationOf(await callMcp(client, "TasksApi.DeleteTasksProject", { project_id: id }));
    const second = confirmationOf(await callMcp(client, "TasksApi.DeleteTasksProject", { project_id: id }));
    expect(second.confirmationToken).toMatch(/^ct1\./);
    expect(first.wouldRemove?.targets).toEqual(second.wouldRemove?.targets);
    expect(await projectExists(id)).toBe(true);
  });

  it("refuses a token for other arguments, another tool, altered, malformed or expired, and changes nothing", async () => {
    const [a, b] = [await newProject("Target A"), await newProject("Target B")];
    const client = await mcp.connect();
    const { confirmationToken: forA } = confirmationOf(
      await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: a }),
    );
    expect(
      errorTextOf(await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: b }, forA)),
    ).toMatch(/Forbidden[\s\S]*Confirmation refused \(other-arguments\)/);
    const task = { project_id: a, task_identifier_to_delete: "0123456789abcdef01234567" };
    expect(errorTextOf(await callMcp(client, "TasksApi_DeleteSpecificTask", task, forA))).toMatch(
      /Confirmation refused \(other-tool\)/,
    );
    const altered = `${forA.slice(0, -3)}${forA.endsWith("AAA") ? "BBB" : "AAA"}`;
    expect(
      errorTextOf(await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: a }, altered)),
    ).toMatch(/Confirmation refused \(signature\)/);
    expect(
      errorTextOf(await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: a }, "yes")),
    ).toMatch(/Confirmation refused \(malformed\)/);
    confirmationClock.now = () => Date.now() + 5 * 60_000 + 1000;
    const expired = errorTextOf(
      await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: a }, forA),
    );
    expect(expired).toMatch(/Confirmation refused \(expired\)/);
    // No refusal repeats the token.
    expect(expired).not.toContain(forA.split(".")[2]);
    expect(await projectExists(a)).toBe(true);
    expect(await projectExists(b)).toBe(true);
  });

  it("discovery's call_write_tool carries the token in its _meta too", async () => {
    const id = await newProject("Discovered");
    const client = await mcp.connect("?mode=discover");
    const args = { name: "TasksApi_DeleteTasksProject", arguments: { project_id: id } };
    const first = confirmationOf(await callMcp(client, "call_write_tool", args));
    expect(await projectExists(id)).toBe(true);
    const confirmed = await callMcp(client, "call_write_tool", args, first.confirmationToken);
    expect(confirmed.isError).toBeFalsy();
    expect(await projectExists(id)).toBe(false);
  });

  it("takes the token as a _confirmation argument, for a model that cannot set _meta", async () => {
    const id = await newProject("Confirmed by the model");
    const client = await mcp.connect();
    const first = confirmationOf(await callMcp(client, "TasksApi_DeleteTasksProject", { project_id: id }));
    expect(first.howToConfirm).toContain('"_confirmation"');
    // A token of other arguments in the argument is refused like one in _meta, and nothing goes.
    const other = await newProject("Not this one");
    const wrong = await callMcp(client, "TasksApi_DeleteTasksProject", {
      project_id: other,
      _confirmation: first.confirmationToken,
    });
    expect(errorTextOf(wrong)).toMatch(/other arguments|other-arguments/i);
    expect(await projectExists(other)).toBe(true);
    const confirmed = await callMcp(client, "TasksApi_DeleteTasksProject", {
      project_id: id,
      _confirmation: first.confirmationToken,
    });
    expect(confirmed.isError).toBeFalsy();
    expect(await projectExists(id)).toBe(false);
    // Through discovery's call_write_tool, inside its arguments, too.
    const third = await newProject("Discovered, confirmed by the model");
    const discover = await mcp.connect("?mode=discover");
    const ask = { name: "TasksApi_DeleteTasksProject", arguments: { project_id: third } };
    const asked = confirmationOf(await callMcp(discover, "call_write_tool", ask));
    const run = await callMcp(discover, "call_write_tool", {
      name: "TasksApi_DeleteTasksProject",
      arguments: { project_id: third, _confirmation: asked.confirmationToken },
    });
    expect(run.isError).toBeFalsy();
    expect(await projectExists(third)).toBe(false);
  });

  it("does not ask for a write that destroys nothing", async () => {
    const client = await mcp.connect();
    const result = await callMcp(client, "TasksApi_CreateProjectInTasks", { project_name: "Not asked" });
    expect(result.isError).toBeFalsy();
    const created = result.structuredContent as { id: string };
    expect(created).not.toHaveProperty("confirmationRequired");
    expect(await projectExists(created.id)).toBe(true);
  });
});

describe("over HTTP", () => {
  it("answers 200 with a token, deletes nothing, and runs the repeat with Confirmation-Token", async () => {
    const id = await newProject("Confirm me (HTTP)");
    const first = await post("TasksApi.DeleteTasksProject", { project_id: id });
    expect(first.status).toBe(200);
    const answer = first.body.result as Confirmation;
    expect(answer.confirmationRequired).toBe(true);
    expect(answer.howToConfirm).toContain("Confirmation-Token");
    expect(await projectExists(id)).toBe(true);

    const confirmed = await post(
      "TasksApi.DeleteTasksProject",
      { project_id: id },
      {
        "Confirmation-Token": answer.confirmationToken,
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toBeNull();
    expect(await projectExists(id)).toBe(false);
  });

  it("refuses with 403 and the reason a token for other arguments, tampered or expired", async () => {
    const [a, b] = [await newProject("HTTP A"), await newProject("HTTP B")];
    const token = ((await post("TasksApi.DeleteTasksProject", { project_id: a })).body.result as Confirmation)
      .confirmationToken;
    const other = await post(
      "TasksApi.DeleteTasksProject",
      { project_id: b },
      { "confirmation-token": token },
    );
    expect(other.status).toBe(403);
    expect(other.body.error?.type).toBe("Forbidden");
    expect(other.body.error?.message).toMatch(/Confirmation refused \(other-arguments\)/);
    const tampered = await post(
      "TasksApi.DeleteTasksProject",
      { project_id: a },
      {
        "Confirmation-Token": token.replace(/\.(.)/, (_m, c: string) => `.${c === "e" ? "f" : "e"}`),
      },
    );
    expect(tampered.status).toBe(403);
    expect(tampered.body.error?.message).toMatch(/\((signature|malformed)\)/);
    confirmationClock.now = () => Date.now() + 6 * 60_000;
    const expired = await post(
      "TasksApi.DeleteTasksProject",
      { project_id: a },
      { "Confirmation-Token": token },
    );
    expect(expired.body.error?.message).toMatch(/Confirmation refused \(expired\)/);
    expect(JSON.stringify(expired.body)).not.toContain(token);
    expect(await projectExists(a)).toBe(true);
    expect(await projectExists(b)).toBe(true);
  });

  it("a confirmation does not spend the idempotency key: the confirmed call with the same key runs, then replays", async () => {
    const contact = LEDGER_STARTING_DATA.primary.contacts.marine;
    // Its main (DEFAULT) phone holds a number: the call would overwrite it, so it asks.
    const input = {
      tenant_id: tenant,
      contact_id: contact,
      contact: { phones: [{ phone_type: "DEFAULT", phone_number: "09 555 0199" }] },
      idempotency_key: "confirm-update-contact-1",
    };
    const first = await post("LedgerApi.UpdateContact", input);
    expect(first.body.error).toBeUndefined();
    const answer = first.body.result as Confirmation;
    expect(answer.wouldChange?.targets).toEqual({ contact_id: contact, tenant_id: tenant });
    expect(answer.wouldChange?.readWith).toBe("LedgerApi.RetrieveLedgerContact");
    const [phones] = answer.wouldChange?.records?.[0]?.changes ?? [];
    expect(phones?.field).toBe("Phones");
    expect(phones?.new).toEqual([{ PhoneType: "DEFAULT", PhoneNumber: "09 555 0199" }]);
    const before = ((phones?.current ?? []) as { PhoneType: string; PhoneNumber: string }[]).find(
      (phone) => phone.PhoneType === "DEFAULT",
    );
    expect(before?.PhoneNumber).not.toBe("09 555 0199");
    expect(before?.PhoneNumber).toBeTruthy();

    const read = async () =>
      (
        (
          await post("LedgerApi.RetrieveLedgerContact", {
            ledger_tenant_identifier: tenant,
            contact_id: contact,
          })
        ).body.result as {
          Contacts: { Phones: { PhoneType: string; PhoneNumber: string }[] }[];
        }
      ).Contacts[0]?.Phones.find((phone) => phone.PhoneType === "DEFAULT")?.PhoneNumber;
    expect(await read()).toBe(before?.PhoneNumber);

    const headers = { "Confirmation-Token": answer.confirmationToken };
    const confirmed = await post("LedgerApi.UpdateContact", input, headers);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toHaveProperty("Contacts");
    expect(await read()).toBe("09 555 0199");
    // The same key and token again: the idempotency record answers, nothing runs twice.
    const again = await post("LedgerApi.UpdateContact", input, headers);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(confirmed.body.result);
    // A token binds the key: the same change under another key needs its own confirmation.
    const otherKey = await post(
      "LedgerApi.UpdateContact",
      { ...input, idempotency_key: "confirm-update-contact-2" },
      headers,
    );
    expect(otherKey.status).toBe(403);
    expect(otherKey.body.error?.message).toMatch(/other-arguments/);
  });
});
