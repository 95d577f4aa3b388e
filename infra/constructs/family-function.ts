// The house construct: one Lambda function serving one family of tools, with its log group, its
// own role and only the permissions that family needs.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { AssetHashType, DockerImage, Duration, Stack, Validations } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { Family, ToolRow } from "../../lib/catalog/index";
import { toolkitOf } from "../families";
import { connectionSecretArns, oauthClientSecretArn, tokenSecretIdOf } from "../secrets";
import type { StackSettings } from "../settings";
import { sizingOf } from "../sizing";

const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILD_ONE = fileURLToPath(new URL("../../scripts/build-one.ts", import.meta.url));

/** What Powertools idempotency and the token-refresh lease do on the table (docs/idempotency.md, docs/tokens.md). */
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
}

/**
 * Bundles `functions/<name>.ts` (a family, or `mcp`) with scripts/build.ts (esbuild, ESM, code splitting) on this
 * machine. NodejsFunction cannot: it passes `--outfile`, which esbuild refuses with splitting.
 * The image is never pulled: local bundling always succeeds or throws (docs/infrastructure.md).
 * Tests skip bundling with the context `aws:cdk:bundling-stacks: []`.
 */
export function bundledCode(name: string): lambda.Code {
  const entry = `functions/${name}.ts`;
  return lambda.Code.fromAsset(PROJECT_ROOT, {
    // Hash the bundle, not the project folder (node_modules): equal bundles are not redeployed.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry("unused-local-bundling-only"),
      // Never run (no Docker), but part of the asset cache key: without it the six families, which
      // differ only in `tryBundle`, would share the first family's bundle.
      command: ["node", "--import", "tsx", "scripts/build-one.ts", entry, "/asset-output"],
      local: {
        tryBundle(outputDir) {
          execFileSync(process.execPath, ["--import", "tsx", BUILD_ONE, entry, outputDir], {
            cwd: PROJECT_ROOT,
            stdio: ["ignore", "inherit", "inherit"],
          });
          return true;
        },
      },
    },
  });
}

export class FamilyFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: FamilyFunctionProps) {
    super(scope, id);
    const { family, settings, table } = props;
    const toolkit = toolkitOf(family);
    const sizing = sizingOf(family);
    const stack = Stack.of(this);

    // A log group of our own: retention without the LogRetention custom-resource function.
    this.logGroup = new logs.LogGroup(this, "Logs", { retention: settings.logRetentionDays });
    // A role of our own instead of the AWSLambdaBasicExecutionRole managed policy: writes to its log group only.
    this.role = new iam.Role(this, "Role", {
      assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
      description: `Runs the ${family} tools`,
    });
    this.logGroup.grantWrite(this.role);

    const environment: Record<string, string> = {
      [`${toolkit.envPrefix}_TOKEN_SECRET_ID`]: tokenSecretIdOf(toolkit, settings),
      IDEMPOTENCY_TABLE: table.tableName,
      POWERTOOLS_SERVICE_NAME: `agent-tools-${family}`,
      UPSTREAM_TIMEOUT_MS: String(sizing.upstreamTimeoutMs),
    };
    if (toolkit.writesTokens)
      environment.LEDGER_OAUTH_CLIENT_SECRET_ID = settings.ledgerOAuthClientSecretName;

    this.function = new lambda.Function(this, "Function", {
      description: `${toolkit.toolkit}: the ${props.tools.length} tools of family ${family}`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: "index.handler",
      code: bundledCode(family),
      memorySize: sizing.memoryMiB,
      timeout: Duration.seconds(sizing.timeoutSeconds),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment,
    });

    this.grantTokenSecrets(stack, props);
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: "IdempotencyAndRefreshLease",
        actions: TABLE_ACTIONS,
        resources: [table.tableArn],
      }),
    );
    this.acknowledgeFindings(props);
  }

  private grantTokenSecrets(stack: Stack, { family, settings }: FamilyFunctionProps): void {
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

  private acknowledgeFindings({ family, settings }: FamilyFunctionProps): void {
    Validations.of(this.function).acknowledge({
      id: "AwsSolutions-L1",
      reason:
        "nodejs22.x is the runtime the project targets and tests (DESIGN.md); bundles target node20. Move with the project, not with each new runtime.",
    });
    const policy = this.role.node.findChild("DefaultPolicy");
    if (!settings.connection) {
      const { secretFolder } = toolkitOf(family);
      Validations.of(policy).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${settings.tokenSecretPrefix}${secretFolder}/*]`,
        reason:
          "One secret per connection, named <prefix><toolkit>/<connection>; connection names cannot contain '/', so the grant stays within this toolkit's folder (docs/tokens.md).",
      });
    }
    Validations.of(policy).acknowledge(
      {
        id: "AwsSolutions-IAM5[Resource::*]",
        reason:
          "X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions; AWS requires '*'.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.logGroup.node.defaultChild as logs.CfnLogGroup)}.Arn>:*]`,
        reason:
          "Log streams of this function's own log group only: stream names are created by Lambda at run time.",
      },
    );
  }
}
