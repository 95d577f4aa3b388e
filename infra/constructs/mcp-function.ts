// The `mcp` function: the MCP endpoint. It holds no secret and no table; its role may only write
// its own logs and invoke the deployed family functions, each of which keeps its own permissions.
import { Duration, Stack, Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { Family } from "../../lib/catalog/index";
import type { StackSettings } from "../settings";
import { FAMILY_SIZING } from "../sizing";
import { bundledCode } from "./family-function";

export interface McpFunctionProps {
  /** The deployed family functions: their tools are listed, and only they may be invoked. */
  functions: Partial<Record<Family, lambda.IFunction>>;
  settings: StackSettings;
}

export class McpFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: McpFunctionProps) {
    super(scope, id);
    const { settings } = props;
    const deployed = Object.entries(props.functions) as [Family, lambda.IFunction][];
    if (deployed.length === 0) throw new Error("The MCP endpoint needs at least one family function");

    this.logGroup = new logs.LogGroup(this, "Logs", { retention: settings.logRetentionDays });
    this.role = new iam.Role(this, "Role", {
      assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
      description: "Runs the MCP endpoint: lists the deployed tools and invokes their family functions",
    });
    this.logGroup.grantWrite(this.role);
    // The function ARNs exactly: no `:*` qualifiers (the endpoint invokes $LATEST), no other function.
    this.role.addToPolicy(
      new iam.PolicyStatement({
        sid: "InvokeDeployedFamilies",
        actions: ["lambda:InvokeFunction"],
        resources: deployed.map(([, fn]) => fn.functionArn),
      }),
    );

    const environment: Record<string, string> = {
      FAMILIES: deployed.map(([family]) => family).join(","),
      FAMILY_FUNCTIONS: Stack.of(this).toJsonString(
        Object.fromEntries(deployed.map(([family, fn]) => [family, fn.functionName])),
      ),
      POWERTOOLS_SERVICE_NAME: "agent-tools-mcp",
    };
    if (settings.toolFilter) environment.TOOL_FILTER = settings.toolFilter;

    this.function = new lambda.Function(this, "Function", {
      description: `MCP endpoint over the families ${environment.FAMILIES}`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: "index.handler",
      code: bundledCode("mcp"),
      // tools/list parses the catalog (~160 KiB of JSON out); calls mostly wait on the family function.
      memorySize: 512,
      // A call waits for the slowest family's function; API Gateway stops at 29 s anyway.
      timeout: Duration.seconds(
        Math.max(...deployed.map(([family]) => FAMILY_SIZING[family].timeoutSeconds)) + 1,
      ),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment,
    });
    this.acknowledgeFindings();
  }

  private acknowledgeFindings(): void {
    Validations.of(this.function).acknowledge({
      id: "AwsSolutions-L1",
      reason:
        "nodejs22.x is the runtime the project targets and tests (DESIGN.md); bundles target node20. Move with the project, not with each new runtime.",
    });
    Validations.of(this.role.node.findChild("DefaultPolicy")).acknowledge(
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
