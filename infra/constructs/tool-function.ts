// The house construct: one bundled Lambda function (nodejs22.x, arm64, X-Ray active) with its own
// log group, its own least-privilege role and the cdk-nag acknowledgements every such function
// needs. FamilyFunction and McpFunction extend it with their environment and grants; extending
// rather than wrapping keeps the construct paths, and so the logical ids, of the resources.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { AssetHashType, DockerImage, type Duration, Stack, Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { ResultsBucket } from "./results-bucket";

const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILD_ONE = fileURLToPath(new URL("../../scripts/build-one.ts", import.meta.url));

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

export interface ToolFunctionProps {
  /** The entry `functions/<entry>.ts`. */
  entry: string;
  description: string;
  /** What the role is for, as IAM shows it. */
  roleDescription: string;
  memorySize: number;
  timeout: Duration;
  environment: Record<string, string>;
  logRetentionDays: number;
  /** Grants the function needs from the start; they precede the X-Ray grant in the role's policy. */
  initialPolicy?: iam.PolicyStatement[];
  /** The function reads a secret on its first call: it gets AWS's Parameters and Secrets extension. */
  readsSecretsAtStart?: boolean;
}

/**
 * Secret reads go through AWS's Parameters and Secrets extension (lib/upstream-tokens/secrets-extension.ts):
 * a cold start then reads its secret over the loopback interface instead of loading the AWS SDK. The
 * extension's own cache is off: the functions cache tokens themselves (TOKEN_CACHE_TTL_SECONDS), and
 * a second cache would let a disconnect or a refreshed set reach a function later than that.
 */
const SECRETS_EXTENSION = lambda.ParamsAndSecretsLayerVersion.fromVersion(
  lambda.ParamsAndSecretsVersions.V1_0_103,
  { cacheEnabled: false, logLevel: lambda.ParamsAndSecretsLogLevel.WARN },
);

export class ToolFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ToolFunctionProps) {
    super(scope, id);
    // A log group of our own: retention without the LogRetention custom-resource function.
    this.logGroup = new logs.LogGroup(this, "Logs", { retention: props.logRetentionDays });
    // A role of our own instead of the AWSLambdaBasicExecutionRole managed policy: writes to its log group only.
    this.role = new iam.Role(this, "Role", {
      assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
      description: props.roleDescription,
    });
    this.logGroup.grantWrite(this.role);
    for (const statement of props.initialPolicy ?? []) this.role.addToPolicy(statement);

    this.function = new lambda.Function(this, "Function", {
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: "index.handler",
      code: bundledCode(props.entry),
      memorySize: props.memorySize,
      timeout: props.timeout,
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment: props.environment,
      ...(props.readsSecretsAtStart ? { paramsAndSecrets: SECRETS_EXTENSION } : {}),
    });
    this.acknowledgeSharedFindings();
  }

  /** Lets the function store answers too large to return, and sign their URLs (docs/results.md). */
  storeResultsIn(results: ResultsBucket): void {
    results.grantStore(this.function, this.role, this.policy);
  }

  /** The role's policy, where grant-specific cdk-nag acknowledgements go. */
  protected get policy(): Construct {
    return this.role.node.findChild("DefaultPolicy");
  }

  private acknowledgeSharedFindings(): void {
    Validations.of(this.function).acknowledge({
      id: "AwsSolutions-L1",
      reason:
        "nodejs22.x is the runtime the project targets and tests (docs/architecture.md); bundles target node20. Move with the project, not with each new runtime.",
    });
    Validations.of(this.policy).acknowledge(
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
