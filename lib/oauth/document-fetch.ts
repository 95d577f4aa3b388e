// GET of a client metadata document from the address that was checked, and only from it. The host
// name is resolved once; every address it resolves to must be allowed (by default: public, see
// public-address.ts); the connection is then made to those addresses through the request's own
// `lookup`, so a name that resolves differently a moment later (DNS rebinding) cannot lead the
// request into the deployment's network. No redirects are followed; the body is read up to a limit.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { type AddressLookup, isPublicAddress, systemLookup } from "./public-address";

type Address = { address: string; family: number };

export interface DocumentFetchOptions {
  /** How host names resolve (default: the system resolver). */
  lookup?: AddressLookup;
  /** Which resolved addresses a document may come from (default: public ones only). */
  addressAllowed?: (address: string, family: number) => boolean;
  /** A trust anchor instead of Node's bundled ones (tests; deployments use public CAs). */
  ca?: string;
  timeoutMs: number;
  maxBytes: number;
}

export interface FetchedDocument {
  status: number;
  text: string;
}

/** The addresses a connection to `hostname` may use, or undefined when it may use none. */
async function checkedAddresses(
  hostname: string,
  options: DocumentFetchOptions,
): Promise<Address[] | undefined> {
  const literal = hostname.replace(/^\[|\]$/g, "");
  const family = isIP(literal);
  let addresses: readonly Address[];
  try {
    addresses = family ? [{ address: literal, family }] : await (options.lookup ?? systemLookup)(hostname);
  } catch {
    return undefined;
  }
  const allowed = options.addressAllowed ?? isPublicAddress;
  if (addresses.length === 0 || !addresses.every(({ address, family }) => allowed(address, family)))
    return undefined;
  return [...addresses];
}

/** Node's `lookup` for the request: answers with the checked addresses, never asks DNS again. */
function pinnedLookup(addresses: Address[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, all: Address[]) => void)(null, addresses);
    else callback(null, addresses[0]?.address ?? "", addresses[0]?.family ?? 4);
  };
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    response.on("error", () => resolve(undefined));
  });
}

/** The document's status and text, or undefined when it could not (or may not) be fetched. */
export async function fetchDocument(
  url: URL,
  options: DocumentFetchOptions,
): Promise<FetchedDocument | undefined> {
  const addresses = await checkedAddresses(url.hostname, options);
  if (!addresses) return undefined;
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      url,
      {
        method: "GET",
        headers: { accept: "application/json" },
        lookup: pinnedLookup(addresses),
        timeout: options.timeoutMs,
        ...(options.ca ? { ca: options.ca } : {}),
      },
      async (response) => {
        const text = await readBody(response, options.maxBytes);
        resolve(text === undefined ? undefined : { status: response.statusCode ?? 0, text });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy());
    outgoing.on("error", () => resolve(undefined));
    outgoing.end();
  });
}
