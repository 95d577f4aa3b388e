// Public entry of the TickTick Open API v1 sandbox: a stateful emulator on 127.0.0.1 for `npm start`
// and integration tests. It never talks to TickTick. TickTick's OAuth endpoints run on the same
// origin for two demo people, each with a task store of their own (oauth/; docs/sandbox-oauth.md).
import { closeServer, listenOnLoopback } from "../http";
import { allowRedirectUri, type OAuthApp, type OAuthAppOptions, registerApp } from "../oauth/app";
import type { Clock } from "../oauth/expiring-store";
import { DEMO_PERSON, SECOND_PERSON } from "../oauth/people";
import type { SandboxScale } from "../scale";
import { TickTickAccounts } from "./oauth/accounts";
import { AUTHORIZE_PATH, SANDBOX_TICKTICK_APP, TOKEN_PATH } from "./oauth/app";
import { API_PREFIX, createTasksServer, type RecordedRequest } from "./server";
import { createStartingState } from "./starting-data";
import { withLargeProject } from "./starting-data-large";
import { createSecondPersonStartingState } from "./starting-data-second-person";
import { TasksStore } from "./store";

export { SANDBOX_TICKTICK_APP, TICKTICK_SCOPES } from "./oauth/app";
export type { RecordedRequest } from "./server";
export { STARTING_DATA } from "./starting-data";
export { LARGE_PROJECT_ID, LARGE_TASK_COUNT } from "./starting-data-large";
export { SECOND_PERSON_STARTING_DATA } from "./starting-data-second-person";

export const DEFAULT_SANDBOX_TOKEN = "sandbox-tasks-token";

export interface TasksSandboxOptions {
  port?: number;
  /** The fixed bearer token, which opens the first demo person's (the starting-data) store. */
  token?: string;
  /** The registered OAuth app; SANDBOX_TICKTICK_APP's values fill what is left out. */
  app?: OAuthAppOptions;
  /** The OAuth side's clock in ms (codes, tokens), for tests of expiry. */
  clock?: Clock;
  /** `large` adds the demo person's Backlog project of LARGE_TASK_COUNT tasks (default small). */
  scale?: SandboxScale;
}

/** TickTick's OAuth side of the sandbox (docs/sandbox-oauth.md). */
export interface TasksSandboxOAuth {
  authorizeUrl: string;
  tokenUrl: string;
  /** The registered app; its redirectUris list is live. */
  app: OAuthApp;
  /** Registers one more redirect URI (an authorization server that learns its port after start). */
  allowRedirectUri(uri: string): void;
}

export interface TasksSandbox {
  /** Base URL including the API prefix, e.g. http://127.0.0.1:43123/open/v1 */
  url: string;
  /** The origin alone, e.g. http://127.0.0.1:43123 */
  origin: string;
  /** The fixed bearer token the sandbox accepts (the first demo person's data). */
  token: string;
  oauth: TasksSandboxOAuth;
  /** Every request received, in order — tests use it to prove "no upstream call was made". */
  requests: RecordedRequest[];
  /** Restore every person's starting state, forget codes and tokens, and clear `requests`. */
  reset(): void;
  close(): Promise<void>;
}

export async function startTasksSandbox(options: TasksSandboxOptions = {}): Promise<TasksSandbox> {
  const token = options.token ?? DEFAULT_SANDBOX_TOKEN;
  const startingState =
    options.scale === "large" ? () => withLargeProject(createStartingState()) : createStartingState;
  const demoStore = new TasksStore(startingState);
  const stores = new Map([
    [DEMO_PERSON.id, demoStore],
    [SECOND_PERSON.id, new TasksStore(createSecondPersonStartingState)],
  ]);
  const app = registerApp(SANDBOX_TICKTICK_APP, options.app);
  const accounts = new TickTickAccounts(app, options.clock ?? Date.now, stores);
  const requests: RecordedRequest[] = [];
  const server = createTasksServer({
    storeFor: (given) =>
      given === token ? demoStore : given === undefined ? undefined : accounts.storeFor(given),
    oauth: accounts,
    onRequest: (request) => requests.push(request),
  });
  const origin = await listenOnLoopback(server, options.port ?? 0);
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    token,
    oauth: {
      authorizeUrl: `${origin}${AUTHORIZE_PATH}`,
      tokenUrl: `${origin}${TOKEN_PATH}`,
      app,
      allowRedirectUri: (uri) => allowRedirectUri(app, uri),
    },
    requests,
    reset() {
      accounts.reset();
      // Emptied in place so callers holding the array see the reset.
      requests.length = 0;
    },
    close: () => closeServer(server),
  };
}
