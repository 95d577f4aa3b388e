// Lambda entry of the `ledger-files` family: the attachment downloads and listings and the PDFs over
// the Xero Accounting API.

import { ledgerFilesModules } from "../generated/tool-modules/ledger-files.generated";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerFilesModules });
