// HTTPS on 127.0.0.1 for tests, with no tool outside Node: a fresh P-256 key and a self-signed
// X.509 certificate for the IP address 127.0.0.1 (its DER written here, signed by node:crypto),
// an HTTPS server of JSON documents, and a fetch that trusts exactly that certificate. The MCP SDK
// client takes only an https URL as a client metadata document's, so this is how a test serves one.
import { generateKeyPairSync, randomBytes, sign, X509Certificate } from "node:crypto";
import { createServer, request } from "node:https";
import type { AddressInfo } from "node:net";

export interface LoopbackCertificate {
  key: string;
  cert: string;
}

// DER, only the types a certificate needs.
function tlv(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const length: number[] = [];
  for (let n = body.length; n > 0; n >>= 8) length.unshift(n & 0xff);
  const header = body.length < 0x80 ? [body.length] : [0x80 | length.length, ...length];
  return Buffer.concat([Buffer.from([tag, ...header]), body]);
}
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
const set = (...parts: Buffer[]) => tlv(0x31, ...parts);
const octets = (bytes: Buffer) => tlv(0x04, bytes);
const TRUE = tlv(0x01, Buffer.from([0xff]));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ. */
function utcTime(date: Date): Buffer {
  return tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, "")}Z`));
}

export function loopbackCertificate(): LoopbackCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const ecdsaWithSha256 = sequence(oid("1.2.840.10045.4.3.2"));
  const name = sequence(set(sequence(oid("2.5.4.3"), tlv(0x0c, Buffer.from("127.0.0.1")))));
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f; // a positive INTEGER
  const now = Date.now();
  const extensions = sequence(
    // subjectAltName: IP 127.0.0.1, what a client checks the host against.
    sequence(oid("2.5.29.17"), octets(sequence(tlv(0x87, Buffer.from([127, 0, 0, 1]))))),
    // basicConstraints cA: the certificate is its own trust anchor.
    sequence(oid("2.5.29.19"), TRUE, octets(sequence(TRUE))),
  );
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // v3
    tlv(0x02, serial),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - 3600_000)), utcTime(new Date(now + 24 * 3600_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    tlv(0xa3, extensions),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(tbs, ecdsaWithSha256, tlv(0x03, Buffer.from([0]), signature));
  const cert = `-----BEGIN CERTIFICATE-----\n${der.toString("base64").replace(/.{64}/g, "$&\n")}\n-----END CERTIFICATE-----\n`;
  if (!new X509Certificate(cert).checkIP("127.0.0.1")) throw new Error("certificate not for 127.0.0.1");
  return { key: privateKey.export({ type: "pkcs8", format: "pem" }) as string, cert };
}

/** An HTTPS server on 127.0.0.1 answering each path with its JSON document (404 otherwise). */
export async function startDocumentServer(tls: LoopbackCertificate, documents: Record<string, unknown>) {
  const hits: string[] = [];
  const server = createServer(tls, (req, res) => {
    const path = req.url ?? "/";
    hits.push(path);
    const document = documents[path];
    res.writeHead(document === undefined ? 404 : 200, { "content-type": "application/json" });
    res.end(JSON.stringify(document ?? { error: "not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Sets the document at `path` and returns its URL. */
    serve(path: string, document: (url: string) => unknown): string {
      documents[path] = document(`${origin}${path}`);
      return `${origin}${path}`;
    },
    /** How many times each path was fetched. */
    hitsOf: (path: string) => hits.filter((hit) => hit === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fetch for GETs that trusts `cert` for https (and no other certificate), as the authorization
 * server's metadata-document fetch would with NODE_EXTRA_CA_CERTS. Redirects are answered, not followed.
 */
export function fetchTrusting(cert: string): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          ca: cert,
          headers: Object.fromEntries(new Headers(init.headers)),
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () => {
            const status = incoming.statusCode ?? 502;
            const body = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
            const headers = { "content-type": String(incoming.headers["content-type"] ?? "") };
            resolve(new Response(body, { status, headers }));
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  }) as typeof fetch;
}
