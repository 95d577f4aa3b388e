// A token request's DPoP proof (RFC 9449 §5): checked when the client sent one, its key's
// thumbprint then binds the tokens; without one the client gets bearer tokens.
import { dpopReplayStore, InvalidDpopProof, verifyDpopProof } from "../dpop";
import { OAuthError, type OAuthRequest } from "../http";
import type { DeploymentProvider } from "../provider";

export async function dpopKeyOf(
  req: OAuthRequest,
  provider: DeploymentProvider,
): Promise<string | undefined> {
  const proof = req.headers.dpop;
  if (proof === undefined) return undefined;
  const { store, issuer, now = Date.now } = provider.options;
  const seconds = () => Math.floor(now() / 1000);
  try {
    const { jkt } = await verifyDpopProof(
      proof,
      { method: "POST", url: `${issuer}/token` },
      dpopReplayStore(store, seconds),
      seconds,
    );
    return jkt;
  } catch (error) {
    if (error instanceof InvalidDpopProof) throw new OAuthError(error.error, error.message);
    throw error;
  }
}
