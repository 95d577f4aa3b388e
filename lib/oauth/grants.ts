// What a person allowed MCP clients to do, kept per principal so the account page can list it and
// take it back. A grant is one line of refresh tokens (a "family", born at a code exchange): one
// item per principal (`oauth#grants#<principal>`) maps each family to its client, scopes and dates.
// Revoking one ends the family (its refresh tokens stop working at once); the access tokens already
// issued expire within their lifetime (docs/threat-model.md).
import { REFRESH_TTL_SECONDS } from "./lifetimes";
import type { OAuthStore } from "./store";

export interface Grant {
  family: string;
  clientId: string;
  clientName?: string;
  scopes: string[];
  resource: string;
  /** Epoch seconds. */
  grantedAt: number;
  /** Epoch seconds of the last refresh (or of the grant). */
  lastUsedAt: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A family id as randomToken makes them (256 bits, base64url); a form may post anything else. */
const FAMILY_ID = /^[A-Za-z0-9_-]{43}$/;

export class Grants {
  constructor(private readonly store: OAuthStore) {}

  /** A new grant, at a code exchange. */
  async record(principal: string, grant: Omit<Grant, "grantedAt" | "lastUsedAt">): Promise<void> {
    const now = nowSeconds();
    // The item lives as long as its longest-lived family can: 30 days after its newest grant or use.
    await this.store.setEntry(
      "grants",
      principal,
      grant.family,
      { ...grant, grantedAt: now, lastUsedAt: now },
      REFRESH_TTL_SECONDS,
    );
  }

  /** A refresh: the grant is in use, so it stays listed (and its item kept) for another period. */
  async touch(principal: string, family: string): Promise<void> {
    await this.store.updateEntry(
      "grants",
      principal,
      { key: family, field: "lastUsedAt", value: nowSeconds() },
      REFRESH_TTL_SECONDS,
    );
  }

  /** The grants still alive (used within the refresh tokens' lifetime), newest first. */
  async list(principal: string): Promise<Grant[]> {
    const item = await this.store.get<{ entries?: Record<string, Grant> }>("grants", principal);
    const alive = nowSeconds() - REFRESH_TTL_SECONDS;
    return Object.values(item?.entries ?? {})
      .filter((grant) => grant.lastUsedAt > alive)
      .sort((a, b) => b.grantedAt - a.grantedAt);
  }

  /**
   * Ends a grant (a client revoked its refresh token, or presented one twice): the family is revoked
   * first, so none of its refresh tokens is honoured again, then it is no longer listed.
   */
  async end(principal: string, family: string): Promise<void> {
    await this.revokeFamily(family);
    await this.store.removeEntry("grants", principal, family);
  }

  /** The person takes a grant back on the account page: only one of their own; false otherwise. */
  async revokeOwn(principal: string, family: string): Promise<boolean> {
    if (!FAMILY_ID.test(family)) return false;
    const removed = await this.store.removeEntry<Grant>("grants", principal, family);
    if (!removed) return false;
    await this.revokeFamily(family);
    return true;
  }

  private async revokeFamily(family: string): Promise<void> {
    await this.store.put("family", family, { revoked: true }, REFRESH_TTL_SECONDS);
  }
}
