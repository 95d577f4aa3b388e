// LedgerApi family `ledger-delete`: the 10 permanent deletions (Xero Accounting API 2.0).
// Deployed as its own function so an operator can leave it out of an agent's reach.
import type { ToolRow } from "../types";
import { tenant, uuidPath } from "./params";

const DELETE = { readOnly: false, destructive: true, idempotent: true } as const;

export const ledgerDeleteTools: readonly ToolRow[] = [
  {
    name: "LedgerApi.DeleteAccount",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteAccount",
    method: "DELETE",
    path: "/Accounts/{AccountID}",
    params: [
      uuidPath("account_id", "AccountID", "Id of the account to delete"),
      tenant("ledger_tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently delete an account from the chart of accounts; Xero refuses accounts that have transactions (archive those instead). Returns the deleted account.",
  },
  {
    name: "LedgerApi.DeleteCreditNoteAllocation",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteCreditNoteAllocations",
    method: "DELETE",
    path: "/CreditNotes/{CreditNoteID}/Allocations/{AllocationID}",
    params: [
      uuidPath("credit_note_unique_id", "CreditNoteID", "Id of the credit note"),
      uuidPath("allocation_id", "AllocationID", "Id of the allocation to remove"),
      tenant("ledger_tenant_id"),
    ],
    flags: DELETE,
    description:
      "Permanently remove an allocation of a credit note to an invoice; the credit becomes available again. Returns the removed allocation.",
  },
  {
    name: "LedgerApi.DeleteInventoryItem",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteItem",
    method: "DELETE",
    path: "/Items/{ItemID}",
    params: [uuidPath("item_id", "ItemID", "Id of the item to delete"), tenant("tenant_identifier")],
    flags: DELETE,
    description:
      "Permanently delete an inventory item. This cannot be undone. Returns null (Xero answers 204).",
  },
  {
    name: "LedgerApi.DeleteLinkedTransaction",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteLinkedTransaction",
    method: "DELETE",
    path: "/LinkedTransactions/{LinkedTransactionID}",
    params: [
      uuidPath("linked_transaction_id", "LinkedTransactionID", "Id of the linked transaction to delete"),
      tenant("ledger_tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently delete a linked transaction (a billable expense link from a bill to a sales invoice). Returns null (Xero answers 204).",
  },
  {
    name: "LedgerApi.DeleteOverpaymentAllocation",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteOverpaymentAllocations",
    method: "DELETE",
    path: "/Overpayments/{OverpaymentID}/Allocations/{AllocationID}",
    params: [
      uuidPath("overpayment_id", "OverpaymentID", "Id of the overpayment"),
      uuidPath("allocation_id", "AllocationID", "Id of the allocation to remove"),
      tenant("ledger_tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently remove an allocation of an overpayment to an invoice. Returns the removed allocation.",
  },
  {
    name: "LedgerApi.DeletePrepaymentAllocation",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deletePrepaymentAllocations",
    method: "DELETE",
    path: "/Prepayments/{PrepaymentID}/Allocations/{AllocationID}",
    params: [
      uuidPath("prepayment_id", "PrepaymentID", "Id of the prepayment"),
      uuidPath("allocation_id", "AllocationID", "Id of the allocation to remove"),
      tenant("ledger_tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently remove an allocation of a prepayment to an invoice; irreversible. Returns the removed allocation.",
  },
  {
    name: "LedgerApi.DeleteTrackingOption",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteTrackingOptions",
    method: "DELETE",
    path: "/TrackingCategories/{TrackingCategoryID}/Options/{TrackingOptionID}",
    params: [
      uuidPath("tracking_category_id", "TrackingCategoryID", "Id of the tracking category"),
      uuidPath("tracking_option_id", "TrackingOptionID", "Id of the option to delete"),
      tenant("ledger_tenant_id"),
    ],
    flags: DELETE,
    description: "Permanently delete an option of a tracking category. Returns the deleted option.",
  },
  {
    name: "LedgerApi.RemoveContactFromGroup",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteContactGroupContact",
    method: "DELETE",
    path: "/ContactGroups/{ContactGroupID}/Contacts/{ContactID}",
    params: [
      uuidPath("contact_group_id", "ContactGroupID", "Id of the contact group"),
      uuidPath("contact_identifier", "ContactID", "Id of the contact to remove from the group"),
      tenant("tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently remove one contact from a contact group (the contact itself is kept). Returns null (Xero answers 204).",
  },
  {
    name: "LedgerApi.RemoveContactsFromGroup",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteContactGroupContacts",
    method: "DELETE",
    path: "/ContactGroups/{ContactGroupID}/Contacts",
    params: [
      uuidPath("contact_group_id", "ContactGroupID", "Id of the contact group to empty"),
      tenant("ledger_tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently remove every contact from a contact group (the contacts themselves are kept). Returns null (Xero answers 204).",
  },
  {
    name: "LedgerApi.RemoveTrackingCategory",
    toolkit: "LedgerApi",
    family: "ledger-delete",
    operationId: "deleteTrackingCategory",
    method: "DELETE",
    path: "/TrackingCategories/{TrackingCategoryID}",
    params: [
      uuidPath("tracking_category_id", "TrackingCategoryID", "Id of the tracking category to delete"),
      tenant("ledger_tenant_identifier"),
    ],
    flags: DELETE,
    description:
      "Permanently delete a tracking category and its options; Xero refuses categories in use (archive those instead). Returns the deleted category.",
  },
];
