// The shape of a worked example: a valid input for a tool, with a phrase saying what it asks for.
// Examples decorate the rows (hand-written, like the descriptions); the rows stay the facts.

export interface Example {
  /** What this call asks for, in a few words. */
  summary: string;
  input: Readonly<Record<string, unknown>>;
}

/** A toolkit's examples, by catalog tool name; schema-mode tools have one per mode. */
export type ToolExamples = Readonly<Record<string, readonly Example[]>>;
