// search_api's answer: the best matches of the same search as discovery's search_tools
// (lib/mcp/discovery/search.ts), each as its TypeScript declaration (declarations.ts, generated at
// build time). A query that is exactly a tool's name (either form) answers that tool first. Loaded
// on the first search_api call with the index and the declarations.
import { CODE_DECLARATIONS_JSON } from "../../generated/code-mode/declarations.generated";
import { canonicalNameOf } from "../catalog/name-forms";
import { scoreTools } from "../mcp/discovery/search";

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
  const text = names.map((name) => all[name]).filter((declaration) => declaration !== undefined);
  return `// Call as: await tools.${names[0]}(args)\n${text.join("\n")}`;
}
