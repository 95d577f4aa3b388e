// How long the authorization server's short-lived things live (each item's TTL in the store).

/** An authorization request waiting for the person to sign in, connect and approve. */
export const REQUEST_TTL_SECONDS = 15 * 60;
/** An authorization code: single use, and only this long. */
export const CODE_TTL_SECONDS = 60;
/** A refresh token (rotated on each use, each new one for this long) and so a grant left unused. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
