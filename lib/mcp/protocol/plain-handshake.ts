// The plain path's first answers (README.md): `initialize`, `notifications/initialized`, `server/discover`.
import type { APIGatewayProxyResult } from "aws-lambda";
import { modernCapabilities } from "./capabilities";
import type { McpEvent } from "./event";
import { MODERN_PROTOCOL_VERSION } from "./plain-modern";
import {
  type PlainRequest,
  PROTOCOL_VERSIONS,
  plainAnswer,
  plainInitializedNotification,
} from "./plain-request";
import { SERVER_CAPABILITIES, SERVER_INFO, SERVER_INSTRUCTIONS } from "./server-info";
import { SESSION_HEADER, sessionIdFor } from "./session";

type Handshake = Extract<PlainRequest, { method: "initialize" | "server/discover" }>;

export function isHandshake(plain: PlainRequest | undefined): plain is Handshake {
  return plain?.method === "initialize" || plain?.method === "server/discover";
}

/** The SDK's answer to a notification: accepted, nothing to say. */
const ACCEPTED: APIGatewayProxyResult = { statusCode: 202, headers: {}, body: "" };

/** `notifications/initialized` answered as the SDK answers it; undefined for any other event. */
export function initializedAnswer(event: McpEvent): APIGatewayProxyResult | undefined {
  return plainInitializedNotification(event) ? { ...ACCEPTED, headers: {} } : undefined;
}

/** `tasks`: the deployment keeps tasks, and `server/discover` names the extension. */
export function handshakeAnswer(plain: Handshake, tasks = false): APIGatewayProxyResult {
  if (plain.method === "server/discover")
    return plainAnswer(plain, {
      supportedVersions: [MODERN_PROTOCOL_VERSION],
      capabilities: modernCapabilities(tasks),
      instructions: SERVER_INSTRUCTIONS,
    });
  // The version the client asked for when the server speaks it, else the latest it speaks.
  const protocolVersion = PROTOCOL_VERSIONS.includes(plain.version) ? plain.version : PROTOCOL_VERSIONS[0];
  const answer = plainAnswer(plain, {
    protocolVersion,
    capabilities: SERVER_CAPABILITIES,
    serverInfo: SERVER_INFO,
    instructions: SERVER_INSTRUCTIONS,
  });
  // A client taking URL elicitations gets the session that records it (session.ts), as from the SDK path.
  const sessionId = sessionIdFor({ method: "initialize", params: { capabilities: plain.capabilities } });
  if (sessionId) answer.headers = { ...answer.headers, [SESSION_HEADER]: sessionId };
  return answer;
}
