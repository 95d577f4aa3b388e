// Lambda entry of the `ledger-files` family: the 33 attachment downloads and listings and the 4 PDFs over the Xero Accounting API.
import { ledgerFilesTools } from "../lib/catalog/ledger/files";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerFilesValidators } from "../lib/runtime/validators/ledger-files.generated";

export const handler = createFamilyHandler({ tools: ledgerFilesTools, validators: ledgerFilesValidators });
