// Lambda entry of the `ledger-files` family: the 33 attachment downloads and listings and the 4 PDFs over the Xero Accounting API.
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerFilesModules } from "../lib/runtime/tool-modules/ledger-files.generated";

export const handler = createFamilyHandler({ tools: ledgerFilesModules });
