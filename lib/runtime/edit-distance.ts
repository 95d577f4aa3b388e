// How near one name is to another, for "did you mean ...?": the edit distance and what is close
// enough, shared by unknown tools (nearest-names.ts, loaded on that error path) and unknown
// parameters (closestNames, part of every family's validation, so this module stays small).
// Names are compared lower-cased and without separators, so `tenantId`, `TENANT_ID` and `tenant-id`
// are all `tenant_id`. The distance is Damerau-Levenshtein (optimal string alignment: an insertion,
// deletion, substitution or swap of two neighbours is one edit); a name is close enough within a
// third of its folded length (at least 1 edit).

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 3;

/** A longer name is no typo of a tool or parameter name (the longest is about 40 characters): not compared. */
export const MAX_COMPARED_LENGTH = 100;

/** Lower-cased, without `.`, `_`, `-` and spaces. */
export function folded(text: string): string {
  return text.toLowerCase().replace(/[._\s-]/g, "");
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
export function closeEnough(stem: string): number {
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
