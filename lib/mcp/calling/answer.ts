// A catalog tool's answer as an MCP CallToolResult, held to the request's result budget. Loaded on
// the first tools/call (call-tool.ts imports it on demand): a cold tools/list needs none of it.

import type { CallToolResult } from "@modelcontextprotocol/server";
import { pagingOf } from "../../catalog/paging";
import type { ToolRow } from "../../catalog/types";
import { fitResult } from "../../results/fit";
import { grouped } from "../../results/grouped";
import { modelText } from "../../results/model-text";
import type { ResultBudget } from "./budget";
import { type FileStore, fileToolResult, isFileAnswer, storedFileResult } from "./file-content";
import { StoredResult } from "./invoker";
import { recordToolOf } from "./record-tool";

/** How an answer is held to the request's result budget (budget.ts). */
export interface AnswerContext {
  /** The tool's name as the caller gave it. */
  calledAs: string;
  /** The arguments it ran with, including a page the surface added. */
  input: Record<string, unknown>;
  addedPage?: boolean;
  budget: ResultBudget;
  /** Told when records were left out or summarised to fit the budget (the BudgetTruncated metric). */
  onTruncated?: () => void;
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
  if (fitted.truncated) context.onTruncated?.();
  const partial = fitted.partial;
  if (!partial) {
    // A list or a bare value is wrapped as `{result}` only because structuredContent must be an object.
    const wrapped = !result || typeof result !== "object" || Array.isArray(result);
    const whole = wrapped ? fitted.structured.result : fitted.structured;
    return { content: [{ type: "text", text: modelText(whole) }], structuredContent: fitted.structured };
  }
  // The note leads the text; the rest of `_partial` (the next call) stays in the JSON after it.
  const { note, ...rest } = partial;
  const text = `${note}\n${modelText({ ...fitted.structured, _partial: rest })}`;
  return { content: [{ type: "text", text }], structuredContent: fitted.structured };
}

/** A file too large to embed, put in the results bucket; the store's SDK loads on this path only. */
const storeFile: FileStore = async (file) => {
  const { storeFileResult } = await import("../../results/store");
  return storeFileResult(file);
};

/**
 * An answer the family stored because it was over Lambda's 6 MB (a list the upstream does not page):
 * a link to the whole of it, and what narrows it, for the model.
 */
function storedToolResult(row: ToolRow, stored: StoredResult, context: AnswerContext): CallToolResult {
  const { location } = stored;
  const narrowWith = pagingOf(row).filters.map((param) => param.name);
  const records = location.records === undefined ? "" : ` (${grouped(location.records)} records)`;
  const note =
    `The answer of ${context.calledAs} is ${grouped(location.bytes)} bytes${records}, too large to return ` +
    `here; it is stored at the link below until ${location.expiresAt}. ` +
    (narrowWith.length > 0
      ? `Narrow it with ${narrowWith.join(", ")}.`
      : "This tool has no parameters to narrow it with.");
  const partial = {
    note,
    shown: 0,
    ...(location.records === undefined ? {} : { of: location.records }),
    ...(narrowWith.length > 0 ? { narrowWith } : {}),
  };
  return {
    content: [
      { type: "text", text: note },
      {
        type: "resource_link",
        uri: location.url,
        name: `${context.calledAs} answer`,
        mimeType: location.contentType,
        size: location.bytes,
      },
    ],
    structuredContent: { _partial: partial, resultLocation: location },
  };
}

export async function toolResult(
  row: ToolRow,
  result: unknown,
  context: AnswerContext,
): Promise<CallToolResult> {
  if (result instanceof StoredResult) {
    if (row.result === "file") return storedFileResult(result.location, context.calledAs);
    return storedToolResult(row, result, context);
  }
  if (isFileAnswer(row, result)) {
    return fileToolResult(result, context.calledAs, context.budget.inlineFileBytes, storeFile);
  }
  return jsonToolResult(row, result, context);
}
