// The scopes an access token may carry, in a module of their own: the authorizer's challenges and
// the metadata documents name them without loading the rule that enforces them (scopes.ts).
export const SCOPES = {
  read: "tools:read",
  write: "tools:write",
} as const;

export const ALL_SCOPES: readonly string[] = [SCOPES.read, SCOPES.write];
