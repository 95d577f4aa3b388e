// Tracking categories and their options: PUT /TrackingCategories (a bare TrackingCategory),
// POST /TrackingCategories/{id}, PUT /TrackingCategories/{id}/Options (a bare TrackingOption) and
// POST /TrackingCategories/{id}/Options/{optionId}. Xero's rules: at most 2 ACTIVE categories and 4
// in all;
// category names unique, option names unique within their category; Status ACTIVE or ARCHIVED;
// an archived category takes no new options. Options live inside their category's record.
import { randomUUID } from "node:crypto";
import { notFound, validationError } from "../errors";
import { sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, storeRecord, updateHandler } from "./batch-writes";
import { data, type Handler, param } from "./context";
import { findRecord } from "./lookup";
import { checkTexts, holderOf, textOf } from "./record-fields";

const TRACKING_CATEGORIES = requireResource("TrackingCategories");
const MAX_ACTIVE_CATEGORIES = 2;
/** Active and archived together. */
const MAX_CATEGORIES = 4;
const STATUSES = ["ACTIVE", "ARCHIVED"];

/** Name and Status of a category or option: the problems of `input` laid over `existing`. */
function namedProblems(
  what: string,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  siblings: readonly XeroRecord[],
): string[] {
  const problems: string[] = [];
  checkTexts(input, { Name: 100 }, problems);
  const name = textOf(input.Name);
  if (!existing && !name) problems.push(`The ${what} Name must be specified`);
  if (existing && input.Name !== undefined && !name) problems.push(`The ${what} Name cannot be empty`);
  if (name && holderOf(siblings, "Name", name, existing))
    problems.push(`For each specified ${what} the name must be unique: ${name} is taken`);
  const status = input.Status ?? "ACTIVE";
  if (!STATUSES.includes(String(status)) || (!existing && status !== "ACTIVE"))
    problems.push(existing ? "Status must be ACTIVE or ARCHIVED" : `A new ${what}'s Status must be ACTIVE`);
  return problems;
}

export const TRACKING_CATEGORY_KIND: RecordKind = {
  resource: TRACKING_CATEGORIES,
  noun: "tracking category",
  write: (ctx, input, existing) => {
    const categories = recordsOf(ctx.org, "TrackingCategories");
    const problems = namedProblems("tracking category", input, existing, categories);
    const status = input.Status ?? existing?.Status ?? "ACTIVE";
    const othersActive = categories.filter((c) => c !== existing && c.Status === "ACTIVE").length;
    if (status === "ACTIVE" && existing?.Status !== "ACTIVE" && othersActive >= MAX_ACTIVE_CATEGORIES)
      problems.push(`An organisation can have at most ${MAX_ACTIVE_CATEGORIES} active tracking categories`);
    if (!existing && categories.length >= MAX_CATEGORIES)
      problems.push(
        `An organisation can have at most ${MAX_CATEGORIES} tracking categories, active and archived`,
      );
    if (problems.length > 0) return { problems };
    const category: XeroRecord = {
      TrackingCategoryID: existing?.TrackingCategoryID ?? randomUUID(),
      Name: textOf(input.Name) || existing?.Name,
      Status: status,
      Options: existing?.Options ?? [],
    };
    storeRecord(ctx.org, "TrackingCategories", existing, category);
    return { record: category, problems: [] };
  },
};

/** The one option a body sends: a bare TrackingOption, or {"Options": [one]}. */
function sentOption(body: unknown): XeroRecord {
  const options = isObject(body) && Array.isArray(body.Options) ? body.Options : [body];
  const option = options[0];
  if (options.length !== 1 || !isObject(option) || Object.keys(option).length === 0)
    throw validationError('The request body must be one TrackingOption, e.g. {"Name": "North"}');
  return option;
}

/** Adds an option, or changes the one the path names, in its category (replacing the category record); answers {Options: [it]}. */
const writeOption: Handler = (ctx) => {
  const category = findRecord(ctx.org, TRACKING_CATEGORIES, param(ctx, "id"));
  const options = Array.isArray(category.Options) ? (category.Options as XeroRecord[]) : [];
  const current = options.find((option) => sameId(option.TrackingOptionID, ctx.params.optionId));
  if (ctx.params.optionId !== undefined && !current) throw notFound();
  const input = sentOption(ctx.body);
  const problems = namedProblems("tracking option", input, current, options);
  if (!current && category.Status !== "ACTIVE")
    problems.push(`The tracking category ${String(category.Name)} is archived and takes no new options`);
  if (problems.length > 0) throw validationError(...problems);
  const option: XeroRecord = {
    TrackingOptionID: current?.TrackingOptionID ?? randomUUID(),
    Name: textOf(input.Name) || current?.Name,
    Status: input.Status ?? current?.Status ?? "ACTIVE",
    HasValidationErrors: false,
  };
  const updated = current
    ? options.map((entry) => (entry === current ? option : entry))
    : [...options, option];
  storeRecord(ctx.org, "TrackingCategories", category, { ...category, Options: updated });
  return data({ Options: [option] });
};

export const trackingWriteRoutes = [
  { method: "PUT" as const, template: "TrackingCategories", handler: createHandler(TRACKING_CATEGORY_KIND) },
  {
    method: "POST" as const,
    template: "TrackingCategories/:id",
    handler: updateHandler(TRACKING_CATEGORY_KIND),
  },
  { method: "PUT" as const, template: "TrackingCategories/:id/Options", handler: writeOption },
  {
    method: "POST" as const,
    template: "TrackingCategories/:id/Options/:optionId",
    handler: writeOption,
  },
];
