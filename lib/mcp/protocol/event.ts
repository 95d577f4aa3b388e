// The API Gateway event `POST /mcp` is answered from: taken by endpoint.ts (which re-exports it),
// plain-request.ts and sdk-answer.ts, which endpoint.ts imports and loads, and which so import
// nothing back from it.
import type { APIGatewayProxyEvent } from "aws-lambda";

export type McpEvent = Pick<
  APIGatewayProxyEvent,
  "httpMethod" | "path" | "headers" | "body" | "isBase64Encoded" | "multiValueQueryStringParameters"
> &
  Partial<Pick<APIGatewayProxyEvent, "queryStringParameters" | "requestContext">>;
