// The official MCP SDK's OAuthClientProvider, as a client app implements it: everything kept in
// memory, the browser step handed to the test (a redirect follower, a person's browser).
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";

export interface MemoryClientOptions {
  redirectUrl: string;
  clientMetadata: OAuthClientMetadata;
  /** An https URL: the client is identified by its metadata document instead of registering. */
  clientMetadataUrl?: string;
  /** Opens the authorization URL in "the browser". */
  authorize(url: URL): Promise<void>;
}

export function memoryOAuthClient(options: MemoryClientOptions) {
  let information: OAuthClientInformationMixed | undefined;
  let tokens: OAuthTokens | undefined;
  let verifier = "";
  const provider: OAuthClientProvider = {
    redirectUrl: options.redirectUrl,
    ...(options.clientMetadataUrl ? { clientMetadataUrl: options.clientMetadataUrl } : {}),
    clientMetadata: options.clientMetadata,
    clientInformation: () => information,
    saveClientInformation: (value) => {
      information = value;
    },
    tokens: () => tokens,
    saveTokens: (value) => {
      tokens = value;
    },
    redirectToAuthorization: (url) => options.authorize(url),
    saveCodeVerifier: (value) => {
      verifier = value;
    },
    codeVerifier: () => verifier,
  };
  return { provider, information: () => information, tokens: () => tokens };
}
