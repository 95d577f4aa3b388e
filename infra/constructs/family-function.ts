// One Lambda function serving one family of tools: the house construct (tool-function.ts) with the
// family's sizing and environment, and only the permissions that family needs.
import { Duration, Stack, Validations } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type { Construct } from "constructs";
import type { Family, ToolRow } from "../../lib/catalog/index";
import { toolkitOf } from "../families";
import { connectionSecretArns, oauthClientSecretArn, tokenSecretIdOf } from "../secrets";
import type { StackSettings } from "../settings";
import { sizingOf } from "../sizing";
import { ToolFunction, type ToolFunctionProps } from "./tool-function";

/** What the idempotency records and the token-refresh lease do on the table (docs/idempotency.md, docs/tokens.md). */
export const TABLE_ACTIONS = [
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
];

export interface FamilyFunctionProps {
  family: Family;
  tools: readonly ToolRow[];
  settings: StackSettings;
  table: dynamodb.ITable;
  /** With the OAuth front door: where a person connects an account (`CONNECT_URL`, named in the AuthError). */
  connectUrl?: string;
}

function functionPropsOf({
  family,
  tools,
  settings,
  table,
  connectUrl,
}: FamilyFunctionProps): ToolFunctionProps {
  const toolkit = toolkitOf(family);
  const sizing = sizingOf(family);
  const environment: Record<string, string> = {
    [`${toolkit.envPrefix}_TOKEN_SECRET_ID`]: tokenSecretIdOf(toolkit, settings),
    IDEMPOTENCY_TABLE: table.tableName,
    POWERTOOLS_SERVICE_NAME: `agent-tools-${family}`,
    UPSTREAM_TIMEOUT_MS: String(sizing.upstreamTimeoutMs),
    // A confirmation reads a record only through a family this deployment runs (lib/confirmation).
    DEPLOYED_FAMILIES: settings.families.join(","),
  };
  if (toolkit.writesTokens) environment.LEDGER_OAUTH_CLIENT_SECRET_ID = settings.ledgerOAuthClientSecretName;
  if (connectUrl) environment.CONNECT_URL = connectUrl;
  // Dida365: the tasks API at its host (lib/catalog/toolkits.ts TASKS_SERVICES).
  if (toolkit.toolkit === "TasksApi" && settings.tasksService !== "ticktick")
    environment.TASKS_SERVICE = settings.tasksService;
  return {
    entry: family,
    description: `${toolkit.toolkit}: the ${tools.length} tools of family ${family}`,
    roleDescription: `Runs the ${family} tools`,
    memorySize: sizing.memoryMiB,
    timeout: Duration.seconds(sizing.timeoutSeconds),
    environment,
    logRetentionDays: settings.logRetentionDays,
    readsSecretsAtStart: true,
  };
}

export class FamilyFunction extends ToolFunction {
  constructor(scope: Construct, id: string, props: FamilyFunctionProps) {
    super(scope, id, functionPropsOf(props));
    this.grantTokenSecrets(props);
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: "IdempotencyAndRefreshLease",
        actions: TABLE_ACTIONS,
        resources: [props.table.tableArn],
      }),
    );
    this.acknowledgeSecretFolder(props);
  }

  private grantTokenSecrets({ family, settings }: FamilyFunctionProps): void {
    const stack = Stack.of(this);
    const toolkit = toolkitOf(family);
    const connections = connectionSecretArns(stack, toolkit, settings);
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: "ReadConnectionTokens",
        actions: ["secretsmanager:GetSecretValue"],
        resources: toolkit.writesTokens
          ? [connections, oauthClientSecretArn(stack, settings)]
          : [connections],
      }),
    );
    if (!toolkit.writesTokens) return;
    // Xero rotates refresh tokens: the refreshing container writes the new set back.
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: "WriteBackRefreshedTokens",
        actions: ["secretsmanager:PutSecretValue"],
        resources: [connections],
      }),
    );
    // The client secret may sit under the same prefix; it is never written by a function (docs/tokens.md).
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: "NeverWriteTheOAuthClient",
        effect: iam.Effect.DENY,
        actions: ["secretsmanager:PutSecretValue"],
        resources: [oauthClientSecretArn(stack, settings)],
      }),
    );
  }

  /** With a `{connection}` template the read grant is a folder wildcard; a fixed connection needs none. */
  private acknowledgeSecretFolder({ family, settings }: FamilyFunctionProps): void {
    if (settings.connection) return;
    const { secretFolder } = toolkitOf(family);
    Validations.of(this.policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${settings.tokenSecretPrefix}${secretFolder}/*]`,
      reason:
        "One secret per connection, named <prefix><toolkit>/<connection>; connection names cannot contain '/', so the grant stays within this toolkit's folder (docs/tokens.md).",
    });
  }
}
