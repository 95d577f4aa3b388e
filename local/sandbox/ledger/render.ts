// Turns handler replies and errors into answers: JSON when the caller accepts it, else XML
// (Xero's default); files as bytes. An answer is kept whole so Idempotency-Key can replay it.
import { FORBIDDEN_BODY, LedgerApiError, notFoundBody, UNAUTHORIZED_BODY, validationBody } from "./errors";
import type { Reply } from "./handlers/context";
import type { StoredAnswer } from "./store";
import { toWire, wrap } from "./wire";
import { renderXml } from "./xml";

const JSON_TYPE = "application/json; charset=utf-8";
const XML_TYPE = "application/xml; charset=utf-8";

export interface Negotiation {
  json: boolean;
  pdf: boolean;
}

export function negotiate(accept: string | undefined): Negotiation {
  const text = (accept ?? "").toLowerCase();
  return { json: text.includes("application/json"), pdf: text.includes("application/pdf") };
}

function jsonAnswer(status: number, body: unknown): StoredAnswer {
  return { status, headers: { "content-type": JSON_TYPE }, body: JSON.stringify(body) };
}

export function renderReply(reply: Reply, accept: Negotiation, query: URLSearchParams): StoredAnswer {
  if (reply.kind === "empty") return { status: 204, headers: {} };
  if (reply.kind === "file") {
    return { status: 200, headers: { "content-type": reply.contentType }, body: reply.bytes };
  }
  const unitDecimals = query.get("unitdp") === "4" ? 4 : 2;
  if (accept.json) {
    const payload = reply.bare ? reply.body : wrap(reply.body, true);
    return jsonAnswer(200, toWire(payload, { msDates: true, unitDecimals }));
  }
  const payload = reply.bare ? reply.body : wrap(reply.body, false);
  const xml = renderXml(
    "Response",
    toWire(payload, { msDates: false, unitDecimals }) as Record<string, unknown>,
  );
  return { status: 200, headers: { "content-type": XML_TYPE }, body: xml };
}

/** Errors follow the data's format, except that file downloads get JSON errors. */
export function renderError(error: unknown, asJson: boolean): StoredAnswer {
  let status = 500;
  let root = "Error";
  let body: Record<string, unknown> = {
    Type: null,
    Title: "An error occurred",
    Status: 500,
    Detail: error instanceof Error ? error.message : "internal sandbox error",
  };
  if (error instanceof LedgerApiError) {
    status = error.status;
    if (error.kind === "validation") {
      root = "ApiException";
      // Failed elements are records, so their dates go out as the data's would.
      const elements = error.elements?.map((element) =>
        toWire(element, { msDates: asJson, unitDecimals: 2 }),
      );
      body = validationBody(error.messages, elements);
    } else {
      body = notFoundBody(error.messages[0] ?? "Not found");
    }
  }
  if (asJson) return jsonAnswer(status, body);
  return { status, headers: { "content-type": XML_TYPE }, body: renderXml(root, body) };
}

export const unauthorizedAnswer = (): StoredAnswer => ({
  ...jsonAnswer(401, UNAUTHORIZED_BODY),
  headers: { "content-type": JSON_TYPE, "www-authenticate": 'Bearer error="invalid_token"' },
});

export const forbiddenAnswer = (): StoredAnswer => jsonAnswer(403, FORBIDDEN_BODY);

export const tooLargeAnswer = (): StoredAnswer =>
  jsonAnswer(413, {
    Type: null,
    Title: "RequestEntityTooLarge",
    Status: 413,
    Detail: "The request body is too large",
  });

/** failNext: the status, headers and body exactly as the test asked (objects as JSON). */
export function faultAnswer(fault: {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}): StoredAnswer {
  const headers = Object.fromEntries(
    Object.entries(fault.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  if (fault.body === undefined) return { status: fault.status, headers };
  if (typeof fault.body === "string") {
    return {
      status: fault.status,
      headers: { "content-type": "text/plain; charset=utf-8", ...headers },
      body: fault.body,
    };
  }
  return {
    status: fault.status,
    headers: { "content-type": JSON_TYPE, ...headers },
    body: JSON.stringify(fault.body),
  };
}
