// Sessions that carry one fact and no state: whether the client takes URL-mode elicitations. The
// endpoint is stateless (any container answers any request), so what a client declared in
// `initialize` would be lost by its next request. A client that declares
// `capabilities.elicitation.url` gets an `Mcp-Session-Id` whose suffix records it, and sends that
// id back on every request (Streamable HTTP requires it). Nothing is stored: a client that forges
// the suffix only changes how its own not-connected errors reach it.
import { randomUUID } from "node:crypto";

export const SESSION_HEADER = "mcp-session-id";
const TAKES_URL_ELICITATION = ".url-elicitation";

interface InitializeMessage {
  method?: unknown;
  params?: { capabilities?: { elicitation?: { url?: unknown } } };
}

/** The session id to answer an `initialize` with, when the client takes URL elicitations. */
export function sessionIdFor(body: unknown): string | undefined {
  const message = body as InitializeMessage | null;
  if (!message || typeof message !== "object" || message.method !== "initialize") return undefined;
  const url = message.params?.capabilities?.elicitation?.url;
  return url && typeof url === "object" ? `${randomUUID()}${TAKES_URL_ELICITATION}` : undefined;
}

/** Whether the request's session says its client takes URL elicitations. */
export function takesUrlElicitation(sessionId: string | undefined): boolean {
  return sessionId?.endsWith(TAKES_URL_ELICITATION) ?? false;
}
