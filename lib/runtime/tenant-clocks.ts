// GetConnectedTenants' answer completed with each organisation's clock: its time zone (the IANA
// name and Xero's code) and its local date, time and UTC offset at the moment of the call. Xero's
// /connections does not carry the zone; an organisation's `Timezone` is in GET /Organisation (read
// with the tool GetLedgerOrganisationDetails' row), once per tenant and kept per container for an
// hour (an organisation seldom changes its zone). A read that fails leaves that organisation
// without a zone and a date, and says why; the others are answered, and never with a guessed date.
// Loaded by GetConnectedTenants' first call only (ToolRow.enrich, enrich.ts), with the zone table.
// docs/ledger.md, "The organisation's today".
import { bindingsOf } from "../catalog/bindings";
import { getLedgerOrganisationDetails } from "../catalog/ledger/organisation";
import type { ToolRow } from "../catalog/types";
import { XERO_TIME_ZONES } from "../upstream/xero-time-zones";
import { asToolError } from "./errors";
import { localClock } from "./local-clock";
import { validationFormats } from "./tool-modules/support";

/** How long a tenant's zone is kept. */
export const ZONE_TTL_MS = 60 * 60 * 1000;
/** Organisation reads in flight at once, for one call. */
const READS_AT_ONCE = 4;
/**
 * Organisations whose zone one call reads at most (Xero's limit of connections for an uncertified
 * app); the rest are read by the next calls, each answered with a note meanwhile.
 */
export const MAX_READS_PER_CALL = 25;

const ORGANISATION_READ: ToolRow = { ...getLedgerOrganisationDetails, family: "ledger-read" };
const TENANT_PARAM = bindingsOf(ORGANISATION_READ).tenant?.name as string;
/** The tenant parameter's format, as its validator checks it: nothing else goes into the header. */
const TENANT_ID = validationFormats.uuid;

/** Runs a read with the call's token and deadline (the executor's). */
export type RunRead = (row: ToolRow, input: Record<string, unknown>) => Promise<unknown>;

export interface ClockOptions {
  run: RunRead;
  /** Where the tenants live (the upstream's base URL): zones are kept per upstream and tenant. */
  upstream: string;
  now?: () => number;
}

/** What each organisation gains; `timeZoneUnavailable` in place of the rest when it cannot be known. */
export interface TenantClock {
  timeZone?: string;
  xeroTimeZone?: string;
  localDate?: string;
  localTime?: string;
  utcOffset?: string;
  timeZoneUnavailable?: string;
}

type ZoneRead = { xero: string } | { unavailable: string };

const zones = new Map<string, { xero: string; expiresAt: number }>();

/** Forgets every kept zone (tests of the cache). */
export function forgetTenantZones(): void {
  zones.clear();
}

/** Each entry of a /connections answer with its organisation's clock; any other answer as it came. */
export async function withTenantClocks(answer: unknown, options: ClockOptions): Promise<unknown> {
  if (!Array.isArray(answer)) return answer;
  const now = options.now ?? Date.now;
  const entries = answer as unknown[];
  const reads = new Map<string, ZoneRead>();
  const toRead: string[] = [];
  for (const entry of entries) {
    const tenantId = organisationOf(entry);
    if (tenantId === undefined || reads.has(tenantId)) continue;
    const kept = zones.get(keyOf(options.upstream, tenantId));
    if (kept && kept.expiresAt > now()) reads.set(tenantId, { xero: kept.xero });
    else if (toRead.length < MAX_READS_PER_CALL) toRead.push(tenantId);
    else reads.set(tenantId, { unavailable: NOT_READ_YET });
  }
  await inTurns(toRead, READS_AT_ONCE, async (tenantId) => {
    const read = await readZone(tenantId, options);
    if ("xero" in read)
      zones.set(keyOf(options.upstream, tenantId), { xero: read.xero, expiresAt: now() + ZONE_TTL_MS });
    reads.set(tenantId, read);
  });
  // One instant for every organisation: the moment the answer is made.
  const at = now();
  return entries.map((entry) => {
    if (!isRecord(entry)) return entry;
    const tenantId = organisationOf(entry);
    const clock: TenantClock =
      tenantId === undefined
        ? { timeZoneUnavailable: notAnOrganisation(entry) }
        : clockOf(reads.get(tenantId) ?? { unavailable: NOT_READ_YET }, at);
    return { ...entry, ...clock };
  });
}

const NOT_READ_YET = `Not read on this call: one call reads the time zones of ${MAX_READS_PER_CALL} organisations at most. Call GetConnectedTenants again for the others.`;

function clockOf(read: ZoneRead, at: number): TenantClock {
  if ("unavailable" in read) return { timeZoneUnavailable: read.unavailable };
  const timeZone = XERO_TIME_ZONES[read.xero.toUpperCase()];
  if (!timeZone)
    return {
      xeroTimeZone: read.xero,
      timeZoneUnavailable: `Xero's time zone ${read.xero} has no IANA name in this version's table, so no local date is given.`,
    };
  return { timeZone, xeroTimeZone: read.xero, ...localClock(timeZone, at) };
}

async function readZone(tenantId: string, options: ClockOptions): Promise<ZoneRead> {
  if (!TENANT_ID.test(tenantId))
    return { unavailable: "The tenantId is not a UUID, so its time zone is not read." };
  try {
    const answer = await options.run(ORGANISATION_READ, { [TENANT_PARAM]: tenantId });
    const organisation =
      isRecord(answer) && Array.isArray(answer.Organisations) ? answer.Organisations[0] : undefined;
    const code = isRecord(organisation) ? organisation.Timezone : undefined;
    if (typeof code === "string" && code.trim() !== "") return { xero: code.trim() };
    return { unavailable: "Xero's Organisation answer carries no Timezone, so no local date is given." };
  } catch (error) {
    // The type only, with what it means here: an upstream message is not for this answer.
    return { unavailable: readFailure(asToolError(error).type) };
  }
}

function readFailure(type: string): string {
  const why =
    type === "Forbidden"
      ? " (the connection needs the accounting.settings or accounting.settings.read scope)"
      : type === "AuthError"
        ? " (the connection may need to be authorised again)"
        : type === "RateLimited" || type === "UpstreamError" || type === "UpstreamTimeout"
          ? "; call GetConnectedTenants again later"
          : "";
  return `The organisation's time zone could not be read: GET /Organisation failed with ${type}${why}. No local date is given.`;
}

/** The tenant id of an accounting organisation's entry; Xero's other tenant kinds have no Organisation. */
function organisationOf(entry: unknown): string | undefined {
  if (!isRecord(entry) || typeof entry.tenantId !== "string" || entry.tenantId === "") return undefined;
  const type = entry.tenantType;
  return type === undefined || type === "ORGANISATION" ? entry.tenantId : undefined;
}

function notAnOrganisation(entry: Record<string, unknown>): string {
  return typeof entry.tenantType === "string" && entry.tenantType !== "ORGANISATION"
    ? `A ${entry.tenantType} tenant is not an accounting organisation: Xero gives no time zone for it.`
    : "The entry names no tenantId, so its time zone cannot be read.";
}

/** Tenant ids are GUIDs, compared without regard to case. */
function keyOf(upstream: string, tenantId: string): string {
  return `${upstream}\n${tenantId.toLowerCase()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Runs `work` on every item, at most `width` at once. */
async function inTurns<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
