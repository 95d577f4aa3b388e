// What the authorization server knows of a client, whether it registered (RFC 7591) or is named by
// a Client ID Metadata Document: the one shape the endpoints, the consent legs and the store share.

export type TokenEndpointAuthMethod = "none" | "client_secret_post" | "client_secret_basic";

/** The metadata a client is registered (or its document accepted) with (registration-rules.ts). */
export interface ClientMetadata {
  redirect_uris: string[];
  token_endpoint_auth_method: TokenEndpointAuthMethod;
  grant_types: string[];
  response_types: string[];
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  scope?: string;
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  software_id?: string;
  software_version?: string;
}

/** A client as stored: its metadata (grant and response types may be absent on older items), id and secret. */
export interface RegisteredClient extends Omit<ClientMetadata, "grant_types" | "response_types"> {
  client_id: string;
  /** Confidential clients only; stored as given to the client, compared in constant time. */
  client_secret?: string;
  /** Epoch seconds; 0 = never. */
  client_secret_expires_at?: number;
  /** Epoch seconds. */
  client_id_issued_at?: number;
  grant_types?: string[];
  response_types?: string[];
}

/** Where the endpoints find clients (lib/oauth/clients.ts). */
export interface ClientLookup {
  /** The client, if it exists and the operator's allowlist lets it in; undefined otherwise. */
  getClient(clientId: string): Promise<RegisteredClient | undefined>;
  /** A registered client got its first tokens: it is kept past the never-used clients' expiry. */
  markUsed(clientId: string): Promise<void>;
}
