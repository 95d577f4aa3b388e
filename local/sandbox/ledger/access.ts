// What a bearer token may reach: the fixed sandbox token every organisation, a demo person's
// access token the organisations that person has connected.

export interface TenantAccess {
  reaches(tenantId: string): boolean;
}

export const EVERY_TENANT: TenantAccess = { reaches: () => true };
