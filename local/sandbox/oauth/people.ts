// The two demo people both sandboxes sign in. One list so Xero's identity and TickTick's accounts
// agree on who is who: the first person owns the starting data of both sandboxes, the second person
// has a Xero login connected to the second organisation only and a TickTick account of their own.

export interface DemoPerson {
  /** The value the consent page's form posts, and the key the sandboxes keep grants under. */
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  /** Xero's `sub`: 32 hex characters, stable per person. */
  xeroSubject: string;
  /** Xero's `xero_userid` claim: a GUID. */
  xeroUserId: string;
  /**
   * The organisations a Xero consent connects when the person ticks none: indexes into the
   * sandbox's organisations in starting-data order (0 primary, 1 secondary).
   */
  defaultOrganisations: readonly number[];
  /** The TickTick account id (the Inbox is `inbox<userId>`). */
  tickTickUserId: string;
}

export const DEMO_PERSON: DemoPerson = {
  id: "demo-person",
  name: "Demo Person",
  givenName: "Demo",
  familyName: "Person",
  email: "demo.person@example.com",
  xeroSubject: "5d3f0a4e8b9c4d2e9f1a2b3c4d5e6f70",
  xeroUserId: "8c2d1e0f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  defaultOrganisations: [0, 1],
  tickTickUserId: "115184183",
};

export const SECOND_PERSON: DemoPerson = {
  id: "second-person",
  name: "Second Person",
  givenName: "Second",
  familyName: "Person",
  email: "second.person@example.com",
  xeroSubject: "9a8b7c6d5e4f40312a2b3c4d5e6f7a8b",
  xeroUserId: "2f1e0d9c-8b7a-4a6b-9c5d-4e3f2a1b0c9d",
  defaultOrganisations: [1],
  tickTickUserId: "226295294",
};

/** In the order the consent page lists them; auto-approve signs in as the first. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [DEMO_PERSON, SECOND_PERSON];

export function findDemoPerson(id: string | null | undefined): DemoPerson | undefined {
  return DEMO_PEOPLE.find((person) => person.id === id);
}
