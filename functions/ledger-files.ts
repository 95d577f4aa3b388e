// Lambda entry of the `ledger-files` family: the 33 attachment downloads and listings and the 4 PDFs over the Xero Accounting API.

import { ledgerFilesModules } from "../generated/tool-modules/ledger-files.generated";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerFilesModules });
