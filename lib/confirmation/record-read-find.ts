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
  /** The read's parameter that takes each body record's id (an update-or-create's records). */
  byRecordId?: string;
}

/** How a read takes a record's number: as the value, in a list of one, or in a `where` filter. */
export type NumberForm = "value" | "list" | "where";

/** The read that finds an update-or-create's record by its number (`confirm.numberField`): one record at most. */
export interface NumberReadFound {
  row: ToolRow;
  input: readonly ArgumentPair[];
  param: string;
  form: NumberForm;
}

/**
 * The read of `row`'s record among `reads` (GET rows): by the ids the call's path gives, or, for a
 * write whose records travel in its body (an update-or-create), by each record's id
 * (`confirm.idField`). Never a read of a whole collection: a write with neither gets none.
 */
export function recordReadAmong(row: ToolRow, reads: readonly ToolRow[]): RecordReadFound | undefined {
  const { gets, takesOnlyMine, inputOf } = readsOf(row, reads);
  const idField = row.confirm?.idField;
  if (idField && !row.path.includes("{")) {
    const read = gets.find((candidate) => candidate.path === `${row.path}/{${idField}}`);
    const byId = read?.params.find((param) => param.as === idField);
    if (!read || !byId || !takesOnlyMine(read, idField)) return undefined;
    return { row: read, input: inputOf(read), byRecordId: byId.name };
  }
  const segments = row.path.split("/");
  // The same path, else the path without its last segments (an attachment's list, an option's category),
  // as long as an id of the call stays in it.
  for (let end = segments.length; end > 1; end--) {
    const path = segments.slice(0, end).join("/");
    if (!path.includes("{")) break;
    const read = gets.find((candidate) => candidate.path === path && takesOnlyMine(candidate));
    if (read) return { row: read, input: inputOf(read) };
  }
  return undefined;
}

/**
 * The read of an update-or-create's record by its number (Xero updates the invoice an
 * `InvoiceNumber` names): the number's own path (`/PurchaseOrders/{PurchaseOrderNumber}`), else the
 * collection's filter by that number or by a `where` on it, each answering one record at most.
 */
export function numberReadAmong(row: ToolRow, reads: readonly ToolRow[]): NumberReadFound | undefined {
  const numberField = row.confirm?.numberField;
  if (!numberField || row.path.includes("{")) return undefined;
  const { gets, takesOnlyMine, inputOf } = readsOf(row, reads);
  const found = (read: ToolRow | undefined, as: string, form: NumberForm) => {
    const param = read?.params.find((each) => each.as === as);
    return read && param && takesOnlyMine(read, as)
      ? { row: read, input: inputOf(read), param: param.name, form }
      : undefined;
  };
  const collection = gets.find((candidate) => candidate.path === row.path);
  return (
    found(
      gets.find((candidate) => candidate.path === `${row.path}/{${numberField}}`),
      numberField,
      "value",
    ) ??
    found(collection, numberField, "value") ??
    found(collection, `${numberField}s`, "list") ??
    found(collection, "where", "where")
  );
}

/** The GET rows a read may be, and how a read's arguments come from `row`'s. */
function readsOf(row: ToolRow, reads: readonly ToolRow[]) {
  const mine = bindingsOf(row).byUpstreamName;
  const takesOnlyMine = (candidate: ToolRow, exceptAs?: string) =>
    candidate.params.every(
      (param) => !param.required || param.as === exceptAs || (param.as !== undefined && mine.has(param.as)),
    );
  const inputOf = (read: ToolRow) =>
    read.params
      .filter((param) => param.as !== undefined && (param.in === "path" || param.in === "header"))
      .map((param) => [param.name, mine.get(param.as as string)?.name] as const)
      .filter((pair): pair is ArgumentPair => pair[1] !== undefined);
  const gets = reads.filter(
    (candidate) =>
      candidate.method === "GET" && candidate.toolkit === row.toolkit && candidate.result !== "file",
  );
  return { gets, takesOnlyMine, inputOf };
}

/**
 * Per destructive tool (canonical name), its read as a function loads it: the module of the read's
 * row alone (generated/tool-modules/mcp-rows/, `export const row`) and its arguments.
 */
export type RecordReads = Readonly<
  Record<
    string,
    {
      row: () => Promise<{ row: unknown }>;
      input: readonly ArgumentPair[];
      byRecordId?: string;
      byNumber?: {
        row: () => Promise<{ row: unknown }>;
        input: readonly ArgumentPair[];
        param: string;
        form: NumberForm;
      };
    }
  >
>;
