// LedgerApi family `ledger-delete`: the permanent deletions (Xero Accounting API 2.0).
// Deployed as its own function so an operator can leave it out of an agent's reach.
import type { ToolRow } from "../types";
import * as xero from "./operations.generated";
import { tenant, uuid } from "./params";
import { family, row } from "./row";
import { bankingDeletes } from "./writes/banking";
import { paymentDeletes } from "./writes/payments";

const allocation = uuid("AllocationID", "Id of the allocation to remove");

// A table, one line per tool: name, Xero operation, parameters (tool name: decoration), description.
// biome-ignore format: a table, one line per row
export const ledgerDeleteTools: readonly ToolRow[] = family("ledger-delete", [
  row("DeleteAccount", xero.deleteAccount, { account_id: uuid("AccountID", "Id of the account to delete"), ledger_tenant_identifier: tenant }, "Permanently delete an account from the chart of accounts; Xero refuses accounts that have transactions (archive those instead). Returns {Accounts: [the deleted account]}."),
  row("DeleteCreditNoteAllocation", xero.deleteCreditNoteAllocations, { credit_note_unique_id: uuid("CreditNoteID", "Id of the credit note"), allocation_id: allocation, ledger_tenant_id: tenant }, "Permanently remove an allocation of a credit note to an invoice; the credit becomes available again. Returns the removed allocation (AllocationID, Amount, Date, Invoice, IsDeleted)."),
  row("DeleteInventoryItem", xero.deleteItem, { item_id: uuid("ItemID", "Id of the item to delete"), tenant_identifier: tenant }, "Permanently delete an inventory item. This cannot be undone. Returns null (Xero answers 204)."),
  row("DeleteLinkedTransaction", xero.deleteLinkedTransaction, { linked_transaction_id: uuid("LinkedTransactionID", "Id of the linked transaction to delete"), ledger_tenant_identifier: tenant }, "Permanently delete a linked transaction (a billable expense link from a bill to a sales invoice). Returns null (Xero answers 204)."),
  row("DeleteOverpaymentAllocation", xero.deleteOverpaymentAllocations, { overpayment_id: uuid("OverpaymentID", "Id of the overpayment"), allocation_id: allocation, ledger_tenant_identifier: tenant }, "Permanently remove an allocation of an overpayment to an invoice. Returns the removed allocation (AllocationID, Amount, Date, Invoice, IsDeleted)."),
  row("DeletePrepaymentAllocation", xero.deletePrepaymentAllocations, { prepayment_id: uuid("PrepaymentID", "Id of the prepayment"), allocation_id: allocation, ledger_tenant_identifier: tenant }, "Permanently remove an allocation of a prepayment to an invoice; irreversible. Returns the removed allocation (AllocationID, Amount, Date, Invoice, IsDeleted)."),
  row("DeleteTrackingOption", xero.deleteTrackingOptions, { tracking_category_id: uuid("TrackingCategoryID", "Id of the tracking category"), tracking_option_id: uuid("TrackingOptionID", "Id of the option to delete"), ledger_tenant_id: tenant }, "Permanently delete an option of a tracking category. Returns {Options: [the deleted option]}."),
  row("RemoveContactFromGroup", xero.deleteContactGroupContact, { contact_group_id: uuid("ContactGroupID", "Id of the contact group"), contact_identifier: uuid("ContactID", "Id of the contact to remove from the group"), tenant_identifier: tenant }, "Permanently remove one contact from a contact group (the contact itself is kept). Returns null (Xero answers 204)."),
  row("RemoveContactsFromGroup", xero.deleteContactGroupContacts, { contact_group_id: uuid("ContactGroupID", "Id of the contact group to empty"), ledger_tenant_identifier: tenant }, "Permanently remove every contact from a contact group (the contacts themselves are kept). Returns null (Xero answers 204)."),
  row("RemoveTrackingCategory", xero.deleteTrackingCategory, { tracking_category_id: uuid("TrackingCategoryID", "Id of the tracking category to delete"), ledger_tenant_identifier: tenant }, "Permanently delete a tracking category and its options; Xero refuses categories in use (archive those instead). Returns {TrackingCategories: [the deleted category]}."),
  // Beyond the seed (issue 24): deletes Xero takes as a status write (`{"Status": "DELETED"}`).
  ...paymentDeletes,
  ...bankingDeletes,
]);
