// How callers enter the tool routes (`-c auth`, docs/infrastructure.md): `/tools` and `/mcp` under
// IAM (SigV4) or the OAuth authorizer, and with `auth=both` the IAM routes again under `/iam` for
// server-side AWS callers, beside the OAuth ones.
import * as apigw from "aws-cdk-lib/aws-apigateway";
import type { AuthMode } from "../auth-settings";

export interface MethodAuth {
  authorizationType: apigw.AuthorizationType;
  /** The OAuth token authorizer: the construct in the API's stack, `{ authorizerId }` in a nested one. */
  authorizer?: apigw.IAuthorizer;
}

export interface Entrance {
  /** Construct id of the entrance's `/tools` resource where the route stacks import it: `Tools`, `IamTools`. */
  id: string;
  /** The path prefix of its routes: "" or "/iam". */
  prefix: string;
  /** `/` or `/iam`: where its `/mcp` goes. */
  base: apigw.IResource;
  /** Its `/tools` resource: `GET /tools` and the `POST /tools/<toolName>` routes hang on it. */
  tools: apigw.IResource;
  auth: MethodAuth;
}

export function methodAuthOf({ authorizationType, authorizer }: MethodAuth): apigw.MethodOptions {
  return authorizer ? { authorizationType, authorizer } : { authorizationType };
}

/**
 * The same authorisation for a method in a nested route stack: an authorizer construct binds to
 * the one RestApi object it was attached to, so the nested stack gets its id (a stack parameter).
 */
export function nestedMethodAuthOf({ authorizationType, authorizer }: MethodAuth): apigw.MethodOptions {
  return authorizer
    ? { authorizationType, authorizer: { authorizerId: authorizer.authorizerId } }
    : { authorizationType };
}

/** What makes an entrance: the ToolsApi construct (tools-api.ts), which imports this module. */
export interface EntranceMaker {
  entrance(id: string, prefix: string, auth: MethodAuth): Entrance;
}

const IAM: MethodAuth = { authorizationType: apigw.AuthorizationType.IAM };

/** The entrances of an auth mode; `oauth` and `both` need the front door's authorizer. */
export function entrancesOf(api: EntranceMaker, auth: AuthMode, authorizer?: apigw.IAuthorizer): Entrance[] {
  if (auth === "iam") return [api.entrance("Tools", "", IAM)];
  if (!authorizer) throw new Error(`auth=${auth} needs the OAuth authorizer`);
  const oauth: MethodAuth = { authorizationType: apigw.AuthorizationType.CUSTOM, authorizer };
  const entrances = [api.entrance("Tools", "", oauth)];
  if (auth === "both") entrances.push(api.entrance("IamTools", "/iam", IAM));
  return entrances;
}
