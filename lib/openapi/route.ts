// `GET /openapi.json`: the document rendered once per process, since the catalog never changes
// while it runs and the document is ~hundreds of KB to build.
import { openApiDocument } from "./document";

export interface OpenApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

let cached: OpenApiResponse | undefined;

export function openApiResponse(): OpenApiResponse {
  cached ??= {
    statusCode: 200,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify(openApiDocument()),
  };
  return cached;
}
