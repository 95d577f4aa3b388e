// A token set that could not be written to Secrets Manager, sealed for the refresh lease record
// (docs/tokens.md, "A set that cannot be written"). AES-256-GCM from node:crypto, with a key derived
// by HKDF-SHA256 from the OAuth client secret the refresh used: whoever may refresh the connection
// holds that secret, nobody who reads only the table does. The connection's secret id and the
// set's issue time are the additional authenticated data, so a record cannot be moved to another
// connection or made to look newer than it is.
//
// node:crypto is imported on first use: a cold start that seals nothing never loads it.
import { parseTokenSet, serializeTokenSet, type TokenSet } from "./token-set";

/** What the lease record stores of a held set; `issuedAt` in clear, for ordering and conditions. */
export interface SealedSet {
  /** Epoch milliseconds: when the token endpoint issued the set. */
  issuedAt: number;
  salt: Uint8Array;
  iv: Uint8Array;
  tag: Uint8Array;
  ciphertext: Uint8Array;
}

const KEY_INFO = "agent-tools/held-token-set/v1";
const SALT_BYTES = 16;
/** GCM's recommended nonce size. */
const IV_BYTES = 12;
/** The full 16-byte tag, and only that: a shorter tag presented on opening is refused. */
const TAG = { authTagLength: 16 } as const;

const additionalData = (secretId: string, issuedAt: number) =>
  Buffer.from(`${KEY_INFO}\n${secretId}\n${issuedAt}`, "utf8");

async function keyFor(clientSecret: string, salt: Uint8Array): Promise<Buffer> {
  const { hkdf } = await import("node:crypto");
  const key = await new Promise<ArrayBuffer>((resolve, reject) =>
    hkdf("sha256", clientSecret, salt, KEY_INFO, 32, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return Buffer.from(key);
}

/** Seals a set issued at `set.issuedAt` for connection `secretId`. */
export async function sealTokenSet(
  set: TokenSet & { issuedAt: number },
  clientSecret: string,
  secretId: string,
): Promise<SealedSet> {
  const { createCipheriv, randomBytes } = await import("node:crypto");
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", await keyFor(clientSecret, salt), iv, TAG);
  cipher.setAAD(additionalData(secretId, set.issuedAt));
  const plaintext = Buffer.from(serializeTokenSet(set, set.issuedAt), "utf8");
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { issuedAt: set.issuedAt, salt, iv, tag: cipher.getAuthTag(), ciphertext };
}

/**
 * The set a record holds; throws when it cannot be opened (another client secret, another
 * connection, a changed byte). The error says nothing of the content.
 */
export async function openTokenSet(
  sealed: SealedSet,
  clientSecret: string,
  secretId: string,
): Promise<TokenSet & { issuedAt: number }> {
  const { createDecipheriv } = await import("node:crypto");
  let plaintext: string;
  try {
    const key = await keyFor(clientSecret, sealed.salt);
    const decipher = createDecipheriv("aes-256-gcm", key, sealed.iv, TAG);
    decipher.setAAD(additionalData(secretId, sealed.issuedAt));
    decipher.setAuthTag(sealed.tag);
    plaintext = Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("the held token set does not open with this connection's OAuth client secret");
  }
  return { ...parseTokenSet(plaintext, secretId), issuedAt: sealed.issuedAt };
}
