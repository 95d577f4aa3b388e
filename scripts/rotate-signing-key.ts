// Rotates the access-token signing keys (lib/oauth/signing-key.ts) in their Secrets Manager secret.
// A rotation puts a new ES256 key (its private JWK) in front of the set and keeps the others, so
// every token already issued still verifies; the new key is in the JWKS at once and starts signing
// once it has been in the set KEY_PUBLISH_SECONDS (by then every authorizer has read it, and the
// JWKS a gateway caches names it). `--retire` then drops the older keys, HS256 ones included, once
// no token they signed can still be valid. A secret that still holds a plain HS256 key becomes a
// key set whose older key keeps the kid derived from it. Key material is never printed.
//
//   npm run rotate-signing-key -- --secret-id <id>            add a new current key
//   npm run rotate-signing-key -- --secret-id <id> --retire   drop the keys older than the newest
import { parseArgs } from "node:util";
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from "@aws-sdk/client-secrets-manager";
import { ACCESS_TOKEN_LIFETIME_SECONDS } from "../lib/oauth/access-token";
import { KEY_PUBLISH_SECONDS, KEY_SET_REFRESH_SECONDS } from "../lib/oauth/signing-key";
import { newEs256Key } from "../lib/oauth/signing-key-es256";
import { parseKeySet, type SigningKey, serializeKeySet } from "../lib/oauth/signing-key-set";

const USAGE = `Usage: npm run rotate-signing-key -- --secret-id <id> [--retire]

Adds a new ES256 access-token signing key to the secret (the OAuthFrontDoor's SigningKey secret,
the stack output's OAuthSigningKeySecret or its ARN), keeping the previous keys so issued tokens
still verify. With --retire, drops every key but the newest, once that is safe.
Honours AWS_REGION, AWS_PROFILE and AWS_ENDPOINT_URL_SECRETS_MANAGER.
`;

/**
 * How old the newest key must be before the older ones go: it starts signing after
 * KEY_PUBLISH_SECONDS, every signer has read it KEY_SET_REFRESH_SECONDS later, and the last token an
 * older key signed expires one token lifetime after that.
 */
export const RETIRE_AFTER_SECONDS =
  KEY_PUBLISH_SECONDS + KEY_SET_REFRESH_SECONDS + ACCESS_TOKEN_LIFETIME_SECONDS;

export interface RotationResult {
  keys: SigningKey[];
  message: string;
}

/** The key set after adding a new ES256 key in front of `current`'s keys. */
export async function rotated(current: string, nowSeconds: number): Promise<RotationResult> {
  const keys = [await newEs256Key(nowSeconds), ...parseKeySet(current)];
  const [added] = keys;
  return {
    keys,
    message:
      `Added ES256 signing key ${added?.kid} in front of ${keys.length - 1} older key(s) (${keys
        .slice(1)
        .map((key) => key.kid)
        .join(
          ", ",
        )}). It is in the JWKS at once and signs from ${minutes(KEY_PUBLISH_SECONDS)} from now, once every ` +
      `verifier has read it; from then no HS256 token is signed, and the older keys keep verifying. Run again with --retire from ${minutes(RETIRE_AFTER_SECONDS)} from now ` +
      `(one access-token lifetime, ${minutes(ACCESS_TOKEN_LIFETIME_SECONDS)}, after every signer has switched).`,
  };
}

/** The key set without the keys older than the newest, or why that is not safe yet. */
export function retired(current: string, nowSeconds: number): RotationResult | { refused: string } {
  const keys = parseKeySet(current);
  const [newest, ...older] = keys;
  if (!newest || older.length === 0) return { refused: "The secret holds one key: nothing to retire." };
  if (newest.createdAt === undefined)
    return { refused: `The newest key (${newest.kid}) has no creation time: rotate first.` };
  const age = nowSeconds - newest.createdAt;
  if (age < RETIRE_AFTER_SECONDS) {
    return {
      refused:
        `The newest key (${newest.kid}) is ${minutes(age)} old; tokens signed with the older keys may still be valid ` +
        `until it is ${minutes(RETIRE_AFTER_SECONDS)} old (its publication, every signer's switch, and one access-token ` +
        `lifetime). Run --retire again in ${minutes(RETIRE_AFTER_SECONDS - age)}.`,
    };
  }
  return {
    keys: [newest],
    message: `Retired ${older.length} key(s) (${older.map((key) => key.kid).join(", ")}); ${newest.kid} is the only key. Tokens they signed have all expired.`,
  };
}

function minutes(seconds: number): string {
  return `${Math.max(0, Math.ceil(seconds / 60))} min`;
}

interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export async function rotateSigningKey(
  argv: string[],
  io: Io = process,
  client: SecretsManagerClient = new SecretsManagerClient({}),
  now: () => number = () => Date.now() / 1000,
): Promise<number> {
  let options: { "secret-id"?: string; retire?: boolean; help?: boolean };
  try {
    ({ values: options } = parseArgs({
      args: argv,
      options: {
        "secret-id": { type: "string" },
        retire: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const secretId = options["secret-id"];
  if (!secretId) {
    io.stderr.write(`--secret-id is required.\n\n${USAGE}`);
    return 2;
  }
  try {
    const read = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!read.SecretString) throw new Error(`The secret ${secretId} holds no string.`);
    const result = options.retire
      ? retired(read.SecretString, now())
      : await rotated(read.SecretString, now());
    if ("refused" in result) {
      io.stderr.write(`${result.refused}\n`);
      return 1;
    }
    await client.send(
      new PutSecretValueCommand({ SecretId: secretId, SecretString: serializeKeySet(result.keys) }),
    );
    io.stdout.write(`${result.message}\n`);
    return 0;
  } catch (error) {
    // The SDK's and the parser's messages name the secret and the problem, never key material.
    io.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await rotateSigningKey(process.argv.slice(2));
}
