// What a tool's description says it returns, read from its "Returns ..." sentence in the notations
// the descriptions use, and held to an answer (test/catalog/descriptions-true.test.ts):
//
//   Returns null                                   the answer is null ({result: null} over MCP)
//   Returns {Invoices: [{InvoiceID, Total...}]}    an object with these members (`...`: and more)
//   Returns [{id, etag}]                           a bare list ({result: [...]} over MCP)
//   Returns an array of projects (id, name)        the same, in words
//   Returns the project (id, name) / {id, name}    an object, its members in parentheses or braces
//   Returns a file: ...; over MCP ... {a, b}       a file; over MCP, structuredContent has {a, b}
//
// Inside braces: `Name: [{...}]` a list of records, `Name {...}` or `Name: {...}` an object,
// `Name: VALUE` a member with its value, `Name (when ...)` a member the description says may be
// absent, and `[one invoice]` or `[...]` records whose members are not stated.

export interface StatedMember {
  name: string;
  /** The description says when it is absent ("(when ...)", "(if ...)", "(absent ...)", ...). */
  optional: boolean;
  value?: StatedValue;
}

export type StatedValue =
  | { kind: "object"; members: StatedMember[] }
  | { kind: "list"; element: StatedMember[] };

export type StatedOutput =
  | { kind: "null" }
  | { kind: "object"; members: StatedMember[] }
  | { kind: "list"; element: StatedMember[] }
  | { kind: "file"; overMcp: StatedMember[] };

const PROSE = /^(one|the|a|an|each|plus|every)\s/i;
/** A member's note that says when it is absent: "(when set)", "(absent for ...)", "(bank accounts only)". */
const MAY_BE_ABSENT = /^\((?:when|if|once|absent|unless|not)\b|\bonly\)/i;
const OPENERS: Record<string, string> = { "{": "}", "[": "]", "(": ")" };

/** The text from `text[start]` (an opener) to its matching closer, both included. */
function balanced(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index] as string;
    if (char in OPENERS) depth++;
    else if (char === "}" || char === "]" || char === ")") depth--;
    if (depth === 0) return text.slice(start, index + 1);
  }
  throw new Error(`unbalanced ${text[start]} in: ${text.slice(start)}`);
}

/** The items of a list written `a, b {c, d}, e`, split at commas outside any brackets. */
function items(inner: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of inner) {
    if (char in OPENERS) depth++;
    else if (char === "}" || char === "]" || char === ")") depth--;
    if (char === "," && depth === 0) {
      found.push(current.trim());
      current = "";
    } else current += char;
  }
  found.push(current.trim());
  return found.filter((item) => item !== "" && item !== "...");
}

/** The members stated in a `{...}`, `(...)` or `[...]` list. */
function members(list: string): StatedMember[] {
  const stated: StatedMember[] = [];
  for (const item of items(list.slice(1, -1))) {
    if (PROSE.test(item)) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.\.\.)?\s*(.*)$/s.exec(item);
    if (!match) continue;
    const [, name = "", rest = ""] = match;
    const after = rest.startsWith(":") ? rest.slice(1).trim() : rest;
    const value = after.startsWith("{") || after.startsWith("[") ? balanced(after, 0) : "";
    const member: StatedMember = { name, optional: MAY_BE_ABSENT.test(after.slice(value.length).trim()) };
    if (value.startsWith("{")) member.value = { kind: "object", members: members(value) };
    if (value.startsWith("[")) member.value = { kind: "list", element: elementOf(value) };
    stated.push(member);
  }
  return stated;
}

/** The members of each record of a `[...]`: `[{a, b}]`, or `[the batch, Status DELETED]`. */
function elementOf(list: string): StatedMember[] {
  const inner = list.slice(1, -1).trim();
  if (inner.startsWith("{")) return members(balanced(inner, 0));
  return members(list);
}

/** The first `{...}` or `(...)` of a phrase, before its sentence ends. */
function phraseMembers(phrase: string): StatedMember[] {
  const end = phrase.search(/\.(\s|$)/);
  const sentence = end < 0 ? phrase : phrase.slice(0, end);
  const open = sentence.search(/[{(]/);
  return open < 0 ? [] : members(balanced(phrase, open));
}

/** What the description says the tool returns; undefined when it says it in no form above. */
export function statedOutput(description: string): StatedOutput | undefined {
  const at = description.indexOf("Returns ");
  if (at < 0) return undefined;
  const said = description.slice(at + "Returns ".length);
  if (said.startsWith("null")) return { kind: "null" };
  if (said.startsWith("{")) return { kind: "object", members: members(balanced(said, 0)) };
  if (said.startsWith("[")) return { kind: "list", element: elementOf(balanced(said, 0)) };
  if (said.startsWith("an array of ")) return { kind: "list", element: phraseMembers(said) };
  if (said.startsWith("a file")) {
    const mcp = said.indexOf("over MCP");
    const open = mcp < 0 ? -1 : said.indexOf("{", mcp);
    return { kind: "file", overMcp: open < 0 ? [] : members(balanced(said, open)) };
  }
  if (said.startsWith("the ")) return { kind: "object", members: phraseMembers(said) };
  return undefined;
}

/** Where an answer differs from what was stated: a member stated but absent, or of another kind. */
export function differences(stated: readonly StatedMember[], value: unknown, path: string): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value))
    return [`${path || "the answer"} is not an object`];
  const record = value as Record<string, unknown>;
  const found: string[] = [];
  for (const member of stated) {
    const at = path ? `${path}.${member.name}` : member.name;
    const held = record[member.name];
    if (held === undefined) {
      if (!member.optional) found.push(`${at} is stated but absent`);
      continue;
    }
    if (member.value?.kind === "object") found.push(...differences(member.value.members, held, at));
    if (member.value?.kind === "list") found.push(...listDifferences(member.value.element, held, at));
  }
  return found;
}

/** A stated list: an array, each of whose records holds the stated members. */
export function listDifferences(element: readonly StatedMember[], value: unknown, path: string): string[] {
  if (!Array.isArray(value)) return [`${path} is not a list`];
  return value.flatMap((item, index) => differences(element, item, `${path}.${index}`));
}
