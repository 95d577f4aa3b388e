// What a person allowed MCP clients to do, so the account page can list it and take it back. A
// grant is one line of refresh tokens (a "family", born at a code exchange), kept as its own item
// (`oauth#grant#<family>`) naming its principal, and listed through the table's `byPrincipal`
// index: however many grants a person makes, no item grows (DynamoDB's 400 KB limit). Revoking one
// ends the family (its refresh tokens stop working at once); the access tokens already issued
// expire within their lifetime (docs/threat-model.md).
import { REFRESH_TTL_SECONDS } from "./lifetimes";
import { OAUTH_INDEXES, type OAuthStore } from "./store";

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

/** The index attribute naming a grant's person (only grant items have it, so the index holds only grants). */
const PRINCIPAL = OAUTH_INDEXES.byPrincipal.partitionKey;

type GrantItem = Grant & { [PRINCIPAL]: string };

export class Grants {
  constructor(private readonly store: OAuthStore) {}

  /** A new grant, at a code exchange: kept 30 days after its last use, like its refresh tokens. */
  async record(principal: string, grant: Omit<Grant, "grantedAt" | "lastUsedAt">): Promise<void> {
    const now = nowSeconds();
    const item: GrantItem = { ...grant, grantedAt: now, lastUsedAt: now, [PRINCIPAL]: principal };
    await this.store.put("grant", grant.family, { ...item }, REFRESH_TTL_SECONDS);
  }

  /** A refresh: the grant is in use, so it stays listed (and its item kept) for another period. */
  async touch(principal: string, family: string): Promise<void> {
    if (await this.store.extend("grant", family, { lastUsedAt: nowSeconds() }, REFRESH_TTL_SECONDS)) return;
    // A grant from before one item per grant: it moves to its own item at its first refresh.
    const legacy = (await this.legacyGrants(principal))[family];
    if (legacy)
      await this.store.put(
        "grant",
        family,
        { ...legacy, lastUsedAt: nowSeconds(), [PRINCIPAL]: principal },
        REFRESH_TTL_SECONDS,
      );
  }

  /** The grants still alive (used within the refresh tokens' lifetime), newest first. */
  async list(principal: string): Promise<Grant[]> {
    const own = await this.store.query<GrantItem & Record<string, unknown>>("byPrincipal", principal, {
      newestFirst: true,
    });
    const grants = new Map<string, Grant>();
    for (const item of own) grants.set(item.family, grantOf(item));
    for (const [family, grant] of Object.entries(await this.legacyGrants(principal)))
      if (!grants.has(family)) grants.set(family, grant);
    const alive = nowSeconds() - REFRESH_TTL_SECONDS;
    return [...grants.values()]
      .filter((grant) => grant.lastUsedAt > alive)
      .sort((a, b) => b.grantedAt - a.grantedAt);
  }

  /**
   * Ends a grant (a client revoked a token, or presented a refresh token twice): the family is
   * revoked first, so none of its refresh tokens is honoured again, then it is no longer listed.
   */
  async end(principal: string, family: string): Promise<void> {
    await this.revokeFamily(family);
    await this.store.delete("grant", family);
    await this.store.removeEntry("grants", principal, family);
  }

  /** The person takes a grant back on the account page: only one of their own; false otherwise. */
  async revokeOwn(principal: string, family: string): Promise<boolean> {
    if (!FAMILY_ID.test(family)) return false;
    const own = await this.store.deleteIf("grant", family, PRINCIPAL, principal);
    const legacy = await this.store.removeEntry<Grant>("grants", principal, family);
    if (!own && !legacy) return false;
    await this.revokeFamily(family);
    return true;
  }

  /**
   * Grants recorded before each had its own item: one map per person (`oauth#grants#<principal>`,
   * kind "grants"), still listed and revocable, never written. The code reading it can go once the
   * last such item has expired: 30 days (REFRESH_TTL_SECONDS) after this version's deployment.
   */
  private async legacyGrants(principal: string): Promise<Record<string, Grant>> {
    return (await this.store.get<{ entries?: Record<string, Grant> }>("grants", principal))?.entries ?? {};
  }

  private async revokeFamily(family: string): Promise<void> {
    await this.store.put("family", family, { revoked: true }, REFRESH_TTL_SECONDS);
  }
}

/** The grant an item holds, without the store's attributes. */
function grantOf(item: GrantItem): Grant {
  return {
    family: item.family,
    clientId: item.clientId,
    ...(item.clientName ? { clientName: item.clientName } : {}),
    scopes: item.scopes,
    resource: item.resource,
    grantedAt: item.grantedAt,
    lastUsedAt: item.lastUsedAt,
  };
}
