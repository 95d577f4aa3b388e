// The fields of a tracking category (e.g. Region) and its options (North, South) a person sets
// (docs/full-coverage.md), by the spec's names (`as`). Each body is one bare record.
import type { FieldSpec } from "../../types";

const name = (what: string, example: string): FieldSpec => ({
  name: "name",
  type: "string",
  as: "Name",
  required: true,
  minLength: 1,
  maxLength: 100,
  description: `Name of the ${what}, e.g. ${example}; unique ${what === "option" ? "within its category" : "among categories"}.`,
});

const status = (what: string): FieldSpec => ({
  name: "status",
  type: "string",
  as: "Status",
  enum: ["ACTIVE", "ARCHIVED"],
  description: `ARCHIVED keeps the ${what} on past transactions but offers it no more; ACTIVE restores it.`,
});

export const trackingCategoryFields: readonly FieldSpec[] = [name("category", "Region")];

export const trackingCategoryChangeFields: readonly FieldSpec[] = [
  { ...name("category", "Region"), required: false },
  status("category"),
];

export const trackingOptionFields: readonly FieldSpec[] = [name("option", "North")];

export const trackingOptionChangeFields: readonly FieldSpec[] = [
  { ...name("option", "North"), required: false },
  status("option"),
];
