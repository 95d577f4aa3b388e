import type { Toolkit, ToolRow } from "../catalog/types";
import type { ToolError } from "../runtime/errors";
import type { UpstreamRequest } from "../runtime/request";

/**
 * An answer's headers, read as WHATWG `Headers.get` reads them: any case, null when absent. A
 * `Headers` object is one; the transport's own map is another, which spares loading undici.
 */
export interface HeaderMap {
  get(name: string): string | null;
}

export interface UpstreamResponse {
  status: number;
  headers: HeaderMap;
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
  /** The base URL when `<P>_API_BASE_URL` is unset, if the environment chooses it (TASKS_SERVICE). */
  baseUrlFrom?(env: NodeJS.ProcessEnv): string;
  /** Message of the AuthError on a 401: what the operator must do. */
  reauthorise: string;
  /** Turns a successful JSON answer into the tool's result (Xero: `/Date()/` values to ISO 8601). */
  toResult?(parsed: unknown): unknown;
  /** Maps an unsuccessful response to a typed error (one table per upstream). */
  toError(response: UpstreamResponse, parsed: unknown, row: ToolRow): ToolError;
  /**
   * When the answer says the caller is over a rate limit (so nothing was done): the seconds to wait
   * before sending again (the upstream's Retry-After, else the profile's default). Undefined otherwise.
   */
  rateLimitWaitSeconds(response: UpstreamResponse): number | undefined;
  /** Whether the answer is a passing fault (a 5xx that is not a semantic answer) worth resending. */
  isTransient(response: UpstreamResponse): boolean;
  /** Key of the per-container in-flight limit within the toolkit (Xero: the tenant). */
  inFlightKey(request: UpstreamRequest): string;
  /** Default of `<P>_MAX_IN_FLIGHT`; undefined means no limit. */
  defaultMaxInFlight?: number;
  /** Rate-limit counters the answer carries, for the call's log line. */
  rateLimitRemaining?(headers: HeaderMap): Record<string, number>;
}
