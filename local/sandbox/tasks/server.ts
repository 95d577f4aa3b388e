// Routes the TickTick Open API v1 endpoints (the seed's 11, and move, completed and filter) onto the TasksStore the bearer token opens, over
// node:http; TickTick's OAuth endpoints share the origin (oauth/routes.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { BodyTooLargeError, readBody, sendEmpty, sendJson } from "../http";
import { SandboxApiError, unknownException } from "./errors";
import { randomTag } from "./ids";
import type { TickTickAccounts } from "./oauth/accounts";
import { isOAuthPath, serveOAuth } from "./oauth/routes";
import type { TasksStore } from "./store";

export const API_PREFIX = "/open/v1";

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as received, e.g. /open/v1/project?x=1. */
  path: string;
  /** Whether a valid bearer token came (always false on the OAuth endpoints, which take none). */
  authorized: boolean;
}

export interface TasksServerOptions {
  /** The store a bearer token opens (the fixed token's or a person's); undefined for none. */
  storeFor(token: string | undefined): TasksStore | undefined;
  oauth: TickTickAccounts;
  onRequest(request: RecordedRequest): void;
}

type Params = Record<string, string>;

interface Route {
  method: string;
  /** Segments after the prefix; ":name" captures one path segment. */
  pattern: string;
  readsBody?: boolean;
  /** The JSON to send; undefined means 200 with an empty octet-stream body (§5). */
  run(store: TasksStore, params: Params, body: unknown): unknown;
}

const ROUTES: Route[] = [
  { method: "GET", pattern: "project", run: (store) => store.listProjects() },
  { method: "POST", pattern: "project", readsBody: true, run: (store, _, body) => store.createProject(body) },
  { method: "GET", pattern: "project/:projectId", run: (store, p) => store.getProject(need(p, "projectId")) },
  {
    method: "POST",
    pattern: "project/:projectId",
    readsBody: true,
    run: (store, p, body) => store.updateProject(need(p, "projectId"), body),
  },
  {
    method: "DELETE",
    pattern: "project/:projectId",
    run: (store, p) => store.deleteProject(need(p, "projectId")),
  },
  {
    method: "GET",
    pattern: "project/:projectId/data",
    run: (store, p) => store.getProjectData(need(p, "projectId")),
  },
  { method: "POST", pattern: "task", readsBody: true, run: (store, _, body) => store.createTask(body) },
  // Before task/:taskId, which would take "move", "completed" and "filter" for task ids.
  { method: "POST", pattern: "task/move", readsBody: true, run: (store, _, body) => store.moveTasks(body) },
  {
    method: "POST",
    pattern: "task/completed",
    readsBody: true,
    run: (store, _, body) => store.completedTasks(body),
  },
  {
    method: "POST",
    pattern: "task/filter",
    readsBody: true,
    run: (store, _, body) => store.filterTasks(body),
  },
  {
    method: "POST",
    pattern: "task/:taskId",
    readsBody: true,
    run: (store, p, body) => store.updateTask(need(p, "taskId"), body),
  },
  {
    method: "GET",
    pattern: "project/:projectId/task/:taskId",
    run: (store, p) => store.getTask(need(p, "projectId"), need(p, "taskId")),
  },
  {
    method: "DELETE",
    pattern: "project/:projectId/task/:taskId",
    run: (store, p) => store.deleteTask(need(p, "projectId"), need(p, "taskId")),
  },
  {
    method: "POST",
    pattern: "project/:projectId/task/:taskId/complete",
    run: (store, p) => store.completeTask(need(p, "projectId"), need(p, "taskId")),
  },
];

function need(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`route parameter ${name} missing`);
  return value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw unknownException("malformed percent-encoding in the path");
  }
}

function matchPattern(pattern: string, segments: string[]): Params | undefined {
  const parts = pattern.split("/");
  if (parts.length !== segments.length) return undefined;
  const params: Params = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) {
      if (segment === "") return undefined;
      params[part.slice(1)] = decodeSegment(segment);
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** Unknown paths and methods are 500 unknown_exception, as TickTick answers them (§2). */
function findRoute(method: string, pathname: string): { route: Route; params: Params } {
  if (pathname.startsWith(`${API_PREFIX}/`)) {
    const segments = pathname.slice(API_PREFIX.length + 1).split("/");
    for (const route of ROUTES) {
      if (route.method !== method) continue;
      const params = matchPattern(route.pattern, segments);
      if (params) return { route, params };
    }
  }
  throw unknownException(`no handler for ${method} ${pathname}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw unknownException("request body is not valid JSON");
  }
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
}

/** Bad or missing token: 401 with an OAuth-style envelope, not the API's error envelope (§1). */
function sendUnauthorized(res: ServerResponse, hadHeader: boolean): void {
  const description = hadHeader
    ? "Invalid access token"
    : "Full authentication is required to access this resource";
  sendJson(
    res,
    401,
    { error: "invalid_token", error_description: description, errors: [] },
    { "www-authenticate": `Bearer realm="oauth", error="invalid_token", error_description="${description}"` },
  );
}

function sendError(res: ServerResponse, error: unknown): void {
  const apiError =
    error instanceof SandboxApiError
      ? error
      : unknownException(error instanceof BodyTooLargeError ? error.message : "internal sandbox error");
  sendJson(res, apiError.status, {
    errorId: `${randomTag()}@sandbox`,
    errorCode: apiError.errorCode,
    errorMessage: apiError.message,
    data: null,
  });
}

async function handle(options: TasksServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? "GET";
  const path = req.url ?? "/";
  if (isOAuthPath(path.split("?")[0] ?? "")) {
    options.onRequest({ method, path, authorized: false });
    return serveOAuth(options.oauth, req, res, new URL(path, "http://sandbox.invalid"));
  }
  const store = options.storeFor(bearerToken(req.headers.authorization));
  options.onRequest({ method, path, authorized: store !== undefined });
  if (!store) {
    sendUnauthorized(res, req.headers.authorization !== undefined);
    return;
  }
  try {
    const { pathname } = new URL(path, "http://sandbox.invalid");
    const { route, params } = findRoute(method, pathname);
    const body = route.readsBody ? parseJson(await readBody(req)) : undefined;
    const result = route.run(store, params, body);
    if (result === undefined) sendEmpty(res);
    else sendJson(res, 200, result);
  } catch (error) {
    sendError(res, error);
  }
}

export function createTasksServer(options: TasksServerOptions): Server {
  return createServer((req, res) => {
    handle(options, req, res).catch(() => {
      if (!res.headersSent) sendError(res, unknownException("internal sandbox error"));
      else res.destroy();
    });
  });
}
