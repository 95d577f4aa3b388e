// Value generators by class. A generator only proposes a value for a leaf; whether it is valid is
// decided by the oracle, so a generator may freely mix good and bad values.
import { DATE_PATTERN, isDateLeaf, isDateTimeLeaf, type Leaf } from "./leaf";
import type { Rng } from "./prng";
import { MAX_SAFE, MAX_UPLOAD_FILE_BYTES } from "./rules";

export const VALUE_CLASSES = [
  "wrong-type",
  "boundary",
  "huge",
  "control-chars",
  "unicode",
  "path-injection",
  "header-injection",
  "dates",
  "non-finite",
  "hostile-valid",
] as const;
export type ValueClass = (typeof VALUE_CLASSES)[number];

const ASCII = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"];
const UNICODE = [
  "é",
  "ß",
  "İ",
  "Ω",
  "中",
  "😀",
  "👩‍💻",
  "\u200f",
  "\u200e",
  "\u202e",
  "\ufeff",
  "\u00a0",
  "e\u0301",
  "２",
];
const CONTROL = [
  "\u0000",
  "\u0001",
  "\t",
  "\n",
  "\r",
  "\r\n",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u2028",
];
const URL_SPECIAL = [
  "&",
  "=",
  "?",
  "#",
  "%",
  "+",
  "/",
  "\\",
  '"',
  "'",
  "<",
  ">",
  ";",
  ",",
  " ",
  "%20",
  "%2F",
  "{",
  "}",
];
const LONE_SURROGATES = ["\ud800", "\udc00", "a\ud83d", "\ude00b"];

const WRONG_TYPES: readonly unknown[] = [42, -1, 0, 1.5, true, false, null, [], ["x"], {}, { a: 1 }, "", "x"];

function uuid(rng: Rng): string {
  const hex = (n: number) => rng.text([..."0123456789abcdef"], n);
  const value = `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  return rng.chance(0.2) ? value.toUpperCase() : value;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function realDate(rng: Rng): string {
  if (rng.chance(0.2)) return rng.pick(["2024-02-29", "2000-02-29", "2026-12-31", "2026-01-01"]);
  const month = rng.int(1, 12);
  return `${rng.int(1990, 2035)}-${pad(month)}-${pad(rng.int(1, 28))}`;
}

const IMPOSSIBLE_DATES = [
  "2024-13-01",
  "2024-00-10",
  "2023-02-29",
  "2100-02-29",
  "2026-04-31",
  "2026-06-31",
  "2026-01-32",
  "2026-01-00",
  "2026-1-5",
  "20260105",
  "2026/01/05",
  "2026-01-05 ",
  " 2026-01-05",
  "２０２６-01-05",
  "2026-01-05T00:00:00Z",
  "0000-00-00",
  "9999-99-99",
];

function dateTime(rng: Rng, zoned: boolean): string {
  const zone = rng.pick(zoned ? ["Z", "+00:00", "+05:30", "-08:00", "+0000"] : ["Z", "+0000", "+05:30", ""]);
  const fraction = rng.pick(["", ".1", ".123"]);
  return `${realDate(rng)}T${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}${fraction}${zone}`;
}

const IMPOSSIBLE_DATE_TIMES = [
  "2026-13-01T10:00:00Z",
  "2026-02-30T10:00:00+0000",
  "2025-02-29T00:00:00Z",
  "2026-01-01T24:00:00Z",
  "2026-01-01T23:60:00Z",
  "2026-01-01T23:59:61Z",
  "2026-01-01T10:00:00+25:00",
  "2026-01-01T10:00:00+05:99",
  "2026-01-01",
  "2026-01-01T10:00Z",
  "2026-01-01T10:00:00.123456789012345678901234567890Z",
  `2026-01-01T10:00:00.${"1".repeat(70_000)}Z`,
  "2026-01-01T10:00:00Z\r\nX-Injected: 1",
];

/** The pattern of a file's bytes as base64 (the attachment uploads). */
const BASE64 = "^[A-Za-z0-9+/]*={0,2}$";

/** A file of a few bytes to a few kilobytes, base64: every padding (none, `=`, `==`) comes up. */
function base64File(rng: Rng): string {
  const size = rng.pick([1, 2, 3, 4, 5, 57, 1000, rng.int(1, 4000)]);
  return Buffer.from(Array.from({ length: size }, () => rng.int(0, 255))).toString("base64");
}

/** A valid-looking value for well-known patterns, so format-bound leaves also get good values. */
function patternSample(rng: Rng, pattern: string): string | undefined {
  if (pattern === BASE64) return base64File(rng);
  if (pattern === "^[A-Za-z0-9_-]{1,64}$") return rng.text(ASCII, rng.int(1, 64));
  if (pattern === "^#[0-9A-Fa-f]{6}$") return `#${rng.text([..."0123456789abcdefABCDEF"], 6)}`;
  if (pattern.startsWith("^[\\w.+-]+/"))
    return rng.pick(["application/pdf", "image/png", "text/plain", "a.b+c/d-e"]);
  if (pattern === "^[A-Za-z0-9_]{1,50}$") return rng.pick(["OUTPUT2", "NONE", "TAX_001"]);
  if (pattern === "^\\d{4}$") return String(rng.int(1000, 9999));
  if (pattern === "^[A-Z]{3}$") return rng.pick(["NZD", "USD", "GBP"]);
  if (pattern === DATE_PATTERN) return realDate(rng);
  if (pattern.startsWith("^[0-9A-Fa-f]{8}-")) return [uuid(rng), uuid(rng)].join(",");
  if (pattern.startsWith("^TRIGGER"))
    return rng.pick(["TRIGGER:PT0S", "TRIGGER:-PT30M", "TRIGGER:P0DT9H0M0S"]);
  if (pattern.startsWith("^(RRULE"))
    return rng.pick(["", "RRULE:FREQ=DAILY;INTERVAL=1", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE"]);
  return undefined;
}

/** Text full of characters that URLs, headers and JSON treat specially, yet fine as free text. */
function hostileText(rng: Rng): string {
  const parts = [rng.text(ASCII, rng.int(1, 6))];
  for (let i = rng.int(1, 6); i > 0; i--)
    parts.push(rng.pick([rng.pick(URL_SPECIAL), rng.pick(UNICODE), rng.pick(CONTROL), rng.text(ASCII, 2)]));
  return parts.join("");
}

/** A good value for the leaf where one can be made, else hostile free text. */
export function goodValue(rng: Rng, leaf: Leaf): unknown {
  if (leaf.enum) return rng.pick(leaf.enum);
  switch (leaf.type) {
    case "integer": {
      const low = Math.max(leaf.minimum ?? -1000, -1000);
      const high = Math.min(leaf.maximum ?? 1000, 1000);
      return rng.int(low, Math.max(low, high));
    }
    case "number":
      return rng.int(1, 100_000) / 100;
    case "boolean":
      return rng.chance(0.5);
    case "array": {
      const length = rng.int(Math.max(1, leaf.minItems ?? 1), Math.min(4, leaf.maxItems ?? 4));
      return Array.from({ length }, () => goodValue(rng, leaf.items ?? { type: "string" }));
    }
    case "object": {
      // A record: its required fields, one of each group of which one is required, and each
      // optional one half the time.
      const chosen = new Set((leaf.oneOf ?? []).map((group) => rng.pick(group)));
      const record: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(leaf.properties ?? {})) {
        if (leaf.required?.includes(name) || chosen.has(name) || rng.chance(0.5))
          record[name] = goodValue(rng, child);
      }
      return record;
    }
    case "string":
      break;
  }
  if (leaf.format === "uuid") return uuid(rng);
  if (isDateLeaf(leaf)) return realDate(rng);
  if (isDateTimeLeaf(leaf)) return dateTime(rng, leaf.format === "date-time");
  const sample = leaf.pattern ? patternSample(rng, leaf.pattern) : undefined;
  if (sample !== undefined) return sample;
  const text = hostileText(rng);
  return leaf.maxLength !== undefined ? [...text].slice(0, leaf.maxLength).join("") || "x" : text;
}

function stringOfLength(rng: Rng, length: number, alphabet = ASCII): string {
  // Long strings repeat a short random block: the content matters less than the size.
  if (length <= 256) return rng.text(alphabet, length);
  const block = rng.text(alphabet, 64);
  return block.repeat(Math.ceil(length / 64)).slice(0, length);
}

function boundary(rng: Rng, leaf: Leaf): unknown {
  if (leaf.type === "integer" || leaf.type === "number") {
    const edges = [
      0,
      -1,
      1,
      MAX_SAFE,
      MAX_SAFE + 1,
      -MAX_SAFE,
      -(MAX_SAFE + 1),
      2 ** 31,
      -(2 ** 31) - 1,
      1.5,
      1e21,
      -0,
    ];
    for (const bound of [leaf.minimum, leaf.maximum, leaf.exclusiveMinimum]) {
      if (bound !== undefined) edges.push(bound - 1, bound, bound + 1);
    }
    if (leaf.enum) edges.push(...(leaf.enum as number[]).flatMap((member) => [member - 1, member + 1]));
    return rng.pick(edges);
  }
  if (leaf.type === "string") {
    const lengths = [0, 1];
    for (const bound of [leaf.minLength, leaf.maxLength]) {
      if (bound !== undefined) lengths.push(Math.max(0, bound - 1), bound, bound + 1);
    }
    if (leaf.enum && rng.chance(0.5)) {
      // Near-misses of a value set: a member in lower case, with a letter more or a leading space.
      const member = String(rng.pick(leaf.enum));
      return rng.pick([member.toLowerCase(), `${member}X`, ` ${member}`, member]);
    }
    if (leaf.format === "uuid")
      return rng.pick([
        uuid(rng).slice(1),
        `${uuid(rng)}0`,
        `urn:uuid:${uuid(rng)}`,
        `{${uuid(rng)}}`,
        uuid(rng).replaceAll("-", ""),
      ]);
    return stringOfLength(rng, rng.pick(lengths));
  }
  if (leaf.type === "array") {
    const good = () => goodValue(rng, leaf.items ?? { type: "string" });
    const lists: unknown[][] = [[], [""], Array.from({ length: 101 }, good)];
    // Near-misses of a value set: a member in lower case, or with a letter more, among good items.
    const members = leaf.items?.enum?.map(String);
    if (members) {
      const miss = rng.chance(0.5) ? rng.pick(members).toLowerCase() : `${rng.pick(members)}X`;
      lists.push([miss], [good(), miss]);
    }
    return rng.pick(lists);
  }
  return goodValue(rng, leaf);
}

function withInsert(rng: Rng, base: string, insert: string): string {
  const at = rng.int(0, base.length);
  return rng.chance(0.3) ? base + insert : base.slice(0, at) + insert + base.slice(at);
}

function baseText(rng: Rng, leaf: Leaf): string {
  const good = goodValue(rng, { ...leaf, type: "string", enum: leaf.enum?.map(String) });
  return typeof good === "string" ? good : "x";
}

/** A value of the class for the leaf; `fallback` is the leaf's value in a valid input. */
/** Classes that change text: for a list of text, half the time they change one item of a good list. */
const TEXT_CLASSES: ReadonlySet<ValueClass> = new Set([
  "boundary",
  "control-chars",
  "unicode",
  "path-injection",
  "header-injection",
  "dates",
  "hostile-valid",
]);

export function generate(rng: Rng, leaf: Leaf, valueClass: ValueClass): unknown {
  if (
    leaf.type === "array" &&
    leaf.items?.type === "string" &&
    TEXT_CLASSES.has(valueClass) &&
    rng.chance(0.5)
  ) {
    const items = Array.from({ length: rng.int(0, 2) }, () => goodValue(rng, leaf.items as Leaf));
    items.splice(rng.int(0, items.length), 0, generate(rng, leaf.items, valueClass));
    return items;
  }
  switch (valueClass) {
    case "wrong-type":
      return rng.pick(WRONG_TYPES);
    case "boundary":
      return boundary(rng, leaf);
    case "huge": {
      if (leaf.type === "array")
        return Array.from({ length: rng.pick([500, 5000]) }, () =>
          goodValue(rng, leaf.items ?? { type: "string" }),
        );
      // A file a little over what one call carries, as base64 (yet within the gateway's 6 MB).
      if (leaf.pattern === BASE64 && rng.chance(0.5))
        return "QUFB".repeat(Math.ceil(MAX_UPLOAD_FILE_BYTES / 3) + 1);
      const length = rng.pick([(leaf.maxLength ?? 300) + 1, 9000, 70_000, 1_100_000]);
      return stringOfLength(rng, length, rng.chance(0.3) ? UNICODE : ASCII);
    }
    case "control-chars":
      return withInsert(rng, baseText(rng, leaf), rng.text(CONTROL, rng.int(1, 3)));
    case "unicode":
      return withInsert(
        rng,
        baseText(rng, leaf),
        rng.chance(0.25) ? rng.pick(LONE_SURROGATES) : rng.text(UNICODE, rng.int(1, 3)),
      );
    case "path-injection":
      return rng.pick([
        "..",
        ".",
        "",
        "%2e%2e",
        "%2E.",
        ".%2e",
        "../x",
        "..\\x",
        "a/b",
        "a%2Fb",
        "a?b=1",
        "a#b",
        "/",
        "%",
        "%zz",
        "..;/",
        "%00",
        "x/../../y",
        "...",
        ". .",
        `${baseText(rng, leaf)}/..`,
        `${baseText(rng, leaf)}?x=1`,
      ]);
    case "header-injection":
      return rng.pick([
        `${baseText(rng, leaf)}\r\nX-Injected: 1`,
        "\n",
        "a\u0000b",
        " leading",
        "trailing ",
        "a\tb",
        "é",
        "😀",
        `\u200f${baseText(rng, leaf)}`,
        `${baseText(rng, leaf)} `,
        "a: b",
        "key with inner spaces",
        "x".repeat(129),
        "~!@#$%^&*()_+`-={}[]|:;\"'<>,.?/",
        `${uuid(rng)}\r\n`,
      ]);
    case "dates":
      if (isDateTimeLeaf(leaf) || rng.chance(0.3))
        return rng.chance(0.5) ? dateTime(rng, leaf.format === "date-time") : rng.pick(IMPOSSIBLE_DATE_TIMES);
      return rng.chance(0.4) ? realDate(rng) : rng.pick(IMPOSSIBLE_DATES);
    case "non-finite":
      return rng.pick([
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        1e300,
        -1e300,
        2 ** 53,
        2 ** 64,
        "NaN",
        "Infinity",
      ]);
    case "hostile-valid":
      return goodValue(rng, leaf);
  }
}
