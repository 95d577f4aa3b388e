// GET /Journals: not paged by page number but by `offset`: up to 100 journals whose
// JournalNumber is greater than the offset, in number order.
import { validationError } from "../errors";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { data, type Handler } from "./context";

export const JOURNALS_PER_CALL = 100;

/**
 * paymentsOnly asks for cash-basis journals; the sandbox approximates them as the journals of
 * payments and cash transactions (source types ending in PAYMENT, plus CASHREC/CASHPAID/TRANSFER).
 */
function isCashJournal(journal: XeroRecord): boolean {
  const source = String(journal.SourceType ?? "");
  return source.endsWith("PAYMENT") || ["CASHREC", "CASHPAID", "TRANSFER"].includes(source);
}

export const listJournals: Handler = (ctx) => {
  const rawOffset = ctx.query.get("offset");
  if (rawOffset !== null && rawOffset !== "" && !/^\d+$/.test(rawOffset)) {
    throw validationError(
      "The offset parameter must be a whole number (the last JournalNumber already read)",
    );
  }
  const offset = Number(rawOffset ?? 0);
  const paymentsOnly = ctx.query.get("paymentsOnly")?.toLowerCase() === "true";
  const journals = recordsOf(ctx.org, "Journals")
    .filter((journal) => Number(journal.JournalNumber) > offset)
    .filter((journal) => !paymentsOnly || isCashJournal(journal))
    .sort((a, b) => Number(a.JournalNumber) - Number(b.JournalNumber))
    .slice(0, JOURNALS_PER_CALL);
  return data({ Journals: journals });
};
