// How the end-to-end test calls each LedgerApi tool against the sandbox organisation, and what it
// expects back. Inputs are derived from each row's parameter mapping (the Xero placeholder a path
// parameter fills decides which starting-data record it names), so one table serves every tool.
import { randomUUID } from "node:crypto";
import { examplesOf } from "../../lib/catalog/examples/index";
import type { ToolRow } from "../../lib/catalog/types";
import {
  createLedgerStartingData,
  LEDGER_STARTING_DATA,
} from "../../local/sandbox/ledger/starting-data/index";
import type { Attachment, LedgerOrganisation, XeroRecord } from "../../local/sandbox/ledger/types";
import seedSpec from "../fixtures/ledger-tool-interfaces.json";
import { STARTING_PATH_VALUES } from "../support/ledger-starting-records";

export const P = LEDGER_STARTING_DATA.primary;
export const S = LEDGER_STARTING_DATA.secondary;
export const startingData: LedgerOrganisation = createLedgerStartingData()[0] as LedgerOrganisation;

const preferredCustomers = startingData.collections.ContactGroups?.find(
  (group) => group.ContactGroupID === P.contactGroups.preferredCustomers,
) as XeroRecord;
const groupMember = (preferredCustomers.Contacts as XeroRecord[])[0]?.ContactID as string;

/** The starting-data record each Xero path placeholder names, unless a tool overrides it. */
const PATH_VALUES: Readonly<Record<string, string | number>> = STARTING_PATH_VALUES;

/** Records a tool must act on instead: deletions pick records Xero lets you delete. */
const OVERRIDES: Record<string, Record<string, string>> = {
  "LedgerApi.DeleteAccount": { AccountID: P.accounts.deletable },
  "LedgerApi.GetContactCisSettings": { ContactID: P.contacts.hamiltonSmith },
  "LedgerApi.DeleteInventoryItem": { ItemID: P.items.deletable },
  "LedgerApi.DeleteCreditNoteAllocation": { AllocationID: P.allocations.creditNote },
  "LedgerApi.DeleteOverpaymentAllocation": { AllocationID: P.allocations.overpayment },
  "LedgerApi.DeletePrepaymentAllocation": { AllocationID: P.allocations.prepayment },
  "LedgerApi.RemoveContactFromGroup": { ContactID: groupMember },
  "LedgerApi.RemoveTrackingCategory": { TrackingCategoryID: P.trackingCategories.archived },
  "LedgerApi.GetAgedPayablesReportByContact": { contactId: P.contacts.powerDirect },
  "LedgerApi.GetAgedReceivablesReportByContact": { contactId: P.contacts.ridgeway },
};

export const SETUP_BODY = {
  ConversionDate: { Month: 1, Year: 2025 },
  ConversionBalances: [
    { AccountCode: P.accountCodes.bank, Balance: 250 },
    { AccountCode: P.accountCodes.sales, Balance: -250 },
  ],
  Accounts: [{ Code: "499", Name: "Sandbox Test Expenses", Type: "EXPENSE" }],
};

/** The starting-data attachment a `/<Collection>/{id}/Attachments...` tool reads. */
export function attachmentFor(row: ToolRow) {
  const collection = /^\/(\w+)\/\{\w+\}\/Attachments/.exec(row.path)?.[1];
  if (!collection) return undefined;
  const ref = Object.values(P.attachments).find((candidate) => candidate.collection === collection);
  if (!ref) throw new Error(`no starting-data attachment on ${collection}`);
  const file = startingData.attachments[ref.recordId]?.find(
    (candidate: Attachment) => candidate.AttachmentID === ref.attachmentId,
  );
  if (!file) throw new Error(`the starting data lacks attachment ${ref.attachmentId}`);
  return { ref, file };
}

/** The seed's tools; the writes beyond them are called as their first worked example shows. */
const SEED_TOOLS = new Set(seedSpec.tools.map((tool) => tool.tool));

/**
 * A write beyond the seed: its first worked example (which names the Demo Company's records), for
 * `tenantId`, under a key of its own: the sandbox is reset between calls but the idempotency records
 * are not, and the example's key would replay the first call's answer.
 */
function exampleInputFor(row: ToolRow, tenantId: string): Record<string, unknown> {
  const example = examplesOf(row)[0];
  if (!example) throw new Error(`${row.name} has no worked example`);
  const tenant = row.params.find((param) => param.as === "xero-tenant-id")?.name ?? "";
  const input = { ...example.input, [tenant]: tenantId };
  if (typeof input.idempotency_key === "string") input.idempotency_key = `test-${randomUUID()}`;
  return input;
}

/** A complete, valid input for a row, naming starting-data records of the primary tenant. */
export function inputFor(row: ToolRow, tenantId: string = P.tenantId): Record<string, unknown> {
  if (!SEED_TOOLS.has(row.name) && row.path !== "/connections") return exampleInputFor(row, tenantId);
  const attachment = attachmentFor(row);
  const overrides = OVERRIDES[row.name] ?? {};
  const input: Record<string, unknown> = {};
  for (const param of row.params) {
    const as = param.as ?? "";
    if (as === "xero-tenant-id") input[param.name] = tenantId;
    else if (param.in === "path") {
      if (attachment && as === "AttachmentID") input[param.name] = attachment.ref.attachmentId;
      else if (attachment && as === "FileName") input[param.name] = attachment.ref.fileName;
      else if (attachment && param === row.params.find((candidate) => candidate.in === "path"))
        input[param.name] = attachment.ref.recordId;
      else {
        const value = overrides[as] ?? PATH_VALUES[as];
        input[param.name] = param.type === "integer" && value !== undefined ? Number(value) : value;
      }
    } else if (as === "contentType") input[param.name] = attachment?.ref.mimeType;
    else if (as === "contactId") input[param.name] = overrides.contactId;
    else if (param.name === "history_details") input[param.name] = `Checked by ${row.name}`;
    else if (param.name === "mode") input[param.name] = "execute";
    else if (param.name === "request_body") input[param.name] = JSON.stringify(SETUP_BODY);
    if (param.required && input[param.name] === undefined) {
      throw new Error(`${row.name}: no test value for required ${param.name} (${as})`);
    }
  }
  return input;
}

/** Xero's wrapper key of a JSON answer, from the row's path. */
export function wrapperOf(row: ToolRow): string {
  const special: Record<string, string> = {
    "/Organisation": "Organisations",
    "/InvoiceReminders/Settings": "InvoiceReminders",
  };
  if (special[row.path]) return special[row.path] as string;
  if (row.path.endsWith("/History")) return "HistoryRecords";
  if (row.path.endsWith("/Attachments")) return "Attachments";
  if (row.path.endsWith("/OnlineInvoice")) return "OnlineInvoices";
  const last = row.path
    .split("/")
    .filter((segment) => segment && !segment.startsWith("{"))
    .at(-1);
  return last ?? "";
}
