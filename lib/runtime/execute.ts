// The one executor: a validated call of any catalog row becomes exactly one upstream request,
// and the upstream answer becomes a result or a typed error.
import { bodySchemas } from "../catalog/bodies/index";
import type { JsonSchema, ToolRow } from "../catalog/types";
import { send } from "../upstream/http";
import { profileFor } from "../upstream/index";
import type { UpstreamProfile, UpstreamResponse } from "../upstream/types";
import { baseUrlOf, upstreamTimeoutMs } from "./config";
import { ToolError } from "./errors";
import { fileResult } from "./file-result";
import { buildRequest, type ToolInput } from "./request";
import { assertValid } from "./validate";

/** Extra attempts for reads after a network error, timeout or 502/503/504; writes get none. */
const READ_RETRIES = 2;

const utf8 = new TextDecoder();

export type TokenSource = () => Promise<string>;

export async function executeTool(row: ToolRow, input: ToolInput, token: TokenSource): Promise<unknown> {
  let body: Record<string, unknown> | undefined;
  if (row.schemaMode) {
    const schema = bodySchemas[row.schemaMode.bodySchema] as JsonSchema;
    if (input.mode === "get_request_schema") return schema;
    body = parseRequestBody(row, input, schema);
  }
  const profile = profileFor(row.toolkit);
  const request = buildRequest(row, input, baseUrlOf(profile), body);
  const response = await send(profile, request, {
    token: await token(),
    timeoutMs: upstreamTimeoutMs(),
    retries: row.flags.readOnly ? READ_RETRIES : 0,
    repeatable: row.flags.readOnly || row.flags.idempotent,
  });
  return readResult(row, input, profile, response);
}

/** Schema mode, execute: `request_body` parsed and checked against the body schema before sending. */
function parseRequestBody(row: ToolRow, input: ToolInput, schema: JsonSchema): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(String(input.request_body));
  } catch (error) {
    throw new ToolError(
      "ValidationError",
      `Invalid request_body: it must be a string holding a JSON object (${(error as Error).message}).`,
      { details: { problems: [{ parameter: "request_body", message: "is not valid JSON" }] } },
    );
  }
  assertValid(schema, body, { subject: "request_body", prefix: "request_body" });
  const object = body as Record<string, unknown>;
  for (const param of row.params) {
    // A body field that duplicates a parameter (TickTick's task `id`) must agree with it.
    if (
      param.alsoBody &&
      object[param.alsoBody] !== undefined &&
      object[param.alsoBody] !== input[param.name]
    ) {
      const message = `must equal ${param.name} (${String(input[param.name])}) or be left out`;
      throw new ToolError(
        "ValidationError",
        `Invalid request_body: request_body.${param.alsoBody}: ${message}`,
        {
          details: { problems: [{ parameter: `request_body.${param.alsoBody}`, message }] },
        },
      );
    }
  }
  return object;
}

function readResult(
  row: ToolRow,
  input: ToolInput,
  profile: UpstreamProfile,
  response: UpstreamResponse,
): unknown {
  const { status, body } = response;
  if (status === 401) throw new ToolError("AuthError", profile.reauthorise);

  const text = body.byteLength > 0 ? utf8.decode(body) : "";
  let parsed: unknown;
  let isJson = false;
  if (text.trim() !== "") {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      // Not JSON: decided below, by status and row.
    }
  }

  if (status < 200 || status >= 300) throw profile.toError(response, parsed, row);
  if (row.result === "file") return fileResult(row, input, response);

  if (!isJson) {
    if (row.emptyBody === "not-found") throw new ToolError("NotFound", notFoundMessage(row, input));
    if (text.trim() === "") return null;
    throw new ToolError("UpstreamError", `${profile.label} answered with a body that is not JSON.`);
  }
  return profile.toResult ? profile.toResult(parsed) : parsed;
}

function notFoundMessage(row: ToolRow, input: ToolInput): string {
  const template = row.notFoundMessage ?? "Not found.";
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(input[name] ?? ""));
}
