// Who the server is and what it tells every agent once (a file of constants, so the plain path can
// answer `initialize` and `server/discover` without the SDK).

export const SERVER_INFO = { name: "agent-tools", version: "0.1.0" };

/** Tools only, a fixed list per URL and caller: no list-changed notices (stateless, nothing to send them on). */
export const SERVER_CAPABILITIES = { tools: { listChanged: false } };

/**
 * What `initialize` and `server/discover` tell the agent, in every handshake, so kept short: what
 * structuredContent holds (lib/catalog/output-schema.ts, discovery/output-schemas.ts), and how a
 * destructive tool confirms (lib/confirmation) in each generation: a 2026-07-28 client that declares
 * form elicitation is asked in the call (modern-call.ts); any other gets the token to repeat.
 */
export const SERVER_INSTRUCTIONS =
  "Each answer's structuredContent matches its tool's outputSchema. A destructive tool (destructiveHint) changes nothing until the person agrees. " +
  "On protocol 2026-07-28, if the client declares form elicitation, the call returns an input-required result: the client asks the person, then retries. " +
  'Otherwise (and on 2025 protocols) it first answers {confirmationRequired: true, confirmationToken, ...}: show the person what would change, and only once they agree call it again with the same arguments plus "_confirmation": "<confirmationToken>" (or the token in _meta "io.agent-tools/confirmation").';
