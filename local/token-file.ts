// The local store of your own accounts' token sets (docs/local.md): one file, encrypted with
// AES-256-GCM (node:crypto) under a key derived with scrypt from a passphrase
// (LOCAL_TOKEN_PASSPHRASE) or from a key file (LOCAL_TOKEN_KEY_FILE, made at the first connect when
// neither exists). The plaintext is one JSON object, `{"<secret id>": "<secret string>"}`: each
// connection's token set exactly as its Secrets Manager secret would hold it (docs/tokens.md), so
// `npm start` and the stdio entry serve it through the local Secrets Manager stand-in and the token
// broker refreshes Xero sets as deployed. Written whole each time: a temporary file renamed over the
// old one, mode 0600, in a folder of mode 0700.
import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCallback } from "node:crypto";
import { chmod, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

const FORMAT = "agent-tools-tokens/1";
/** scrypt's cost: 2^15 (about 30-100 ms), r 8, p 1, as OWASP recommends for scrypt; needs 32 MiB. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const MAX_MEM = 64 * 1024 * 1024;

export interface TokenFileLocation {
  /** The encrypted file. */
  path: string;
  /** The passphrase, when given (LOCAL_TOKEN_PASSPHRASE). */
  passphrase?: string;
  /** Otherwise the key file holding the key material. */
  keyFile: string;
}

/** The folder of the defaults: $XDG_CONFIG_HOME/agent-tools, else ~/.config/agent-tools. */
export function configFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "agent-tools");
}

export function tokenFileLocation(env: NodeJS.ProcessEnv = process.env): TokenFileLocation {
  const folder = configFolder(env);
  return {
    path: env.LOCAL_TOKEN_FILE || join(folder, "connections.enc"),
    ...(env.LOCAL_TOKEN_PASSPHRASE ? { passphrase: env.LOCAL_TOKEN_PASSPHRASE } : {}),
    keyFile: env.LOCAL_TOKEN_KEY_FILE || join(folder, "connections.key"),
  };
}

interface Envelope {
  format: typeof FORMAT;
  kdf: { name: "scrypt"; salt: string; N: number; r: number; p: number };
  cipher: "aes-256-gcm";
  iv: string;
  tag: string;
  data: string;
}

function scrypt(material: Buffer, salt: Buffer, params: { N: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(material, salt, 32, { ...params, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function writePrivate(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/** The key material: the passphrase, or the key file's content (made first when `create`). */
async function keyMaterial(location: TokenFileLocation, create: boolean): Promise<Buffer> {
  if (location.passphrase) return Buffer.from(location.passphrase, "utf8");
  if (!(await exists(location.keyFile))) {
    if (!create) {
      throw new Error(
        `No key for ${location.path}: set LOCAL_TOKEN_PASSPHRASE, or LOCAL_TOKEN_KEY_FILE to the key file (default ${location.keyFile}).`,
      );
    }
    await writePrivate(location.keyFile, `${randomBytes(32).toString("base64url")}\n`);
  }
  const text = (await readFile(location.keyFile, "utf8")).trim();
  if (text.length < 16) throw new Error(`The key file ${location.keyFile} holds less than 16 characters.`);
  return Buffer.from(text, "utf8");
}

/** What authenticates with the ciphertext: the envelope's header, so it cannot be swapped. */
function associatedData(envelope: Pick<Envelope, "format" | "kdf" | "cipher">): Buffer {
  return Buffer.from(JSON.stringify([envelope.format, envelope.kdf, envelope.cipher]));
}

export class TokenFile {
  private constructor(
    readonly location: TokenFileLocation,
    private readonly key: Buffer,
    private readonly kdf: Envelope["kdf"],
  ) {}

  /**
   * Opens the file with its key (derived once). `create`: a missing file (and key file) is made
   * empty; otherwise a missing file is an error that says how to connect an account.
   */
  static async open(location: TokenFileLocation, { create = false } = {}): Promise<TokenFile> {
    const present = await exists(location.path);
    if (!present && !create) {
      throw new Error(
        `No connections are stored at ${location.path}: connect an account first (npm run connect -- xero|ticktick, docs/local.md).`,
      );
    }
    const material = await keyMaterial(location, create);
    if (!present) {
      const kdf = { name: "scrypt" as const, salt: randomBytes(16).toString("base64url"), ...SCRYPT };
      const file = new TokenFile(
        location,
        await scrypt(material, Buffer.from(kdf.salt, "base64url"), kdf),
        kdf,
      );
      await file.write({});
      return file;
    }
    const envelope = TokenFile.envelopeOf(await readFile(location.path, "utf8"), location.path);
    const key = await scrypt(material, Buffer.from(envelope.kdf.salt, "base64url"), envelope.kdf);
    const file = new TokenFile(location, key, envelope.kdf);
    file.decrypt(envelope); // a wrong passphrase or key file fails here, at start
    return file;
  }

  private static envelopeOf(text: string, path: string): Envelope {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`${path} is not a token file (not JSON).`);
    }
    if (envelope?.format !== FORMAT || envelope.kdf?.name !== "scrypt" || envelope.cipher !== "aes-256-gcm") {
      throw new Error(`${path} is not a token file of format ${FORMAT}.`);
    }
    return envelope;
  }

  private decrypt(envelope: Envelope): Record<string, string> {
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(envelope.iv, "base64url"));
    decipher.setAAD(associatedData(envelope));
    decipher.setAuthTag(Buffer.from(envelope.tag, "base64url"));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(Buffer.from(envelope.data, "base64url")), decipher.final()]);
    } catch {
      throw new Error(
        `${this.location.path} cannot be opened with this passphrase or key file (or it was altered).`,
      );
    }
    return JSON.parse(plain.toString("utf8")) as Record<string, string>;
  }

  /** The stored secrets, `{"<secret id>": "<secret string>"}`, as the file holds them now. */
  async read(): Promise<Record<string, string>> {
    const envelope = TokenFile.envelopeOf(await readFile(this.location.path, "utf8"), this.location.path);
    if (envelope.kdf.salt !== this.kdf.salt) {
      // Re-created by another process with a new salt: derive again.
      const reopened = await TokenFile.open(this.location);
      return reopened.read();
    }
    return this.decrypt(envelope);
  }

  /** Replaces the file's content (a new IV every time). */
  async write(secrets: Record<string, string>): Promise<void> {
    const iv = randomBytes(12);
    const header = { format: FORMAT, kdf: this.kdf, cipher: "aes-256-gcm" } as const;
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(associatedData(header));
    const data = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
    const envelope: Envelope = {
      ...header,
      iv: iv.toString("base64url"),
      tag: cipher.getAuthTag().toString("base64url"),
      data: data.toString("base64url"),
    };
    await writePrivate(this.location.path, `${JSON.stringify(envelope, null, 2)}\n`);
  }

  /** Sets one secret, keeping the others. */
  async put(secretId: string, secretString: string): Promise<void> {
    const secrets = await this.read();
    secrets[secretId] = secretString;
    await this.write(secrets);
  }
}
