// The one header reader of every entrance: a name matched whatever its case, from API Gateway's
// single-value map or else the first of the multi-value one; anything that is not a string is no value.
import { describe, expect, it } from "vitest";
import { headerOfEvent } from "../../lib/runtime/event-header";

describe("headerOfEvent", () => {
  it("finds a header whatever the case of its name or of the name asked for", () => {
    const event = { headers: { "Idempotency-Key": "k-1", DPoP: "proof" } };
    expect(headerOfEvent(event, "idempotency-key")).toBe("k-1");
    expect(headerOfEvent(event, "DPOP")).toBe("proof");
  });

  it("takes the single-value map first, else the first of the multi-value map", () => {
    expect(
      headerOfEvent(
        { headers: { origin: "https://a" }, multiValueHeaders: { Origin: ["https://b"] } },
        "origin",
      ),
    ).toBe("https://a");
    expect(
      headerOfEvent({ multiValueHeaders: { "X-Xero-Signature": ["sig", "other"] } }, "x-xero-signature"),
    ).toBe("sig");
  });

  it("answers undefined for a missing header, no maps, or values that are not strings", () => {
    expect(headerOfEvent({}, "origin")).toBeUndefined();
    expect(headerOfEvent({ headers: null, multiValueHeaders: null }, "origin")).toBeUndefined();
    expect(headerOfEvent({ headers: { origin: undefined } }, "origin")).toBeUndefined();
    expect(
      headerOfEvent({ headers: { origin: 7 }, multiValueHeaders: { origin: [8] } }, "origin"),
    ).toBeUndefined();
    expect(headerOfEvent({ multiValueHeaders: { origin: "not-a-list" } }, "origin")).toBeUndefined();
    expect(headerOfEvent({ multiValueHeaders: { origin: [] } }, "origin")).toBeUndefined();
  });
});
