// The record an operation acts on, read from its path (`/Invoices/{InvoiceID}/...`): its id
// placeholder and the noun descriptions use for it, so rows of the same shape share their wording.
import type { XeroOperation } from "./operation";
import { uuid } from "./params";
import type { Decoration } from "./row";

/** Where the collection's name in words, singular, is not what a user calls the record. */
const NOUNS: Readonly<Record<string, string>> = {
  Receipts: "expense claim receipt",
  RepeatingInvoices: "repeating invoice template",
};

export function recordOf(op: XeroOperation): { idAs: string; noun: string } {
  const [, collection = "", placeholder = ""] = op.path.split("/");
  const words = collection.replace(/\B([A-Z])/g, " $1").toLowerCase();
  const noun = NOUNS[collection] ?? words.replace(/ies$/, "y").replace(/s$/, "");
  return { idAs: placeholder.replace(/[{}]/g, ""), noun };
}

/** The record's id in the path, described from the record: `idOf(op, (noun) => \`Id of the ${noun} to render\`)`. */
export function idOf(op: XeroOperation, what: (noun: string, idAs: string) => string): Decoration {
  const { idAs, noun } = recordOf(op);
  return uuid(idAs, what(noun, idAs));
}

/** The id of a record read by its id: "Id of the invoice (its InvoiceID)". */
export const recordId = (op: XeroOperation) => idOf(op, (noun, idAs) => `Id of the ${noun} (its ${idAs})`);

/** The id of the record whose history a history read lists. */
export const historyOf = (op: XeroOperation) =>
  idOf(op, (noun, idAs) => `Id of the ${noun} whose history to list (its ${idAs})`);

/** The description of every history read. */
export const HISTORY = (op: XeroOperation) =>
  `List the history and notes of one ${recordOf(op).noun}: each change Xero recorded (created, edited, approved, paid, ...) and each note a user or app added. Returns {HistoryRecords: [{DateUTC, User, Changes, Details}]}.`;
