// From stored records to what goes on the wire: /Date()/ timestamps, unit-price rounding, the
// response wrapper. The store keeps ISO strings; only the way out converts them.
import { randomUUID } from "node:crypto";

export const PROVIDER_NAME = "Ledger Sandbox";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?Z?$/;

/** Epoch ms of a store date (date-only or zone-less timestamp, both UTC); undefined otherwise. */
export function isoToMs(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "0"] = match;
  const ms = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, "0")),
  );
  return Number.isNaN(ms) ? undefined : ms;
}

/** Field names Xero sends as /Date()/: ...Date and ...DateUTC, never the ...String helpers. */
export function isDateField(key: string): boolean {
  return key.endsWith("Date") || key.endsWith("DateUTC");
}

/** Fields whose decimals follow unitdp (2 by default, 4 on request). */
const UNIT_PRICE_FIELDS = new Set(["UnitAmount", "UnitPrice"]);

export interface WireOptions {
  /** Convert date fields to /Date(ms+0000)/ (JSON) or leave ISO (XML). */
  msDates: boolean;
  unitDecimals: 2 | 4;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor;
  return value < 0 ? -rounded : rounded;
}

function convertLeaf(key: string | undefined, value: unknown, options: WireOptions): unknown {
  if (key === undefined) return value;
  if (options.msDates && typeof value === "string" && isDateField(key)) {
    const ms = isoToMs(value);
    return ms === undefined ? value : `/Date(${ms}+0000)/`;
  }
  if (typeof value === "number" && UNIT_PRICE_FIELDS.has(key)) return roundTo(value, options.unitDecimals);
  return value;
}

/** A deep copy ready for the wire; the store's objects are never handed out. */
export function toWire(value: unknown, options: WireOptions, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => toWire(item, options, key));
  if (value instanceof Uint8Array) return undefined;
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(value)) {
      if (child !== undefined) copy[childKey] = toWire(child, options, childKey);
    }
    return copy;
  }
  return convertLeaf(key, value, options);
}

/** The envelope around every JSON list/get answer (a get answers a one-element array too). */
export function wrap(payload: Record<string, unknown>, msDates: boolean): Record<string, unknown> {
  const now = Date.now();
  return {
    Id: randomUUID(),
    Status: "OK",
    ProviderName: PROVIDER_NAME,
    DateTimeUTC: msDates ? `/Date(${now})/` : new Date(now).toISOString().slice(0, 23),
    ...payload,
  };
}
