// Row builders shared by the `ledger-read` files: every read is a GET that changes nothing, and
// most resources have the same get-by-id and history shapes (`/<Collection>/{<Id>}[/History]`).
import type { ParamSpec, ToolRow } from "../types";
import { tenant, uuidPath } from "./params";
import type { Resource } from "./resources";

export const READ = { readOnly: true, destructive: false, idempotent: true } as const;

export interface ReadSpec {
  /** Tool name without the `LedgerApi.` prefix. */
  tool: string;
  operationId: string;
  path: string;
  params: readonly ParamSpec[];
  description: string;
}

/** A `ledger-read` row. */
export function readRow(spec: ReadSpec): ToolRow {
  return {
    name: `LedgerApi.${spec.tool}`,
    toolkit: "LedgerApi",
    family: "ledger-read",
    operationId: spec.operationId,
    method: "GET",
    path: spec.path,
    params: spec.params,
    flags: READ,
    description: spec.description,
  };
}

export interface ByIdSpec {
  tool: string;
  operationId: string;
  /** The spec's names of the id and tenant parameters. */
  id: string;
  tenant: string;
  /** Optional parameters beyond id and tenant (e.g. unitdp). */
  extra?: readonly ParamSpec[];
  description: string;
}

/** One record by its UUID: `GET /<Collection>/{<Id>}` (Xero answers with a one-item array). */
export function getById(resource: Resource, spec: ByIdSpec): ToolRow {
  const { collection, idAs, noun } = resource;
  return readRow({
    tool: spec.tool,
    operationId: spec.operationId,
    path: `/${collection}/{${idAs}}`,
    params: [
      uuidPath(spec.id, idAs, `Id of the ${noun} (its ${idAs})`),
      tenant(spec.tenant),
      ...(spec.extra ?? []),
    ],
    description: spec.description,
  });
}

export interface HistorySpec {
  tool: string;
  operationId: string;
  id: string;
  tenant: string;
}

/** The history and notes of one record: `GET /<Collection>/{<Id>}/History`. */
export function historyRead(resource: Resource, spec: HistorySpec): ToolRow {
  const { collection, idAs, noun } = resource;
  return readRow({
    tool: spec.tool,
    operationId: spec.operationId,
    path: `/${collection}/{${idAs}}/History`,
    params: [
      uuidPath(spec.id, idAs, `Id of the ${noun} whose history to list (its ${idAs})`),
      tenant(spec.tenant),
    ],
    description: `List the history and notes of one ${noun}: each change Xero recorded (created, edited, approved, paid, ...) and each note a user or app added. Returns {HistoryRecords: [{DateUTC, User, Changes, Details}]}.`,
  });
}
