import type { Toolkit, ToolRow } from "../catalog/types";
import type { ToolError } from "../runtime/errors";

export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** What differs between upstream APIs; everything else is shared by the one executor. */
export interface UpstreamProfile {
  toolkit: Toolkit;
  /** Human name used in messages, e.g. "TickTick". */
  label: string;
  /** Prefix of the toolkit's environment variables: `<P>_API_BASE_URL`, `<P>_TOKEN_SECRET_ID`, ... */
  envPrefix: string;
  defaultBaseUrl: string;
  /** Message of the AuthError on a 401: what the operator must do. */
  reauthorise: string;
  /** Turns a successful JSON answer into the tool's result (Xero: `/Date()/` values to ISO 8601). */
  toResult?(parsed: unknown): unknown;
  /** Maps an unsuccessful response to a typed error (one table per upstream). */
  toError(response: UpstreamResponse, parsed: unknown, row: ToolRow): ToolError;
}
