// The state of the sandbox's TickTick OAuth side: the app, codes, access tokens, waiting consent
// pages, and one task store per demo person. The fixed sandbox token opens the first person's.
import type { OAuthApp } from "../../oauth/app";
import { ConsentPages } from "../../oauth/consent-flow";
import { type Clock, ExpiringStore } from "../../oauth/expiring-store";
import type { TasksStore } from "../store";
import { type TickTickAuthorizationRequest, tickTickConsentProvider } from "./authorize";
import type { IssuedTickTickCode, TickTickGrant } from "./grants";

export class TickTickAccounts {
  readonly codes: ExpiringStore<IssuedTickTickCode>;
  readonly accessTokens: ExpiringStore<TickTickGrant>;
  readonly consent: ConsentPages<TickTickAuthorizationRequest>;

  constructor(
    readonly app: OAuthApp,
    readonly clock: Clock,
    /** Each demo person's store by person id. */
    private readonly stores: ReadonlyMap<string, TasksStore>,
  ) {
    this.codes = new ExpiringStore(clock);
    this.accessTokens = new ExpiringStore(clock);
    this.consent = new ConsentPages(tickTickConsentProvider(this), clock);
  }

  /** The store a person's live access token opens; undefined for any other token. */
  storeFor(token: string): TasksStore | undefined {
    const grant = this.accessTokens.peek(token);
    return grant ? this.stores.get(grant.personId) : undefined;
  }

  /** Forgets codes, tokens and waiting pages, and restores every person's store to its starting data. */
  reset(): void {
    this.codes.clear();
    this.accessTokens.clear();
    this.consent.clear();
    for (const store of this.stores.values()) store.reset();
  }
}
