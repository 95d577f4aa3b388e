// The plain path's 2026-07-28 side (README.md): a request whose headers agree with its body
// (MCP-Protocol-Version, Mcp-Method, Mcp-Name) and whose `_meta` envelope is of the simple forms, and
// its answer encoded as the SDK encodes a 2026-07-28 result (resultType, the cache fields of a list,
// the server's identity in `_meta`).
import { DISCOVER_CACHE, TOOLS_LIST_CACHE } from "../listing/cache";
import { TASKS_EXTENSION } from "../tasks-extension/names";
import { SERVER_INFO } from "./server-info";

export const MODERN_PROTOCOL_VERSION = "2026-07-28";

export const PROTOCOL_VERSION_META = "io.modelcontextprotocol/protocolVersion";
export const CLIENT_CAPABILITIES_META = "io.modelcontextprotocol/clientCapabilities";
export const CLIENT_INFO_META = "io.modelcontextprotocol/clientInfo";
export const SERVER_INFO_META = "io.modelcontextprotocol/serverInfo";

/** What a 2026-07-28 client declared on this request (the spec: never inferred from earlier ones). */
export interface ClientDeclares {
  /** Form-mode elicitation: a confirmation may be asked in the call (an input-required result). */
  formElicitation: boolean;
  /** URL-mode elicitation: "connect your account" may be asked in the call. */
  urlElicitation: boolean;
  /** The tasks extension: a long call may be answered with a task (lib/mcp/tasks-extension). */
  tasks: boolean;
}

type Json = Record<string, unknown>;

/** A JSON object (not null, not a list): what params, `_meta` and capabilities must be. */
export const isPlainObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isEmptyObject = (value: unknown) => isPlainObject(value) && Object.keys(value).length === 0;
const onlyKeys = (value: Json, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

/** A capability of the simple forms the SDK's schema surely accepts as they are; undefined: the SDK judges. */
function capabilityTaken(name: string, value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  switch (name) {
    case "elicitation":
      return onlyKeys(value, ["form", "url"]) && Object.values(value).every(isEmptyObject);
    case "roots":
      return onlyKeys(value, ["listChanged"]) && ["boolean", "undefined"].includes(typeof value.listChanged);
    case "sampling":
      return isEmptyObject(value);
    case "extensions":
    case "experimental":
      return Object.values(value).every(isPlainObject);
    default:
      return false;
  }
}

/** What the capabilities say the client can be asked. */
export function declaresOf(capabilities: Json): ClientDeclares {
  const elicitation = capabilities.elicitation as Json | undefined;
  const extensions = capabilities.extensions;
  return {
    // An empty elicitation capability means form mode (the 2025 rule the SDK keeps).
    formElicitation: elicitation !== undefined && (isEmptyObject(elicitation) || "form" in elicitation),
    urlElicitation: elicitation !== undefined && "url" in elicitation,
    tasks: isPlainObject(extensions) && isPlainObject(extensions[TASKS_EXTENSION]),
  };
}

/** Client capabilities (either generation) of the simple forms. */
export function capabilitiesTaken(capabilities: unknown): boolean {
  return (
    isPlainObject(capabilities) &&
    Object.entries(capabilities).every(([name, value]) => capabilityTaken(name, value))
  );
}

/** Client info of the simple form (name, version, a title), or none. */
export function clientInfoTaken(info: unknown): boolean {
  if (info === undefined) return true;
  if (!isPlainObject(info) || !onlyKeys(info, ["name", "version", "title"])) return false;
  return (
    typeof info.name === "string" &&
    typeof info.version === "string" &&
    ["string", "undefined"].includes(typeof info.title)
  );
}

/**
 * The envelope of a request's `_meta`, when it is of a simple form, and what the rest of `_meta`
 * holds (the envelope lifted out, as the SDK hands `_meta` to its handler).
 */
export function readEnvelope(meta: unknown): { declares: ClientDeclares; rest: Json } | undefined {
  if (!isPlainObject(meta)) return undefined;
  const {
    [PROTOCOL_VERSION_META]: version,
    [CLIENT_CAPABILITIES_META]: capabilities,
    [CLIENT_INFO_META]: info,
    ...rest
  } = meta;
  if (version !== MODERN_PROTOCOL_VERSION || !capabilitiesTaken(capabilities) || !clientInfoTaken(info))
    return undefined;
  return { declares: declaresOf(capabilities as Json), rest };
}

const PRINTABLE_ASCII = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Whether the headers say what the body says, in the plain form: the version, the method, the
 * tool's name (printable ASCII, sent as it is), and nothing the SDK would look at further (a
 * session id, which 2026-07-28 ignores, or mirrored `Mcp-Param-*` arguments).
 */
export function headersAgree(headers: ReadonlyMap<string, string>, method: string, name?: string): boolean {
  if (headers.get("mcp-protocol-version") !== MODERN_PROTOCOL_VERSION) return false;
  if (headers.get("mcp-method") !== method) return false;
  if (
    name === undefined
      ? headers.has("mcp-name")
      : !PRINTABLE_ASCII.test(name) || headers.get("mcp-name") !== name
  )
    return false;
  for (const header of headers.keys())
    if (header === "mcp-session-id" || header.startsWith("mcp-param-")) return false;
  return true;
}

/** The cacheable results this server answers, with the hints sdk-server.ts gives the SDK. */
const CACHE_HINTS: Record<string, { ttlMs: number; cacheScope: string }> = {
  "tools/list": TOOLS_LIST_CACHE,
  "server/discover": DISCOVER_CACHE,
};

/**
 * A handler's result as the SDK writes it on 2026-07-28: its own members, `resultType`, the cache
 * fields of a list, then `_meta` with the server's identity (added to a `_meta` the result has, where it stands).
 */
export function modernResult(method: string, result: Json): Json {
  const encoded: Json = { ...result };
  if (encoded.resultType === undefined) encoded.resultType = "complete";
  const cache = CACHE_HINTS[method];
  if (cache && encoded.resultType === "complete") {
    encoded.ttlMs = cache.ttlMs;
    encoded.cacheScope = cache.cacheScope;
  }
  const meta = encoded._meta;
  if (meta === undefined) encoded._meta = { [SERVER_INFO_META]: SERVER_INFO };
  else if (isPlainObject(meta) && meta[SERVER_INFO_META] === undefined)
    encoded._meta = { ...meta, [SERVER_INFO_META]: SERVER_INFO };
  return encoded;
}
