// Turns the form into the tool's input: empty optional fields are left out, types converted.
// Validation is the gateway's job, so what the user typed is sent even when it is wrong.
import type { ParamSchema, ToolInfo } from "./types";

function toNumber(value: unknown): unknown {
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** One item per line, or a JSON array (a JSON syntax error is thrown to the caller). */
function arrayValue(text: string, schema: ParamSchema): unknown {
  const items: unknown = text.startsWith("[")
    ? JSON.parse(text)
    : text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
  const numeric = schema.items?.type === "integer" || schema.items?.type === "number";
  return numeric && Array.isArray(items) ? items.map(toNumber) : items;
}

function textValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, schema: ParamSchema) {
  const text = control.value.trim();
  if (text === "") return undefined;
  if (schema.type === "array") return arrayValue(text, schema);
  if (schema.type === "integer" || schema.type === "number") return toNumber(text);
  // datetime-local gives local wall time without a zone; the page takes it as UTC.
  if (schema.format === "date-time") return `${text.length === 16 ? `${text}:00` : text}Z`;
  // request_body is a JSON document in a string: sent as typed, untrimmed.
  return control.name === "request_body" ? control.value : text;
}

export function collectInput(tool: ToolInfo, form: HTMLFormElement): Record<string, unknown> {
  const props = tool.parameters?.properties ?? {};
  const input: Record<string, unknown> = {};
  for (const control of form.elements) {
    const isField =
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement;
    const schema = isField ? props[control.name] : undefined;
    if (!isField || !schema) continue;
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (!control.indeterminate) input[control.name] = control.checked;
      continue;
    }
    const value = textValue(control, schema);
    if (value !== undefined) input[control.name] = value;
  }
  return input;
}
