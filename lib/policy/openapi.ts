// GET /openapi.json of a read-only deployment (the local gateway): the document of the read-only
// tools only, built once per process like the full one (lib/openapi/route.ts).
import { allTools } from "../catalog/index";
import { openApiDocument } from "../openapi/document";
import type { OpenApiResponse } from "../openapi/route";

let cached: OpenApiResponse | undefined;

export function readOnlyOpenApiResponse(): OpenApiResponse {
  cached ??= {
    statusCode: 200,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify(openApiDocument({ tools: allTools.filter((row) => row.flags.readOnly) })),
  };
  return cached;
}
