// The confirmation of a whole script: a run stopped at a call that would lose something answers
// this token, and the same code sent again with it (and the same key) runs, every such call
// confirmed. A confirmation token of lib/confirmation whose "tool" is `execute` and whose arguments
// are the code's hash and the key: signed with the deployment's key, bound to the person, five
// minutes long; a token of any single tool is refused here, and this one by every tool.
import { createHash } from "node:crypto";
import { ToolError } from "../runtime/errors";

/** The name the token is issued for; no catalog tool has a name without a toolkit. */
const SCRIPT_TOOL = "execute";

export interface ScriptIdentity {
  code: string;
  principal: string;
  idempotencyKey?: string;
}

function confirmedScript(script: ScriptIdentity) {
  const codeHash = createHash("sha256").update(script.code).digest("base64url");
  return {
    tool: SCRIPT_TOOL,
    principal: script.principal,
    input: { code: codeHash },
    ...(script.idempotencyKey !== undefined ? { idempotencyKey: script.idempotencyKey } : {}),
  };
}

export async function issueScriptToken(
  script: ScriptIdentity,
): Promise<{ token: string; expiresAt: string }> {
  const [{ issueToken, confirmationClock }, { signingKeys }] = await Promise.all([
    import("../confirmation/token"),
    import("../confirmation/keys"),
  ]);
  return issueToken(confirmedScript(script), await signingKeys(), confirmationClock.now());
}

/** Throws the refusal naming why the token does not confirm this script now. */
export async function checkScriptToken(token: string, script: ScriptIdentity): Promise<void> {
  const [{ checkToken, confirmationClock }, { signingKeys }] = await Promise.all([
    import("../confirmation/token"),
    import("../confirmation/keys"),
  ]);
  const reason = checkToken(token, confirmedScript(script), await signingKeys(), confirmationClock.now());
  if (!reason) return;
  const why = reason === "other-arguments" ? "other code (or another idempotency_key)" : reason;
  throw new ToolError(
    "Forbidden",
    `Confirmation refused (${why}): the confirmation_token does not confirm this script. Nothing was run. ` +
      "Send the script without a token to get a new one, and confirm with that.",
    { details: { confirmation: reason } },
  );
}
