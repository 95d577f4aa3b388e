// Stateless sessions that remember one capability: a client that takes URL elicitations gets a
// session id saying so, and only such an id turns a missing connection into an elicitation.
import { describe, expect, it } from "vitest";
import { sessionIdFor, takesUrlElicitation } from "../../lib/mcp/protocol/session";

const initialize = (capabilities: unknown) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities, clientInfo: { name: "t", version: "1" } },
});

describe("MCP sessions", () => {
  it("opens one for an initialize that declares URL elicitations, unique each time", () => {
    const first = sessionIdFor(initialize({ elicitation: { url: {} } }));
    const second = sessionIdFor(initialize({ elicitation: { form: {}, url: {} } }));
    expect(first).toMatch(/^[0-9a-f-]{36}\.url-elicitation$/);
    expect(second).not.toBe(first);
    expect(takesUrlElicitation(first)).toBe(true);
    // Visible ASCII only, as Streamable HTTP requires of a session id.
    expect(first).toMatch(/^[\x21-\x7e]+$/);
  });

  it("opens none for form-only or no elicitation, other methods, or malformed messages", () => {
    for (const body of [
      initialize({}),
      initialize({ elicitation: {} }),
      initialize({ elicitation: { form: {} } }),
      initialize({ elicitation: { url: true } }),
      { jsonrpc: "2.0", id: 2, method: "tools/list", params: { capabilities: { elicitation: { url: {} } } } },
      null,
      "initialize",
      [initialize({ elicitation: { url: {} } })],
    ])
      expect(sessionIdFor(body), JSON.stringify(body)).toBeUndefined();
  });

  it("reads the capability only from a session id that records it", () => {
    expect(takesUrlElicitation(undefined)).toBe(false);
    expect(takesUrlElicitation("")).toBe(false);
    expect(takesUrlElicitation("0b8a3c9e-1d2f-4a5b-8c7d-6e5f4a3b2c1d")).toBe(false);
    expect(takesUrlElicitation("0b8a3c9e-1d2f-4a5b-8c7d-6e5f4a3b2c1d.url-elicitation")).toBe(true);
  });
});
