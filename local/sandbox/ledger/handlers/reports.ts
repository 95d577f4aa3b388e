// Reports are built by the accounting half; this only routes and wraps them.
import { notFound, validationError } from "../errors";
import { data, type Handler, param } from "./context";

export const listReportsHandler: Handler = (ctx) => data({ Reports: ctx.deps.listReports(ctx.org, ctx.at) });

export const runReportHandler: Handler = (ctx) => {
  const outcome = ctx.deps.runReport(ctx.org, param(ctx, "name"), ctx.query, ctx.at);
  if (outcome === undefined) throw notFound();
  if ("error" in outcome) throw validationError(outcome.error);
  return data({ Reports: outcome.reports });
};
