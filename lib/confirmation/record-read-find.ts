// Which read finds the record a destructive call targets, for the confirmation answer: the GET of
// the same path (a by-id read), else of the path without its last segments (an attachment's list, a
// tracking option's category). Only a read whose parameters this call already gives, by upstream
// name: it must not need anything the agent did not send. Run over the catalog by
// scripts/confirmation-reads.ts (npm run generate), which writes the answers as a table
// (generated/confirmation/record-reads.generated.ts):
// looked up at run time, it would load every read row with the first destructive call.
import { bindingsOf } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";

/** A read's argument from the destructive call's: [the read's parameter, the call's parameter]. */
export type ArgumentPair = readonly [string, string];

export interface RecordReadFound {
  /** The read's row. */
  row: ToolRow;
  input: readonly ArgumentPair[];
}

/** The read of `row`'s record among `reads` (GET rows), or undefined when none takes only what it gives. */
export function recordReadAmong(row: ToolRow, reads: readonly ToolRow[]): RecordReadFound | undefined {
  const mine = bindingsOf(row).byUpstreamName;
  const segments = row.path.split("/");
  for (let end = segments.length; end > 1; end--) {
    const path = segments.slice(0, end).join("/");
    const read = reads.find(
      (candidate) =>
        candidate.method === "GET" &&
        candidate.toolkit === row.toolkit &&
        candidate.path === path &&
        candidate.result !== "file" &&
        candidate.params.every((param) => !param.required || (param.as !== undefined && mine.has(param.as))),
    );
    if (read) {
      const input = read.params
        .filter((param) => param.as !== undefined && (param.in === "path" || param.in === "header"))
        .map((param) => [param.name, mine.get(param.as as string)?.name] as const)
        .filter((pair): pair is ArgumentPair => pair[1] !== undefined);
      return { row: read, input };
    }
  }
  return undefined;
}

/**
 * Per destructive tool (canonical name), its read as a function loads it: the module of the read's
 * row alone (generated/tool-modules/mcp-rows/, `export const row`) and its arguments.
 */
export type RecordReads = Readonly<
  Record<string, { row: () => Promise<{ row: unknown }>; input: readonly ArgumentPair[] }>
>;
