// The right-hand side for the selected tool: its name, flags, description and the call form.
import { callTool } from "./call-tool";
import { byId, el } from "./dom";
import { paramField } from "./param-field";
import { state } from "./state";
import { shortName } from "./tool-list";
import type { ToolInfo } from "./types";

function flagBadges(tool: ToolInfo): HTMLElement[] {
  const flags: HTMLElement[] = [];
  if (tool.destructive) flags.push(el("span", { class: "badge destructive", text: "destructive" }));
  flags.push(el("span", { class: "badge", text: tool.readOnly ? "read-only" : "writes" }));
  if (tool.idempotent) flags.push(el("span", { class: "badge", text: "idempotent" }));
  if (tool.result === "file") flags.push(el("span", { class: "badge", text: "returns a file" }));
  return flags;
}

function callForm(tool: ToolInfo): HTMLFormElement {
  const params = tool.parameters ?? {};
  const required = new Set(params.required ?? []);
  // Schema-mode tools: what mode = execute also requires, from the schema's if/then.
  const extra = params.then?.required ?? [];
  const fields = Object.entries(params.properties ?? {}).map(([name, schema]) =>
    paramField(name, schema, required.has(name)),
  );
  const note = extra.length
    ? [el("p", { class: "hint", text: `With mode = execute, also required: ${extra.join(", ")}.` })]
    : [];
  const form = el("form", { id: "form", noValidate: true }, [
    ...fields,
    ...note,
    el("button", { type: "submit", id: "call", text: `Call ${shortName(tool.name)}` }),
  ]);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void callTool(tool, form);
  });
  return form;
}

export function selectTool(tool: ToolInfo): void {
  state.current = tool;
  for (const button of document.querySelectorAll<HTMLElement>(".tool")) {
    button.setAttribute("aria-current", String(button.dataset.tool === tool.name));
  }
  if (location.hash !== `#${tool.name}`) history.replaceState(null, "", `#${tool.name}`);
  byId("detail", HTMLElement).replaceChildren(
    el("h2", { id: "tool-name", text: tool.name }),
    el("div", { id: "flags" }, flagBadges(tool)),
    el("p", { class: "desc", text: tool.description }),
    el("div", { class: "work" }, [callForm(tool), el("div", { id: "output" })]),
  );
}
