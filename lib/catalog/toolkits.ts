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

export function toolkitOfFamily(family: Family): Toolkit {
  return TOOLKITS.find((toolkit) => TOOLKIT_FACTS[toolkit].families.includes(family)) as Toolkit;
}
