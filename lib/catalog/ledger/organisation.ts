// The organisation read, a row of its own file because two callers use it: read.ts's table (the
// tool GetLedgerOrganisationDetails) and GetConnectedTenants, which reads each organisation's
// `Timezone` with it (lib/runtime/tenant-clocks.ts) and so loads this row, not the whole table.
import { getOrganisations } from "./operations.generated";
import { tenant } from "./params";
import { row } from "./row";

export const getLedgerOrganisationDetails = /* @__PURE__ */ row(
  "GetLedgerOrganisationDetails",
  getOrganisations,
  { ledger_tenant_id: tenant },
  "Get the organisation the tenant stands for: name, legal name, country, base currency, tax settings, financial year end, time zone (Xero's code, e.g. NEWZEALANDSTANDARDTIME; LedgerApi.GetConnectedTenants gives it as an IANA name with the organisation's local date), addresses and its OrganisationID. Returns {Organisations: [one organisation]}.",
);
