// `GET /openapi.json`: the document rendered once per process and local address, since the catalog
// never changes while it runs and the document is ~hundreds of KB to build. The local gateway names
// the address it serves on (its `PORT`), so a client generated from the document calls that one.
import type { ToolRow } from "../catalog/types";
import { LOCAL_SERVER_URL, openApiDocument } from "./document";

export interface OpenApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

const cached = new Map<string, OpenApiResponse>();

/** The document of `tools` (all by default), `kind` naming the selection for the cache. */
export function openApiResponse(
  localUrl: string = LOCAL_SERVER_URL,
  selection?: { kind: string; tools: readonly ToolRow[] },
): OpenApiResponse {
  const key = `${selection?.kind ?? "all"} ${localUrl}`;
  let response = cached.get(key);
  if (!response) {
    response = {
      statusCode: 200,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(openApiDocument({ localUrl, ...(selection ? { tools: selection.tools } : {}) })),
    };
    cached.set(key, response);
  }
  return response;
}
