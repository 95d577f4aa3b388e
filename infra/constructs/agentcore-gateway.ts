// `-c agentcore=true`: an Amazon Bedrock AgentCore Gateway with one Lambda target per deployed
// family (docs/agentcore.md). Each target lists its family's tools from generated/agentcore/
// (scripts/agentcore-schemas.ts, `npm run generate`); the gateway invokes the family function
// directly, which answers the gateway's event (lib/agentcore). Inbound: the OAuth front door's JWT
// (auth=oauth|both), else IAM (SigV4, `bedrock-agentcore:InvokeGateway`). In a nested stack of its
// own: the inline tool definitions weigh ~330 KiB, which the parent's template need not carry.
import { readFileSync } from "node:fs";
import { Annotations, NestedStack } from "aws-cdk-lib";
import {
  Gateway,
  GatewayAuthorizer,
  McpGatewaySearchType,
  McpProtocolConfiguration,
  type SchemaDefinition,
  SchemaDefinitionType,
  type ToolDefinition,
  ToolSchema,
} from "aws-cdk-lib/aws-bedrockagentcore";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";
import { targetNameOf } from "../../lib/agentcore/names";
import { agentCoreSchemaFile } from "../../lib/agentcore/schema-files";
import type { Family } from "../../lib/catalog/index";
import { findToolByAnyName } from "../../lib/catalog/names";
import type { AuthMode } from "../auth-settings";

/** One tool definition as generated (JSON: `type` a string). */
interface GeneratedSchema {
  type: string;
  description?: string;
  items?: GeneratedSchema;
  properties?: Record<string, GeneratedSchema>;
  required?: string[];
}
interface GeneratedTool {
  name: string;
  description: string;
  inputSchema: GeneratedSchema;
}

export interface AgentCoreGatewayProps {
  /** The deployed family functions: one target each. */
  functions: Partial<Record<Family, lambda.IFunction>>;
  /** The gateway's name (letters, digits, `-`, `_`): a literal, so its role trusts this gateway alone. */
  gatewayName: string;
  auth: AuthMode;
  /** The OAuth front door's issuer (its base URL), for auth=oauth|both. */
  issuer?: string;
  /** `-c readOnly=true`: only read-only tools are listed (the functions refuse the rest anyway). */
  readOnly: boolean;
  /** Where generated/ is; default the working directory (the CDK app runs from the project). */
  root?: string;
}

function schemaOf(schema: GeneratedSchema): SchemaDefinition {
  return {
    type: SchemaDefinitionType.of(schema.type),
    ...(schema.description === undefined ? {} : { description: schema.description }),
    ...(schema.items === undefined ? {} : { items: schemaOf(schema.items) }),
    ...(schema.properties === undefined
      ? {}
      : {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([name, value]) => [name, schemaOf(value)]),
          ),
        }),
    ...(schema.required === undefined ? {} : { required: schema.required }),
  };
}

/** A family's generated tool definitions, read-only ones only when the deployment is. */
export function toolDefinitionsOf(family: Family, readOnly: boolean, root = "."): ToolDefinition[] {
  const file = agentCoreSchemaFile(family, root);
  let tools: GeneratedTool[];
  try {
    tools = JSON.parse(readFileSync(file, "utf8")) as GeneratedTool[];
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: run npm run generate (${(error as Error).message})`);
  }
  return tools
    .filter((tool) => !readOnly || findToolByAnyName(tool.name)?.flags.readOnly === true)
    .map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: schemaOf(tool.inputSchema),
    }));
}

export class AgentCoreGateway extends NestedStack {
  readonly gateway: Gateway;
  /** What the gateway acts as: it invokes the targets' functions (their unqualified ARNs), nothing else. */
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: AgentCoreGatewayProps) {
    super(scope, id, { description: "AgentCore Gateway: one Lambda target per family of tools" });
    const { auth, issuer } = props;
    if (auth !== "iam" && issuer === undefined) throw new Error(`auth=${auth} needs the front door's issuer`);
    const targets = (Object.entries(props.functions) as [Family, lambda.IFunction][])
      .map(([family, fn]) => ({ family, fn, tools: toolDefinitionsOf(family, props.readOnly, props.root) }))
      .filter((target) => target.tools.length > 0); // a write family of a read-only deployment lists nothing
    this.role = this.gatewayRole(
      props.gatewayName,
      targets.map((target) => target.fn),
    );
    this.gateway = new Gateway(this, "Gateway", {
      gatewayName: props.gatewayName,
      // As built here: the targets' own grants (an invoke of any version, `:*`) are not added to it.
      role: this.role.withoutPolicyUpdates(),
      description: "Agent tools (TickTick, Xero) as MCP tools: one target per family",
      protocolConfiguration: new McpProtocolConfiguration({ searchType: McpGatewaySearchType.SEMANTIC }),
      authorizerConfiguration:
        auth === "iam" || issuer === undefined
          ? GatewayAuthorizer.usingAwsIam()
          : GatewayAuthorizer.usingCustomJwt({
              // The front door answers both metadata paths (lib/oauth/metadata.ts); the gateway's
              // check allows only this one.
              discoveryUrl: `${issuer}/.well-known/openid-configuration`,
              // Tokens are issued for one resource of the front door (RFC 8707); the MCP one here.
              allowedAudience: [`${issuer}/mcp`],
            }),
    });
    if (auth !== "iam") {
      // docs/agentcore.md "Inbound auth": the gateway verifies tokens by the keys the discovery
      // document names; the front door signs with a shared secret and publishes none.
      Annotations.of(this).addWarningV2(
        "agent-tools:agentcore-jwt-keys",
        "The OAuth front door signs access tokens with HS256 and its metadata names no jwks_uri: the gateway's JWT authorizer cannot verify them until the front door publishes asymmetric keys (docs/agentcore.md).",
      );
    }
    for (const { family, fn, tools } of targets) {
      const target = this.gateway.addLambdaTarget(`${family}Target`, {
        gatewayTargetName: targetNameOf(family),
        description: `The ${family} tools`,
        lambdaFunction: fn,
        toolSchema: ToolSchema.fromInline(tools),
      });
      // CloudFormation creates the target once the gateway may invoke its function.
      target.node.addDependency(this.role);
    }
  }

  /**
   * Assumed only by this account's gateway of this name (its id is the name in lower case, a dash
   * and ten characters); may invoke the family functions the targets name, and nothing else.
   */
  private gatewayRole(gatewayName: string, functions: lambda.IFunction[]): iam.Role {
    const role = new iam.Role(this, "GatewayRole", {
      description: `Invokes the family functions for the AgentCore Gateway ${gatewayName}`,
      assumedBy: new iam.ServicePrincipal("bedrock-agentcore.amazonaws.com", {
        conditions: {
          StringEquals: { "aws:SourceAccount": this.account },
          ArnLike: {
            "aws:SourceArn": `arn:${this.partition}:bedrock-agentcore:${this.region}:${this.account}:gateway/${gatewayName.toLowerCase()}-??????????`,
          },
        },
      }),
    });
    if (functions.length > 0) {
      role.addToPolicy(
        new iam.PolicyStatement({
          actions: ["lambda:InvokeFunction"],
          resources: functions.map((fn) => fn.functionArn),
        }),
      );
    }
    return role;
  }
}
