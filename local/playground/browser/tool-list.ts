// The left-hand list: the catalog grouped by family, narrowed by the search box.
import { byId, el } from "./dom";
import { state } from "./state";
import type { ToolInfo } from "./types";

/** `LedgerApi.RetrieveInvoices` → `RetrieveInvoices`. */
export function shortName(name: string): string {
  return name.slice(name.indexOf(".") + 1);
}

/** Every word of the query must occur in the tool's name or description. */
function matches(tool: ToolInfo, words: string[]): boolean {
  const text = `${tool.name} ${tool.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function byFamily(tools: ToolInfo[]): Map<string, ToolInfo[]> {
  const families = new Map<string, ToolInfo[]>();
  for (const tool of tools) {
    const key = tool.family || tool.toolkit || "other";
    const list = families.get(key) ?? [];
    list.push(tool);
    families.set(key, list);
  }
  return families;
}

function toolButton(tool: ToolInfo): HTMLElement {
  return el("li", {}, [
    el("button", {
      type: "button",
      class: tool.destructive ? "tool destructive" : "tool",
      text: shortName(tool.name),
      title: tool.name,
      "data-tool": tool.name,
      "aria-current": String(state.current === tool),
    }),
  ]);
}

export function renderList(): void {
  const words = byId("search", HTMLInputElement).value.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = state.tools.filter((tool) => matches(tool, words));
  const sections = [...byFamily(shown)].map(([family, list]) =>
    el("details", { class: "family", open: true, "data-family": family }, [
      el("summary", {}, [`${family} `, el("span", { class: "count", text: `(${list.length})` })]),
      el("ul", {}, list.map(toolButton)),
    ]),
  );
  byId("list", HTMLElement).replaceChildren(...sections);
  byId("total", HTMLElement).textContent = `${shown.length} of ${state.tools.length} tools`;
}
