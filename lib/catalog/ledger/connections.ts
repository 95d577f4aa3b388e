// Xero's connections endpoint belongs to its identity API (GET https://api.xero.com/connections, in
// Xero's xero-identity spec), not to the accounting spec that operations.generated.ts is built from,
// so its one fact is written here. It takes no tenant: it is how a caller learns the tenant ids.
import { operation } from "./operation";

export const getConnections = /* @__PURE__ */ operation("getConnections", "GET /connections", "", "");
