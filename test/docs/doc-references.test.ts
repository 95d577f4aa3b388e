// The docs name only what the code has. Every backticked token in README.md and docs/*.md that looks
// like an environment variable, a tool, an HTTP route, a tool-subset or CDK-context parameter, or a
// tool parameter, and every `npm run <script>` anywhere in them, is checked against the code:
//
// - UPPER_SNAKE names (one underscore at least): read from the environment (`process.env.X`,
//   `env.X`, `env["X"]`, also in test/), or named in lib/ functions/ infra/ local/ scripts/ bench/ as
//   a string literal, an object key, a declaration or a member (`ResponseType.ACCESS_DENIED`), or
//   set in package.json's scripts or .ci/run. Comments do not count.
// - `npm run X`: a script in package.json.
// - `TasksApi.X`, `LedgerApi.X`, `TasksApi_X`, `LedgerApi_X` (X... / X* as a prefix): a catalog tool.
// - Routes (`GET /x`, `POST /x/{y}`, a span that is a path): one of ours (the local gateway's routes,
//   the API's /iam entrance, the OAuth server's OAUTH_ROUTES) or an upstream operation of a catalog
//   row, with the method when one is given; query parameters of /mcp and /tools as the code parses them.
// - `?name=` spans: a tool-subset parameter, `mode` or `budget`; `-c name=` (CDK context): read in infra/.
// - snake_case spans: a tool parameter, or a field the code names (string literal, key or member).
// - Paths of the repository (`lib/...`, `test/...`, ...): the file or folder exists.
//
// What a doc names that belongs to someone else (AWS, Node, the providers) is in ALLOWED below, each
// with its reason. A failure lists file:line and the token; fix the doc (or the code), or, for an
// outside name only, add it to ALLOWED.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog";
import { clientNameOf } from "../../lib/catalog/names";
import { deploymentBudget, requestBudget } from "../../lib/mcp/calling/budget";
import { MCP_MODES } from "../../lib/mcp/listing/from-rows";
import { OAUTH_ROUTES } from "../../lib/oauth/routes";
import { parseSubset, SUBSET_PARAMETERS } from "../../lib/tool-lists/subset";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Names a doc may use that the code does not have, because they are someone else's. */
const ALLOWED: Record<string, string> = {
  // Names of other programs.
  AWS_IAM: "API Gateway's name for SigV4 authorisation (CDK spells it AuthorizationType.IAM)",
  // Routes of other services.
  "DELETE /connections/{}": "Xero's connections endpoint, called on disconnect (lib/oauth/xero-access.ts)",
  "/oauth/authorize": "TickTick's authorize endpoint (the sandbox plays it)",
  "/oauth/token": "TickTick's token endpoint (the sandbox plays it)",
  "/api.xro/2.0": "Xero's API base path",
  "/pdf": "the path suffix Xero's OpenAPI declares for PDFs, which is not a real route",
  "DELETE /mcp": "named as refused: the MCP handler answers 405 (no session to end)",
  // Fields of other protocols.
  perf_hooks: "Node's module node:perf_hooks",
  dpop_bound_access_tokens: "a client metadata field of RFC 9449 §5.2, named as not read",
  dpop_jkt: "an authorization request parameter of RFC 9449 §10, named as not implemented",
};

// ---------------------------------------------------------------------------------------------
// The docs

interface Mention {
  doc: string;
  line: number;
  token: string;
}

function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs.sort()];
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Inline code spans (fenced blocks left out), with the line each starts on. */
function codeSpans(doc: string): Mention[] {
  const text = read(doc);
  // Blank fenced blocks out, keeping their newlines so line numbers still hold.
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, " "));
  const spans: Mention[] = [];
  for (const match of prose.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    spans.push({ doc, line: lineOf(prose, match.index), token: (match[2] ?? "").trim() });
  }
  return spans;
}

/** Matches of a pattern over a doc's whole text, fenced blocks included. */
function textMatches(doc: string, pattern: RegExp): Mention[] {
  const text = read(doc);
  return [...text.matchAll(pattern)].map((match) => ({
    doc,
    line: lineOf(text, match.index),
    token: match[1] ?? match[0],
  }));
}

const DOCS = docFiles();
const SPANS = DOCS.flatMap(codeSpans);

const where = ({ doc, line, token }: Mention) => `${doc}:${line} \`${token}\``;

// ---------------------------------------------------------------------------------------------
// The code

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(join(ROOT, path))) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const child = `${path}/${name}`;
      if (statSync(join(ROOT, child)).isDirectory()) walk(child);
      else if (/\.(ts|mts|mjs|js|cjs)$/.test(name)) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** Code without its comments (a name mentioned only in a comment is not in the code). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[\s;{}()])\/\/.*$/gm, "$1");

const CODE_DIRS = ["lib", "functions", "infra", "local", "scripts", "bench"];
const CODE = CODE_DIRS.flatMap(sourceFiles)
  .map((path) => withoutComments(read(path)))
  .join("\n");
const TESTS = sourceFiles("test")
  .filter((path) => path !== "test/docs/doc-references.test.ts")
  .map((path) => withoutComments(read(path)))
  .join("\n");
const PACKAGE = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
const SHELL = [...Object.values(PACKAGE.scripts), read(".ci/run")].join("\n");

const collect = (text: string, pattern: RegExp, into = new Set<string>()) => {
  for (const match of text.matchAll(pattern)) if (match[1]) into.add(match[1]);
  return into;
};

/** Names the environment is read by. */
const ENV_READS = /(?:process\.env|\benv)(?:\.|\[\s*["'`])([A-Z][A-Z0-9_]*)/g;
/** Names the code spells: a string literal, an object key, a declaration, a member. */
const NAMED = [
  /["']([A-Za-z][A-Za-z0-9_]*)["']/g,
  /(?:^|[{,(\s])([A-Za-z][A-Za-z0-9_]*)\??\s*:(?!:)/gm,
  /\b(?:const|let|var|function|class|enum|interface|type)\s+([A-Za-z][A-Za-z0-9_]*)\b/g,
  /\.([A-Za-z][A-Za-z0-9_]*)\b/g,
];

const CODE_NAMES = new Set<string>();
for (const pattern of NAMED) collect(CODE, pattern, CODE_NAMES);
// Constants a doc may point at in a test (`START_KIB` in test/infra/cold-path.test.ts).
collect(TESTS, NAMED[2] as RegExp, CODE_NAMES);
/** Every word inside the code's string literals: attribute names in DynamoDB expressions and the like. */
const STRING_WORDS = new Set<string>();
for (const literal of CODE.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g))
  collect(literal[0], /([A-Za-z_][A-Za-z0-9_]*)/g, STRING_WORDS);
const ENV_NAMES = collect(`${CODE}\n${TESTS}`, ENV_READS);
collect(SHELL, /\b([A-Z][A-Z0-9_]*)=/g, ENV_NAMES);

const TOOL_NAMES = new Set(allTools.flatMap((row) => [row.name, clientNameOf(row)]));
const PARAMETER_NAMES = new Set(allTools.flatMap((row) => Object.keys(row.params ?? {})));

// Routes: ours and the upstream operations of the rows, each as "METHOD /path" with `{}` for a
// placeholder.
const normalPath = (path: string) =>
  path
    .replace(/\{[^}]*\}|<[^>]*>/g, "{}")
    .replace(/(.)\/$/, "$1")
    .toLowerCase();

function ourRoutes(): Set<string> {
  const routes = new Set<string>();
  // The local gateway says which routes it has in its "No such route" answer.
  const refusal = /"No such route\. Use ([^"]+)"/.exec(read("local/gateway.ts"))?.[1] ?? "";
  const api = [...refusal.matchAll(/\b(GET|POST) (\/[^\s,]*)/g)].map(([, method, path]) => ({
    method,
    path: path === "/" ? "/" : (path ?? ""),
  }));
  // The API's other entrance, with its own /tools and /mcp (infra/constructs/entrances.ts).
  const prefixes = collect(read("infra/constructs/entrances.ts"), /entrance\("\w+", "(\/\w+)"/g);
  for (const { method, path } of api) {
    routes.add(`${method} ${normalPath(path)}`);
    if (path !== "/" && path !== "/openapi.json")
      for (const prefix of prefixes) routes.add(`${method} ${normalPath(prefix + path)}`);
  }
  for (const route of OAUTH_ROUTES)
    for (const method of route.methods) routes.add(`${method} ${normalPath(route.path)}`);
  return routes;
}

const ROUTES = ourRoutes();
const UPSTREAM_ROUTES = new Set(allTools.map((row) => `${row.method} ${normalPath(row.path)}`));
const ALL_ROUTES = [...ROUTES, ...UPSTREAM_ROUTES];

/** Whether a path (with `*` for the rest) matches a known route's, segment by segment. */
function pathMatches(docPath: string, knownPath: string): boolean {
  const doc = docPath.split("/");
  const known = knownPath.split("/");
  for (let i = 0; i < doc.length; i++) {
    const segment = doc[i];
    if (segment === "*") return known.length > i;
    if (i >= known.length) return false;
    if (segment !== known[i] && known[i] !== "{}" && segment !== "{}") return false;
  }
  return doc.length === known.length;
}

function routeKnown(method: string | undefined, path: string): boolean {
  // `/iam/` names everything under it.
  const docPath = path.length > 1 && path.endsWith("/") ? `${normalPath(path)}/*` : normalPath(path);
  return ALL_ROUTES.some((route) => {
    const [knownMethod, knownPath = ""] = route.split(" ");
    return (!method || method === knownMethod) && pathMatches(docPath, knownPath);
  });
}

const allowed = (token: string) => token in ALLOWED;

// ---------------------------------------------------------------------------------------------

describe("docs name only what the code has", () => {
  it("finds the docs and what they name", () => {
    expect(DOCS).toContain("docs/architecture.md");
    expect(SPANS.length).toBeGreaterThan(1000);
    expect(ROUTES).toContain("POST /tools/{}");
    expect(ROUTES).toContain("GET /account");
    expect(ROUTES).toContain("POST /iam/mcp");
    expect(ENV_NAMES).toContain("TASKS_API_BASE_URL");
  });

  it("environment variables (and other UPPER_SNAKE names)", () => {
    const missing: string[] = [];
    for (const span of SPANS) {
      for (const match of span.token.matchAll(
        /(?<![A-Za-z0-9_<>{}.-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![A-Za-z0-9_<>{}-])/g,
      )) {
        const name = match[0];
        if (ENV_NAMES.has(name) || CODE_NAMES.has(name) || allowed(name)) continue;
        missing.push(where({ ...span, token: name }));
      }
    }
    expect(missing).toEqual([]);
  });

  it("npm scripts", () => {
    const missing = DOCS.flatMap((doc) => textMatches(doc, /\bnpm run ([A-Za-z][\w:-]*)/g))
      .filter((mention) => !(mention.token in PACKAGE.scripts))
      .map((mention) => where({ ...mention, token: `npm run ${mention.token}` }));
    expect(missing).toEqual([]);
  });

  it("tool names", () => {
    const missing: string[] = [];
    for (const span of SPANS) {
      for (const match of span.token.matchAll(/\b(?:TasksApi|LedgerApi)[._][A-Za-z0-9]+(\*|\.\.\.)?/g)) {
        const prefix = match[1] ? match[0].slice(0, -match[1].length) : undefined;
        const known = prefix
          ? [...TOOL_NAMES].some((name) => name.startsWith(prefix))
          : TOOL_NAMES.has(match[0]);
        if (!known && !allowed(match[0])) missing.push(where({ ...span, token: match[0] }));
      }
    }
    expect(missing).toEqual([]);
  });

  it("HTTP routes and their query parameters", () => {
    const missing: string[] = [];
    for (const span of SPANS) {
      const route = /^(?:(GET|POST|PUT|DELETE|PATCH) )?(\/[A-Za-z0-9._~{}<>*:%/-]*)(\?\S*)?$/.exec(
        span.token,
      );
      if (!route) continue;
      const [, method, path = "", query] = route;
      const key = method ? `${method} ${normalPath(path)}` : path;
      if (!allowed(key) && !allowed(span.token) && !routeKnown(method, path)) {
        missing.push(where(span));
        continue;
      }
      if (!query) continue;
      const problem = queryProblem(normalPath(path), query.slice(1));
      if (problem) missing.push(`${where(span)}: ${problem}`);
    }
    expect(missing).toEqual([]);
  });

  it("query parameters on their own (`?preset=`) and CDK context (`-c name=`)", () => {
    const missing: string[] = [];
    for (const span of SPANS) {
      if (!/^\?[A-Za-z]+=/.test(span.token)) continue;
      for (const [name] of new URLSearchParams(span.token.slice(1)))
        if (!(SUBSET_PARAMETERS as readonly string[]).includes(name) && !MCP_ONLY.includes(name))
          missing.push(`${where(span)}: no parameter ${name}`);
    }
    const context = DOCS.flatMap((doc) => textMatches(doc, /(?:^|[\s`])-c ([A-Za-z]+)=/gm));
    const infra = sourceFiles("infra")
      .map((path) => read(path))
      .join("\n");
    for (const mention of context)
      if (!infra.includes(`"${mention.token}"`)) missing.push(`${where(mention)}: no CDK context`);
    expect(missing).toEqual([]);
  });

  it("tool parameters and other snake_case names", () => {
    const missing = SPANS.filter((span) => /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(span.token))
      .filter(
        ({ token }) =>
          !PARAMETER_NAMES.has(token) &&
          !CODE_NAMES.has(token) &&
          !STRING_WORDS.has(token) &&
          !allowed(token),
      )
      .map(where);
    expect(missing).toEqual([]);
  });

  it("files in the repository", () => {
    const missing: string[] = [];
    for (const span of SPANS) {
      const path = /^((?:lib|test|functions|infra|local|scripts|bench|docs)\/[A-Za-z0-9_./-]+?)[.,:;]?$/.exec(
        span.token,
      )?.[1];
      if (!path) continue;
      // threat-model.md names tests relative to test/.
      const candidates = [path, `${path}.ts`, `test/${path}`];
      if (!candidates.some((candidate) => existsSync(join(ROOT, candidate)))) missing.push(where(span));
    }
    expect(missing).toEqual([]);
  });

  it("the allowlist holds only names the docs use and the code does not have", () => {
    const stale = Object.keys(ALLOWED).filter((token) => {
      const route = /^(?:(GET|POST|PUT|DELETE|PATCH) )?(\/\S*)$/.exec(token);
      if (route) {
        const [, method, path = ""] = route;
        const used = SPANS.some((span) => {
          const doc = /^(?:(GET|POST|PUT|DELETE|PATCH) )?(\/\S*)$/.exec(span.token);
          return doc?.[1] === method && normalPath(doc?.[2] ?? "") === normalPath(path);
        });
        return !used || routeKnown(method, path);
      }
      const used = SPANS.some((span) => span.token.includes(token));
      return !used || ENV_NAMES.has(token) || CODE_NAMES.has(token) || STRING_WORDS.has(token);
    });
    expect(stale).toEqual([]);
  });
});

/** /mcp's own query parameters beside the tool subset: its face and its result budget. */
const MCP_ONLY = ["mode", "budget"];

/** What is wrong with a route's query string, as the code would parse it; undefined when nothing. */
function queryProblem(path: string, query: string): string | undefined {
  if (path !== "/mcp" && path !== "/tools") return `a query string on ${path}, which takes none`;
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  const unknown = names.filter(
    (name) =>
      !(SUBSET_PARAMETERS as readonly string[]).includes(name) &&
      !(MCP_ONLY.includes(name) && path === "/mcp"),
  );
  if (unknown.length > 0) return `no parameter ${unknown.join(", ")}`;
  // Placeholders (`...`, `NAME`, `<name>`) stand for values; anything else must parse.
  if (/\.\.\.|NAME|<|\{/.test(query)) return undefined;
  try {
    const mode = params.get("mode");
    if (mode !== null && !(MCP_MODES as readonly string[]).includes(mode)) return `no mode ${mode}`;
    params.delete("mode");
    requestBudget(params, deploymentBudget({}));
    parseSubset(params);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
