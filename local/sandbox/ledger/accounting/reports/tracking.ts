// Tracking filters for reports: which journal lines belong to a tracking option, with the ids
// validated against the organisation's tracking categories.
import type { XeroRecord } from "../../types";
import type { ReportContext } from "./context";
import type { PostedLine } from "./ledger";
import { ReportParamError } from "./params";

export interface TrackingCategoryInfo {
  id: string;
  name: string;
  options: { id: string; name: string }[];
}

export function trackingCategory(ctx: ReportContext, categoryId: string): TrackingCategoryInfo {
  const category = (ctx.org.collections.TrackingCategories ?? []).find(
    (c) => String(c.TrackingCategoryID).toLowerCase() === categoryId.toLowerCase(),
  );
  if (!category) throw new ReportParamError(`Tracking category '${categoryId}' was not found`);
  return {
    id: String(category.TrackingCategoryID),
    name: String(category.Name),
    options: ((category.Options as XeroRecord[]) ?? []).map((o) => ({
      id: String(o.TrackingOptionID),
      name: String(o.Name),
    })),
  };
}

/** The option with this id in any category (or in `category` when given). */
export function trackingOption(
  ctx: ReportContext,
  optionId: string,
  category?: TrackingCategoryInfo,
): string {
  const categories = category
    ? [category]
    : (ctx.org.collections.TrackingCategories ?? []).map((c) =>
        trackingCategory(ctx, String(c.TrackingCategoryID)),
      );
  for (const c of categories) {
    const option = c.options.find((o) => o.id.toLowerCase() === optionId.toLowerCase());
    if (option) return option.id;
  }
  throw new ReportParamError(
    `Tracking option '${optionId}' was not found${category ? ` in category ${category.name}` : ""}`,
  );
}

export function hasOption(optionId: string): (line: PostedLine) => boolean {
  return (line) => line.tracking.some((t) => t.optionId === optionId);
}

export function lacksCategory(categoryId: string): (line: PostedLine) => boolean {
  return (line) => !line.tracking.some((t) => t.categoryId === categoryId);
}

export function allOf(
  filters: ((line: PostedLine) => boolean)[],
): ((line: PostedLine) => boolean) | undefined {
  if (filters.length === 0) return undefined;
  return (line) => filters.every((f) => f(line));
}
