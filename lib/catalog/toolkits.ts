// The toolkits and families of the suite, and the facts each toolkit's code and infrastructure
// share: the one place for them (the catalog, the upstream profiles, token handling and the CDK
// app all read this table).

/** Every family, in catalog order: one Lambda function each. */
export const FAMILIES = [
  "tasks",
  "ledger-read",
  "ledger-write",
  "ledger-delete",
  "ledger-reports",
  "ledger-files",
] as const;

export type Family = (typeof FAMILIES)[number];

export const TOOLKITS = ["TasksApi", "LedgerApi"] as const;

export type Toolkit = (typeof TOOLKITS)[number];

export interface ToolkitFacts {
  /** The upstream service's name, for messages. */
  label: string;
  /** Prefix of the toolkit's environment variables: `<P>_API_BASE_URL`, `<P>_TOKEN_SECRET_ID`, ... */
  envPrefix: "TASKS" | "LEDGER";
  /** Folder of the toolkit's secrets under the secret prefix (`agent-tools/ledger/<connection>`). */
  secretFolder: "tasks" | "ledger";
  /** Where an OAuth refresh grant goes; absent when the upstream issues no refresh tokens (TickTick). */
  tokenEndpoint?: string;
  families: readonly Family[];
}

export const TOOLKIT_FACTS: Readonly<Record<Toolkit, ToolkitFacts>> = {
  TasksApi: { label: "TickTick", envPrefix: "TASKS", secretFolder: "tasks", families: ["tasks"] },
  LedgerApi: {
    label: "Xero",
    envPrefix: "LEDGER",
    secretFolder: "ledger",
    tokenEndpoint: "https://identity.xero.com/connect/token",
    families: ["ledger-read", "ledger-write", "ledger-delete", "ledger-reports", "ledger-files"],
  },
};

/**
 * The services the tasks toolkit can point at: TickTick, or the same service in China, Dida365
 * (docs/tasks.md#dida365). `TASKS_SERVICE` (CDK context `tasksService`) picks one; it sets the API's
 * base URL and the OAuth endpoints, each of which `TASKS_API_BASE_URL`, `TASKS_AUTHORIZE_URL` and
 * `TASKS_TOKEN_ENDPOINT` still override.
 */
export const TASKS_SERVICES = {
  ticktick: {
    label: "TickTick",
    apiBaseUrl: "https://api.ticktick.com/open/v1",
    authorizeUrl: "https://ticktick.com/oauth/authorize",
    tokenUrl: "https://ticktick.com/oauth/token",
  },
  dida365: {
    label: "Dida365",
    apiBaseUrl: "https://api.dida365.com/open/v1",
    authorizeUrl: "https://dida365.com/oauth/authorize",
    tokenUrl: "https://dida365.com/oauth/token",
  },
} as const;

export type TasksService = keyof typeof TASKS_SERVICES;

export function isTasksService(name: string): name is TasksService {
  return Object.hasOwn(TASKS_SERVICES, name);
}

/** The tasks service `TASKS_SERVICE` names (unset or empty: TickTick); an unknown name is an error. */
export function tasksServiceOf(env: NodeJS.ProcessEnv = process.env): (typeof TASKS_SERVICES)[TasksService] {
  const name = env.TASKS_SERVICE || "ticktick";
  if (!isTasksService(name)) throw new Error(`TASKS_SERVICE is "ticktick" or "dida365" (got "${name}").`);
  return TASKS_SERVICES[name];
}

export function toolkitOfFamily(family: Family): Toolkit {
  return TOOLKITS.find((toolkit) => TOOLKIT_FACTS[toolkit].families.includes(family)) as Toolkit;
}
