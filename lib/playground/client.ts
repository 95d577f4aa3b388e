// The playground's browser script, inlined into the page (and hashed into its CSP). Plain ES2020,
// no framework. Everything from the catalog or a result reaches the DOM as text (textContent,
// attribute values), never as markup. Written without template literals so it fits in String.raw.
export const playgroundJs = String.raw`
"use strict";
// The sandbox's organisations (docs/ledger.md); the primary one is prefilled for tenant parameters.
const TENANTS = { "00000000-0000-4000-8000-000000a00001": "Demo Company (primary)",
  "00000000-0000-4000-8000-000000b00001": "Second Sandbox Ltd" };
const PRIMARY_TENANT = "00000000-0000-4000-8000-000000a00001";
const EXTENSIONS = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg", "text/csv": "csv",
  "text/plain": "txt", "application/json": "json" };
const $ = (id) => document.getElementById(id);
let tools = [];
let current = null;
let blobUrl = null;

function el(tag, props, children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key in node && key !== "list") node[key] = value;
    else node.setAttribute(key, value);
  }
  for (const child of children || []) node.append(child);
  return node;
}

function shortName(name) { return name.slice(name.indexOf(".") + 1); }

// Every word of the query must occur in the tool's name or description.
function matches(tool, words) {
  const text = (tool.name + " " + tool.description).toLowerCase();
  return words.every((word) => text.includes(word));
}

function renderList() {
  const words = $("search").value.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = tools.filter((tool) => matches(tool, words));
  const families = new Map();
  for (const tool of shown) {
    const key = tool.family || tool.toolkit || "other";
    if (!families.has(key)) families.set(key, []);
    families.get(key).push(tool);
  }
  const sections = [];
  for (const [family, list] of families) {
    const items = list.map((tool) => el("li", {}, [el("button", {
      type: "button", class: "tool" + (tool.destructive ? " destructive" : ""), text: shortName(tool.name),
      title: tool.name, "data-tool": tool.name, "aria-current": String(current === tool),
    })]));
    sections.push(el("details", { class: "family", open: true, "data-family": family }, [
      el("summary", {}, [family + " ", el("span", { class: "count", text: "(" + list.length + ")" })]),
      el("ul", {}, items),
    ]));
  }
  $("list").replaceChildren(...sections);
  $("total").textContent = shown.length + " of " + tools.length + " tools";
}

function isTenant(name) { return /tenant/i.test(name); }

function field(name, schema, required) {
  const title = [el("span", { class: "name", text: name })];
  if (required) title.push(el("span", { class: "req", text: " *", title: "required" }));
  const hint = el("span", { class: "hint", text: schema.description || "" });
  let input;
  if (schema.enum) {
    const options = schema.enum.map((value) => el("option", { value: String(value), text: String(value) }));
    if (!required) options.unshift(el("option", { value: "", text: "(not set)" }));
    input = el("select", {}, options);
  } else if (schema.type === "boolean") {
    // Indeterminate means "not sent"; a click makes it an ordinary true/false checkbox.
    input = el("input", { type: "checkbox" });
    if (!required) {
      input.indeterminate = true;
      input.title = "not sent until clicked";
    }
  } else if (schema.type === "integer" || schema.type === "number") {
    input = el("input", { type: "number", step: schema.type === "integer" ? "1" : "any" });
    if (schema.minimum !== undefined) input.min = String(schema.minimum);
    if (schema.maximum !== undefined) input.max = String(schema.maximum);
  } else if (schema.type === "array" || name === "request_body") {
    input = el("textarea", { class: name === "request_body" ? "body" : "", spellcheck: false,
      placeholder: name === "request_body" ? "{ ... }" : "one item per line, or a JSON array" });
  } else if (schema.format === "date") {
    input = el("input", { type: "date" });
  } else if (schema.format === "date-time") {
    input = el("input", { type: "datetime-local", step: "1" });
    hint.textContent += " (entered as UTC)";
  } else {
    input = el("input", { type: "text", spellcheck: false,
      placeholder: schema.format === "uuid" ? "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" : "" });
    if (isTenant(name)) {
      input.value = PRIMARY_TENANT;
      input.setAttribute("list", "tenants");
    }
  }
  input.name = name;
  return input.type === "checkbox"
    ? el("label", { class: "check" }, [input, ...title, hint])
    : el("label", {}, [el("span", {}, title), input, hint]);
}

function selectTool(tool) {
  current = tool;
  for (const button of document.querySelectorAll(".tool")) {
    button.setAttribute("aria-current", String(button.dataset.tool === tool.name));
  }
  if (location.hash !== "#" + tool.name) history.replaceState(null, "", "#" + tool.name);
  const flags = [];
  if (tool.destructive) flags.push(el("span", { class: "badge destructive", text: "destructive" }));
  flags.push(el("span", { class: "badge", text: tool.readOnly ? "read-only" : "writes" }));
  if (tool.idempotent) flags.push(el("span", { class: "badge", text: "idempotent" }));
  if (tool.result === "file") flags.push(el("span", { class: "badge", text: "returns a file" }));
  const params = tool.parameters || {};
  const required = new Set(params.required || []);
  const extra = params.then && params.then.required ? params.then.required : [];
  const fields = Object.entries(params.properties || {}).map(([name, schema]) => field(name, schema, required.has(name)));
  const note = extra.length
    ? [el("p", { class: "hint", text: "With mode = execute, also required: " + extra.join(", ") + "." })]
    : [];
  const form = el("form", { id: "form", noValidate: true }, [...fields, ...note,
    el("button", { type: "submit", id: "call", text: "Call " + shortName(tool.name) })]);
  form.addEventListener("submit", (event) => { event.preventDefault(); call(tool, form); });
  $("detail").replaceChildren(
    el("h2", { id: "tool-name", text: tool.name }),
    el("div", { id: "flags" }, flags),
    el("p", { class: "desc", text: tool.description }),
    el("div", { class: "work" }, [form, el("div", { id: "output" })]),
  );
}

function toNumber(text) { const n = Number(text); return Number.isFinite(n) ? n : text; }

// Turns the form into the tool's input: empty optional fields are left out, types converted.
function collect(tool, form) {
  const props = tool.parameters.properties || {};
  const input = {};
  for (const control of form.elements) {
    const schema = props[control.name];
    if (!schema) continue;
    if (control.type === "checkbox") {
      if (!control.indeterminate) input[control.name] = control.checked;
      continue;
    }
    const text = control.value.trim();
    if (text === "") continue;
    if (schema.type === "array") {
      const items = text.startsWith("[") ? JSON.parse(text) : text.split("\n").map((s) => s.trim()).filter(Boolean);
      const numeric = schema.items && (schema.items.type === "integer" || schema.items.type === "number");
      input[control.name] = numeric && Array.isArray(items) ? items.map(toNumber) : items;
    } else if (schema.type === "integer" || schema.type === "number") {
      input[control.name] = toNumber(text);
    } else if (schema.format === "date-time") {
      input[control.name] = (text.length === 16 ? text + ":00" : text) + "Z";
    } else {
      // request_body is a JSON document in a string: sent as typed, untrimmed.
      input[control.name] = control.name === "request_body" ? control.value : text;
    }
  }
  return input;
}

function section(title, children) {
  return el("section", {}, [el("h3", { text: title }), ...children]);
}

async function call(tool, form) {
  const output = $("output");
  let input;
  try {
    input = collect(tool, form);
  } catch (error) {
    output.replaceChildren(el("div", { class: "error", id: "error" }, [el("strong", { text: "Bad input" }),
      " " + error.message]));
    return;
  }
  const path = "/tools/" + encodeURIComponent(tool.name);
  const body = JSON.stringify(input, null, 2);
  const request = section("Request", [el("pre", { id: "request", text: "POST " + path + "\n" + body })]);
  output.replaceChildren(request, el("p", { class: "status", text: "Calling…" }));
  $("call").disabled = true;
  const started = performance.now();
  let status = 0;
  let answer;
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body });
    status = response.status;
    const text = await response.text();
    try { answer = JSON.parse(text); } catch { answer = { error: { type: "HTTP " + status, message: text } }; }
  } catch (error) {
    answer = { error: { type: "NetworkError", message: String(error) } };
  } finally {
    $("call").disabled = false;
  }
  const took = Math.round(performance.now() - started);
  const parts = [el("p", { class: "status", text: "HTTP " + status + " in " + took + " ms" })];
  if (answer && answer.error) parts.push(...errorView(answer.error));
  else parts.push(...resultView(tool, answer ? answer.result : answer));
  output.replaceChildren(request, ...parts);
}

function errorView(error) {
  const box = el("div", { class: "error", id: "error" }, [
    el("strong", { class: "type", text: String(error.type) }), " ", el("span", { class: "message", text: String(error.message) }),
    el("div", { class: "hint", text: "retryable: " + String(Boolean(error.retryable)) }),
  ]);
  const problems = error.details && Array.isArray(error.details.problems) ? error.details.problems : [];
  if (problems.length) box.append(el("ul", {}, problems.map((p) => el("li", { text: typeof p === "string" ? p : JSON.stringify(p) }))));
  const details = error.details ? [el("pre", { id: "result", text: JSON.stringify(error.details, null, 2) })] : [];
  return [section("Error", [box, ...details])];
}

function isFile(result) {
  return result && typeof result === "object" && result.encoding === "base64" && typeof result.data === "string";
}

function resultView(tool, result) {
  const children = [];
  let shown = result;
  if (isFile(result)) {
    if (blobUrl) URL.revokeObjectURL(blobUrl);
    const bytes = Uint8Array.from(atob(result.data), (c) => c.charCodeAt(0));
    blobUrl = URL.createObjectURL(new Blob([bytes], { type: result.contentType || "application/octet-stream" }));
    const ext = EXTENSIONS[String(result.contentType).split(";")[0]] || "bin";
    const name = result.fileName || shortName(tool.name) + "." + ext;
    children.push(el("a", { id: "download", href: blobUrl, download: name,
      text: "Download " + name + " (" + bytes.length + " bytes, " + result.contentType + ")" }));
    shown = Object.assign({}, result, { data: "<" + result.data.length + " base64 characters>" });
  }
  children.push(el("pre", { id: "result", text: JSON.stringify(shown, null, 2) }));
  return [section("Result", children)];
}

async function start() {
  $("search").addEventListener("input", renderList);
  $("list").addEventListener("click", (event) => {
    const button = event.target.closest(".tool");
    const tool = button && tools.find((t) => t.name === button.dataset.tool);
    if (tool) selectTool(tool);
  });
  $("tenants").replaceChildren(...Object.entries(TENANTS).map(([id, name]) => el("option", { value: id, label: name })));
  try {
    const response = await fetch("/tools");
    tools = (await response.json()).tools || [];
  } catch (error) {
    $("detail").replaceChildren(el("div", { class: "error" }, ["Could not load GET /tools: " + String(error)]));
    return;
  }
  renderList();
  const linked = tools.find((t) => "#" + t.name === decodeURIComponent(location.hash));
  if (linked) selectTool(linked);
  document.body.dataset.ready = "true";
}

start();
`;
