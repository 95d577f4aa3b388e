// The API's Lambda authorizer: a policy only for the resource the token was issued for, the
// principal as the connection the functions read, and API Gateway's 401 for anything else.
import { describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import { authorize } from "../../lib/oauth/authorizer";

const baseUrl = "https://abc123.execute-api.eu-west-1.amazonaws.com/v1";
const tokens = new AccessTokens("z".repeat(48), baseUrl, 300);
const arn = (route: string) => `arn:aws:execute-api:eu-west-1:123456789012:abc123/v1/${route}`;
const grant = (resource: string, scopes = ["tools:read"]) =>
  tokens.issue({ principal: "u-alice", clientId: "c-1", scopes, resource: `${baseUrl}/${resource}` });

describe("the OAuth authorizer", () => {
  it("allows an /mcp token on /mcp only, carrying the principal as the connection", async () => {
    const result = await authorize(
      {
        authorizationToken: `Bearer ${await grant("mcp", ["tools:read", "tools:write"])}`,
        methodArn: arn("POST/mcp"),
      },
      { tokens, baseUrl },
    );
    expect(result.principalId).toBe("u-alice");
    expect(result.context).toEqual({
      connection: "u-alice",
      scope: "tools:read tools:write",
      clientId: "c-1",
      expiresAt: expect.any(Number),
      resourceMetadata: `${baseUrl}/.well-known/oauth-protected-resource/mcp`,
    });
    expect(result.policyDocument.Statement).toEqual([
      { Action: "execute-api:Invoke", Effect: "Allow", Resource: [arn("POST/mcp"), arn("GET/mcp")] },
    ]);
  });

  it("allows a /tools token on the tool routes", async () => {
    const result = await authorize(
      {
        authorizationToken: `Bearer ${await grant("tools")}`,
        methodArn: arn("POST/tools/LedgerApi.RetrieveInvoices"),
      },
      { tokens, baseUrl },
    );
    expect(result.policyDocument.Statement[0]).toMatchObject({
      Resource: [arn("POST/tools/*"), arn("GET/tools")],
    });
  });

  it("answers Unauthorized for no token, a token for the other resource, or a forged one", async () => {
    await expect(
      authorize({ authorizationToken: "", methodArn: arn("POST/mcp") }, { tokens, baseUrl }),
    ).rejects.toThrow(/^Unauthorized$/);
    await expect(
      authorize(
        { authorizationToken: `Bearer ${await grant("tools")}`, methodArn: arn("POST/mcp") },
        { tokens, baseUrl },
      ),
    ).rejects.toThrow(/^Unauthorized$/);
    const other = new AccessTokens("y".repeat(48), baseUrl, 300);
    const forged = await other.issue({
      principal: "u-alice",
      clientId: "c",
      scopes: [],
      resource: `${baseUrl}/mcp`,
    });
    await expect(
      authorize({ authorizationToken: `Bearer ${forged}`, methodArn: arn("POST/mcp") }, { tokens, baseUrl }),
    ).rejects.toThrow(/^Unauthorized$/);
  });
});
