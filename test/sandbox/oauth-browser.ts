// What a browser does with the sandboxes' authorize pages, done with fetch: follow no redirect
// on its own, read the consent form's hidden fields and its cookie, post the form back.
import { expect } from "vitest";

export interface ConsentForm {
  action: URL;
  consent: string;
  csrf: string;
  /** `name=value` of the cookie set with the page. */
  cookie: string;
  html: string;
}

export function openAuthorize(url: URL | string): Promise<Response> {
  return fetch(url, { redirect: "manual" });
}

/** The Location of a redirect answer, as a URL. */
export function redirectedTo(response: Response, status: number): URL {
  expect(response.status).toBe(status);
  const location = response.headers.get("location");
  expect(location).toBeTruthy();
  return new URL(location as string);
}

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]+)">`).exec(html);
  expect(match, `hidden field ${name}`).not.toBeNull();
  return match?.[1] as string;
}

export async function readConsentPage(response: Response): Promise<ConsentForm> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  expect(action).toBeTruthy();
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^sandbox_consent_[\w-]+=[\w-]+$/);
  return {
    action: new URL(action as string, response.url),
    consent: hiddenField(html, "consent"),
    csrf: hiddenField(html, "csrf"),
    cookie,
    html,
  };
}

export interface ConsentAnswer {
  person?: string;
  decision: "approve" | "deny";
  organisations?: string[];
  /** Overrides: another CSRF value, or no cookie (null). */
  csrf?: string;
  cookie?: string | null;
}

export function submitConsent(form: ConsentForm, answer: ConsentAnswer): Promise<Response> {
  const body = new URLSearchParams({
    consent: form.consent,
    csrf: answer.csrf ?? form.csrf,
    decision: answer.decision,
  });
  if (answer.person) body.set("person", answer.person);
  for (const id of answer.organisations ?? []) body.append("organisation", id);
  const cookie = answer.cookie === undefined ? form.cookie : answer.cookie;
  return fetch(form.action, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body,
  });
}
