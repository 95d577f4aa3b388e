// The authorization server's endpoints (app.ts and consent.ts serve them): the one list the CDK
// app makes API routes to the `oauth` function from and the local gateway hands to the server.
// They are open at the gateway: OAuth endpoints are public by protocol, and the server
// authenticates clients and people itself. test/oauth/authorization-server.test.ts holds the app to
// the list.
export interface OAuthRoute {
  path: string;
  methods: readonly ("GET" | "POST")[];
}

export const OAUTH_ROUTES: readonly OAuthRoute[] = [
  // Metadata: RFC 8414 (and OpenID's discovery path), RFC 9728 for each protected resource.
  { path: "/.well-known/oauth-authorization-server", methods: ["GET"] },
  { path: "/.well-known/openid-configuration", methods: ["GET"] },
  { path: "/.well-known/oauth-protected-resource", methods: ["GET"] },
  { path: "/.well-known/oauth-protected-resource/mcp", methods: ["GET"] },
  { path: "/.well-known/oauth-protected-resource/tools", methods: ["GET"] },
  // The access-token keys' public halves (RFC 7517), which the metadata names as jwks_uri.
  { path: "/.well-known/jwks.json", methods: ["GET"] },
  // The MCP SDK's protocol handlers.
  { path: "/authorize", methods: ["GET", "POST"] },
  { path: "/token", methods: ["POST"] },
  { path: "/register", methods: ["POST"] },
  { path: "/revoke", methods: ["POST"] },
  // The person's pages: consent, connecting Xero and TickTick, their return, the account page.
  { path: "/consent", methods: ["GET", "POST"] },
  { path: "/connect", methods: ["POST"] },
  { path: "/callback", methods: ["GET"] },
  { path: "/account", methods: ["GET"] },
  { path: "/account/disconnect", methods: ["POST"] },
  { path: "/account/revoke", methods: ["POST"] },
  { path: "/account/signout", methods: ["POST"] },
];
