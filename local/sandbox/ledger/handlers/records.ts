// Generic list and get-by-id for every row of the resource table.
import { listRecords } from "../query/list";
import type { ResourceSpec } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { data, type Handler, type HandlerContext, param } from "./context";
import { findRecord } from "./lookup";
import { renderDocumentPdf } from "./pdf";

function withoutFields(record: XeroRecord, fields: string[]): XeroRecord {
  const copy = { ...record };
  for (const field of fields) delete copy[field];
  return copy;
}

function shape(spec: ResourceSpec, record: XeroRecord, ctx: HandlerContext): XeroRecord {
  return spec.project ? spec.project(record, ctx.query) : record;
}

export function listHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const modifiedSince = ctx.headers["if-modified-since"];
    const result = listRecords(spec, recordsOf(ctx.org, spec.collection), {
      query: ctx.query,
      modifiedSince: typeof modifiedSince === "string" ? modifiedSince : undefined,
    });
    const summaryOnly = spec.summaryDrops && ctx.query.get("summaryOnly")?.toLowerCase() === "true";
    const items = result.items.map((record) => {
      const shaped = shape(spec, record, ctx);
      return summaryOnly && spec.summaryDrops ? withoutFields(shaped, spec.summaryDrops) : shaped;
    });
    return data({
      ...(result.pagination ? { pagination: result.pagination } : {}),
      [spec.collection]: items,
    });
  };
}

/** A get answers a one-element array, or the PDF when the resource has one and it is asked for. */
export function getHandler(spec: ResourceSpec): Handler {
  return (ctx) => {
    const record = findRecord(ctx.org, spec, param(ctx, "id"));
    if (spec.pdf && ctx.accept.pdf) {
      return {
        kind: "file",
        contentType: "application/pdf",
        bytes: renderDocumentPdf(ctx.deps, spec, record),
      };
    }
    return data({ [spec.collection]: [shape(spec, record, ctx)] });
  };
}
