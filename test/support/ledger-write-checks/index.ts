// The writes beyond the seed whose answers are not a plain created collection, by tool name.
import { BANKING_CHECKS } from "./banking";
import { CONTACTS_CHECKS } from "./contacts";
import { DOCUMENTS_CHECKS } from "./documents";
import { PAYMENTS_CHECKS } from "./payments";
import type { WriteChecks } from "./types";
import { UPLOADS_CHECKS } from "./uploads";

export type { WriteCheckContext, WriteChecks } from "./types";

export const WRITE_CHECKS: WriteChecks = {
  ...CONTACTS_CHECKS,
  ...PAYMENTS_CHECKS,
  ...DOCUMENTS_CHECKS,
  ...BANKING_CHECKS,
  ...UPLOADS_CHECKS,
};
