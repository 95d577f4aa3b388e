// Who the server is and what it tells every agent once (a file of constants, so the plain path can
// answer `initialize` and `server/discover` without the SDK).

export const SERVER_INFO = { name: "agent-tools", version: "0.1.0" };

/** Tools only, a fixed list per URL and caller: no list-changed notices (stateless, nothing to send them on). */
export const SERVER_CAPABILITIES = { tools: { listChanged: false } };

/**
 * What `initialize` and `server/discover` tell the agent (lib/confirmation: tools marked
 * destructiveHint answer a confirmation first; a 2026-07-28 client that takes form elicitations is
 * asked in the call instead, through an input-required result).
 */
export const SERVER_INSTRUCTIONS =
  'A destructive tool (destructiveHint) first answers {confirmationRequired: true, confirmationToken, ...} and changes nothing: show the person what it would change, and only once they agree call it again with the same arguments plus "_confirmation": "<confirmationToken>" (or the token in _meta "io.agent-tools/confirmation").';
