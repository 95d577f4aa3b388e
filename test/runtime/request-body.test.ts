// Schema mode's request_body in its two readings beyond the executor (lib/runtime/request-body.ts):
// what an agent surface makes of an object, and what calls are compared by (the idempotency
// fingerprint and the confirmation token sign the same comparable input).
import { describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { checkToken, issueToken } from "../../lib/confirmation/token";
import { comparableInput, withEncodedRequestBody } from "../../lib/runtime/request-body";

function row(name: string): ToolRow {
  const found = findTool(name);
  if (!found) throw new Error(`${name} missing from the catalog`);
  return found;
}
const create = row("TasksApi.CreateTaskTasks");
const plain = row("TasksApi.CreateProjectInTasks");

describe("an agent's object request_body", () => {
  it("is JSON-encoded for a schema-mode tool; a string is left as it came", () => {
    const body = { title: "Pack", items: [{ title: "socks" }] };
    expect(withEncodedRequestBody(create, { mode: "execute", request_body: body })).toEqual({
      mode: "execute",
      request_body: JSON.stringify(body),
    });
    const text = { mode: "execute", request_body: '{ "title": "Pack" }' };
    expect(withEncodedRequestBody(create, text)).toBe(text);
  });

  it("an array is encoded too (the body schema then refuses it); null and other tools are untouched", () => {
    expect(withEncodedRequestBody(create, { request_body: [1] })).toEqual({ request_body: "[1]" });
    expect(withEncodedRequestBody(create, { request_body: null })).toEqual({ request_body: null });
    const other = { project_name: "x", request_body: { a: 1 } };
    expect(withEncodedRequestBody(plain, other)).toBe(other);
  });
});

describe("calls compared by the JSON their request_body holds", () => {
  const compact = { mode: "execute", request_body: '{"title":"Pack","priority":5}' };
  const spaced = { mode: "execute", request_body: '{\n  "priority": 5, "title": "Pack" }' };

  it("the same JSON spaced and ordered otherwise compares equal; other JSON does not", () => {
    expect(comparableInput(create, spaced)).toEqual(comparableInput(create, compact));
    expect(comparableInput(create, { ...compact, request_body: '{"title":"Pack"}' })).not.toEqual(
      comparableInput(create, compact),
    );
  });

  it("text that is no JSON cannot pass for the JSON string holding the same text", () => {
    const text = comparableInput(create, { request_body: "Pack" });
    const json = comparableInput(create, { request_body: '"Pack"' });
    expect(text).not.toEqual(json);
  });

  it("a confirmation token signed over one form is accepted for the other", () => {
    const keys = [Buffer.alloc(32, 7)];
    const now = Date.UTC(2026, 0, 1);
    const call = (input: Record<string, unknown>) => ({
      tool: create.name,
      principal: "",
      input: comparableInput(create, input),
    });
    const { token } = issueToken(call(compact), keys, now);
    expect(checkToken(token, call(spaced), keys, now)).toBeUndefined();
    expect(checkToken(token, call({ ...compact, request_body: '{"title":"Other"}' }), keys, now)).toBe(
      "other-arguments",
    );
  });
});
