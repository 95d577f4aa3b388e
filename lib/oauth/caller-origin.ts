// DNS rebinding and cross-site calls on the deployed /mcp (MCP Streamable HTTP transport: servers
// MUST validate `Origin` and answer 403 when it is present and not allowed). Native clients send no
// Origin and pass; a browser page may call only from the API's own origin or one the operator lists
// in MCP_ALLOWED_ORIGINS (comma-separated, exact origins). The local gateway makes the same check
// before its routes (local/gateway-guard.ts).
import { ToolError } from "../runtime/errors";
import { headerOfEvent } from "../runtime/event-header";

type AnyEvent = Record<string, unknown>;

function originHeader(event: AnyEvent): string | undefined {
  return headerOfEvent(event, "origin");
}

/** The API's own origin: API Gateway names the domain the request reached (it serves only HTTPS). */
function ownOrigin(event: AnyEvent): string | undefined {
  const domain = ((event.requestContext ?? {}) as AnyEvent).domainName;
  return typeof domain === "string" && domain !== "" ? `https://${domain.toLowerCase()}` : undefined;
}

/** 403 for a request from a browser page of another origin (or an opaque one, `null`); else undefined. */
export function originRefusal(
  event: AnyEvent,
  allowed: string | undefined = process.env.MCP_ALLOWED_ORIGINS,
): ToolError | undefined {
  const origin = originHeader(event);
  if (origin === undefined) return undefined;
  const normalized = origin.trim().toLowerCase().replace(/\/$/, "");
  const permitted = [
    ownOrigin(event),
    ...(allowed ?? "").split(",").map((each) => each.trim().toLowerCase().replace(/\/$/, "")),
  ].filter(Boolean);
  if (normalized !== "null" && permitted.includes(normalized)) return undefined;
  return new ToolError(
    "Forbidden",
    `The Origin header names "${origin.slice(0, 200)}": only this API's own origin and the origins in MCP_ALLOWED_ORIGINS may call it from a browser. Native clients send no Origin.`,
  );
}
