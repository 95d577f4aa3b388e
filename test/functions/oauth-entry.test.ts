// The oauth function answers the metadata documents from its base URL alone: the same documents the
// authorization server's app serves, without its settings, table or secrets (its cold start).
import { describe, expect, it } from "vitest";
import { authorizationServerMetadata, protectedResourceMetadata } from "../../lib/oauth/metadata";

const BASE = "https://agent-tools.example/v1";

async function loadHandler() {
  process.env.OAUTH_BASE_URL = `${BASE}/`;
  delete process.env.OAUTH_TABLE;
  const { handler } = await import("../../functions/oauth");
  return handler;
}

function event(httpMethod: string, path: string) {
  return { httpMethod, path, headers: {}, body: null, isBase64Encoded: false } as never;
}

describe("functions/oauth.ts", () => {
  it("answers each metadata document with nothing else configured", async () => {
    const handler = await loadHandler();
    const asked = {
      "/.well-known/oauth-authorization-server": authorizationServerMetadata(BASE),
      "/.well-known/openid-configuration": authorizationServerMetadata(BASE),
      "/.well-known/oauth-protected-resource": protectedResourceMetadata(BASE, "mcp"),
      "/.well-known/oauth-protected-resource/mcp": protectedResourceMetadata(BASE, "mcp"),
      "/.well-known/oauth-protected-resource/tools": protectedResourceMetadata(BASE, "tools"),
    };
    for (const [path, document] of Object.entries(asked)) {
      const answer = await handler(event("GET", path), {});
      expect(answer.statusCode, path).toBe(200);
      expect(JSON.parse(answer.body), path).toEqual(document);
      expect(answer.headers?.["cache-control"]).toBe("public, max-age=3600");
      expect(answer.headers?.["access-control-allow-origin"]).toBe("*");
      expect(answer.headers?.["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("hands every other request to the server, which needs its settings", async () => {
    const handler = await loadHandler();
    await expect(handler(event("POST", "/.well-known/oauth-authorization-server"), {})).rejects.toThrow(
      /OAUTH_TABLE must be set/,
    );
    await expect(handler(event("GET", "/token"), {})).rejects.toThrow(/OAUTH_TABLE must be set/);
  });
});
