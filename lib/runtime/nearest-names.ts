// The names nearest to one that is none, for the "Did you mean ...?" of an unknown tool (loaded only
// on that error path: it knows no catalog, the caller hands it the canonical names it may suggest)
// and of an unknown parameter (closestNames: a family's validation imports just that, small).
//
// Names are compared without their toolkit prefix, case-insensitively and without separators, so
// `LedgerApi_RetrieveInvoice`, `ledgerapi.retrieveinvoice`, `RetrieveInvoice` and `retrieve_invoice`
// are all one edit from `LedgerApi.RetrieveInvoices`. The distance is Damerau-Levenshtein (optimal
// string alignment: an insertion, deletion, substitution or swap of two neighbours is one edit).
// A name is close enough within a third of the caller's name's length (at least 1 edit), and only
// the nearest are offered: those at the best distance or one edit further, at most 3.

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 3;

/** A longer name is no typo of a tool name (the longest is about 40 characters): not compared. */
const MAX_COMPARED_LENGTH = 100;

/** Lower-cased, without `.`, `_`, `-` and spaces. */
function folded(text: string): string {
  return text.toLowerCase().replace(/[._\s-]/g, "");
}

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
 * Optimal-string-alignment distance between `a` and `b`, or `limit + 1` once it is sure to exceed
 * `limit` (the rows' minimum passes it), so a far name costs little.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Edits within which a folded name is close enough to be a typo: a third of it, at least 1. */
function closeEnough(stem: string): number {
  return Math.max(1, Math.floor(stem.length / 3));
}

/**
 * The candidates nearest to `name` (compared folded: `tenantId` and `TENANT_ID` are `tenant_id`),
 * only those at the best distance, which must be close enough; up to three, in the order given.
 */
export function closestNames(name: string, candidates: Iterable<string>): string[] {
  const stem = folded(name);
  if (stem === "" || stem.length > MAX_COMPARED_LENGTH) return [];
  let best = closeEnough(stem);
  let closest: string[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(stem, folded(candidate), best);
    if (distance > best) continue;
    if (distance < best || closest.length === 0) closest = [];
    best = distance;
    closest.push(candidate);
  }
  return closest.slice(0, MAX_SUGGESTIONS);
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
