// The encrypted token file of local runs (local/token-file.ts): AES-256-GCM under a scrypt key from
// a passphrase or a key file; nothing readable without the key, nothing accepted once altered.
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TokenFile, tokenFileLocation } from "../../local/token-file";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "agent-tools-token-file-"));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const SET = JSON.stringify({ access_token: "at-123456789", refresh_token: "rt-123456789" });

describe("token file", () => {
  it("defaults to the config folder, and takes the passphrase or key file from the environment", () => {
    expect(tokenFileLocation({ XDG_CONFIG_HOME: "/x" })).toEqual({
      path: "/x/agent-tools/connections.enc",
      keyFile: "/x/agent-tools/connections.key",
    });
    expect(
      tokenFileLocation({
        LOCAL_TOKEN_FILE: "/a/t.enc",
        LOCAL_TOKEN_KEY_FILE: "/b/k",
        LOCAL_TOKEN_PASSPHRASE: "p",
      }),
    ).toEqual({ path: "/a/t.enc", keyFile: "/b/k", passphrase: "p" });
  });

  it("round-trips with a passphrase, and another passphrase opens nothing", async () => {
    const location = { path: join(folder, "t.enc"), keyFile: join(folder, "k"), passphrase: "correct horse" };
    const file = await TokenFile.open(location, { create: true });
    await file.put("agent-tools/local/ledger", SET);
    expect(await (await TokenFile.open(location)).read()).toEqual({ "agent-tools/local/ledger": SET });
    const text = await readFile(location.path, "utf8");
    expect(text).not.toContain("at-123456789");
    expect(JSON.parse(text)).toMatchObject({
      format: "agent-tools-tokens/1",
      cipher: "aes-256-gcm",
      kdf: { name: "scrypt", N: 32768, r: 8, p: 1 },
    });
    await expect(TokenFile.open({ ...location, passphrase: "wrong horse" })).rejects.toThrow(
      /cannot be opened/,
    );
    // No key file was made: the passphrase is the key material.
    await expect(stat(location.keyFile)).rejects.toThrow();
  });

  it("makes a key file (0600) at first use, and refuses a file altered on disk", async () => {
    const location = { path: join(folder, "sub", "t.enc"), keyFile: join(folder, "sub", "k") };
    await (await TokenFile.open(location, { create: true })).put("agent-tools/local/tasks", SET);
    expect((await stat(location.keyFile)).mode & 0o777).toBe(0o600);
    expect((await stat(join(folder, "sub"))).mode & 0o777).toBe(0o700);
    const envelope = JSON.parse(await readFile(location.path, "utf8"));
    const data = Buffer.from(envelope.data, "base64url");
    data[0] = (data[0] ?? 0) ^ 1;
    await writeFile(location.path, JSON.stringify({ ...envelope, data: data.toString("base64url") }));
    await expect(TokenFile.open(location)).rejects.toThrow(/altered/);
  });

  it("says how to connect when there is no file, and never makes one unasked", async () => {
    const location = { path: join(folder, "none.enc"), keyFile: join(folder, "k") };
    await expect(TokenFile.open(location)).rejects.toThrow(/npm run connect/);
    await expect(stat(location.keyFile)).rejects.toThrow();
  });
});
