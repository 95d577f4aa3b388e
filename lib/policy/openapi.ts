// GET /openapi.json of a read-only deployment (the local gateway): the document of the read-only
// tools only, built once per process like the full one (lib/openapi/route.ts).
import { allTools } from "../catalog/index";
import { type OpenApiResponse, openApiResponse } from "../openapi/route";

export function readOnlyOpenApiResponse(localUrl?: string): OpenApiResponse {
  return openApiResponse(localUrl, {
    kind: "read-only",
    tools: allTools.filter((row) => row.flags.readOnly),
  });
}
