// The tool names nearest to a name that is none, for an unknown-tool error's "Did you mean ...?".
// Loaded only on that error path (never at a family's start): it knows no catalog, the caller
// hands it the canonical names (`LedgerApi.RetrieveInvoices`) it may suggest. The distance and
// what is close enough are edit-distance.ts's, which unknown parameters use too.
//
// Names are compared without their toolkit prefix, case-insensitively and without separators, so
// `LedgerApi_RetrieveInvoice`, `ledgerapi.retrieveinvoice`, `RetrieveInvoice` and `retrieve_invoice`
// are all one edit from `LedgerApi.RetrieveInvoices`; only the nearest are offered: those at the
// best distance or one edit further, at most 3.

import { closeEnough, editDistance, folded, MAX_COMPARED_LENGTH, MAX_SUGGESTIONS } from "./edit-distance";

/** The part of a canonical name after its toolkit: `LedgerApi.RetrieveInvoices` -> `RetrieveInvoices`. */
function baseOf(canonical: string): { toolkit: string; base: string } {
  const dot = canonical.indexOf(".");
  return dot < 0
    ? { toolkit: "", base: canonical }
    : { toolkit: canonical.slice(0, dot), base: canonical.slice(dot + 1) };
}

/**
 * The caller's name without a toolkit prefix (any of `toolkits`, any case, followed by `.`, `_`, `-`
 * or nothing), or without whatever stands before its first dot; folded for comparison.
 */
export function comparedStem(name: string, toolkits: readonly string[]): { toolkit?: string; stem: string } {
  const lower = name.toLowerCase();
  const toolkit = toolkits.find((kit) => lower.startsWith(kit.toLowerCase()));
  if (toolkit) return { toolkit, stem: folded(name.slice(toolkit.length)) };
  const dot = name.indexOf(".");
  return { stem: folded(dot < 0 ? name : name.slice(dot + 1)) };
}

/**
 * Up to three of `candidates` (canonical names) nearest to `name`, nearest first (on a tie, one of
 * the toolkit the caller named, then in the order given); none when nothing is close enough.
 */
export function nearestNames(name: string, candidates: Iterable<string>): string[] {
  const all = [...candidates];
  const toolkits = [...new Set(all.map((candidate) => baseOf(candidate).toolkit).filter(Boolean))];
  // The longest toolkit first, so a prefix of another one is not taken for it.
  toolkits.sort((a, b) => b.length - a.length);
  const { toolkit, stem } = comparedStem(name, toolkits);
  if (stem === "" || stem.length > MAX_COMPARED_LENGTH) return [];
  const limit = closeEnough(stem);
  const scored = all
    .map((candidate, order) => {
      const parts = baseOf(candidate);
      return {
        candidate,
        order,
        distance: editDistance(stem, folded(parts.base), limit),
        other: toolkit !== undefined && parts.toolkit !== toolkit ? 1 : 0,
      };
    })
    .filter((entry) => entry.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.other - b.other || a.order - b.order);
  const best = scored[0]?.distance ?? 0;
  return scored
    .filter((entry) => entry.distance <= best + 1)
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => entry.candidate);
}
