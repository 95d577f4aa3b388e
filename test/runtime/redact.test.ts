// Scrubbing a secret out of any value: every occurrence, at any depth, on a copy; values too short
// to be a secret are left alone, since replacing them would mangle ordinary text.
import { describe, expect, it } from "vitest";
import { REDACTED, redact } from "../../lib/runtime/redact";

const SECRET = "tok-3f9a8b7c6d";

describe("redact", () => {
  it("replaces every occurrence in a string", () => {
    expect(redact(`Bearer ${SECRET} (again: ${SECRET}${SECRET})`, SECRET)).toBe(
      `Bearer ${REDACTED} (again: ${REDACTED}${REDACTED})`,
    );
    expect(REDACTED).toBe("[REDACTED]");
  });

  it("walks arrays and objects to any depth and leaves the original untouched", () => {
    const original = {
      message: `token ${SECRET}`,
      nested: { list: ["ok", `x${SECRET}y`, { deep: [SECRET] }] },
      count: 3,
      flag: true,
      none: null,
    };
    const copy = structuredClone(original);
    expect(redact(original, SECRET)).toEqual({
      message: `token ${REDACTED}`,
      nested: { list: ["ok", `x${REDACTED}y`, { deep: [REDACTED] }] },
      count: 3,
      flag: true,
      none: null,
    });
    expect(original).toEqual(copy);
  });

  it("does not treat values shorter than 8 characters as secrets", () => {
    expect(redact("the id is abc1234 here", "abc1234")).toBe("the id is abc1234 here");
    expect(redact({ a: "1234567" }, "1234567")).toEqual({ a: "1234567" });
    expect(redact("an 8-char 12345678 secret", "12345678")).toBe(`an 8-char ${REDACTED} secret`);
  });

  it("keeps values without the secret, and non-text values, as they are", () => {
    expect(redact("nothing to hide", SECRET)).toBe("nothing to hide");
    expect(redact(42, SECRET)).toBe(42);
    expect(redact(undefined, SECRET)).toBeUndefined();
    expect(redact(null, SECRET)).toBeNull();
  });
});
