// A refusal of an OAuth caller by the function side (caller-checks.ts, caller-proof.ts): a typed
// error that also carries the challenge its HTTP answer sends in `WWW-Authenticate`.
import { ToolError } from "../runtime/errors";

/** A refusal of an OAuth caller, with the challenge its HTTP answer carries in `WWW-Authenticate`. */
export class OAuthRefusal extends ToolError {
  constructor(
    type: "AuthError" | "Forbidden",
    message: string,
    readonly wwwAuthenticate: string,
  ) {
    super(type, message);
  }
}
