// The records of a tool's answer, one reading for every layer that counts or cuts them (the result
// budget, the stored answer's record count): a bare list, or the longest list of an object
// (Xero's `{"Invoices": [...]}`, TickTick's `{project, tasks, columns}`).

export function collectionOf(result: unknown): { key?: string; records: unknown[] } | undefined {
  if (Array.isArray(result)) return result.length > 0 ? { records: result } : undefined;
  if (!result || typeof result !== "object") return undefined;
  let longest: { key: string; records: unknown[] } | undefined;
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value) && value.length > 0 && value.length > (longest?.records.length ?? 0))
      longest = { key, records: value };
  }
  return longest;
}
