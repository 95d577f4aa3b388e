// A JSON answer as tests read it: field by field, without declaring every shape.
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers field by field.
export type Json = Record<string, any>;
