import type { Toolkit } from "../catalog/types";
import { tasksApi } from "./tasks-api";
import type { UpstreamProfile } from "./types";

const profiles: Record<Toolkit, UpstreamProfile | undefined> = {
  TasksApi: tasksApi,
  LedgerApi: undefined,
};

export function profileFor(toolkit: Toolkit): UpstreamProfile {
  const profile = profiles[toolkit];
  if (!profile) throw new Error(`No upstream profile for ${toolkit}`);
  return profile;
}

export type { UpstreamProfile, UpstreamResponse } from "./types";
