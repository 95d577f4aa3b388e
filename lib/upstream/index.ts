import type { Toolkit } from "../catalog/types";
import { ledgerApi } from "./ledger-api";
import { tasksApi } from "./tasks-api";
import type { UpstreamProfile } from "./types";

const profiles: Record<Toolkit, UpstreamProfile> = {
  TasksApi: tasksApi,
  LedgerApi: ledgerApi,
};

export function profileFor(toolkit: Toolkit): UpstreamProfile {
  return profiles[toolkit];
}

export type { UpstreamProfile, UpstreamResponse } from "./types";
