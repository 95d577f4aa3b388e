// What the MCP task tests share: polling a task until it has ended, and a report's answer without
// the stamp Xero puts on each response, so a task's result and the direct call's can be compared.

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read by path in assertions
export type Json = Record<string, any>;

/** Asks `get` (a tasks/get's result) until the task is no longer `working` (as a client polls, faster). */
export async function settled(get: () => Promise<Json | undefined>, taskId: string): Promise<Json> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const result = await get();
    if (result?.status !== "working") return result ?? {};
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} still working`);
}

/** A report's answer without what Xero makes anew for every response (the envelope's Id and DateTimeUTC). */
export function withoutResponseStamp(result: Json): Json {
  // A report is stamped with the moment it was made (UpdatedDateUTC), as Xero stamps each response.
  const stamp = (text: string) =>
    text
      .replace(/"Id":"[0-9a-f-]{36}"/, '"Id":"<response>"')
      .replace(/"DateTimeUTC":"[^"]*"/, '"DateTimeUTC":"<now>"')
      .replaceAll(/"UpdatedDateUTC":"[^"]*"/g, '"UpdatedDateUTC":"<now>"');
  const { Id: _id, DateTimeUTC: _at, ...structured } = result.structuredContent ?? {};
  const reports = structured.Reports as Json[] | undefined;
  return {
    ...result,
    content: result.content.map((part: Json) =>
      part.type === "text" ? { ...part, text: stamp(part.text) } : part,
    ),
    structuredContent: reports
      ? { ...structured, Reports: reports.map((report) => ({ ...report, UpdatedDateUTC: "<now>" })) }
      : structured,
  };
}
