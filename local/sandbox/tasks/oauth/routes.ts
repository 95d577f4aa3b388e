// TickTick's OAuth endpoints on the sandbox's origin (ticktick.com/oauth/… in production).
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLargeError, readBody, sendJson } from "../../http";
import type { TickTickAccounts } from "./accounts";
import { AUTHORIZE_PATH, TOKEN_PATH } from "./app";
import { serveToken } from "./token";

export function isOAuthPath(pathname: string): boolean {
  return pathname === AUTHORIZE_PATH || pathname === TOKEN_PATH;
}

export async function serveOAuth(
  accounts: TickTickAccounts,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let bodyText: string;
  try {
    bodyText = await readBody(req);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendJson(res, 413, { error: "invalid_request", error_description: error.message });
    return;
  }
  if (url.pathname === AUTHORIZE_PATH) return accounts.consent.serve(req, res, url, bodyText);
  return serveToken(accounts, req, res, bodyText);
}
