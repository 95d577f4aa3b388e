// The fields of a manual journal (debits and credits entered by hand: accruals, depreciation,
// corrections): Xero's writable ManualJournal and ManualJournalLine fields a bookkeeper sets.
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";
import { dateField, lineAmountTypesField } from "./bank-transaction";

const journalLineFields: readonly FieldSpec[] = [
  {
    name: "line_amount",
    type: "number",
    as: "LineAmount",
    required: true,
    description: "Debit positive, credit negative, e.g. 850 or -850; the lines must sum to zero.",
  },
  {
    name: "account_code",
    type: "string",
    as: "AccountCode",
    required: true,
    minLength: 1,
    maxLength: 10,
    description: "Account debited or credited, e.g. 416 (LedgerApi.RetrieveFullChartOfAccounts lists them).",
  },
  {
    name: "description",
    type: "string",
    as: "Description",
    maxLength: 4000,
    description: "What the line is for.",
  },
  {
    name: "tax_type",
    type: "string",
    as: "TaxType",
    minLength: 1,
    maxLength: 50,
    description: "Tax rate of the line, e.g. INPUT2. Default the account's (none with NoTax).",
  },
];

export const manualJournalFields: readonly FieldSpec[] = [
  {
    name: "narration",
    type: "string",
    as: "Narration",
    required: true,
    minLength: 1,
    maxLength: 4000,
    description: "What the journal is for, e.g. Depreciation for November.",
  },
  {
    name: "journal_lines",
    type: "array",
    as: "JournalLines",
    fields: journalLineFields,
    minItems: 2,
    maxItems: 100,
    description: "The debit and credit lines, at least two, summing to zero.",
  },
  dateField("Date the journal posts on"),
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["DRAFT", "POSTED"],
    description: "DRAFT (default) is kept aside; POSTED posts to the ledger.",
  },
  {
    ...lineAmountTypesField,
    description: "Amounts exclude tax (Exclusive), include it (Inclusive), or no tax (NoTax, default).",
  },
  {
    name: "show_on_cash_basis_reports",
    type: "boolean",
    as: "ShowOnCashBasisReports",
    description: "false leaves it out of cash-basis reports. Default true.",
  },
];

/**
 * Changes by id: every field optional but the narration, which Xero's ManualJournal requires on every
 * write; DELETED removes a draft, VOIDED reverses a posted journal.
 */
export const manualJournalChangeFields: readonly FieldSpec[] = optionalFields(manualJournalFields, [
  "Narration",
]).map((field) => {
  if (field.name === "status")
    return {
      ...field,
      enum: ["DRAFT", "POSTED", "DELETED", "VOIDED"],
      description:
        "POSTED posts a draft; DELETED removes a DRAFT; VOIDED reverses a POSTED journal. Voided and deleted ones take no change.",
    };
  if (field.name === "journal_lines")
    return {
      ...field,
      description: "The lines, replacing all of its lines (at least two, summing to zero).",
    };
  if (field.name === "narration")
    return {
      ...field,
      description: `${field.description} Xero requires it on every change: send the current one to keep it.`,
    };
  return field;
});

export const manualJournalUpsertFields: readonly FieldSpec[] = [
  {
    name: "manual_journal_id",
    type: "string",
    as: "ManualJournalID",
    format: "uuid",
    description: "The journal to update; left out, a new one is created (lines needed too).",
  },
  ...manualJournalChangeFields,
];
