// search_api's answer: the best matches of the same search as discovery's search_tools
// (lib/mcp/discovery/search.ts), each as its TypeScript declaration (declarations.ts, generated at
// build time). A query that is exactly a tool's name (either form) answers that tool first. Loaded
// on the first search_api call with the index and the declarations.
import { CODE_DECLARATIONS_JSON } from "../../generated/code-mode/declarations.generated";
import { canonicalNameOf } from "../catalog/name-forms";
import { scoreTools } from "../mcp/discovery/search";

/** What one answer holds at most, the best match aside (a long one is whole). */
const ANSWER_CHARS = 3_800;

let declarations: Record<string, string> | undefined;

function declarationsByName(): Record<string, string> {
  declarations ??= JSON.parse(CODE_DECLARATIONS_JSON) as Record<string, string>;
  return declarations;
}

/** The offered tool `query` names exactly, in the catalog's or the client's form, in any case. */
function namedTool(offered: ReadonlySet<string>, query: string): string | undefined {
  const wanted = canonicalNameOf(query.trim()).toLowerCase();
  return [...offered].find((name) => name.toLowerCase() === wanted);
}

/** The declarations of the best `limit` matches among `offered`, best first, as one text. */
export function searchApiAnswer(offered: ReadonlySet<string>, query: string, limit: number): string {
  const named = namedTool(offered, query);
  const found = scoreTools(query, offered, limit).map((hit) => hit.name);
  const names = (named ? [named, ...found.filter((name) => name !== named)] : found).slice(0, limit);
  if (names.length === 0) {
    return "// No tool matches. These tools read and change TickTick tasks and projects (TasksApi) and Xero accounting records (LedgerApi): try other words.";
  }
  const all = declarationsByName();
  let text = `// Call as: await tools.${names[0]}(args)`;
  const left: string[] = [];
  for (const name of names) {
    const declaration = all[name] ?? "";
    // The best match always; the others while the answer stays readable at a glance.
    if (name !== names[0] && text.length + declaration.length + 1 > ANSWER_CHARS) left.push(name);
    else text += `\n${declaration}`;
  }
  if (left.length > 0) text += `\n// Also: ${left.join(", ")} (search a name for its declaration)`;
  return text;
}
