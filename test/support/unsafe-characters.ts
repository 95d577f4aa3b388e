// What no printed audit field may carry raw (lib/audit/printable.ts escapes them), written here on
// its own so the tests do not take the implementation's word for it: C0 (tab and line feed
// included), DEL, C1, the bidi controls, the line and paragraph separators.
export const UNSAFE_PRINTED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
