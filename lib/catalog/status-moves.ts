// The status moves Xero refuses, per collection, as data: a call that sets one is refused before any
// confirmation token, with the move that does what was meant (docs/ledger.md, "Voiding and
// deleting"). From Xero's documented lifecycles: a DRAFT or SUBMITTED document is deleted, an
// approved one voided; a document with a payment or an allocation cannot be voided until they are
// removed; a reconciled bank transaction cannot be deleted; nothing changes a voided or deleted one.

/** A refused move: to `to`, from one of `from` (or whatever the status, when `from` is absent). */
export interface RefusedMove {
  to: readonly string[];
  from?: readonly string[];
  /** The move is refused only when one of these members of the record is above zero. */
  whenPositive?: readonly string[];
  /** The move is refused only when one of these members of the record is true. */
  whenTrue?: readonly string[];
  /** What Xero says and what to do instead, for the refusal; `{status}` is the record's status. */
  says: string;
}

const SETTLED = ["VOIDED", "DELETED"];

/** A document that is voided once approved and deleted before (invoices, bills, credit notes). */
const approvable = (noun: string, allocations: string): readonly RefusedMove[] => [
  {
    to: ["VOIDED"],
    from: ["DRAFT", "SUBMITTED"],
    says: `A {status} ${noun} is not voided: it is removed with status DELETED (only an approved ${noun} is voided).`,
  },
  {
    to: ["DELETED"],
    from: ["AUTHORISED", "PAID"],
    says: `An approved (AUTHORISED) ${noun} cannot be deleted: it is cancelled with status VOIDED.`,
  },
  {
    to: ["VOIDED"],
    whenPositive: ["AmountPaid", "AmountCredited"],
    says: `This ${noun} has a payment or credit allocated to it, so Xero refuses to void it: first remove ${allocations}, then void it.`,
  },
  {
    to: [...SETTLED, "AUTHORISED", "SUBMITTED", "DRAFT"],
    from: SETTLED,
    says: `A {status} ${noun} cannot be changed.`,
  },
];

/** Per Xero collection (the body member a write's records travel in). */
export const REFUSED_MOVES: Readonly<Record<string, readonly RefusedMove[]>> = {
  Invoices: approvable(
    "invoice",
    "its payments (LedgerApi.DeletePayment) and credit note, overpayment or prepayment allocations (LedgerApi.DeleteCreditNoteAllocation, LedgerApi.DeleteOverpaymentAllocation, LedgerApi.DeletePrepaymentAllocation)",
  ),
  CreditNotes: approvable(
    "credit note",
    "its allocations (LedgerApi.DeleteCreditNoteAllocation) and refunds (LedgerApi.DeletePayment)",
  ),
  ManualJournals: [
    {
      to: ["VOIDED"],
      from: ["DRAFT"],
      says: "A DRAFT manual journal is not voided: it is removed with status DELETED (only a POSTED journal is voided).",
    },
    {
      to: ["DELETED"],
      from: ["POSTED"],
      says: "A POSTED manual journal cannot be deleted: it is reversed with status VOIDED.",
    },
    {
      to: [...SETTLED, "POSTED", "DRAFT"],
      from: SETTLED,
      says: "A {status} manual journal cannot be changed.",
    },
  ],
  BankTransactions: [
    {
      to: ["DELETED"],
      whenTrue: ["IsReconciled"],
      says: "This bank transaction is reconciled, so Xero refuses to delete it: unreconcile it in Xero first.",
    },
    {
      to: ["DELETED", "AUTHORISED"],
      from: ["DELETED"],
      says: "A DELETED bank transaction cannot be changed.",
    },
  ],
};
