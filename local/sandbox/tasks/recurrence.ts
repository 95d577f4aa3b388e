// Recurrence: only FREQ and INTERVAL of the RRULE are honoured.
import { formatApiDate, parseApiDate } from "./dates";
import type { Task } from "./wire";

export interface Recurrence {
  freq: "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
  interval: number;
}

export function parseRecurrence(repeatFlag: string | undefined): Recurrence | undefined {
  if (!repeatFlag) return undefined;
  const rule = repeatFlag.replace(/^RRULE:/i, "");
  const params = new Map(
    rule.split(";").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key.trim().toUpperCase(), value.trim().toUpperCase()] as const;
    }),
  );
  const freq = params.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY" && freq !== "MONTHLY" && freq !== "YEARLY") return undefined;
  const interval = Number(params.get("INTERVAL") ?? "1");
  if (!Number.isSafeInteger(interval) || interval < 1) return undefined;
  return { freq, interval };
}

/** Next occurrence in UTC calendar arithmetic; month ends clamp (Jan 31 + 1 month = Feb 28/29). */
export function advanceDate(epochMs: number, { freq, interval }: Recurrence): number {
  const date = new Date(epochMs);
  if (freq === "DAILY" || freq === "WEEKLY") {
    date.setUTCDate(date.getUTCDate() + interval * (freq === "WEEKLY" ? 7 : 1));
    return date.getTime();
  }
  const months = interval * (freq === "YEARLY" ? 12 : 1);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Moves a recurring task's dates to its next occurrence. */
export function advanceOccurrence(task: Task, recurrence: Recurrence): void {
  for (const key of ["startDate", "dueDate"] as const) {
    const current = task[key];
    const epochMs = current === undefined ? undefined : parseApiDate(current);
    if (epochMs !== undefined) task[key] = formatApiDate(advanceDate(epochMs, recurrence));
  }
  // The next occurrence starts with a fresh checklist.
  for (const item of task.items ?? []) {
    item.status = 0;
    delete item.completedTime;
  }
}
