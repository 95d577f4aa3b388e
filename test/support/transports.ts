// The ways a caller reaches a tool, behind one signature, so one scenario runs through each.

import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";

export interface Reply {
  status: number;
  body: {
    tool?: string;
    result?: unknown;
    error?: { type: string; message: string; retryable: boolean; details?: unknown };
  };
}

export type Call = (tool: string, input: unknown, rawBody?: string) => Promise<Reply>;
type Handler = (event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/** API Gateway REST proxy events into the real handler. */
export function apiGatewayTransport(handler: Handler): Call {
  return async (tool, input, rawBody) => {
    const event = {
      resource: "/tools/{toolName}",
      path: `/tools/${tool}`,
      httpMethod: "POST",
      headers: { "content-type": "application/json" },
      pathParameters: { toolName: tool },
      body: rawBody ?? JSON.stringify(input),
      isBase64Encoded: false,
      requestContext: {},
    };
    const response = (await handler(event, lambdaContext("test-tasks"))) as {
      statusCode: number;
      body: string;
    };
    return { status: response.statusCode, body: JSON.parse(response.body) };
  };
}

/** Direct `{tool, input}` invokes (Step Functions); a thrown typed error becomes its status and body. */
export function directTransport(handler: Handler): Call {
  return async (tool, input) => {
    try {
      return {
        status: 200,
        body: (await handler({ tool, input }, lambdaContext("test-tasks"))) as Reply["body"],
      };
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      return { status: error.status, body: { error: error.toJSON() } };
    }
  };
}

/** HTTP to the local gateway of `npm start`. */
export function gatewayTransport(baseUrl: string): Call {
  return async (tool, input, rawBody) => {
    const response = await fetch(`${baseUrl}/tools/${encodeURIComponent(tool)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: rawBody ?? JSON.stringify(input),
    });
    return { status: response.status, body: (await response.json()) as Reply["body"] };
  };
}
