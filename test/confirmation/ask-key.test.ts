// An unconfirmed destructive call makes two reads before it answers: the record (from the upstream)
// and, where deployed, the key the token is signed with (a secret). The key is read while the
// record is, not after it; a key that cannot be read still fails the call once the record's read
// is over, as when they were made in turn.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolCall } from "../../lib/call/types";
import { findToolByAnyName } from "../../lib/catalog/names";
import type { ToolRow } from "../../lib/catalog/types";
import { confirmDestructiveCall } from "../../lib/confirmation/confirm";
import { resetSigningKeys } from "../../lib/confirmation/keys";
import { ToolError } from "../../lib/runtime/errors";
import type { TokenSource } from "../../lib/upstream-tokens/index";

const NAMES = [
  "CONFIRM_DESTRUCTIVE",
  "CONFIRMATION_KEY_SECRET_ID",
  "PARAMETERS_SECRETS_EXTENSION_HTTP_PORT",
  "AWS_LAMBDA_FUNCTION_NAME",
];
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

const row = findToolByAnyName("TasksApi.DeleteSpecificTask") as ToolRow;
const call: ToolCall = {
  tool: row.name,
  input: { project_id: "p1", task_identifier_to_delete: "t1" },
  source: "http",
};

let extension: Server | undefined;
beforeEach(() => {
  resetSigningKeys();
  for (const name of NAMES) delete process.env[name];
  process.env.CONFIRM_DESTRUCTIVE = "on";
});
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetSigningKeys();
  await new Promise((resolve) => (extension ? extension.close(resolve) : resolve(undefined)));
  extension = undefined;
});

describe("the first answer of a destructive call", () => {
  it("reads the key while the record is read", async () => {
    let keyAsked = () => {};
    const keyRequested = new Promise<void>((resolve) => {
      keyAsked = resolve;
    });
    // The Secrets extension's protocol: GET /secretsmanager/get?secretId=...
    extension = createServer((request, response) => {
      keyAsked();
      const secretId = new URL(request.url ?? "", "http://x").searchParams.get("secretId");
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ SecretString: "k".repeat(40), Name: secretId }));
    });
    await new Promise<void>((resolve) => extension?.listen(0, "127.0.0.1", resolve));
    Object.assign(process.env, {
      CONFIRMATION_KEY_SECRET_ID: "agent-tools/confirmation-key",
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((extension.address() as AddressInfo).port),
    });
    // The record's read goes on only once the key was asked for: read in turn, it would wait forever.
    const reading: TokenSource = {
      get: async () => {
        await keyRequested;
        throw new ToolError("AuthError", "no record in this test");
      },
    };
    const answer = await confirmDestructiveCall(row, call, reading);
    expect(answer?.result).toMatchObject({
      confirmationRequired: true,
      wouldRemove: { readWith: "TasksApi.RetrieveTaskDetails", currentUnavailable: "AuthError" },
      confirmationToken: expect.stringMatching(/^ct1\./),
    });
  });

  it("fails on a key that cannot be read, after the record's read", async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = "fn-tasks"; // in Lambda, without the key's secret
    let read = false;
    const reading: TokenSource = {
      get: async () => {
        read = true;
        throw new ToolError("AuthError", "no record in this test");
      },
    };
    await expect(confirmDestructiveCall(row, call, reading)).rejects.toThrow(/CONFIRMATION_KEY_SECRET_ID/);
    expect(read).toBe(true);
  });
});
