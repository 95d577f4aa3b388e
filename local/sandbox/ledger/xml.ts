// A minimal XML rendering, for callers that do not ask for JSON: Xero's default format is XML.
// Arrays become a container element holding one singular-named element per item.

const SINGULAR_EXCEPTIONS: Record<string, string> = {
  Tracking: "TrackingCategory",
  Elements: "DataContractBase",
};

function singular(name: string): string {
  const exception = SINGULAR_EXCEPTIONS[name];
  if (exception) return exception;
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(name)) return name.slice(0, -2);
  if (name.endsWith("s")) return name.slice(0, -1);
  return name;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function elementName(key: string): string {
  const cleaned = key.replace(/[^A-Za-z0-9_.-]/g, "_");
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
}

function renderValue(name: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  const tag = elementName(name);
  if (Array.isArray(value)) {
    const itemName = singular(name);
    return `<${tag}>${value.map((item) => renderValue(itemName, item)).join("")}</${tag}>`;
  }
  if (typeof value === "object") {
    const children = Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => renderValue(key, child))
      .join("");
    return `<${tag}>${children}</${tag}>`;
  }
  return `<${tag}>${escapeText(String(value))}</${tag}>`;
}

/** `<root>` holding one element per key of `body`. */
export function renderXml(root: string, body: Record<string, unknown>): string {
  const children = Object.entries(body)
    .map(([key, value]) => renderValue(key, value))
    .join("");
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${children}</${root}>`;
}
