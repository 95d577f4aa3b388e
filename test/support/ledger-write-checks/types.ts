// A write's own check in the end-to-end test: given the input sent and the result, it asserts what
// the write did, reading it back with `read` where the answer alone does not show it.
import type { ToolRow } from "../../../lib/catalog/types";

export interface WriteCheckContext {
  row: ToolRow;
  input: Record<string, unknown>;
  result: unknown;
  /** Calls any tool through its family handler and returns its result (fails the test on an error). */
  read: (tool: string, input: Record<string, unknown>) => Promise<unknown>;
}

export type WriteChecks = Readonly<Record<string, (context: WriteCheckContext) => Promise<void> | void>>;
