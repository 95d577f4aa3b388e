// The MCP clients this authorization server knows: registered dynamically (RFC 7591) and kept while
// they are used, or named by a Client ID Metadata Document, an `https` URL whose JSON says who the
// client is and where it may be sent back to; such a document is fetched on first use and cached
// for a day. Both are held to the same rules (registration-rules.ts) and the operator's allowlist.
import { randomUUID } from "node:crypto";
import { type AllowRule, clientAllowed } from "./client-allowlist";
import type { ClientLookup, ClientMetadata, RegisteredClient } from "./client-types";
import { fetchDocument } from "./document-fetch";
import { REFRESH_TTL_SECONDS } from "./lifetimes";
import type { AddressLookup } from "./public-address";
import { clientMetadataOf, RegistrationError, redirectUriProblem } from "./registration-rules";
import { type OAuthStore, randomToken } from "./store";

const METADATA_DOCUMENT_TTL_SECONDS = 24 * 3600;
const METADATA_DOCUMENT_MAX_BYTES = 64 * 1024;
const METADATA_DOCUMENT_TIMEOUT_MS = 5000;
/**
 * A registered client that never gets a token is gone after a day; its first token (markUsed)
 * keeps it as long as a refresh token of it can live, and every later token again.
 */
export const UNUSED_CLIENT_TTL_SECONDS = 24 * 3600;
export const USED_CLIENT_TTL_SECONDS = REFRESH_TTL_SECONDS;

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

interface StoredClient {
  client: RegisteredClient;
  expiresAt?: number;
  [field: string]: unknown;
}

/**
 * Clients the MCP SDK 1.x handler registered may lack token_endpoint_auth_method: those with a
 * secret sent it in the form, as the metadata advertised (client_secret_post); the rest are public.
 */
function withAuthMethod(client: RegisteredClient): RegisteredClient {
  if (client.token_endpoint_auth_method) return client;
  return { ...client, token_endpoint_auth_method: client.client_secret ? "client_secret_post" : "none" };
}

export class ClientStore implements ClientLookup {
  constructor(
    private readonly store: OAuthStore,
    private readonly options: ClientStoreOptions = {},
  ) {}

  async getClient(clientId: string): Promise<RegisteredClient | undefined> {
    const client = await this.findClient(clientId);
    // Checked on every use, so a client registered before the rules or the list changed is refused too.
    if (!client || client.redirect_uris.some((uri) => redirectUriProblem(uri) !== undefined))
      return undefined;
    return clientAllowed(client.redirect_uris, this.options.allowlist) ? client : undefined;
  }

  async markUsed(clientId: string): Promise<void> {
    // A document's client is fetched again after a day whatever its use; only registrations are kept.
    if (this.isDocumentId(clientId)) return;
    await this.store.setExpiry("client", clientId, USED_CLIENT_TTL_SECONDS);
  }

  /** Registers a client with checked metadata (registration-rules.ts): its id, and a secret if confidential. */
  async register(metadata: ClientMetadata): Promise<RegisteredClient> {
    if (!clientAllowed(metadata.redirect_uris, this.options.allowlist))
      throw new RegistrationError(
        "invalid_redirect_uri",
        "This server accepts only the clients its operator listed; a redirect URI is not on the list.",
      );
    const confidential = metadata.token_endpoint_auth_method !== "none";
    const client: RegisteredClient = {
      client_id: randomUUID(),
      client_id_issued_at: Math.floor(Date.now() / 1000),
      ...(confidential ? { client_secret: randomToken(), client_secret_expires_at: 0 } : {}),
      ...metadata,
    };
    // A random UUID; create refuses to overwrite should one ever repeat.
    if (!(await this.store.create("client", client.client_id, { client }, UNUSED_CLIENT_TTL_SECONDS)))
      throw new Error("A fresh client id was taken.");
    return client;
  }

  private isDocumentId(clientId: string): boolean {
    return isMetadataDocumentUrl(clientId, this.options.allowLoopbackMetadataDocuments ?? false);
  }

  private async findClient(clientId: string): Promise<RegisteredClient | undefined> {
    const known = await this.store.get<StoredClient>("client", clientId);
    if (known) {
      // Registered before registrations expired: kept from now as long as a used one.
      if (known.expiresAt === undefined && !this.isDocumentId(clientId))
        await this.store.setExpiry("client", clientId, USED_CLIENT_TTL_SECONDS);
      return withAuthMethod(known.client);
    }
    if (!this.isDocumentId(clientId)) return undefined;
    const client = await this.fetchMetadataDocument(clientId);
    if (client) await this.store.put("client", clientId, { client }, METADATA_DOCUMENT_TTL_SECONDS);
    return client;
  }

  /** The document, if it is one: JSON, small, naming itself as `client_id`, with allowed metadata. */
  private async fetchMetadataDocument(url: string): Promise<RegisteredClient | undefined> {
    const { lookup, addressAllowed, ca, allowLoopbackMetadataDocuments } = this.options;
    const target = new URL(url);
    // Only documents on the public internet (local runs: also 127.0.0.1 itself).
    const loopback = (allowLoopbackMetadataDocuments ?? false) && target.hostname === "127.0.0.1";
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
    if ((document as { client_id?: unknown } | null)?.client_id !== url) return undefined;
    try {
      // A document cannot hold a secret: its clients are public and prove themselves with PKCE.
      return { ...clientMetadataOf(document, "none"), client_id: url, token_endpoint_auth_method: "none" };
    } catch (error) {
      if (error instanceof RegistrationError) return undefined;
      throw error;
    }
  }
}
