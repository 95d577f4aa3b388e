// The REST API: `GET /tools` and `POST /mcp` (answered by the `mcp` function), the `/tools` resource the
// family route stacks hang their `POST /tools/<toolName>` methods on, the shared body validator,
// the stage with throttling and JSON access logs, and the project's error shape for gateway errors.
// The tool routes are entered through one or two entrances (entrances.ts): `/tools` and `/mcp`,
// and with `auth=both` the same under `/iam`.
import { createHash } from "node:crypto";
import { Annotations, type NestedStack, Size, Stack, Validations } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { ToolRow } from "../../lib/catalog/index";
import { errorTemplate, GATEWAY_ERRORS, statusCodeOf } from "../api/error-responses";
import { modelSchemaOf } from "../api/model-schema";
import type { StackSettings } from "../settings";
import { type Entrance, methodAuthOf } from "./entrances";

export interface ToolsApiProps {
  tools: readonly ToolRow[];
  settings: StackSettings;
}

/** API Gateway's default quota of resources per REST API (adjustable per API). */
export const API_RESOURCE_QUOTA = 300;

/** One line per request, as JSON; `validationError` says why a body was refused. */
const ACCESS_LOG_FIELDS = {
  requestId: "$context.requestId",
  extendedRequestId: "$context.extendedRequestId",
  requestTime: "$context.requestTime",
  ip: "$context.identity.sourceIp",
  caller: "$context.identity.caller",
  userArn: "$context.identity.userArn",
  httpMethod: "$context.httpMethod",
  resourcePath: "$context.resourcePath",
  status: "$context.status",
  responseLength: "$context.responseLength",
  responseLatency: "$context.responseLatency",
  integrationLatency: "$context.integration.latency",
  integrationStatus: "$context.integration.status",
  errorType: "$context.error.responseType",
  errorMessage: "$context.error.message",
  validationError: "$context.error.validationErrorString",
};

/** Behind the OAuth front door, who called: the token's principal, as the authorizer named it. */
const OAUTH_ACCESS_LOG_FIELDS = { ...ACCESS_LOG_FIELDS, principal: "$context.authorizer.principalId" };

const APIG3_REASONS = {
  iam: "Callers are IAM principals signing with SigV4 and the stage is throttled; a WAF web ACL is an account-level choice (docs/infrastructure.md).",
  oauth:
    "Callers carry OAuth access tokens checked by the Lambda authorizer (or sign with SigV4 under /iam) and the stage is throttled; a WAF web ACL is an account-level choice (docs/infrastructure.md).",
};

/** Requests per second (and burst) API Gateway lets through to `POST /register`, for all callers together. */
export const REGISTRATION_THROTTLE = { throttlingRateLimit: 2, throttlingBurstLimit: 10 } as const;

export class ToolsApi extends Construct {
  readonly restApi: apigw.RestApi;
  readonly toolsResource: apigw.Resource;
  readonly bodyValidator: apigw.RequestValidator;
  readonly accessLogs: logs.LogGroup;
  private readonly stageName: string;

  constructor(scope: Construct, id: string, props: ToolsApiProps) {
    super(scope, id);
    const { settings } = props;
    this.stageName = settings.stageName;
    const accessLogFields = settings.auth === "iam" ? ACCESS_LOG_FIELDS : OAUTH_ACCESS_LOG_FIELDS;
    this.accessLogs = new logs.LogGroup(this, "AccessLogs", { retention: settings.logRetentionDays });
    this.restApi = new apigw.RestApi(this, "Api", {
      description: "Tools for language-model agents: POST /tools/{toolName}, GET /tools",
      endpointTypes: [apigw.EndpointType.REGIONAL],
      // The account-wide CloudWatch role is an account setting, not this stack's to own.
      cloudWatchRole: false,
      // The catalog (~170 KB) and large reports compress well.
      minCompressionSize: Size.kibibytes(1),
      deployOptions: {
        stageName: settings.stageName,
        throttlingRateLimit: settings.throttleRateLimit,
        throttlingBurstLimit: settings.throttleBurstLimit,
        accessLogDestination: new apigw.LogGroupLogDestination(this.accessLogs),
        accessLogFormat: apigw.AccessLogFormat.custom(JSON.stringify(accessLogFields)),
        tracingEnabled: true,
        // Registration is open by protocol: its own small allowance, so a flood of registrations
        // cannot spend the stage's, which tool calls share (docs/threat-model.md, M1).
        ...(settings.auth === "iam" ? {} : { methodOptions: { "/register/POST": REGISTRATION_THROTTLE } }),
      },
    });
    this.bodyValidator = new apigw.RequestValidator(this, "BodyValidator", {
      restApi: this.restApi,
      requestValidatorName: "tool-parameters",
      validateRequestBody: true,
      // No method declares required parameters, so this checks nothing; cdk-nag's APIG2 wants it on.
      validateRequestParameters: true,
    });
    this.toolsResource = this.restApi.root.addResource("tools");
    for (const error of GATEWAY_ERRORS) {
      this.restApi.addGatewayResponse(`Error${error.type.responseType}`, {
        type: error.type,
        statusCode: statusCodeOf(error),
        templates: { "application/json": errorTemplate(error) },
      });
    }
    this.acknowledgeFindings(settings.auth === "iam" ? APIG3_REASONS.iam : APIG3_REASONS.oauth);
  }

  /**
   * `https://<api>.execute-api.<region>.<suffix>/<stage>`, no trailing slash. Built from the API's
   * id and the configured stage name, not the Stage resource (as `urlForPath` does): the functions
   * that read it sit behind methods the stage's deployment depends on, which would be a cycle.
   */
  get baseUrl(): string {
    const stack = Stack.of(this);
    return `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}/${this.stageName}`;
  }

  /** An entrance: `/` with `/tools` itself (prefix ""), or `<prefix>` with a `<prefix>/tools` made for it. */
  entrance(id: string, prefix: string, auth: Entrance["auth"]): Entrance {
    if (prefix === "") return { id, prefix, base: this.restApi.root, tools: this.toolsResource, auth };
    const base = this.restApi.root.resourceForPath(prefix);
    return { id, prefix, base, tools: base.addResource("tools"), auth };
  }

  /**
   * `POST /mcp`: the MCP endpoint (Streamable HTTP, JSON responses), a Lambda proxy to the `mcp`
   * function under the same authorisation as the tool routes. The MCP body is JSON-RPC, checked by
   * the SDK, so no request model. LambdaIntegration adds the function's invoke permission, scoped to
   * this route on the deployed stage (no console test-invoke permission).
   */
  addMcpRoute(fn: lambda.IFunction, entrance: Entrance): apigw.Method {
    return entrance.base
      .addResource("mcp")
      .addMethod(
        "POST",
        new apigw.LambdaIntegration(fn, { allowTestInvoke: false }),
        methodAuthOf(entrance.auth),
      );
  }

  /**
   * `GET /tools`: the catalog of the deployed families, answered by the `mcp` function so the
   * operator's TOOL_FILTER and the caller's `?families=&toolkits=&readOnly=&tools=` apply, as on
   * the local gateway and on tools/list.
   */
  addCatalogRoute(fn: lambda.IFunction, entrance: Entrance): apigw.Method {
    return entrance.tools.addMethod(
      "GET",
      new apigw.LambdaIntegration(fn, { allowTestInvoke: false }),
      methodAuthOf(entrance.auth),
    );
  }

  /**
   * One permission per function for the whole API (`<api>/*` source ARN), not one per route:
   * 165 routes would otherwise add 165-330 permissions to the function policies and the stack.
   */
  allowInvoke(fn: lambda.Function, entrance: Entrance): void {
    fn.addPermission(entrance.prefix === "" ? "InvokeFromToolsApi" : `InvokeFromToolsApi${entrance.id}`, {
      principal: new iam.ServicePrincipal("apigateway.amazonaws.com"),
      sourceArn: this.restApi.arnForExecuteApi("POST", `${entrance.prefix}/tools/*`),
    });
  }

  /**
   * The routes live in nested stacks, out of sight of the RestApi's own deployment bookkeeping: a
   * fingerprint of them renews the deployment whenever a route, model or function changes, and the
   * deployment waits for the route stacks.
   */
  deployAfter(routeStacks: readonly NestedStack[], tools: readonly ToolRow[], access: string): void {
    const deployment = this.restApi.latestDeployment;
    if (!deployment) throw new Error("The API must deploy");
    const fingerprint = createHash("sha256")
      .update(
        JSON.stringify({
          // The entrances and their authorisation: `AWS_IAM` (IAM only, as before the front door), `oauth`, `both`.
          authorizationType: access,
          routes: tools.map((row) => [row.name, row.family, modelSchemaOf(row)]),
        }),
      )
      .digest("hex");
    deployment.addToLogicalId({ routes: fingerprint });
    for (const routes of routeStacks) {
      if (routes.nestedStackResource) deployment.node.addDependency(routes.nestedStackResource);
    }
  }

  /**
   * A warning at synth when the API holds more resources than API Gateway allows by default
   * (`auth=both` with every family: each tool has a route under /tools and under /iam/tools).
   */
  warnPastResourceQuota(): void {
    // The root is not a CfnResource; every other path part is one, nested route stacks included.
    const count =
      1 +
      Stack.of(this)
        .node.findAll()
        .filter((c) => c instanceof apigw.CfnResource).length;
    if (count <= API_RESOURCE_QUOTA) return;
    Annotations.of(this.restApi).addWarningV2(
      "agent-tools:api-resource-quota",
      `The API has ${count} resources, past API Gateway's default quota of ${API_RESOURCE_QUOTA} per API: raise the quota for this API first (deploy with auth=oauth, then ask for the increase) or deploy fewer families (docs/infrastructure.md).`,
    );
  }

  private acknowledgeFindings(apig3Reason: string): void {
    Validations.of(this.restApi).acknowledge(
      {
        id: "AwsSolutions-APIG3",
        reason: apig3Reason,
      },
      {
        id: "AwsSolutions-APIG6",
        reason:
          "Execution logging needs the account-wide API Gateway CloudWatch role, which this stack does not own; JSON access logs cover every request.",
      },
    );
  }
}
