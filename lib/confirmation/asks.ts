// Whether one call of a tool that can lose something asks a person, decided from its arguments and
// the row's rule (ToolRow.confirm, lib/catalog/confirmation-rules.ts), and what it would change.
// The records are read only when the arguments say something could be lost (a losing status, a
// list that replaces one); a status move Xero refuses is refused here, before any token, with the
// move that does what was meant (lib/catalog/status-moves.ts).
import { REFUSED_MOVES } from "../catalog/status-moves";
import type { ConfirmRule, ReplacedList } from "../catalog/types";
import { ToolError } from "../runtime/errors";

/** One field the call sets on a record: what it holds now and what it would hold. */
export interface FieldChange {
  field: string;
  current?: unknown;
  new: unknown;
}

/** One record the call targets: who it is, and what changes (a removal lists no fields). */
export interface TargetChange {
  record: Record<string, unknown>;
  changes?: FieldChange[];
  currentUnavailable?: string;
}

/**
 * How the decision reads a record: by the call's own ids, or a body record's id or number. `absent`:
 * no record has that number (the record is created).
 */
export type ReadRecord = (key?: {
  id?: string;
  number?: string;
}) => Promise<{ record?: Record<string, unknown>; unavailable?: string; absent?: true }>;

/** At most this many records are read for one call; the rest are shown with their new values only. */
export const MAX_RECORD_READS = 5;

const IDENTITY = /(ID|Number|Name|Type|Status|Reference|Code|Date|Total|FileName|title)$/;

/** A record's identity for the preview: its ids, number, name, status and the like, no more. */
export function identityOf(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields = Object.entries(record).filter(
    ([name, value]) =>
      IDENTITY.test(name) && ["string", "number", "boolean"].includes(typeof value) && value !== "",
  );
  const contact = record.Contact as Record<string, unknown> | undefined;
  if (contact && typeof contact.Name === "string") fields.push(["Contact", contact.Name]);
  return Object.fromEntries(fields.slice(0, 10));
}

/** The refusal of moving `record` to `status`, as Xero would answer, or undefined when it takes it. */
export function refusedMove(
  records: string,
  record: Readonly<Record<string, unknown>>,
  status: string,
): string | undefined {
  const current = typeof record.Status === "string" ? record.Status : undefined;
  const positive = (member: string) => typeof record[member] === "number" && (record[member] as number) > 0;
  const refused = (REFUSED_MOVES[records] ?? []).find(
    (move) =>
      move.to.includes(status) &&
      (move.from === undefined || (current !== undefined && move.from.includes(current))) &&
      (move.whenPositive === undefined || move.whenPositive.some(positive)) &&
      (move.whenTrue === undefined || move.whenTrue.some((member) => record[member] === true)),
  );
  return refused?.says.replaceAll("{status}", current ?? "");
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** An entry of a list holds something: a line with a description or an amount. */
const holdsValues = (entry: unknown) =>
  !!entry && typeof entry === "object" && Object.values(entry).some((value) => !isEmpty(value));

/**
 * The entries of `current` the call's `given` would overwrite with something else. A keyed list
 * (phones by type) loses an entry's value only where the call sets a field the entry holds.
 */
function overwritten(list: ReplacedList, current: unknown, given: unknown): unknown[] {
  const now = Array.isArray(current) ? current : [];
  const replacements = (Array.isArray(given) ? given : []) as Record<string, unknown>[];
  if (!list.keyedBy) {
    const differs = JSON.stringify(now) !== JSON.stringify(given);
    return differs ? now.filter(holdsValues) : [];
  }
  const key = list.keyedBy;
  return now.filter((entry) => {
    const record = entry as Record<string, unknown>;
    const replacement = replacements.find((each) => each[key] === record[key]);
    return Object.entries(replacement ?? {}).some(
      ([name, value]) => name !== key && !isEmpty(record[name]) && record[name] !== value,
    );
  });
}

/** What a record of the call's body would lose; the reasons, or none. */
function losses(
  rule: ConfirmRule,
  given: Record<string, unknown>,
): { status?: string; lists: ReplacedList[] } {
  const status =
    typeof given.Status === "string" && rule.losingStatuses?.includes(given.Status)
      ? given.Status
      : undefined;
  const lists = (rule.replaces ?? []).filter((list) => given[list.field] !== undefined);
  return { ...(status ? { status } : {}), lists };
}

function refusal(message: string, record: Record<string, unknown>): ToolError {
  return new ToolError("ValidationError", `${message} Nothing was changed and no confirmation is needed.`, {
    details: { confirmation: "refused-before-asking", record },
  });
}

/**
 * Undefined: nothing would be lost, the call runs. Otherwise the records it would change, each with
 * the fields it sets, now and after. Throws the refusal of a move Xero refuses.
 */
export async function changesOfRecords(
  rule: ConfirmRule,
  body: Record<string, unknown> | undefined,
  read: ReadRecord,
  /** The call names its record in its path (UpdateInvoice): body records carry no id of their own. */
  byPath: boolean,
): Promise<TargetChange[] | undefined> {
  const records = rule.records ?? "";
  const given = (Array.isArray(body?.[records]) ? body?.[records] : []) as Record<string, unknown>[];
  const asking = given
    .map((record) => ({ record, ...losses(rule, record) }))
    .filter(({ status, lists, record }) => {
      // An update-or-create's record with neither an id nor a number is created: it loses nothing.
      const updates =
        byPath || typeof idOf(rule, record) === "string" || typeof numberOf(rule, record) === "string";
      return updates && (status !== undefined || lists.length > 0);
    });
  if (asking.length === 0) return undefined;
  const targets: TargetChange[] = [];
  let reads = 0;
  for (const { record, status, lists } of asking) {
    const id = idOf(rule, record);
    const number = numberOf(rule, record);
    const key = byPath ? undefined : id !== undefined ? { id } : { number: number as string };
    const found = reads++ < MAX_RECORD_READS ? await read(key) : undefined;
    // No record has its number: it is created, and loses nothing.
    if (found?.absent) continue;
    const current = found?.record;
    if (current && status) {
      const refused = refusedMove(records, current, status);
      if (refused) throw refusal(refused, identityOf(current));
    }
    // Lists: asked only when the record holds entries they would overwrite (unread: asked).
    const lost = lists.filter(
      (list) => !current || overwritten(list, current[list.field], record[list.field]).length > 0,
    );
    if (!status && lost.length === 0) continue;
    const changes = Object.keys(record)
      // The id and number name the record; they change nothing.
      .filter((field) => field !== rule.idField && field !== rule.numberField)
      .map((field) => ({
        field,
        ...(current ? { current: current[field] ?? null } : {}),
        new: record[field],
      }));
    targets.push({
      record: current ? identityOf(current) : (key ?? {}),
      changes,
      ...(current
        ? {}
        : {
            currentUnavailable:
              found?.unavailable ?? `not read: at most ${MAX_RECORD_READS} records are read`,
          }),
    });
  }
  return targets.length > 0 ? targets : undefined;
}

const idOf = (rule: ConfirmRule, record: Record<string, unknown>) =>
  rule.idField && typeof record[rule.idField] === "string" ? (record[rule.idField] as string) : undefined;

const numberOf = (rule: ConfirmRule, record: Record<string, unknown>) =>
  rule.numberField && typeof record[rule.numberField] === "string"
    ? (record[rule.numberField] as string)
    : undefined;

/** The Setup's changes that touch what exists: accounts named by id, conversion balances. */
export function setupChanges(body: Record<string, unknown> | undefined): TargetChange[] | undefined {
  const accounts = (Array.isArray(body?.Accounts) ? body.Accounts : []) as Record<string, unknown>[];
  const existing = accounts.filter((account) => typeof account.AccountID === "string");
  const balances = Array.isArray(body?.ConversionBalances) ? body.ConversionBalances : [];
  const targets: TargetChange[] = existing.map((account) => ({
    record: { AccountID: account.AccountID },
    changes: Object.entries(account)
      .filter(([field]) => field !== "AccountID")
      .map(([field, value]) => ({ field, new: value })),
    currentUnavailable: "the Setup's accounts are shown as they would be set",
  }));
  if (balances.length > 0) {
    targets.push({
      record: { ConversionBalances: "the organisation's opening balances" },
      changes: [{ field: "ConversionBalances", new: balances }],
      currentUnavailable: "every conversion balance is replaced by those sent",
    });
  }
  return targets.length > 0 ? targets : undefined;
}

/** An upload's change when a file of its name is on the record already (read: the record's attachments). */
export function fileChange(
  attachments: unknown,
  fileName: string,
  newFile: { MimeType?: unknown; ContentLength: number },
): TargetChange | undefined {
  const list = (attachments as { Attachments?: unknown })?.Attachments;
  const same = (Array.isArray(list) ? list : []).find(
    (entry) => (entry as Record<string, unknown>)?.FileName === fileName,
  ) as Record<string, unknown> | undefined;
  if (!same) return undefined;
  const { AttachmentID, FileName, MimeType, ContentLength } = same;
  return {
    record: { AttachmentID, FileName },
    changes: [{ field: "bytes", current: { MimeType, ContentLength }, new: newFile }],
  };
}
