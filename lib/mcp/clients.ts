// The agent clients people point at /mcp, and the limits each enforces, as data: what
// test/mcp/client-compatibility.test.ts holds every endpoint form to, and what docs/clients.md
// explains. Facts as the clients' own docs or their error messages state them (see `source`);
// when a client changes, change its row and the test says which forms still fit. Not Lambda code:
// nothing in functions/ imports it.

export type Transport = "streamable-http" | "sse" | "stdio";

export interface ClientProfile {
  id: string;
  name: string;
  toolNames: {
    /** What the client (or the model API behind it) accepts, checked on the name it sends. */
    pattern: RegExp;
    maxLength: number;
    /** What the client puts before a tool's name, `{server}` being the name a person gives the server. */
    prefix?: string;
  };
  /** Most tools one request may carry: `hard` refuses the request, `recommended` degrades choice. */
  toolCap?: { max: number; kind: "hard" | "recommended" };
  /** Input-schema keywords the client refuses at the top level of a schema. */
  refusedTopLevelKeywords: readonly string[];
  transports: readonly Transport[];
  /** How it authenticates to a remote server. */
  auth: string;
  source: string;
}

const OPENAI_NAMES = { pattern: /^[a-zA-Z0-9_-]{1,64}$/, maxLength: 64 };
const CONDITIONALS = ["if", "then", "else"];
const ANTHROPIC_REFUSED = ["oneOf", "allOf", "anyOf", ...CONDITIONALS];

export const CLIENTS: readonly ClientProfile[] = [
  {
    id: "claude-desktop",
    name: "Claude Desktop, claude.ai (custom connectors)",
    toolNames: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, maxLength: 64 },
    refusedTopLevelKeywords: ANTHROPIC_REFUSED,
    transports: ["streamable-http", "sse", "stdio"],
    auth: "OAuth 2.1 (dynamic client registration or a client ID metadata document), or none",
    source:
      "Anthropic API tool-name pattern (`tools.N...name: String should match pattern`); input_schema refuses top-level oneOf/allOf/anyOf",
  },
  {
    id: "claude-code",
    name: "Claude Code",
    toolNames: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, maxLength: 64, prefix: "mcp__{server}__" },
    refusedTopLevelKeywords: ANTHROPIC_REFUSED,
    transports: ["streamable-http", "sse", "stdio"],
    auth: "OAuth 2.1 (`/mcp` in a session), or headers given to `claude mcp add --header`",
    source: "Anthropic API tool-name pattern, applied to `mcp__<server>__<tool>`",
  },
  {
    id: "chatgpt",
    name: "ChatGPT (connectors, developer mode)",
    toolNames: OPENAI_NAMES,
    toolCap: { max: 128, kind: "hard" },
    refusedTopLevelKeywords: CONDITIONALS,
    transports: ["streamable-http", "sse"],
    auth: "OAuth 2.1 (client metadata document or dynamic registration, PKCE), or none",
    source: "OpenAI function names `^[a-zA-Z0-9_-]{1,64}$`; at most 128 tools per request",
  },
  {
    id: "codex",
    name: "OpenAI Codex (CLI and IDE)",
    toolNames: OPENAI_NAMES,
    toolCap: { max: 128, kind: "hard" },
    refusedTopLevelKeywords: CONDITIONALS,
    transports: ["streamable-http", "stdio"],
    auth: "OAuth 2.1 (`codex mcp login`), or a bearer token from an environment variable",
    source: "OpenAI function names; at most 128 tools per request",
  },
  {
    id: "vscode",
    name: "VS Code (Copilot agent mode)",
    toolNames: OPENAI_NAMES,
    toolCap: { max: 128, kind: "hard" },
    refusedTopLevelKeywords: CONDITIONALS,
    transports: ["streamable-http", "sse", "stdio"],
    auth: "OAuth 2.1 with dynamic client registration, or headers in mcp.json",
    source: '"You may not include more than 128 tools in your request"',
  },
  {
    id: "cursor",
    name: "Cursor",
    toolNames: { pattern: /^[a-zA-Z0-9_-]{1,60}$/, maxLength: 60, prefix: "{server}" },
    toolCap: { max: 40, kind: "recommended" },
    refusedTopLevelKeywords: CONDITIONALS,
    transports: ["streamable-http", "sse", "stdio"],
    auth: "OAuth 2.1, or headers in mcp.json",
    source: "Cursor docs: about 40 active tools; server name + tool name at most 60 characters",
  },
  {
    id: "gemini-cli",
    name: "Gemini CLI",
    toolNames: { pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/, maxLength: 64 },
    refusedTopLevelKeywords: CONDITIONALS,
    transports: ["streamable-http", "sse", "stdio"],
    auth: "OAuth 2.1 with discovery and dynamic client registration, or headers in settings.json",
    source:
      "Gemini FunctionDeclaration.name: starts with a letter or _, then letters, digits, _ . : -, at most 64",
  },
  {
    id: "mcp-inspector",
    name: "MCP Inspector",
    toolNames: { pattern: /^[A-Za-z0-9_./-]{1,128}$/, maxLength: 128 },
    refusedTopLevelKeywords: [],
    transports: ["streamable-http", "sse", "stdio"],
    auth: "OAuth 2.1 (guided flow), or a bearer token",
    source: "MCP specification (SEP-986 tool names)",
  },
];

/** The server name docs/clients.md suggests: short, so every prefixed tool name fits. */
export const SUGGESTED_SERVER_NAME = "tools";

/** A tool name as the client sends it to its model. */
export function sentName(client: ClientProfile, tool: string, server = SUGGESTED_SERVER_NAME): string {
  return `${(client.toolNames.prefix ?? "").replace("{server}", server)}${tool}`;
}
