// The access-token signing key, shared by the authorization server (signs) and the authorizer and
// local gateway (verify): given directly in local runs, else read from its Secrets Manager secret.
import { awsSecrets } from "../auth/secrets-manager";

export async function signingKeyOf(settings: {
  signingKey?: string;
  signingKeySecretId?: string;
}): Promise<string> {
  if (settings.signingKey) return settings.signingKey;
  if (!settings.signingKeySecretId)
    throw new Error("Set OAUTH_SIGNING_KEY_SECRET_ID (docs/remote-access.md).");
  const key = await awsSecrets.read(settings.signingKeySecretId);
  if (!key) throw new Error(`The signing key secret ${settings.signingKeySecretId} is empty.`);
  return key;
}
