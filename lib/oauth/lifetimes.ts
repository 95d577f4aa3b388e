// How long the authorization server's short-lived things live (each item's TTL in the store).

/** An authorization request waiting for the person to sign in, connect and approve. */
export const REQUEST_TTL_SECONDS = 15 * 60;
/** An authorization code: single use, and only this long. */
export const CODE_TTL_SECONDS = 60;
/** A refresh token (rotated on each use, each new one for this long) and so a grant left unused. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/**
 * How long after its first use a refresh token may be presented again by the same client and still
 * be answered (with a fresh pair in the same grant), as long as its successor is unused: two
 * concurrent refreshes, or a retry after a lost answer, keep the grant (RFC 9700 §4.14.2 leaves the
 * detection's details to the server; the major providers allow a similar short window).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;
