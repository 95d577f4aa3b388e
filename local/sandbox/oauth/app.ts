// The one OAuth app a sandbox provider has registered: its credentials and redirect URIs.

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /** Exact strings; an authorization request must name one of them. */
  redirectUris: string[];
}

export interface OAuthAppOptions {
  clientId?: string;
  clientSecret?: string;
  redirectUris?: readonly string[];
}

/** A fresh copy of the defaults with the caller's overrides, so no two sandboxes share a list. */
export function registerApp(defaults: OAuthApp, options: OAuthAppOptions = {}): OAuthApp {
  return {
    clientId: options.clientId ?? defaults.clientId,
    clientSecret: options.clientSecret ?? defaults.clientSecret,
    redirectUris: [...(options.redirectUris ?? defaults.redirectUris)],
  };
}

/** Adds a redirect URI after start (an authorization server whose port is known only later). */
export function allowRedirectUri(app: OAuthApp, uri: string): void {
  if (!URL.canParse(uri)) throw new Error(`not an absolute URL: ${uri}`);
  if (!app.redirectUris.includes(uri)) app.redirectUris.push(uri);
}
