// One form field per parameter, chosen from its JSON Schema: select for enums, checkbox for
// booleans, number, date and date-time inputs, text areas for arrays and request_body, else text.
import { el } from "./dom";
import { state } from "./state";
import type { ParamSchema } from "./types";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isTenant = (name: string) => /tenant/i.test(name);

function enumSelect(values: unknown[], required: boolean): HTMLSelectElement {
  const options = values.map((value) => el("option", { value: String(value), text: String(value) }));
  if (!required) options.unshift(el("option", { value: "", text: "(not set)" }));
  return el("select", {}, options);
}

function checkbox(required: boolean): HTMLInputElement {
  const input = el("input", { type: "checkbox" });
  // Indeterminate means "not sent"; a click makes it an ordinary true/false checkbox.
  if (!required) {
    input.indeterminate = true;
    input.title = "not sent until clicked";
  }
  return input;
}

function numberInput(schema: ParamSchema): HTMLInputElement {
  const input = el("input", { type: "number", step: schema.type === "integer" ? "1" : "any" });
  if (schema.minimum !== undefined) input.min = String(schema.minimum);
  if (schema.maximum !== undefined) input.max = String(schema.maximum);
  return input;
}

function textArea(name: string): HTMLTextAreaElement {
  const body = name === "request_body";
  return el("textarea", {
    class: body ? "body" : "",
    spellcheck: false,
    placeholder: body ? "{ ... }" : "one item per line, or a JSON array",
  });
}

function textInput(name: string, schema: ParamSchema): HTMLInputElement {
  const input = el("input", {
    type: "text",
    spellcheck: false,
    placeholder: schema.format === "uuid" ? "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" : "",
  });
  if (isTenant(name)) {
    input.value = state.primaryTenant;
    input.setAttribute("list", "tenants");
  }
  return input;
}

function control(name: string, schema: ParamSchema, required: boolean, hint: HTMLElement): Control {
  if (schema.enum) return enumSelect(schema.enum, required);
  if (schema.type === "boolean") return checkbox(required);
  if (schema.type === "integer" || schema.type === "number") return numberInput(schema);
  if (schema.type === "array" || name === "request_body") return textArea(name);
  if (schema.format === "date") return el("input", { type: "date" });
  if (schema.format === "date-time") {
    hint.textContent += " (entered as UTC)";
    return el("input", { type: "datetime-local", step: "1" });
  }
  return textInput(name, schema);
}

/** The labelled field for one parameter; required ones are marked `*`. */
export function paramField(name: string, schema: ParamSchema, required: boolean): HTMLLabelElement {
  const title: Node[] = [el("span", { class: "name", text: name })];
  if (required) title.push(el("span", { class: "req", text: " *", title: "required" }));
  const hint = el("span", { class: "hint", text: schema.description || "" });
  const input = control(name, schema, required, hint);
  input.name = name;
  return input.type === "checkbox"
    ? el("label", { class: "check" }, [input, ...title, hint])
    : el("label", {}, [el("span", {}, title), input, hint]);
}
