// The parameters every record write shares (docs/full-coverage.md, decision 2): the records of a
// create or an update-or-create (a list, sent as `{"<Records>": [...]}`), the one record of an update
// by id (`{"<Records>": [{...}]}`), and Xero's `summarizeErrors`. One wording for all record kinds.
import type { FieldSpec, ToolFlags } from "../../types";
import { param } from "../params";
import type { Decoration } from "../row";

/** This suite's cap on one batch, to keep one answer small (Xero takes more). */
export const MAX_BATCH = 50;

/** The list a create or an update-or-create sends, as `{"<collection>": [...]}`. */
export const recordsParam = (collection: string, fields: readonly FieldSpec[], what: string): Decoration => ({
  in: "body",
  as: collection,
  type: "array",
  required: true,
  fields,
  minItems: 1,
  maxItems: MAX_BATCH,
  description: `${what}, 1 to ${MAX_BATCH} (this tool's limit, to keep one answer small).`,
});

/** The one record an update by id sends, as `{"<collection>": [{...}]}`: only what is sent changes. */
export const changeParam = (collection: string, fields: readonly FieldSpec[]): Decoration => ({
  in: "body",
  as: `${collection}.0`,
  type: "object",
  required: true,
  fields,
  description: "What to change; fields left out stay as they are.",
});

/** Xero's `summarizeErrors`, for a batch of `nouns`. */
export const summarizeErrors = (nouns: string): Decoration =>
  param(
    "summarizeErrors",
    `false: the valid ${nouns} are written and each invalid one comes back with HasErrors and its ValidationErrors; true or left out: one invalid element refuses them all (400).`,
  );

/** An update that can void, delete or archive the record through its status loses data, and says so. */
export const UPDATE_FLAGS: ToolFlags = { readOnly: false, destructive: true, idempotent: false };

/**
 * The fields of an update: each optional, since only what is sent changes, but for the members Xero's
 * schema requires of the record (`xeroRequires`, by Xero's names): Xero validates an update's body
 * against the same model as a create's, so it refuses one without them (docs/ledger.md).
 */
export const optionalFields = (
  fields: readonly FieldSpec[],
  xeroRequires: readonly string[] = [],
): readonly FieldSpec[] =>
  fields.map((field) => {
    const needed = field.required || field.requiredOneOf !== undefined;
    if (!needed || xeroRequires.includes(field.requiredOneOf ?? field.as)) return field;
    const { requiredOneOf: _group, ...optional } = field;
    return { ...optional, required: false };
  });
