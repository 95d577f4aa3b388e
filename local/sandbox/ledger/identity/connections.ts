// Which organisations each demo person has connected to the app: what `GET /connections` lists,
// `DELETE /connections/{id}` removes, and the accounting API checks a person's token against.
import { createHash, randomUUID } from "node:crypto";
import type { OrganisationChoice } from "../../oauth/consent-page";

/** Xero's documented shape (Xero-OpenAPI xero-identity.yaml, Connection). */
export interface Connection {
  id: string;
  authEventId: string;
  tenantId: string;
  tenantType: "ORGANISATION";
  tenantName: string;
  createdDateUtc: string;
  updatedDateUtc: string;
}

/** Xero writes these as UTC without a zone and with 7 fraction digits: 2019-12-07T18:46:19.5165400. */
function xeroUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, -1)}0000`;
}

/** A UUID-shaped id that is the same on every run for the same seed text. */
function stableId(seed: string): string {
  const hex = createHash("sha256").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The fixed sandbox token reaches every organisation, so it lists one standing connection per
 * organisation, with ids and dates that are the same on every run.
 */
export function standingConnections(organisations: readonly OrganisationChoice[]): Connection[] {
  const since = xeroUtc(Date.UTC(2026, 0, 1));
  return organisations.map((org) => ({
    id: stableId(`connection:${org.tenantId}`),
    authEventId: stableId("auth-event:fixed-token"),
    tenantId: org.tenantId,
    tenantType: "ORGANISATION",
    tenantName: org.name,
    createdDateUtc: since,
    updatedDateUtc: since,
  }));
}

export class ConnectionStore {
  private byPerson = new Map<string, Connection[]>();

  /** One consent: connects each organisation (again), all under one new authEventId. */
  connect(personId: string, organisations: readonly OrganisationChoice[], now: number): string {
    const authEventId = randomUUID();
    const connections = this.byPerson.get(personId) ?? [];
    for (const org of organisations) {
      const existing = connections.find((connection) => connection.tenantId === org.tenantId);
      if (existing) {
        existing.authEventId = authEventId;
        existing.updatedDateUtc = xeroUtc(now);
        continue;
      }
      connections.push({
        id: randomUUID(),
        authEventId,
        tenantId: org.tenantId,
        tenantType: "ORGANISATION",
        tenantName: org.name,
        createdDateUtc: xeroUtc(now),
        updatedDateUtc: xeroUtc(now),
      });
    }
    this.byPerson.set(personId, connections);
    return authEventId;
  }

  list(personId: string, authEventId?: string): Connection[] {
    const connections = this.byPerson.get(personId) ?? [];
    return connections
      .filter((connection) => authEventId === undefined || connection.authEventId === authEventId)
      .map((connection) => ({ ...connection }));
  }

  /** False when the person has no connection with that id. */
  remove(personId: string, id: string): boolean {
    const connections = this.byPerson.get(personId) ?? [];
    const kept = connections.filter((connection) => connection.id.toLowerCase() !== id.toLowerCase());
    this.byPerson.set(personId, kept);
    return kept.length < connections.length;
  }

  removeAll(personId: string): void {
    this.byPerson.delete(personId);
  }

  /** Tenant ids are GUIDs: compared without regard to case, like the xero-tenant-id header. */
  reaches(personId: string, tenantId: string): boolean {
    const wanted = tenantId.trim().toLowerCase();
    return (this.byPerson.get(personId) ?? []).some(
      (connection) => connection.tenantId.toLowerCase() === wanted,
    );
  }

  clear(): void {
    this.byPerson.clear();
  }
}
