// `-c agentcore=true`: an Amazon Bedrock AgentCore Gateway with one Lambda target per deployed
// family (docs/agentcore.md). Each target lists its family's tools from generated/agentcore/
// (scripts/agentcore-schemas.ts, `npm run generate`); the gateway invokes the family function
// directly, which answers the gateway's event (lib/agentcore). Inbound (`-c agentcoreAuth`): `jwt`,
// the OAuth front door's ES256 access tokens, verified by the keys its discovery document names;
// `iam`, SigV4 and `bedrock-agentcore:InvokeGateway`; unset, `jwt` with the front door
// (auth=oauth|both) and `iam` without, as before the setting. In a nested stack of its own: the
// inline tool definitions weigh ~330 KiB, which the parent's template need not carry.
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

/** `-c agentcoreAuth`: how callers of the gateway authenticate. */
export const GATEWAY_AUTH_MODES = ["iam", "jwt"] as const;
export type GatewayAuthMode = (typeof GATEWAY_AUTH_MODES)[number];

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
  /** The API's `-c auth`: the default of `inbound`. */
  auth: AuthMode;
  /** The gateway's inbound auth; default `-c agentcoreAuth`, else `jwt` when auth is oauth|both, else `iam`. */
  inbound?: GatewayAuthMode;
  /** The OAuth front door's issuer (its base URL): needed for `jwt`. */
  issuer?: string;
  /** `-c readOnly=true`: only read-only tools are listed (the functions refuse the rest anyway). */
  readOnly: boolean;
  /** Where generated/ is; default the working directory (the CDK app runs from the project). */
  root?: string;
}

/** The gateway's inbound auth from its props and `-c agentcoreAuth`; throws on a value it cannot build. */
export function gatewayAuthOf(
  scope: Construct,
  props: Pick<AgentCoreGatewayProps, "auth" | "inbound" | "issuer">,
) {
  const asked = props.inbound ?? scope.node.tryGetContext("agentcoreAuth");
  const inbound = asked === undefined ? (props.auth === "iam" ? "iam" : "jwt") : String(asked);
  if (!(GATEWAY_AUTH_MODES as readonly string[]).includes(inbound))
    throw new Error(
      `Context "agentcoreAuth" must be one of ${GATEWAY_AUTH_MODES.join(", ")} (got "${inbound}")`,
    );
  if (inbound === "jwt" && props.issuer === undefined) {
    throw new Error(
      'Context "agentcoreAuth=jwt" verifies the OAuth front door\'s tokens: deploy it too with -c auth=oauth (or both)',
    );
  }
  return inbound as GatewayAuthMode;
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
    const { issuer } = props;
    const inbound = gatewayAuthOf(scope, props);
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
        inbound === "iam" || issuer === undefined
          ? GatewayAuthorizer.usingAwsIam()
          : GatewayAuthorizer.usingCustomJwt({
              // The front door answers both metadata paths (lib/oauth/metadata.ts) with the same
              // document, whose jwks_uri names its ES256 keys; the gateway's check allows only this path.
              discoveryUrl: `${issuer}/.well-known/openid-configuration`,
              // A token's `aud` is the one resource it was issued for (RFC 8707,
              // lib/oauth/access-token.ts): the MCP one here, never /tools.
              allowedAudience: [`${issuer}/mcp`],
            }),
    });
    if (inbound === "jwt") {
      // docs/agentcore.md "Inbound auth": the generated secret is an HS256 key, which no JWKS holds.
      Annotations.of(this).addInfo(
        "The gateway verifies the front door's ES256 tokens by its JWKS: after the first deploy, add an ES256 key once with npm run rotate-signing-key -- --secret-id <SigningKeySecret> (docs/agentcore.md).",
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
