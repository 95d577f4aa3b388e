// Headers every answer of the authorization server carries, pages and protocol answers alike
// (the pages add their own CSP, whose frame-ancestors 'none' says the same as X-Frame-Options
// to browsers that read CSP). One place, so a page and a token answer cannot drift apart.
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  /** No guessing a JSON answer or a page into another type. */
  "x-content-type-options": "nosniff",
  /** No page of ours inside another site's frame (clickjacking the Allow button). */
  "x-frame-options": "DENY",
  /** Neither a request id nor a code leaks to the next site in a Referer. */
  "referrer-policy": "no-referrer",
  /** Browsers keep to https for a year; ignored over plain http (local runs), so harmless there. */
  "strict-transport-security": "max-age=31536000",
});
