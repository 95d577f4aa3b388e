// Which organisations each demo person has connected to the app: what `GET /connections` lists,
// `DELETE /connections/{id}` removes, and the accounting API checks a person's token against.
import { randomUUID } from "node:crypto";
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
