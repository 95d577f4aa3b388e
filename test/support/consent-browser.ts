// A browser as the consent-flow tests need one, done with fetch: it follows no redirect on its own,
// keeps the cookies each origin sets (and forgets those it clears), sends them back to that origin
// only, and reads the forms of a page. Two instances are two browsers that share nothing, so one
// can play the person and another the attacker.

export interface PageForm {
  /** Where the form posts, resolved against the page's URL. */
  action: URL;
  /** Its hidden fields, unescaped. */
  fields: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** HTML text back to what was escaped into it (numeric references and the five named ones). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#\d+|[a-z]+);/g, (whole, entity: string) =>
    entity.startsWith("#") ? String.fromCharCode(Number(entity.slice(1))) : (ENTITIES[entity] ?? whole),
  );
}

/** Every `<form method="post">` of a page with its hidden fields. */
export function formsOf(html: string, pageUrl: string | URL): PageForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)].map((match) => ({
    action: new URL(unescapeHtml(match[1] ?? ""), pageUrl),
    fields: Object.fromEntries(
      [...(match[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((field) => [
        field[1] ?? "",
        unescapeHtml(field[2] ?? ""),
      ]),
    ),
  }));
}

/** The Location of a redirect answer, resolved, or undefined for any other answer. */
export function locationOf(response: Response): URL | undefined {
  const location = response.headers.get("location");
  return location === null ? undefined : new URL(location, response.url);
}

/** Whether a Set-Cookie line removes its cookie (an empty value, Max-Age=0 or an Expires in the past). */
function clears(value: string, attributes: string[]): boolean {
  if (value === "") return true;
  for (const attribute of attributes) {
    const [name, ...rest] = attribute.split("=");
    const key = name?.trim().toLowerCase();
    if (key === "max-age" && Number(rest.join("=")) <= 0) return true;
    if (key === "expires" && Date.parse(rest.join("=")) <= 0) return true;
  }
  return false;
}

export class CookieBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  /** The value of a cookie this browser holds for the origin. */
  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  /** Puts a cookie in the jar, as a page could not (the tests build attackers' browsers with it). */
  setCookie(origin: string, name: string, value: string): void {
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    cookies.set(name, value);
    this.jar.set(origin, cookies);
  }

  deleteCookie(origin: string, name: string): void {
    this.jar.get(origin)?.delete(name);
  }

  get(url: string | URL, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(new URL(url), { method: "GET", headers });
  }

  /** A form post, as a browser sends it (urlencoded). */
  post(url: string | URL, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.send(new URL(url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  private async send(url: URL, init: { method: string; headers: Record<string, string>; body?: string }) {
    const cookies = this.jar.get(url.origin);
    const cookie = cookies?.size
      ? [...cookies].map(([name, value]) => `${name}=${value}`).join("; ")
      : undefined;
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (clears(value, attributes)) this.deleteCookie(url.origin, name);
      else this.setCookie(url.origin, name, value);
    }
    return response;
  }
}
