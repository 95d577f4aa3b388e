// The facts of one Xero operation, as operations.generated.ts writes them (from Xero's OpenAPI spec),
// in a notation close to the request itself:
//   operation("getInvoiceAttachmentById", "GET /Invoices/{InvoiceID:uuid}/Attachments/{AttachmentID:uuid}",
//     "contentType!", "application/octet-stream")
// Path parameters stand in the path, query parameters after `?` (joined by `&`), headers in the third
// string (joined by `, `), each as `<name>[!][:<type>]`: `!` when Xero requires it (path parameters
// always are). The type is left out for a plain string, else `integer`, `boolean`, a string format
// (`uuid`, `date`, `date-time`), an array (`uuid[]`, `string[]`, or `DRAFT|PAID[]` for a list of
// enum values) or a string enum (`MONTH|QUARTER|YEAR`).
// Every operation also takes Xero's required `xero-tenant-id` header, which the notation leaves out.
// The last string is the media type of a binary answer (a PDF, an attachment's bytes), "" for JSON.
import type { HttpMethod } from "../types";

export interface XeroParam {
  in: "path" | "query" | "header";
  /** Absent for `string`. */
  type?: "integer" | "boolean" | "array";
  required?: true;
  format?: "uuid" | "date" | "date-time";
  /** The allowed values; for an array, what each item may be. */
  enum?: readonly string[];
  /** Array items are strings; `uuid` when Xero declares them as UUIDs. */
  items?: "uuid";
}

export interface XeroOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  /** By Xero's name. */
  params: Readonly<Record<string, XeroParam>>;
  /** Media type of a binary answer; "" when Xero answers with JSON (or nothing). */
  file: string;
}

const TENANT: XeroParam = { in: "header", required: true };

function paramOf(location: XeroParam["in"], notation: string): [string, XeroParam] {
  const [marked = "", type = ""] = notation.split(":");
  const fact: XeroParam = { in: location };
  if (location === "path" || marked.endsWith("!")) fact.required = true;
  if (type.endsWith("[]")) {
    fact.type = "array";
    if (type === "uuid[]") fact.items = "uuid";
    else if (type.includes("|")) fact.enum = type.slice(0, -2).split("|");
  } else if (type === "integer" || type === "boolean") fact.type = type;
  else if (type.includes("|")) fact.enum = type.split("|");
  else if (type) fact.format = type as XeroParam["format"];
  return [marked.replace(/!$/, ""), fact];
}

const listed = (notations: string | undefined, separator: string) =>
  notations ? notations.split(separator) : [];

export function operation(
  operationId: string,
  request: string,
  headers: string,
  file: string,
): XeroOperation {
  const [method, url = ""] = request.split(" ") as [HttpMethod, string?];
  const [template = "", query] = url.split("?");
  const params = [
    ...[...template.matchAll(/\{([^}]+)\}/g)].map((match) => paramOf("path", match[1] ?? "")),
    ...listed(query, "&").map((notation) => paramOf("query", notation)),
    ["xero-tenant-id", TENANT] as const,
    ...listed(headers, ", ").map((notation) => paramOf("header", notation)),
  ];
  const path = template.replace(/:[^}]*\}/g, "}");
  return { operationId, method, path, params: Object.fromEntries(params), file };
}
