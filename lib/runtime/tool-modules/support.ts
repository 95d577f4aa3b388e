// What every parameter validator uses, whether ajv compiles it at run time (lib/runtime/validate.ts)
// or scripts/validators.ts generated it ahead of time: the formats and ajv's string-length helper,
// as ES modules. One definition, so a generated validator checks exactly what a compiled one does.

import ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";
import { fullFormats } from "ajv-formats/dist/formats.js";

/** ajv-formats also accepts a `urn:uuid:` prefix; an id sent to Xero must be the bare UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ajv-formats' "full" formats check dates against the calendar; `uuid` is the bare form above. */
export const validationFormats = {
  date: fullFormats.date,
  "date-time": fullFormats["date-time"],
  "iso-date-time": fullFormats["iso-date-time"],
  uuid: UUID,
};

// ajv's runtime helpers are CommonJS; under ESM interop the function may sit on `.default`.
type Ucs2length = (text: string) => number;
/** Length in code points, as ajv counts `minLength`/`maxLength` (a surrogate pair is one). */
export const ucs2length: Ucs2length =
  (ucs2lengthModule as unknown as { default?: Ucs2length }).default ??
  (ucs2lengthModule as unknown as Ucs2length);
