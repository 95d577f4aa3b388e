// Lambda entry of the authorization server (lib/oauth): the Express app behind API Gateway through
// serverless-http, built on the first request from the settings in the environment.
import serverless from "serverless-http";
import { createAuthorizationServer } from "../lib/oauth/server";
import { readAuthServerSettings } from "../lib/oauth/settings";
import { lazyClient } from "../lib/runtime/lazy-client";

const app = lazyClient(async () =>
  serverless((await createAuthorizationServer(readAuthServerSettings())).app),
);

export async function handler(event: unknown, context: unknown) {
  return (await app.get())(event as never, context as never);
}
