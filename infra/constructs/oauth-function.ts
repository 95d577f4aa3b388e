// The `oauth` function: the authorization server (functions/oauth.ts, lib/oauth). Its role reaches
// its own table, the signing key, the OAuth apps' client credentials (read only) and the
// connection secrets it creates for people and deletes when they disconnect.
import { Duration, Stack, Validations } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { OAUTH_INDEXES } from "../../lib/oauth/store";
import { appClientSecretArns, connectionFolderArn } from "../secrets";
import type { StackSettings } from "../settings";
import { TABLE_ACTIONS } from "./family-function";
import { ToolFunction, type ToolFunctionProps } from "./tool-function";

/** What lib/oauth/connection-secrets.ts does to a person's connection secrets. */
export const CONNECTION_SECRET_ACTIONS = [
  "secretsmanager:CreateSecret",
  "secretsmanager:PutSecretValue",
  "secretsmanager:DescribeSecret",
  "secretsmanager:GetSecretValue",
  "secretsmanager:DeleteSecret",
];

/** The writes among them, which must never reach an app's client credentials. */
export const SECRET_WRITE_ACTIONS = [
  "secretsmanager:CreateSecret",
  "secretsmanager:PutSecretValue",
  "secretsmanager:DeleteSecret",
];

const CONNECTION_FOLDERS = ["ledger", "tasks"] as const;

export interface OAuthFunctionProps {
  /** `https://<api>.execute-api.<region>.amazonaws.com/<stage>`: the issuer and every endpoint's base. */
  baseUrl: string;
  table: dynamodb.ITable;
  signingKey: secretsmanager.ISecret;
  settings: StackSettings;
}

function functionPropsOf(scope: Construct, props: OAuthFunctionProps): ToolFunctionProps {
  const { baseUrl, table, signingKey, settings } = props;
  const stack = Stack.of(scope);
  const appClients = appClientSecretArns(stack, settings);
  const connections = CONNECTION_FOLDERS.map((folder) => connectionFolderArn(stack, folder, settings));
  // The names lib/oauth/settings.ts reads; upstream URLs keep their defaults (the real Xero and TickTick).
  const environment: Record<string, string> = {
    OAUTH_BASE_URL: baseUrl,
    OAUTH_TABLE: table.tableName,
    OAUTH_SIGNING_KEY_SECRET_ID: signingKey.secretArn,
    TOKEN_SECRET_PREFIX: settings.tokenSecretPrefix,
    SIGNIN_CLIENT_SECRET_ID: settings.signInClientSecretName,
    LEDGER_OAUTH_CLIENT_SECRET_ID: settings.ledgerOAuthClientSecretName,
    TASKS_OAUTH_CLIENT_SECRET_ID: settings.tasksOAuthClientSecretName,
    POWERTOOLS_SERVICE_NAME: "agent-tools-oauth",
  };
  if (settings.signInIssuer) environment.SIGNIN_ISSUER = settings.signInIssuer;
  // Dida365: people connect their Dida365 account, at its OAuth endpoints, named so on the pages.
  if (settings.tasksService !== "ticktick") environment.TASKS_SERVICE = settings.tasksService;
  if (settings.ledgerOAuthScopes) environment.LEDGER_OAUTH_SCOPES = settings.ledgerOAuthScopes;
  if (settings.oauthClientAllowlist) environment.OAUTH_CLIENT_ALLOWLIST = settings.oauthClientAllowlist;
  return {
    entry: "oauth",
    description: "OAuth authorization server: metadata, authorize, token, register, revoke, consent",
    roleDescription:
      "Runs the OAuth authorization server: its table, the signing key, people's connection secrets",
    // Express, the MCP SDK's handlers, jose and oauth4webapi; most of a request waits on DynamoDB or Xero.
    memorySize: 512,
    // A callback exchanges a code with Xero or TickTick and may list Xero's connections; API Gateway stops at 29 s.
    timeout: Duration.seconds(20),
    environment,
    logRetentionDays: settings.logRetentionDays,
    readsSecretsAtStart: true,
    initialPolicy: [
      new iam.PolicyStatement({ sid: "OAuthState", actions: TABLE_ACTIONS, resources: [table.tableArn] }),
      // The table's indexes: the account page lists a person's grants, one item each (lib/oauth/grants.ts).
      new iam.PolicyStatement({
        sid: "OAuthGrantsByPrincipal",
        actions: ["dynamodb:Query"],
        resources: Object.keys(OAUTH_INDEXES).map((index) => `${table.tableArn}/index/${index}`),
      }),
      new iam.PolicyStatement({
        sid: "SignAccessTokens",
        actions: ["secretsmanager:GetSecretValue"],
        resources: [signingKey.secretArn],
      }),
      new iam.PolicyStatement({
        sid: "ReadAppClients",
        actions: ["secretsmanager:GetSecretValue"],
        resources: appClients,
      }),
      // One secret per person and toolkit (`<prefix>ledger/<principal>`), made when they connect.
      new iam.PolicyStatement({
        sid: "ManageConnections",
        actions: CONNECTION_SECRET_ACTIONS,
        resources: connections,
      }),
      // The app credentials may sit in the same folders (they do by default): never written here.
      new iam.PolicyStatement({
        sid: "NeverWriteAppClients",
        effect: iam.Effect.DENY,
        actions: SECRET_WRITE_ACTIONS,
        resources: appClients,
      }),
    ],
  };
}

export class OAuthFunction extends ToolFunction {
  constructor(scope: Construct, id: string, props: OAuthFunctionProps) {
    super(scope, id, functionPropsOf(scope, props));
    const { tokenSecretPrefix } = props.settings;
    Validations.of(this.policy).acknowledge(
      ...CONNECTION_FOLDERS.map((folder) => ({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${tokenSecretPrefix}${folder}/*]`,
        reason:
          "People's connection secrets are created when they connect an account, one per person and toolkit (<prefix><toolkit>/<principal>); principals cannot contain '/', so the grant stays within the toolkit's folder, and the app credentials there are denied every write.",
      })),
    );
  }
}
