// The "Last calls" panel: the audit records of the calls made through this gateway as the
// principal `default` (the one this page calls as), newest first, from GET /playground/audit
// (../audit.ts). Refreshed at start, after each call the page makes and by its button. Each row
// opens onto the whole record as stored: its arguments are already under the audit rule, and the
// panel shows nothing the record does not hold. Every value is set as text (dom.ts's `el`).
import { clockOf, outcomeOf, recordedNote } from "./audit-outcome";
import { byId, el } from "./dom";
import type { AuditRecordInfo, LastCalls } from "./types";

const LIMIT = 20;
const COLUMNS = ["Time", "Tool", "Caller", "Tenant", "Outcome", "Status", "Touched", "Error", "Key", ""];

/** Answers to an older refresh are dropped when a newer one was sent. */
let sent = 0;

function cell(text: string, props: Record<string, string> = {}): HTMLTableCellElement {
  return el("td", { text, ...props });
}

function errorText(error: AuditRecordInfo["error"]): string {
  if (!error) return "";
  return error.message ? `${String(error.type)}: ${String(error.message)}` : String(error.type);
}

/** The summary row and the hidden row with the whole record, opened by the row's button. */
function recordRows(record: AuditRecordInfo, index: number): HTMLTableRowElement[] {
  const outcome = outcomeOf(record);
  const detailId = `audit-record-${index}`;
  const toggle = el("button", {
    type: "button",
    class: "open-record",
    text: "record",
    "aria-expanded": "false",
    "aria-controls": detailId,
  });
  const detail = el("tr", { id: detailId, class: "record-row", hidden: true }, [
    el("td", { colSpan: COLUMNS.length }, [
      el("pre", { class: "record", text: JSON.stringify(record, null, 2) }),
    ]),
  ]);
  toggle.addEventListener("click", () => {
    detail.hidden = !detail.hidden;
    toggle.setAttribute("aria-expanded", String(!detail.hidden));
  });
  const touched = record.touched ?? [];
  const row = el(
    "tr",
    {
      class: record.error ? "call failed" : "call",
      "data-tool": String(record.tool ?? ""),
      "data-outcome": outcome,
      "data-key": String(record.idempotencyKey ?? ""),
    },
    [
      cell(clockOf(record.time), { class: "time", title: String(record.time ?? "") }),
      cell(String(record.tool ?? ""), { class: "tool-name" }),
      cell(String(record.caller ?? "")),
      cell(String(record.tenant ?? ""), { class: "tenant" }),
      cell(outcome, { class: "outcome" }),
      cell(record.upstreamStatus === undefined ? "" : String(record.upstreamStatus), {
        class: "status-code",
      }),
      cell(touched.join(", "), { class: "touched" }),
      cell(errorText(record.error), { class: "error-cell" }),
      cell(String(record.idempotencyKey ?? ""), { class: "key" }),
      el("td", {}, [toggle]),
    ],
  );
  return [row, detail];
}

function show(answer: LastCalls): void {
  const records = answer.records ?? [];
  byId("audit-note", HTMLElement).textContent = recordedNote(answer.recorded, answer.principal);
  const body = byId("audit-body", HTMLElement);
  if (records.length === 0) {
    body.replaceChildren(el("p", { class: "status", id: "audit-empty", text: "No calls recorded yet." }));
    return;
  }
  const head = el(
    "tr",
    {},
    COLUMNS.map((name) => el("th", { text: name })),
  );
  body.replaceChildren(
    el("table", { id: "audit-table" }, [
      el("thead", {}, [head]),
      el("tbody", {}, records.flatMap(recordRows)),
    ]),
  );
}

function showProblem(text: string): void {
  byId("audit-note", HTMLElement).textContent = "";
  byId("audit-body", HTMLElement).replaceChildren(el("p", { class: "status", id: "audit-problem", text }));
}

/** Loads the last calls again; `#audit[data-loaded]` counts the answers shown. */
export async function refreshAudit(): Promise<void> {
  const mine = ++sent;
  const panel = byId("audit", HTMLElement);
  let answer: LastCalls & { error?: { type?: string; message?: string } };
  let ok = false;
  try {
    const response = await fetch(`/playground/audit?limit=${LIMIT}`, { cache: "no-store" });
    ok = response.ok;
    answer = await response.json();
  } catch (error) {
    answer = { error: { type: "NetworkError", message: String(error) } };
  }
  if (mine !== sent) return;
  if (ok) show(answer);
  else showProblem(`${String(answer.error?.type ?? "Error")}: ${String(answer.error?.message ?? "")}`);
  panel.dataset.loaded = String(Number(panel.dataset.loaded ?? "0") + 1);
}

export function startAuditPanel(): void {
  const panel = byId("audit", HTMLElement);
  panel.hidden = false;
  byId("audit-refresh", HTMLButtonElement).addEventListener("click", () => void refreshAudit());
  void refreshAudit();
}
