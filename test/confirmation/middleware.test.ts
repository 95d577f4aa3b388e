// The middleware alone, on the catalog's rows: where it lets a call through untouched, and the
// principal a token binds (two connections: a token one person was given does not confirm the
// other's call, nor the function's default connection's).
import type { Request } from "@middy/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ToolCall, ToolCallResult } from "../../lib/call/types";
import { findToolByAnyName } from "../../lib/catalog/names";
import type { ToolRow } from "../../lib/catalog/types";
import { confirmDestruction } from "../../lib/middleware/confirm-destruction";
import type { CallContext } from "../../lib/middleware/types";
import { startCallLog } from "../../lib/runtime/call-log";
import { ToolError } from "../../lib/runtime/errors";
import type { TokenSource } from "../../lib/upstream-tokens/index";

beforeAll(() => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
});
afterEach(() => {
  process.env.CONFIRM_DESTRUCTIVE = "on";
});

function rowOf(name: string): ToolRow {
  const row = findToolByAnyName(name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

// Reads nothing: the summary of the record is then unavailable, and the confirmation offered anyway.
const noToken: TokenSource = { get: () => Promise.reject(new ToolError("AuthError", "not connected")) };

let callLog = startCallLog();

async function run(
  row: ToolRow | undefined,
  call: Partial<ToolCall>,
  token: TokenSource | undefined = noToken,
) {
  callLog = startCallLog();
  const request = {
    event: { tool: row?.name ?? "x", input: {}, source: "direct", ...call } as ToolCall,
    context: {
      toolRow: row,
      token,
      callLog,
      getRemainingTimeInMillis: () => 10_000,
    } as unknown as CallContext,
    response: undefined,
    error: undefined,
    internal: {},
  } as unknown as Request<ToolCall, ToolCallResult, Error, CallContext>;
  await confirmDestruction().before?.(request);
  return request.context.confirmationAnswer;
}

const DELETE_TASK = rowOf("TasksApi.DeleteSpecificTask");
const input = { project_id: "p1", task_identifier_to_delete: "t1" };

describe("confirmDestruction", () => {
  it("needs the row and the token from the middlewares before it", async () => {
    await expect(run(undefined, {})).rejects.toThrow(/after validateCall and resolveToken/);
    await expect(run(DELETE_TASK, {}, null as unknown as TokenSource)).rejects.toThrow(/after validateCall/);
  });

  it("lets a read and a write that destroys nothing through, whoever calls", async () => {
    expect(await run(rowOf("TasksApi.GetUserProjects"), { confirmable: true })).toBeUndefined();
    expect(await run(rowOf("TasksApi.CreateProjectInTasks"), { source: "sqs" })).toBeUndefined();
  });

  it("lets everything through with CONFIRM_DESTRUCTIVE=off", async () => {
    process.env.CONFIRM_DESTRUCTIVE = "off";
    expect(await run(DELETE_TASK, { input, source: "sqs" })).toBeUndefined();
    expect(callLog.fields).toEqual({ confirmation: "off" });
  });

  it("answers a confirmation whose record summary is unavailable when the read fails", async () => {
    const answer = (await run(DELETE_TASK, { input, confirmable: true })) as ToolCallResult;
    expect(answer.tool).toBe("TasksApi.DeleteSpecificTask");
    // A direct invoke names tools as the catalog does; MCP callers get the client form.
    expect(answer.result).toMatchObject({
      confirmationRequired: true,
      wouldRemove: {
        tool: "TasksApi.DeleteSpecificTask",
        targets: input,
        readWith: "TasksApi.RetrieveTaskDetails",
        currentUnavailable: "AuthError",
      },
    });
  });

  it("binds the token to the principal: another connection, or the default one, is refused", async () => {
    const asked = (await run(DELETE_TASK, {
      input,
      confirmable: true,
      connection: "u-alice",
    })) as ToolCallResult;
    const { confirmationToken } = asked.result as { confirmationToken: string };
    // The log line says what was decided; the record's read adds no upstream status to it.
    expect(callLog.fields).toEqual({ confirmation: "asked" });
    for (const connection of ["u-bob", undefined]) {
      const call = { input, confirmationToken, ...(connection ? { connection } : {}) };
      await expect(run(DELETE_TASK, call)).rejects.toMatchObject({
        type: "Forbidden",
        message: expect.stringMatching(/Confirmation refused \(other-principal\)/),
      });
    }
    expect(callLog.fields).toEqual({ confirmation: "refused-other-principal" });
    expect(await run(DELETE_TASK, { input, confirmationToken, connection: "u-alice" })).toBeUndefined();
    expect(callLog.fields).toEqual({ confirmation: "confirmed" });
  });
});
