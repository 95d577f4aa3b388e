// What a handler receives and what it answers. Handlers return stored (ISO-dated) data; the
// server wraps, converts dates and picks JSON or XML.
import type { IncomingHttpHeaders } from "node:http";
import type { LedgerDeps } from "../deps";
import type { LedgerStore } from "../store";
import type { OrganisationMoment } from "../today";
import type { LedgerOrganisation } from "../types";

export interface HandlerContext {
  org: LedgerOrganisation;
  /**
   * When the request is served: `today` is the organisation's date (../today.ts), the default of
   * every date a write or report is not given.
   */
  at: OrganisationMoment;
  store: LedgerStore;
  deps: LedgerDeps;
  /** Path captures, percent-decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (PUT/POST), undefined otherwise (and for a file upload). */
  body: unknown;
  /** The body's bytes as received: a file upload's file. */
  bytes: Uint8Array;
  /** e.g. http://127.0.0.1:43123/api.xro/2.0, for attachment Urls. */
  baseUrl: string;
  accept: { json: boolean; pdf: boolean };
}

export type Reply =
  /** JSON/XML data; wrapped in {Id, Status, ProviderName, DateTimeUTC} unless `bare`. */
  | { kind: "data"; body: Record<string, unknown>; bare?: boolean }
  | { kind: "file"; contentType: string; bytes: Uint8Array }
  /** 204 No Content. */
  | { kind: "empty" };

export type Handler = (ctx: HandlerContext) => Reply;

export function param(ctx: HandlerContext, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new Error(`route parameter ${name} missing`);
  return value;
}

export const data = (body: Record<string, unknown>): Reply => ({ kind: "data", body });
