// A catalog tool's answer as an MCP CallToolResult, held to the request's result budget. Loaded on
// the first tools/call (call-tool.ts imports it on demand): a cold tools/list needs none of it.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRow } from "../catalog/types";
import { fitResult } from "../results/fit";
import { modelText } from "../results/model-text";
import type { ResultBudget } from "./budget";
import { type FileStore, fileToolResult, isFileResult } from "./file-content";
import { recordToolOf } from "./record-tool";

/** How an answer is held to the request's result budget (budget.ts). */
export interface AnswerContext {
  /** The tool's name as the caller gave it. */
  calledAs: string;
  /** The arguments it ran with, including a page the surface added. */
  input: Record<string, unknown>;
  addedPage?: boolean;
  budget: ResultBudget;
}

/**
 * A catalog tool's answer: the records that fit the budget in structuredContent (with `_partial`
 * saying how to go on, fit.ts) and the same as compact text without empty members (model-text.ts),
 * led by the partial note. Files are file-content.ts's.
 */
function jsonToolResult(row: ToolRow, result: unknown, context: AnswerContext): CallToolResult {
  const recordTool = recordToolOf(row);
  const fitted = fitResult(result, {
    row,
    calledAs: context.calledAs,
    input: context.input,
    budgetChars: context.budget.chars,
    ...(context.addedPage ? { addedPage: true } : {}),
    ...(recordTool ? { recordTool } : {}),
  });
  const partial = fitted.partial;
  if (!partial)
    return {
      content: [{ type: "text", text: modelText(fitted.structured) }],
      structuredContent: fitted.structured,
    };
  // The note leads the text; the rest of `_partial` (the next call) stays in the JSON after it.
  const { note, ...rest } = partial;
  const text = `${note}\n${modelText({ ...fitted.structured, _partial: rest })}`;
  return { content: [{ type: "text", text }], structuredContent: fitted.structured };
}

/** A file too large to embed, put in the results bucket; the store's SDK loads on this path only. */
const storeFile: FileStore = async (file) => {
  const { storeFileResult } = await import("../results/store");
  return storeFileResult(file);
};

export async function toolResult(
  row: ToolRow,
  result: unknown,
  context: AnswerContext,
): Promise<CallToolResult> {
  if (isFileResult(row, result)) {
    return fileToolResult(result, context.calledAs, context.budget.inlineFileBytes, storeFile);
  }
  return jsonToolResult(row, result, context);
}
