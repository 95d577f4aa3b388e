// What the sandboxes' OAuth side offers callers (the local authorization server, tests): the demo
// people and the auto-approve switch. Each provider's app credentials come from its own sandbox.
export type { OAuthApp, OAuthAppOptions } from "./app";
export { AUTO_APPROVE_ENV, autoApproveEnabled } from "./consent-flow";
export { DEMO_PEOPLE, DEMO_PERSON, type DemoPerson, findDemoPerson, SECOND_PERSON } from "./people";
