// How an answer is shown: an error with its type, message, `retryable` and problems, or the result
// pretty-printed; a file result also gets a download link for its decoded bytes.
import { el, section } from "./dom";
import { shortName } from "./tool-list";
import type { FileResult, ToolErrorInfo, ToolInfo } from "./types";

const EXTENSIONS = new Map([
  ["application/pdf", "pdf"],
  ["image/png", "png"],
  ["image/jpeg", "jpg"],
  ["text/csv", "csv"],
  ["text/plain", "txt"],
  ["application/json", "json"],
]);

// The download link of the last file result; its blob is released when the next one is made.
let blobUrl: string | null = null;

export function errorView(error: ToolErrorInfo): HTMLElement[] {
  const box = el("div", { class: "error", id: "error" }, [
    el("strong", { class: "type", text: String(error.type) }),
    " ",
    el("span", { class: "message", text: String(error.message) }),
    el("div", { class: "hint", text: `retryable: ${Boolean(error.retryable)}` }),
  ]);
  const problems = Array.isArray(error.details?.problems) ? error.details.problems : [];
  if (problems.length) {
    const items = problems.map((p) => el("li", { text: typeof p === "string" ? p : JSON.stringify(p) }));
    box.append(el("ul", {}, items));
  }
  const details = error.details
    ? [el("pre", { id: "result", text: JSON.stringify(error.details, null, 2) })]
    : [];
  return [section("Error", [box, ...details])];
}

function isFile(result: unknown): result is FileResult {
  return (
    typeof result === "object" &&
    result !== null &&
    "encoding" in result &&
    result.encoding === "base64" &&
    "data" in result &&
    typeof result.data === "string"
  );
}

function downloadLink(tool: ToolInfo, file: FileResult): HTMLAnchorElement {
  if (blobUrl) URL.revokeObjectURL(blobUrl);
  const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
  blobUrl = URL.createObjectURL(new Blob([bytes], { type: file.contentType || "application/octet-stream" }));
  const ext = EXTENSIONS.get(String(file.contentType).split(";")[0] ?? "") ?? "bin";
  const name = file.fileName || `${shortName(tool.name)}.${ext}`;
  return el("a", {
    id: "download",
    href: blobUrl,
    download: name,
    text: `Download ${name} (${bytes.length} bytes, ${String(file.contentType)})`,
  });
}

export function resultView(tool: ToolInfo, result: unknown): HTMLElement[] {
  const children: HTMLElement[] = [];
  let shown = result;
  if (isFile(result)) {
    children.push(downloadLink(tool, result));
    // The base64 can be megabytes; the JSON shown only says how long it is.
    shown = { ...result, data: `<${result.data.length} base64 characters>` };
  }
  children.push(el("pre", { id: "result", text: JSON.stringify(shown, null, 2) }));
  return [section("Result", children)];
}
