// GET and PUT /{Collection}/{id}/History: notes kept by the id of the record they belong to.
import { validationError } from "../errors";
import { nowTimestamp } from "../ids";
import type { ResourceSpec } from "../resources";
import type { HistoryRecord } from "../types";
import { data, type Handler, param } from "./context";
import { findRecord, idOf } from "./lookup";

export const HISTORY_USER = "Ledger Sandbox API";

export function getHistoryHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const id = idOf(spec, findRecord(ctx.org, spec, param(ctx, "id")));
    return data({ HistoryRecords: ctx.org.histories[id] ?? [] });
  };
}

/** Every submitted record needs non-empty Details; nothing is stored unless all are valid. */
function detailsOf(body: unknown): string[] {
  const records = (body as { HistoryRecords?: unknown } | null)?.HistoryRecords;
  if (!Array.isArray(records) || records.length === 0) {
    throw validationError('The request needs HistoryRecords: [{"Details": "..."}]');
  }
  return records.map((record) => {
    const details = (record as { Details?: unknown } | null)?.Details;
    if (typeof details !== "string" || details.trim() === "") {
      throw validationError("History record Details must not be empty");
    }
    return details;
  });
}

export function putHistoryHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const id = idOf(spec, findRecord(ctx.org, spec, param(ctx, "id")));
    const created: HistoryRecord[] = detailsOf(ctx.body).map((Details) => ({
      Changes: "Note",
      Details,
      User: HISTORY_USER,
      DateUTC: nowTimestamp(),
    }));
    ctx.org.histories[id] = [...(ctx.org.histories[id] ?? []), ...created];
    return data({ HistoryRecords: created });
  };
}
