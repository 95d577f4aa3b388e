// The signing path of lib/aws/lambda-invoke.ts (sigV4Signer: @smithy/signature-v4 with our SHA-256
// on node:crypto, the path URI-escaped as for every service but S3) against AWS's published SigV4
// test suite (test/fixtures/sigv4/README.md): for each vector, with its fixed date, region, service
// and credentials, the canonical request, the string to sign and the Authorization header must be
// the ones AWS published. No test here reaches AWS, so this is what proves the signature.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type SignableRequest, sigV4Signer } from "../../lib/aws/lambda-invoke";

const DIR = join(import.meta.dirname, "../fixtures/sigv4");
const vectors = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Context {
  credentials: { access_key_id: string; secret_access_key: string; token?: string };
  region: string;
  service: string;
  sign_body: boolean;
  timestamp: string;
}

const read = (vector: string, file: string) => readFileSync(join(DIR, vector, file), "utf8");

/**
 * `request.txt` (`METHOD path HTTP/1.1`, `Name:value` lines, a blank line, the body) as the signer's
 * request: the path and query as written (raw, decoded), a repeated header's values joined by `,`,
 * a folded continuation line joined to its header's value by a space.
 */
function parseRequest(text: string): SignableRequest {
  const blank = text.indexOf("\n\n");
  const head = blank < 0 ? text : text.slice(0, blank);
  const body = blank < 0 ? undefined : text.slice(blank + 2);
  const [requestLine = "", ...lines] = head.split("\n").filter((line, i) => i === 0 || line !== "");
  const match = /^(\S+) (.*) HTTP\/1\.1$/.exec(requestLine);
  if (!match) throw new Error(`not a request line: ${requestLine}`);
  const [, method = "", target = ""] = match;
  const [path = "", queryText] = target.split(/\?(.*)/s);
  const query: Record<string, string | string[]> = {};
  for (const pair of queryText ? queryText.split("&") : []) {
    const [key = "", value = ""] = pair.split(/=(.*)/s).map((part) => decodeURIComponent(part));
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const headers: Record<string, string> = {};
  let last: string | undefined;
  for (const line of lines) {
    if (/^\s/.test(line) && last !== undefined) {
      headers[last] = `${headers[last]} ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const key = Object.keys(headers).find((seen) => seen.toLowerCase() === name.toLowerCase());
    if (key === undefined) headers[name] = value;
    else headers[key] = `${headers[key]},${value}`;
    last = key ?? name;
  }
  const host = Object.entries(headers).find(([name]) => name.toLowerCase() === "host")?.[1] ?? "";
  return {
    method,
    protocol: "https:",
    hostname: host,
    path,
    query,
    headers,
    ...(body !== undefined && body !== "" ? { body } : {}),
  };
}

/** The published Authorization header, from `header-signed-request.txt`. */
function publishedAuthorization(vector: string): string {
  const line = read(vector, "header-signed-request.txt")
    .split("\n")
    .find((text) => text.startsWith("Authorization:"));
  return (line ?? "").slice("Authorization:".length);
}

describe("SigV4 signing against AWS's published test vectors (aws-c-auth, v4)", () => {
  it("has the vectors the brief asks for", () => {
    expect(vectors).toEqual(
      expect.arrayContaining([
        "get-vanilla",
        "post-vanilla",
        "post-x-www-form-urlencoded",
        "get-header-value-trim",
        "get-vanilla-with-session-token",
        "post-sts-header-before",
        "get-space-normalized",
        "get-utf8",
      ]),
    );
  });

  it.each(vectors)("%s: canonical request, string to sign and Authorization header", async (vector) => {
    const context = JSON.parse(read(vector, "context.json")) as Context;
    const signer = sigV4Signer(
      context.service,
      context.region,
      {
        accessKeyId: context.credentials.access_key_id,
        secretAccessKey: context.credentials.secret_access_key,
        ...(context.credentials.token ? { sessionToken: context.credentials.token } : {}),
      },
      { signBody: context.sign_body },
    );
    // The intermediate results, for a readable failure: the signer's own steps, observed.
    const steps = signer as unknown as {
      createCanonicalRequest: (...args: unknown[]) => string;
      createStringToSign: (...args: unknown[]) => Promise<string>;
    };
    const seen: { canonical?: string; stringToSign?: string } = {};
    const canonical = steps.createCanonicalRequest.bind(signer);
    const toSign = steps.createStringToSign.bind(signer);
    steps.createCanonicalRequest = (...args) => {
      seen.canonical = canonical(...args);
      return seen.canonical;
    };
    steps.createStringToSign = async (...args) => {
      seen.stringToSign = await toSign(...args);
      return seen.stringToSign;
    };

    const signed = await signer.sign(parseRequest(read(vector, "request.txt")), {
      signingDate: new Date(context.timestamp),
    });

    expect(seen.canonical).toBe(read(vector, "header-canonical-request.txt"));
    expect(seen.stringToSign).toBe(read(vector, "header-string-to-sign.txt"));
    expect(signed.headers.authorization).toBe(publishedAuthorization(vector));
    expect(signed.headers.authorization).toContain(
      `Signature=${read(vector, "header-signature.txt").trim()}`,
    );
    expect(signed.headers["x-amz-date"]).toBe("20150830T123600Z");
    if (context.credentials.token)
      expect(signed.headers["x-amz-security-token"]).toBe(context.credentials.token);
  });
});
