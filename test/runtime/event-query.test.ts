// An API Gateway event's query string, as the mcp handler (?preset=, ?mode=) and the OAuth adapter
// (/authorize's parameters) read it: every value of a repeated parameter, from whichever map the
// event carries.
import { describe, expect, it } from "vitest";
import { queryOfEvent } from "../../lib/runtime/event-query";

describe("queryOfEvent", () => {
  it("keeps every value of a repeated parameter from the multi-value map", () => {
    const query = queryOfEvent({
      queryStringParameters: { state: "b" },
      multiValueQueryStringParameters: { state: ["a", "b"], preset: ["tasks"] },
    });
    expect(query.getAll("state")).toEqual(["a", "b"]);
    expect(query.get("preset")).toBe("tasks");
  });

  it("reads the single-value map when the event has no multi-value one", () => {
    const query = queryOfEvent({ queryStringParameters: { mode: "discover", empty: undefined } });
    expect([...query]).toEqual([["mode", "discover"]]);
  });

  it("is empty for an event without a query", () => {
    expect([...queryOfEvent({ queryStringParameters: null, multiValueQueryStringParameters: null })]).toEqual(
      [],
    );
    expect([...queryOfEvent({})]).toEqual([]);
  });
});
