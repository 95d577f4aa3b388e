// The one escaping of what the audit trail prints: every field of `npm start`'s line, of
// `npm run audit`'s lines and --json, and of the account page's rows goes through `printable`, so
// no value a caller sent (or a record written around the rules) breaks a line, moves a terminal's
// cursor, sets its title or reorders the text around it, and no field runs on for pages.
// A C0 control, DEL, a C1 control, a bidi control (U+061C, U+200E, U+200F, U+202A-U+202E,
// U+2066-U+2069), a line or paragraph separator (U+2028, U+2029) or a lone surrogate is written as
// its `\uXXXX` escape; nothing else changes, so escaping twice changes nothing more.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]|\p{Cs}/u;

/** A printed field is cut past this many characters (as printed), saying how many were left out. */
export const MAX_PRINTED = 200;

const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * The value as one safe run of text: its unsafe characters escaped, at most `max` characters as
 * printed (an escape and a surrogate pair are never cut), then `…(+N)` for the N left out.
 */
export function printable(value: unknown, max = MAX_PRINTED): string {
  const text = typeof value === "string" ? value : String(value ?? "");
  if (text.length <= max && !UNSAFE.test(text)) return text;
  let out = "";
  let used = 0;
  // By code point: a pair is one character, a lone surrogate one unsafe character.
  for (const char of text) {
    const piece = UNSAFE.test(char) ? escaped(char) : char;
    if (out.length + piece.length > max) break;
    out += piece;
    used += char.length;
  }
  return used < text.length ? `${out}…(+${text.length - used})` : out;
}

/** Deeper than this, a stored record's members are not printed (the writer's records are far shallower). */
const MAX_PRINTED_DEPTH = 32;

function printableValue(value: unknown, max: number, depth: number): unknown {
  if (typeof value === "string") return printable(value, max);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_PRINTED_DEPTH) return "[nested too deep to print]";
  if (Array.isArray(value)) return value.map((item) => printableValue(item, max, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [printable(key, max), printableValue(item, max, depth + 1)]),
  );
}

/** A record as one line of JSON with every string (and member name) made `printable`. */
export function printableJson(value: unknown, max = 1_000): string {
  return JSON.stringify(printableValue(value, max, 0));
}
