// The page /authorize answers with when it will not send the person on. Before the person has
// signed in, nothing sends them to a client's redirect URI on its own (RFC 9700 §4.11.2: no open
// redirector): the page names the application and where it would be sent, and the person decides.
import { htmlAnswer, type OAuthAnswer } from "../http";
import { escapeHtml, messagePage, PAGE_CSP } from "../pages";

/** The page, with more paragraphs (already HTML) after its message. */
function pageWith(title: string, message: string, moreHtml: string): string {
  return messagePage(title, message).replace("</body>", `${moreHtml}</body>`);
}

function answer(html: string): OAuthAnswer {
  return htmlAnswer(400, html, { "content-security-policy": PAGE_CSP });
}

/** No client to go back to: unknown, or a redirect URI it did not register. */
export function unknownClientPage(message: string): OAuthAnswer {
  return answer(
    pageWith(
      "This sign-in request cannot be used",
      message,
      '<p class="muted">Nothing was sent back to the application. Start again from it, or tell its makers.</p>',
    ),
  );
}

export interface RefusedRequestView {
  clientId: string;
  clientName?: string;
  redirectUri: string;
  description: string;
  /** The client's redirect URI carrying the error, `state` and `iss` (lib/oauth/redirect.ts). */
  returnUrl: string;
}

/** A known client's request that cannot go on: what was wrong, and a link back that the person follows or not. */
export function refusedRequestPage(view: RefusedRequestView): OAuthAnswer {
  const name = view.clientName ? `${view.clientName} (${view.clientId})` : view.clientId;
  return answer(
    pageWith(
      "This sign-in request cannot be used",
      `${name} asked to use your connections, but its request is not valid: ${view.description}`,
      `<p>Going back tells the application so, at <code>${escapeHtml(view.redirectUri)}</code>.</p>` +
        `<p><a href="${escapeHtml(view.returnUrl)}">Return to the application</a></p>`,
    ),
  );
}
