// The MCP clients this authorization server knows: registered dynamically (RFC 7591) and kept, or
// named by a Client ID Metadata Document, an `https` URL whose JSON says who the client is and
// where it may be sent back to; such a document is fetched on first use and cached for a day.
import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import {
  type OAuthClientInformationFull,
  OAuthClientMetadataSchema,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { type AllowRule, clientAllowed, InvalidRedirectUriError } from "./client-allowlist";
import { fetchDocument } from "./document-fetch";
import type { AddressLookup } from "./public-address";
import type { OAuthStore } from "./store";

const METADATA_DOCUMENT_TTL_SECONDS = 24 * 3600;
const METADATA_DOCUMENT_MAX_BYTES = 64 * 1024;
const METADATA_DOCUMENT_TIMEOUT_MS = 5000;

export interface ClientStoreOptions {
  /**
   * Local runs only: accept metadata documents from 127.0.0.1, over http (hand-written clients) or
   * https (the MCP SDK's client, which takes only an https `clientMetadataUrl`).
   */
  allowLoopbackMetadataDocuments?: boolean;
  /** A trust anchor for documents' certificates instead of Node's bundled ones (tests). */
  ca?: string;
  /** How a document's host is resolved (default: the system resolver). */
  lookup?: AddressLookup;
  /** Which addresses a document may come from (default: public ones only; tests widen it to loopback). */
  addressAllowed?: (address: string, family: number) => boolean;
  /** The operator's allowlist (client-allowlist.ts); unset: every client may be allowed. */
  allowlist?: readonly AllowRule[];
}

/** Longer client ids could not be stored as one item's key (DynamoDB: 2,048 bytes with our prefix). */
const MAX_METADATA_URL_BYTES = 2000;

/** Whether a client id is a metadata document URL we would fetch: one with a path, never the root. */
export function isMetadataDocumentUrl(clientId: string, allowLoopback = false): boolean {
  if (Buffer.byteLength(clientId) > MAX_METADATA_URL_BYTES) return false;
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password || url.pathname === "/") return false;
  if (allowLoopback && url.hostname === "127.0.0.1")
    return url.protocol === "http:" || url.protocol === "https:";
  return url.protocol === "https:" && !isIpLiteral(url.hostname);
}

function isIpLiteral(hostname: string): boolean {
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith("[") || hostname === "localhost";
}

export class ClientStore implements OAuthRegisteredClientsStore {
  constructor(
    private readonly store: OAuthStore,
    private readonly options: ClientStoreOptions = {},
  ) {}

  async getClient(clientId: string): Promise<OAuthClientInformationFull | undefined> {
    const client = await this.findClient(clientId);
    // Checked on every use, so a client registered before the list changed is refused too.
    return client && clientAllowed(client.redirect_uris, this.options.allowlist) ? client : undefined;
  }

  private async findClient(clientId: string): Promise<OAuthClientInformationFull | undefined> {
    const known = await this.store.get<{ client: OAuthClientInformationFull }>("client", clientId);
    if (known) return known.client;
    const allowLoopback = this.options.allowLoopbackMetadataDocuments ?? false;
    if (!isMetadataDocumentUrl(clientId, allowLoopback)) return undefined;
    const client = await this.fetchMetadataDocument(clientId, allowLoopback);
    if (client) await this.store.put("client", clientId, { client }, METADATA_DOCUMENT_TTL_SECONDS);
    return client;
  }

  async registerClient(
    client: Omit<OAuthClientInformationFull, "client_id" | "client_id_issued_at">,
  ): Promise<OAuthClientInformationFull> {
    if (!clientAllowed(client.redirect_uris, this.options.allowlist))
      throw new InvalidRedirectUriError(
        "This server accepts only the clients its operator listed; a redirect URI is not on the list.",
      );
    // The SDK's handler has generated client_id (and a secret for confidential clients).
    const full = client as OAuthClientInformationFull;
    await this.store.put("client", full.client_id, { client: full });
    return full;
  }

  /** The document, if it is one: JSON, small, naming itself as `client_id`, with redirect URIs. */
  private async fetchMetadataDocument(
    url: string,
    allowLoopback: boolean,
  ): Promise<OAuthClientInformationFull | undefined> {
    const { lookup, addressAllowed, ca } = this.options;
    const target = new URL(url);
    // Only documents on the public internet (local runs: also 127.0.0.1 itself).
    const loopback = allowLoopback && target.hostname === "127.0.0.1";
    const fetched = await fetchDocument(target, {
      ...(lookup ? { lookup } : {}),
      ...(loopback ? { addressAllowed: () => true } : addressAllowed ? { addressAllowed } : {}),
      ...(ca ? { ca } : {}),
      timeoutMs: METADATA_DOCUMENT_TIMEOUT_MS,
      maxBytes: METADATA_DOCUMENT_MAX_BYTES,
    });
    if (fetched?.status !== 200) return undefined;
    let document: unknown;
    try {
      document = JSON.parse(fetched.text);
    } catch {
      return undefined;
    }
    if (
      !document ||
      typeof document !== "object" ||
      (document as { client_id?: unknown }).client_id !== url
    ) {
      return undefined;
    }
    const metadata = OAuthClientMetadataSchema.safeParse(document);
    if (!metadata.success || metadata.data.redirect_uris.length === 0) return undefined;
    // A document cannot hold a secret: its clients are public and prove themselves with PKCE.
    return { ...metadata.data, client_id: url, token_endpoint_auth_method: "none" };
  }
}
