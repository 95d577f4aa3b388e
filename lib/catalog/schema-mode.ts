// The two control parameters of schema-mode tools (task create/update, Xero setup): `mode` picks
// between fetching the body schema and executing; `request_body` carries the body as a JSON string.
import type { ParamSpec } from "./types";

/** @param body what the body is, e.g. "the task" or "the Xero Setup". */
export function modeParam(body: string): ParamSpec {
  return {
    name: "mode",
    type: "string",
    in: "control",
    required: true,
    enum: ["get_request_schema", "execute"],
    description: `\`get_request_schema\` returns the JSON Schema of ${body} body (call it once); \`execute\` sends \`request_body\`.`,
  };
}

/**
 * The longest request_body, in characters. A character takes at most 4 bytes once re-serialised,
 * so the upstream body stays under the 1 MiB TickTick accepts (it answers a larger one with a 500).
 */
export const MAX_REQUEST_BODY = 250_000;

/**
 * @param shape what the JSON object holds, for the model choosing values.
 * @param example a small body, shown JSON-encoded in the description and in the refusal of a non-string.
 */
export function requestBodyParam(shape: string, example: Record<string, unknown>): ParamSpec {
  // The contract is a string everywhere; MCP also takes the object (lib/runtime/request-body.ts).
  const encoded = JSON.stringify(JSON.stringify(example));
  return {
    name: "request_body",
    type: "string",
    in: "control",
    maxLength: MAX_REQUEST_BODY,
    typeHint: `pass the body JSON-encoded, e.g. ${encoded}`,
    description: `Required when mode is \`execute\`: ${shape} as a JSON object that follows the schema from \`get_request_schema\`, JSON-encoded as a string, e.g. ${encoded} (at most 250,000 characters); over MCP the object itself is taken too. Ignored otherwise.`,
  };
}
