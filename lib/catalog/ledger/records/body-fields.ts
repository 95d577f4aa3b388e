// Operations whose body is one bare record (`PUT /Accounts` sends an Account, not {"Accounts": [...]})
// take that record's fields as top-level tool parameters, each sent as a member of the body.
import type { FieldSpec } from "../../types";
import type { Decoration, Params } from "../row";

/** Each field as a body parameter of the same name, sent at its `as` path. */
export const bodyParams = (fields: readonly FieldSpec[]): Params =>
  Object.fromEntries(
    fields.map(({ name: _name, fixed: _fixed, ...field }): [string, Decoration] => [
      _name,
      { ...field, in: "body" },
    ]),
  );
