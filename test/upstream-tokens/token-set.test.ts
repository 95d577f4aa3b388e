// A connection's token set as its secret stores it (docs/tokens.md): the current JSON shape, the
// old shapes that still read (a bare token, {"access_token"}), what makes a secret malformed, the
// string written back, and a set made from an OAuth token response.
import { describe, expect, it } from "vitest";
import { ToolError } from "../../lib/runtime/errors";
import {
  parseClientCredentials,
  parseTokenSet,
  serializeTokenSet,
  type TokenSet,
  tokenSetFromOAuthResponse,
} from "../../lib/upstream-tokens/token-set";

const ID = "agent-tools/ledger/acme";
const NOW = Date.parse("2026-11-24T10:00:00.000Z");

function refusal(read: () => unknown): ToolError {
  try {
    read();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("it was accepted");
}

describe("parseTokenSet", () => {
  it("reads the whole set, keeping fields it does not interpret", () => {
    const set = parseTokenSet(
      JSON.stringify({
        access_token: "access-1",
        refresh_token: "refresh-1",
        expires_at: "2026-11-24T10:30:00Z",
        token_endpoint: "https://identity.example/connect/token",
        client: { secret_id: "agent-tools/ledger/oauth-client" },
        scope: "accounting.transactions offline_access",
        updated_at: "2026-11-24T09:00:00Z",
      }),
      ID,
    );
    expect(set).toEqual({
      accessToken: "access-1",
      refreshToken: "refresh-1",
      expiresAt: Date.parse("2026-11-24T10:30:00Z"),
      tokenEndpoint: "https://identity.example/connect/token",
      client: { secretId: "agent-tools/ledger/oauth-client" },
      refreshError: undefined,
      extra: { scope: "accounting.transactions offline_access" },
    });
  });

  it("reads the old shapes as sets that cannot be refreshed", () => {
    expect(parseTokenSet("  bare-token-123  ", ID)).toEqual({ accessToken: "bare-token-123", extra: {} });
    expect(parseTokenSet('{"accessToken":"camel-1"}', ID)).toMatchObject({
      accessToken: "camel-1",
      refreshToken: undefined,
      expiresAt: undefined,
    });
  });

  it("an inline client and a recorded refresh error are read too; empty strings count as absent", () => {
    const set = parseTokenSet(
      JSON.stringify({
        access_token: "a",
        refresh_token: "",
        client: { client_id: "id-1", client_secret: "secret-1" },
        refresh_error: "invalid_grant",
      }),
      ID,
    );
    expect(set.client).toEqual({ clientId: "id-1", clientSecret: "secret-1" });
    expect(set.refreshError).toBe("invalid_grant");
    expect(set.refreshToken).toBeUndefined();
  });

  it.each([
    ["empty", undefined],
    ["blank", "   "],
    ["JSON without a token", '{"note":"none"}'],
    ["a broken JSON object", '{"access_token": '],
    ["an empty token", '{"access_token":""}'],
    ["a token that is not text", '{"access_token":42}'],
  ])("a secret that is %s holds no access token", (_case, secret) => {
    expect(refusal(() => parseTokenSet(secret, ID))).toMatchObject({
      type: "AuthError",
      message: `The secret ${ID} holds no access token: store a JSON object with "access_token", or the token itself.`,
    });
  });

  it.each([
    ["an expires_at that is no time", { expires_at: "soon" }, '"expires_at" must be an ISO 8601 time'],
    ["an issued_at that is no time", { issued_at: "today" }, '"issued_at" must be an ISO 8601 time'],
    ["a refresh_token that is not text", { refresh_token: 7 }, '"refresh_token" must be a string'],
    [
      "a client without a secret",
      { client: { client_id: "id-only" } },
      '"client" must be {"secret_id"} or {"client_id", "client_secret"}',
    ],
    [
      "a client that is not an object",
      { client: "agent-tools/client" },
      '"client" must be {"secret_id"} or {"client_id", "client_secret"}',
    ],
  ])("%s makes the secret malformed, saying what is wrong", (_case, fields, problem) => {
    const error = refusal(() => parseTokenSet(JSON.stringify({ access_token: "a", ...fields }), ID));
    expect(error).toMatchObject({
      type: "AuthError",
      message: `The token secret ${ID} is malformed: ${problem} (see docs/tokens.md).`,
    });
  });
});

describe("serializeTokenSet", () => {
  it("writes the set back in the stored shape, with the time it was written", () => {
    const set: TokenSet = {
      accessToken: "access-2",
      refreshToken: "refresh-2",
      expiresAt: NOW + 30 * 60_000,
      client: { clientId: "id-1", clientSecret: "secret-1" },
      extra: { scope: "offline_access" },
    };
    expect(JSON.parse(serializeTokenSet(set, NOW))).toEqual({
      scope: "offline_access",
      access_token: "access-2",
      refresh_token: "refresh-2",
      expires_at: "2026-11-24T10:30:00.000Z",
      client: { client_id: "id-1", client_secret: "secret-1" },
      updated_at: "2026-11-24T10:00:00.000Z",
    });
  });

  it("reads back as the same set", () => {
    const set: TokenSet = {
      accessToken: "access-3",
      refreshToken: "refresh-3",
      expiresAt: NOW,
      tokenEndpoint: "https://identity.example/connect/token",
      client: { secretId: "agent-tools/ledger/oauth-client" },
      refreshError: "invalid_grant",
      extra: { note: "kept" },
    };
    expect(parseTokenSet(serializeTokenSet(set, NOW), ID)).toEqual(set);
  });

  it("keeps issued_at, the time the token endpoint issued the set (written by the broker's refresh)", () => {
    const set: TokenSet = { accessToken: "access-4", expiresAt: NOW + 1_800_000, issuedAt: NOW, extra: {} };
    expect(JSON.parse(serializeTokenSet(set, NOW + 5))).toMatchObject({
      issued_at: "2026-11-24T10:00:00.000Z",
      updated_at: "2026-11-24T10:00:00.005Z",
    });
    expect(parseTokenSet(serializeTokenSet(set, NOW + 5), ID).issuedAt).toBe(NOW);
  });
});

describe("tokenSetFromOAuthResponse", () => {
  const previous = {
    refreshToken: "refresh-old",
    tokenEndpoint: "https://identity.example/connect/token",
    client: { secretId: "agent-tools/ledger/oauth-client" },
    extra: { scope: "offline_access" },
  };

  it("takes the new tokens and expires_in on top of the previous set", () => {
    expect(
      tokenSetFromOAuthResponse(
        { access_token: "access-new", refresh_token: "refresh-new", expires_in: 1800, token_type: "Bearer" },
        previous,
        NOW,
      ),
    ).toEqual({
      ...previous,
      accessToken: "access-new",
      refreshToken: "refresh-new",
      expiresAt: NOW + 1_800_000,
    });
  });

  it("keeps the previous refresh token when none is sent; takes expires_at when no expires_in", () => {
    const set = tokenSetFromOAuthResponse(
      { access_token: "access-new", refresh_token: "", expires_at: "2026-11-24T11:00:00Z" },
      previous,
      NOW,
    );
    expect(set?.refreshToken).toBe("refresh-old");
    expect(set?.expiresAt).toBe(Date.parse("2026-11-24T11:00:00Z"));
    expect(
      tokenSetFromOAuthResponse({ access_token: "a", expires_at: "never" }, previous, NOW)?.expiresAt,
    ).toBe(undefined);
    expect(tokenSetFromOAuthResponse({ access_token: "a" })).toEqual({
      accessToken: "a",
      refreshToken: undefined,
      expiresAt: undefined,
      tokenEndpoint: undefined,
      client: undefined,
      extra: {},
    });
  });

  it.each([null, "access", { refresh_token: "r" }, { access_token: "" }])(
    "%j is not a token response",
    (response) => {
      expect(tokenSetFromOAuthResponse(response, previous, NOW)).toBeUndefined();
    },
  );
});

describe("parseClientCredentials", () => {
  it("reads {client_id, client_secret}", () => {
    expect(parseClientCredentials('{"client_id":"id-1","client_secret":"secret-1"}', "client")).toEqual({
      clientId: "id-1",
      clientSecret: "secret-1",
    });
  });

  it.each([undefined, "", "id-1:secret-1", '{"client_id":"id-1"}', '{"client_id":"","client_secret":"s"}'])(
    "refuses %j, naming the secret and its shape",
    (secret) => {
      expect(refusal(() => parseClientCredentials(secret, "agent-tools/client"))).toMatchObject({
        type: "AuthError",
        message:
          'The OAuth client secret agent-tools/client must be a JSON object {"client_id", "client_secret"}.',
      });
    },
  );
});
