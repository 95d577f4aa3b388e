// The shared parts of the OpenAPI document: result and error envelopes, the catalog entry, the
// security scheme. Operations refer to these, so each operation stays small.
import { ERROR_TYPES, errorResponses } from "./errors";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const schemas = {
  Error: {
    type: "object",
    description: "Every error answer: an HTTP status and this body.",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        required: ["type", "message", "retryable"],
        properties: {
          type: { type: "string", enum: ERROR_TYPES },
          message: { type: "string", description: "What to change; 5xx messages never leak internals." },
          retryable: { type: "boolean", description: "Whether the same call may succeed later." },
          outcome: {
            type: "string",
            enum: ["not-sent", "answered", "unknown"],
            description:
              "For writes: nothing was sent; the upstream answered (and refused); or the write may have been applied (retry with the same idempotency key to find out).",
          },
          details: { description: "Extra facts, e.g. `problems` of a ValidationError." },
        },
      },
    },
  },
  FileResult: {
    type: "object",
    description: "A binary upstream answer (a PDF, an attachment), base64-encoded.",
    required: ["contentType", "size", "encoding", "data"],
    properties: {
      contentType: { type: "string", examples: ["application/pdf"] },
      fileName: { type: "string" },
      size: { type: "integer", minimum: 0, description: "Bytes before encoding." },
      encoding: { type: "string", const: "base64" },
      data: { type: "string", contentEncoding: "base64" },
    },
  },
  ToolResult: {
    type: "object",
    required: ["tool", "result"],
    properties: {
      tool: { type: "string", description: "The tool that ran." },
      result: { description: "The upstream JSON, or null for an empty upstream body." },
    },
  },
  FileToolResult: {
    type: "object",
    required: ["tool", "result"],
    properties: { tool: { type: "string", description: "The tool that ran." }, result: ref("FileResult") },
  },
  ResultLocation: {
    type: "object",
    description:
      "Where an answer too large for Lambda's 6 MB was stored (docs/results.md): a presigned GET URL that needs no other credentials until `expiresAt`.",
    required: ["url", "expiresAt", "bytes", "contentType"],
    properties: {
      url: { type: "string", format: "uri" },
      expiresAt: { type: "string", format: "date-time" },
      bytes: { type: "integer", minimum: 0, description: "Size of the stored object." },
      contentType: {
        type: "string",
        description: "`application/json` for the stored `{tool, result}`; a file's own type for a file.",
      },
      fileName: { type: "string" },
      records: {
        type: "integer",
        minimum: 0,
        description: "Records in the answer's collection, when it has one.",
      },
    },
  },
  StoredToolResult: {
    type: "object",
    required: ["tool", "resultLocation"],
    properties: {
      tool: { type: "string", description: "The tool that ran." },
      resultLocation: ref("ResultLocation"),
    },
  },
  ToolDescription: {
    type: "object",
    description: "One tool as GET /tools lists it (lib/catalog/json-schema.ts `describeTool`).",
    required: [
      "name",
      "toolkit",
      "family",
      "description",
      "readOnly",
      "destructive",
      "idempotent",
      "result",
      "upstream",
      "examples",
    ],
    properties: {
      name: { type: "string" },
      toolkit: { type: "string", enum: ["TasksApi", "LedgerApi"] },
      family: { type: "string" },
      description: { type: "string" },
      readOnly: { type: "boolean" },
      destructive: { type: "boolean" },
      idempotent: { type: "boolean" },
      result: { type: "string", enum: ["json", "file"] },
      parameters: { type: "object", description: "The tool's parameter JSON Schema (draft-07)." },
      upstream: {
        type: "object",
        description: "The upstream operation the tool performs (lib/catalog/upstream.ts).",
        required: ["service", "operationId", "method", "path"],
        properties: {
          service: { type: "string", enum: ["TickTick", "Xero Accounting"] },
          operationId: { type: "string" },
          method: { type: "string", enum: ["GET", "POST", "PUT", "DELETE"] },
          path: {
            type: "string",
            description:
              "Relative to the service's base URL; Xero's identity paths (`/connections`) to its origin.",
          },
        },
      },
      examples: {
        type: "array",
        description: "Worked examples naming the sandbox's demo records (lib/catalog/examples/).",
        items: {
          type: "object",
          required: ["summary", "input"],
          properties: { summary: { type: "string" }, input: { type: "object" } },
        },
      },
    },
  },
  ToolCatalog: {
    type: "object",
    required: ["tools"],
    properties: { tools: { type: "array", items: ref("ToolDescription") } },
  },
};

const json = (schema: object) => ({ "application/json": { schema } });

/** `inputs`: each tool's parameter schema, under its operation's `<operationId>_Input` name. */
export function components(inputs: Record<string, object>): object {
  return {
    schemas: { ...schemas, ...inputs },
    responses: {
      ToolResult: {
        description: "The tool ran; `result` is the upstream JSON.",
        content: json(ref("ToolResult")),
      },
      FileToolResult: {
        description: "The tool ran; `result` is the file, base64-encoded.",
        content: json(ref("FileToolResult")),
      },
      ResultStored: {
        description:
          "The tool ran, but its answer is over Lambda's 6 MB: it was stored, and `Location` is its presigned URL (a client that follows redirects gets the `{tool, result}` document, or a file's own bytes).",
        headers: {
          Location: {
            description: "Presigned GET URL of the stored answer.",
            schema: { type: "string", format: "uri" },
          },
        },
        content: json(ref("StoredToolResult")),
      },
      ...errorResponses(),
    },
    securitySchemes: {
      sigv4: {
        type: "apiKey",
        name: "Authorization",
        in: "header",
        description:
          "AWS Signature Version 4 (API Gateway `AWS_IAM` auth): sign each request for service `execute-api` with credentials allowed `execute-api:Invoke`. The local gateway (`npm start`) needs no auth.",
        "x-amazon-apigateway-authtype": "awsSigv4",
      },
    },
  };
}
