// A local OAuth 2.0 token endpoint behaving like Xero's for the refresh_token grant: client as HTTP
// Basic, a new refresh token on every refresh, the replaced one accepted only while `graceOpen`,
// and invalid_grant on demand. It counts calls so tests can prove how many refreshes happened.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface OAuthFakeOptions {
  clientId: string;
  clientSecret: string;
  /** The refresh token the stored set starts with. */
  refreshToken: string;
  /** Prefix of issued tokens: `<prefix>access-<n>`, `<prefix>refresh-<n>` (n from 1). */
  prefix?: string;
  /** Answer this long after the request, to widen races. */
  delayMs?: number;
  expiresIn?: number;
}

export async function startOAuthFake(options: OAuthFakeOptions) {
  const prefix = options.prefix ?? "xero-";
  const state = {
    current: options.refreshToken,
    previous: undefined as string | undefined,
    issued: 0,
    /** Xero lets the replaced refresh token be used again for 30 minutes; false ends that grace. */
    graceOpen: true,
    /** Answer invalid_grant to every refresh. */
    rejectAll: false,
  };
  const calls: { authorization: string; form: Record<string, string>; outcome: string }[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    const authorization = String(req.headers.authorization ?? "");
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const answer = (status: number, body: unknown, outcome: string) => {
      calls.push({ authorization, form, outcome });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
    if (req.method !== "POST" || req.url !== "/connect/token")
      return answer(404, { error: "not_found" }, "404");
    if (authorization !== basic) return answer(400, { error: "invalid_client" }, "invalid_client");
    if (form.grant_type !== "refresh_token") return answer(400, { error: "unsupported_grant_type" }, "grant");
    const presented = form.refresh_token;
    const usable = presented === state.current || (state.graceOpen && presented === state.previous);
    if (state.rejectAll || !usable) return answer(400, { error: "invalid_grant" }, "invalid_grant");
    state.issued += 1;
    const refreshToken = `${prefix}refresh-${state.issued}`;
    state.previous = state.current;
    state.current = refreshToken;
    answer(
      200,
      {
        access_token: `${prefix}access-${state.issued}`,
        refresh_token: refreshToken,
        expires_in: options.expiresIn ?? 1800,
        token_type: "Bearer",
        scope: "offline_access accounting.transactions",
      },
      "ok",
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/connect/token`,
    calls,
    state,
    /** Back to the start: `refreshToken` is the only valid one, nothing issued, nothing recorded. */
    reset(refreshToken = options.refreshToken) {
      Object.assign(state, {
        current: refreshToken,
        previous: undefined,
        issued: 0,
        graceOpen: true,
        rejectAll: false,
      });
      calls.length = 0;
    },
    /** The access token the n-th successful refresh issues. */
    accessToken: (n: number) => `${prefix}access-${n}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OAuthFake = Awaited<ReturnType<typeof startOAuthFake>>;
