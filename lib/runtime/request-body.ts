// Schema mode's `request_body` is a JSON string in every surface's contract (the schemas, OpenAPI,
// API Gateway's models). Two readings of it beyond the executor's, kept here together:
// - an agent surface (MCP) takes the object itself: models often send the body as an object, and
//   refusing it taught them nothing ("must be a string"); it is JSON-encoded for the tool;
// - calls are compared (the idempotency fingerprint, the confirmation token) by the JSON value the
//   string holds, which is what the executor sends: an object an agent passed and its JSON text sent
//   by hand on the retry, or the same JSON spaced or ordered otherwise, are one call.
import type { ToolRow } from "../catalog/types";

export const REQUEST_BODY = "request_body";

/** An agent's arguments with an object (or array) `request_body` JSON-encoded, as the tool takes it. */
export function withEncodedRequestBody(row: ToolRow, args: Record<string, unknown>): Record<string, unknown> {
  const body = args[REQUEST_BODY];
  if (!row.schemaMode || body === null || typeof body !== "object") return args;
  return { ...args, [REQUEST_BODY]: JSON.stringify(body) };
}

/**
 * The input as two calls are compared: a JSON `request_body` as the value it holds (`{json}`), text
 * that is no JSON as itself (`{text}`), so neither can pass for the other.
 */
export function comparableInput(row: ToolRow, input: Record<string, unknown>): Record<string, unknown> {
  const body = input[REQUEST_BODY];
  if (!row.schemaMode || typeof body !== "string") return input;
  let held: unknown;
  try {
    held = { json: JSON.parse(body) };
  } catch {
    held = { text: body };
  }
  return { ...input, [REQUEST_BODY]: held };
}
