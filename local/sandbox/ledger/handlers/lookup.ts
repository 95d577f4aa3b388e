// Finding one record from a path segment. Where Xero's paths collide (/Contacts/{ContactID} and
// /Contacts/{ContactNumber}) the value decides: a UUID is an id, anything else a number or code.
// A malformed UUID on a path without a number lookup is simply not found (404).
import { notFound } from "../errors";
import { isUuid, sameId } from "../ids";
import type { ResourceSpec } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";

export function findRecord(org: LedgerOrganisation, spec: ResourceSpec, segment: string): XeroRecord {
  const records = recordsOf(org, spec.collection);
  let found: XeroRecord | undefined;
  if (!spec.idIsUuid) {
    found = records.find(
      (record) => String(record[spec.idField] ?? "").toLowerCase() === segment.toLowerCase(),
    );
  } else if (isUuid(segment)) {
    found = records.find((record) => sameId(record[spec.idField], segment));
  } else if (spec.byNumber && (spec.byNumber.pattern?.test(segment) ?? true)) {
    const field = spec.byNumber.field;
    found = records.find((record) => record[field] !== undefined && String(record[field]) === segment);
  }
  if (!found) throw notFound();
  return found;
}

/** The record's own id, whatever form the path used. */
export function idOf(spec: ResourceSpec, record: XeroRecord): string {
  return String(record[spec.idField]);
}
