// The playground's browser script, bundled by ../bundle.ts and inlined into the page (its hash is
// in the page's CSP). It reads the sandbox tenants from the page, loads GET /tools and wires the
// list, the search box and `#ToolName` links.
import { byId, el } from "./dom";
import { state } from "./state";
import { selectTool } from "./tool-detail";
import { renderList } from "./tool-list";
import type { PlaygroundConfig, ToolInfo } from "./types";

/** The config the server wrote into the page (see ../config.ts). */
function pageConfig(): PlaygroundConfig {
  return JSON.parse(byId("playground-config", HTMLScriptElement).text);
}

function offerTenants(config: PlaygroundConfig): void {
  state.primaryTenant = config.primaryTenant;
  const options = config.tenants.map((tenant) => el("option", { value: tenant.id, label: tenant.name }));
  byId("tenants", HTMLDataListElement).replaceChildren(...options);
}

async function loadCatalog(): Promise<boolean> {
  try {
    const response = await fetch("/tools");
    const catalog: { tools?: ToolInfo[] } = await response.json();
    state.tools = catalog.tools || [];
    return true;
  } catch (error) {
    const message = `Could not load GET /tools: ${String(error)}`;
    byId("detail", HTMLElement).replaceChildren(el("div", { class: "error" }, [message]));
    return false;
  }
}

async function start(): Promise<void> {
  byId("search", HTMLInputElement).addEventListener("input", renderList);
  byId("list", HTMLElement).addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(".tool") : null;
    const tool = button && state.tools.find((t) => t.name === button.dataset.tool);
    if (tool) selectTool(tool);
  });
  offerTenants(pageConfig());
  if (!(await loadCatalog())) return;
  renderList();
  const linked = state.tools.find((t) => `#${t.name}` === decodeURIComponent(location.hash));
  if (linked) selectTool(linked);
  document.body.dataset.ready = "true";
}

void start();
