// The playground's browser script, bundled by ../bundle.ts and inlined into the page (its hash is
// in the page's CSP). It reads the sandbox tenants from the page, loads GET /tools and wires the
// list, the search box, `#ToolName` links and the "Last calls" panel.
import { startAuditPanel } from "./audit-panel";
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

function showProblem(total: string, parts: (Node | string)[]): void {
  byId("total", HTMLElement).textContent = total;
  byId("detail", HTMLElement).replaceChildren(el("div", { class: "error", id: "load-error" }, parts));
}

/**
 * AUTH=oauth: GET /tools answered 401. The page has no bearer token to send (it is no OAuth
 * client), so it says so and where to sign in, rather than showing an empty catalog.
 */
function showSignInNeeded(): void {
  const account = `${location.origin}/account`;
  showProblem("sign-in needed", [
    el("strong", { text: "Sign-in needed." }),
    " This gateway runs with AUTH=oauth: /tools and /mcp answer only calls with a bearer token, which this page cannot send. ",
    "Sign in and connect your accounts at ",
    el("a", { href: "/account", id: "sign-in", text: account }),
    ", then call the tools from an MCP client with OAuth support (MCP Inspector, Claude Code, VS Code) pointed at ",
    el("code", { text: `${location.origin}/mcp` }),
    ", which gets the token. Started without AUTH=oauth, npm start serves this playground open.",
  ]);
}

async function loadCatalog(): Promise<boolean> {
  try {
    const response = await fetch("/tools");
    if (response.status === 401) {
      showSignInNeeded();
      document.body.dataset.ready = "sign-in";
      return false;
    }
    const catalog: { tools?: ToolInfo[]; error?: { type?: string; message?: string } } =
      await response.json();
    if (!response.ok) {
      const why = catalog.error ? `${catalog.error.type}: ${catalog.error.message}` : "no catalog";
      showProblem("no tools", [`GET /tools answered HTTP ${response.status}: ${why}`]);
      return false;
    }
    state.tools = catalog.tools || [];
    return true;
  } catch (error) {
    showProblem("no tools", [`Could not load GET /tools: ${String(error)}`]);
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
  // Only once the page can call: under AUTH=oauth it cannot, and the panel would stay empty.
  startAuditPanel();
  renderList();
  const linked = state.tools.find((t) => `#${t.name}` === decodeURIComponent(location.hash));
  if (linked) selectTool(linked);
  document.body.dataset.ready = "true";
}

void start();
