// JSON text for fuzz inputs. JSON.stringify writes Infinity as null, but a caller can send `1e400`,
// which JSON.parse reads as Infinity: non-finite numbers are written that way here.
const POSITIVE = "\u0001fuzz:+inf\u0001";
const NEGATIVE = "\u0001fuzz:-inf\u0001";

export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item === Number.POSITIVE_INFINITY) return POSITIVE;
    if (item === Number.NEGATIVE_INFINITY) return NEGATIVE;
    return item;
  });
  return text.replaceAll(JSON.stringify(POSITIVE), "1e400").replaceAll(JSON.stringify(NEGATIVE), "-1e400");
}
