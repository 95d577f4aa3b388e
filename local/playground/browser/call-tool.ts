// Sends the form to POST /tools/{name} and shows the request, the HTTP status and the answer, then
// refreshes the "Last calls" panel.
import { errorView, resultView } from "./answer-view";
import { refreshAudit } from "./audit-panel";
import { collectInput } from "./collect-input";
import { byId, el, section } from "./dom";
import type { ToolAnswer, ToolInfo } from "./types";

function badInput(error: unknown): HTMLElement {
  const message = error instanceof Error ? error.message : String(error);
  return el("div", { class: "error", id: "error" }, [el("strong", { text: "Bad input" }), ` ${message}`]);
}

function parseAnswer(text: string, status: number): ToolAnswer | null {
  try {
    return JSON.parse(text);
  } catch {
    return { error: { type: `HTTP ${status}`, message: text } };
  }
}

/** The HTTP status (0 when no answer came) and the parsed answer. */
async function send(path: string, body: string): Promise<{ status: number; answer: ToolAnswer | null }> {
  let status = 0;
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    status = response.status;
    return { status, answer: parseAnswer(await response.text(), status) };
  } catch (error) {
    return { status, answer: { error: { type: "NetworkError", message: String(error) } } };
  }
}

export async function callTool(tool: ToolInfo, form: HTMLFormElement): Promise<void> {
  const output = byId("output", HTMLElement);
  let input: Record<string, unknown>;
  try {
    input = collectInput(tool, form);
  } catch (error) {
    output.replaceChildren(badInput(error));
    return;
  }
  const path = `/tools/${encodeURIComponent(tool.name)}`;
  const body = JSON.stringify(input, null, 2);
  const request = section("Request", [el("pre", { id: "request", text: `POST ${path}\n${body}` })]);
  output.replaceChildren(request, el("p", { class: "status", text: "Calling…" }));
  byId("call", HTMLButtonElement).disabled = true;
  const started = performance.now();
  const { status, answer } = await send(path, body).finally(() => {
    byId("call", HTMLButtonElement).disabled = false;
  });
  const took = Math.round(performance.now() - started);
  const parts: HTMLElement[] = [el("p", { class: "status", text: `HTTP ${status} in ${took} ms` })];
  if (answer?.error) parts.push(...errorView(answer.error));
  else parts.push(...resultView(tool, answer ? answer.result : answer));
  output.replaceChildren(request, ...parts);
  // The call's audit record is written before its answer, so the panel can show it now.
  void refreshAudit();
}
