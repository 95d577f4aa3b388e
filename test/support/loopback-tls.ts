// HTTPS on 127.0.0.1 for tests: a self-signed certificate for the IP address 127.0.0.1 (made by
// the selfsigned package: P-256, SHA-256), an HTTPS server of JSON documents, and a fetch that trusts
// exactly that certificate. The MCP SDK client takes only an https URL as a client metadata
// document's, so this is how a test serves one.
import { X509Certificate } from "node:crypto";
import { createServer, request } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

export interface LoopbackCertificate {
  key: string;
  cert: string;
}

export async function loopbackCertificate(): Promise<LoopbackCertificate> {
  const now = Date.now();
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(now - 3600_000),
    notAfterDate: new Date(now + 24 * 3600_000),
    extensions: [
      // Its own trust anchor, for the IP address a client checks the host against.
      { name: "basicConstraints", cA: true, critical: true },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  if (!new X509Certificate(pems.cert).checkIP("127.0.0.1")) throw new Error("certificate not for 127.0.0.1");
  return { key: pems.private, cert: pems.cert };
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
