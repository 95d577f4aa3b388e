// Confirmation tokens alone: what they bind, each reason a token is refused, key rotation, the key
// and the two deployment settings.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { canonicalJson } from "../../lib/confirmation/canonical";
import { MIN_KEY_BYTES, parseKeys, resetSigningKeys, signingKeys } from "../../lib/confirmation/keys";
import { confirmationSettings } from "../../lib/confirmation/settings";
import {
  CONFIRMATION_TTL_MS,
  type ConfirmedCall,
  checkToken,
  issueToken,
  refusal,
} from "../../lib/confirmation/token";

const key = randomBytes(32);
const now = Date.UTC(2026, 10, 25, 12);
const call: ConfirmedCall = {
  tool: "TasksApi.DeleteTasksProject",
  principal: "u-alice",
  input: { project_id: "p1", nested: { b: 2, a: 1 } },
};

function tamper(token: string, part: 1 | 2): string {
  const parts = token.split(".");
  const text = parts[part] as string;
  const swapped = text[5] === "A" ? "B" : "A";
  parts[part] = `${text.slice(0, 5)}${swapped}${text.slice(6)}`;
  return parts.join(".");
}

describe("canonical JSON", () => {
  it("sorts keys at every depth, keeps array order, drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(undefined)).toBe("null");
  });
});

describe("confirmation tokens", () => {
  it("confirm exactly the call they were issued for, whatever the key order, until they expire", () => {
    const { token, expiresAt } = issueToken(call, [key], now);
    expect(new Date(expiresAt).getTime()).toBe(now + CONFIRMATION_TTL_MS);
    const reordered = { ...call, input: { nested: { a: 1, b: 2 }, project_id: "p1" } };
    expect(checkToken(token, reordered, [key], now + CONFIRMATION_TTL_MS - 1000)).toBeUndefined();
    expect(checkToken(token, call, [key], now + CONFIRMATION_TTL_MS)).toBe("expired");
  });

  it("hold neither the principal nor the arguments in clear", () => {
    const { token } = issueToken(call, [key], now);
    const claims = Buffer.from(token.split(".")[1] as string, "base64url").toString();
    expect(claims).not.toContain("u-alice");
    expect(claims).not.toContain("p1");
  });

  it("are refused for another tool, principal, arguments or idempotency key, naming the reason", () => {
    const { token } = issueToken(call, [key], now);
    expect(checkToken(token, { ...call, tool: "TasksApi.DeleteSpecificTask" }, [key], now)).toBe(
      "other-tool",
    );
    expect(checkToken(token, { ...call, principal: "u-bob" }, [key], now)).toBe("other-principal");
    expect(checkToken(token, { ...call, principal: "" }, [key], now)).toBe("other-principal");
    expect(
      checkToken(token, { ...call, input: { project_id: "p2", nested: { a: 1, b: 2 } } }, [key], now),
    ).toBe("other-arguments");
    expect(checkToken(token, { ...call, idempotencyKey: "k-1" }, [key], now)).toBe("other-arguments");
    const keyed = issueToken({ ...call, idempotencyKey: "k-1" }, [key], now).token;
    expect(checkToken(keyed, { ...call, idempotencyKey: "k-1" }, [key], now)).toBeUndefined();
    expect(checkToken(keyed, { ...call, idempotencyKey: "k-2" }, [key], now)).toBe("other-arguments");
    expect(checkToken(keyed, call, [key], now)).toBe("other-arguments");
  });

  it("are refused when altered, signed with another key, or not tokens at all", () => {
    const { token } = issueToken(call, [key], now);
    expect(checkToken(tamper(token, 1), call, [key], now)).toBe("signature");
    expect(checkToken(tamper(token, 2), call, [key], now)).toBe("signature");
    expect(checkToken(token, call, [randomBytes(32)], now)).toBe("signature");
    // Claims re-signed by someone without the key: a longer expiry does not help.
    const [, payload = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { e: number };
    const later = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3600 })).toString("base64url");
    expect(checkToken(`ct1.${later}.${token.split(".")[2]}`, call, [key], now)).toBe("signature");
    for (const bad of [
      "",
      "abc",
      "ct1..",
      `ct2.${payload}.${token.split(".")[2]}`,
      `${token}x`,
      "x".repeat(5000),
    ]) {
      expect(checkToken(bad, call, [key], now)).toBe("malformed");
    }
  });

  it("signed claims that are no claims are malformed", async () => {
    const { createHmac } = await import("node:crypto");
    const payload = Buffer.from("not json").toString("base64url");
    const signature = createHmac("sha256", key).update(`ct1.${payload}`).digest("base64url");
    expect(checkToken(`ct1.${payload}.${signature}`, call, [key], now)).toBe("malformed");
  });

  it("verify with a previous key during a rotation; the first key signs", () => {
    const [current, previous] = [randomBytes(32), randomBytes(32)];
    const old = issueToken(call, [previous], now).token;
    expect(checkToken(old, call, [current, previous], now)).toBeUndefined();
    const fresh = issueToken(call, [current, previous], now).token;
    expect(checkToken(fresh, call, [current], now)).toBeUndefined();
    expect(checkToken(fresh, call, [previous], now)).toBe("signature");
  });

  it("refusals are Forbidden, name the reason and say how to go on", () => {
    const error = refusal("expired", "TasksApi_DeleteTasksProject");
    expect(error.type).toBe("Forbidden");
    expect(error.message).toMatch(
      /^Confirmation refused \(expired\).*Nothing was changed.*TasksApi_DeleteTasksProject/,
    );
    expect(error.details).toEqual({ confirmation: "expired" });
  });
});

describe("the signing key", () => {
  afterEach(() => resetSigningKeys());

  it("is one random key per process without a secret, outside Lambda", async () => {
    const [first] = await signingKeys({});
    expect(first?.length).toBe(MIN_KEY_BYTES);
    expect((await signingKeys({}))[0]).toBe(first);
    resetSigningKeys();
    expect((await signingKeys({}))[0]?.equals(first as Buffer)).toBe(false);
  });

  it("is required in Lambda: a key per container would refuse most confirmations", async () => {
    await expect(signingKeys({ AWS_LAMBDA_FUNCTION_NAME: "f" })).rejects.toThrow(
      /CONFIRMATION_KEY_SECRET_ID/,
    );
  });

  it("a secret holds one or more keys of at least 32 characters", () => {
    const a = "a".repeat(32);
    const b = "b".repeat(40);
    expect(parseKeys(`${a} ${b}\n`).map(String)).toEqual([a, b]);
    for (const bad of [undefined, "", "short", `${a} short`])
      expect(() => parseKeys(bad)).toThrow(/at least 32/);
  });
});

describe("the settings", () => {
  it("default to confirming and to refusing callers that cannot confirm", () => {
    expect(confirmationSettings({})).toEqual({ confirm: true, unattended: "refuse" });
    expect(confirmationSettings({ CONFIRM_DESTRUCTIVE: "off", UNATTENDED_DESTRUCTIVE: "allow" })).toEqual({
      confirm: false,
      unattended: "allow",
    });
  });

  it("refuse a value that is neither choice rather than pick one", () => {
    expect(() => confirmationSettings({ CONFIRM_DESTRUCTIVE: "no" })).toThrow(
      /CONFIRM_DESTRUCTIVE must be on or off/,
    );
    expect(() => confirmationSettings({ UNATTENDED_DESTRUCTIVE: "yes" })).toThrow(/allow or refuse/);
  });
});
