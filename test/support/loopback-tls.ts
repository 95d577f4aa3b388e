// HTTPS on 127.0.0.1 for tests: a self-signed certificate for the IP address 127.0.0.1 and any host
// names a test resolves there (made by the selfsigned package: P-256, SHA-256), and an HTTPS server
// of JSON documents. The MCP SDK client takes only an https URL as a client metadata document's,
// so this is how a test serves one; the authorization server is given the certificate to trust.
import { X509Certificate } from "node:crypto";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

export interface LoopbackCertificate {
  key: string;
  cert: string;
}

export async function loopbackCertificate(hostNames: readonly string[] = []): Promise<LoopbackCertificate> {
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
      {
        name: "subjectAltName",
        altNames: [{ type: 7, ip: "127.0.0.1" }, ...hostNames.map((value) => ({ type: 2 as const, value }))],
      },
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
