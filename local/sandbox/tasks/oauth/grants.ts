// What the TickTick sandbox's codes and tokens stand for: kept by accounts.ts (which re-exports them)
// and issued by authorize.ts, which accounts.ts imports and which so imports nothing back from it.

export interface TickTickGrant {
  personId: string;
  clientId: string;
  scopes: string[];
}

export interface IssuedTickTickCode extends TickTickGrant {
  redirectUri: string;
}
