// The words the "Last calls" panel shows for a record's outcome. No DOM here: unit-tested in Node.
import type { AuditRecordInfo } from "./types";

export type OutcomeLabel =
  | "first run"
  | "replay"
  | "conflict"
  | "unknown"
  | "refused"
  | "confirmation asked"
  | "ran (no key)";

/**
 * A conflict (a key reused for other arguments) and an unknown outcome say so whatever the error;
 * any other error is a refusal (bad input, `Forbidden`, the read-only setting, the upstream's own
 * refusal); a destructive tool's first answer ran nothing and says what it asks; else the key's
 * outcome, or "ran (no key)" for an unkeyed call.
 */
export function outcomeOf(record: AuditRecordInfo): OutcomeLabel {
  if (record.idempotency === "conflict") return "conflict";
  if (record.idempotency === "unknown") return "unknown";
  if (record.error) return "refused";
  if (record.confirmation === "asked") return "confirmation asked";
  if (record.idempotency === "replay") return "replay";
  if (record.idempotency === "first") return "first run";
  return "ran (no key)";
}

/** `14:03:07` of an ISO time (UTC, as recorded), or the text as given. */
export function clockOf(time: string | undefined): string {
  const match = /T(\d{2}:\d{2}:\d{2})/.exec(time ?? "");
  return match?.[1] ?? String(time ?? "");
}

/** What the panel says is recorded. */
export function recordedNote(recorded: string | undefined, principal: string | undefined): string {
  const what =
    recorded === "all"
      ? "Every call is recorded, reads included (AUDIT_READS=1)."
      : "Writes and deletes are recorded; reads are not (AUDIT_READS=1 records them too).";
  return `${what} Shown: the calls of principal "${principal ?? "default"}", the one this page calls as, newest first.`;
}
