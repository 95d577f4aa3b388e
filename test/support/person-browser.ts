// A person's browser for the OAuth flows, over plain HTTP: cookies kept per origin, redirects
// followed one by one, and every sandbox consent page (Sign in with Xero, Xero's and TickTick's
// consent) approved as the chosen demo person. It stops at a URL with a given prefix (a client's
// redirect URI, never fetched) or at the first page that is neither a redirect nor a consent page.

export interface Visited {
  url: URL;
  status: number;
  text: string;
}

const FORM = "application/x-www-form-urlencoded";

export class PersonBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(
    /** The demo person's id the sandbox consent pages are answered as. */
    readonly person: string,
    /** Where the walk stops without fetching: a client's redirect URI. */
    private readonly stopAt?: string,
  ) {}

  /** The value of a cookie this browser holds for the origin. */
  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  /** Opens a URL and follows it through to a page (or the stop URL). */
  visit(url: URL | string): Promise<Visited> {
    return this.walk(new URL(url), undefined);
  }

  /** Posts a form as the page's own form would, then follows the answer. */
  submit(url: URL | string, form: Record<string, string>): Promise<Visited> {
    return this.walk(new URL(url), new URLSearchParams(form));
  }

  private async walk(start: URL, form: URLSearchParams | undefined): Promise<Visited> {
    let url = start;
    let body = form;
    for (let hop = 0; hop < 20; hop++) {
      if (this.stopAt && url.href.startsWith(this.stopAt)) return { url, status: 0, text: "" };
      const response = await this.send(url, body);
      body = undefined;
      const location = response.headers.get("location");
      if (location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      const text = await response.text();
      const consent = consentForm(text, url);
      if (!consent) return { url, status: response.status, text };
      url = consent.action;
      body = new URLSearchParams({ ...consent.fields, person: this.person, decision: "approve" });
    }
    throw new Error("too many redirects");
  }

  private async send(url: URL, form: URLSearchParams | undefined): Promise<Response> {
    const cookies = this.jar.get(url.origin) ?? new Map<string, string>();
    const headers: Record<string, string> = {};
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (form) headers["content-type"] = FORM;
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers,
      ...(form ? { body: form } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const [name = "", ...value] = pair.split("=");
      if (value.join("=") === "") cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join("="));
    }
    this.jar.set(url.origin, cookies);
    return response;
  }
}

/** The hidden value of a form field on a page of this server or a sandbox. */
export function hiddenValue(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]+)">`).exec(html)?.[1];
}

/** A sandbox provider's consent form: its action and hidden fields. */
function consentForm(html: string, page: URL) {
  const consent = hiddenValue(html, "consent");
  const csrf = hiddenValue(html, "csrf");
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!consent || !csrf || !action) return undefined;
  return { action: new URL(action, page), fields: { consent, csrf } };
}
