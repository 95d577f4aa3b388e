// The REST API: `GET /tools` and `POST /mcp` (answered by the `mcp` function), the `/tools` resource the
// family route stacks hang their `POST /tools/<toolName>` methods on, the shared body validator,
// the stage with throttling and JSON access logs, and the project's error shape for gateway errors.
import { createHash } from "node:crypto";
import { type NestedStack, Size, Validations } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { ToolRow } from "../../lib/catalog/index";
import { errorTemplate, GATEWAY_ERRORS, statusCodeOf } from "../api/error-responses";
import { modelSchemaOf } from "../api/model-schema";
import type { StackSettings } from "../settings";

export interface ToolsApiProps {
  tools: readonly ToolRow[];
  settings: StackSettings;
  /** How every method is authorised; IAM (SigV4) unless the stack is changed (docs/infrastructure.md). */
  authorizationType: apigw.AuthorizationType;
}

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

export class ToolsApi extends Construct {
  readonly restApi: apigw.RestApi;
  readonly toolsResource: apigw.Resource;
  readonly bodyValidator: apigw.RequestValidator;
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ToolsApiProps) {
    super(scope, id);
    const { settings } = props;
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
        accessLogFormat: apigw.AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
        tracingEnabled: true,
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
    this.acknowledgeFindings();
  }

  /**
   * `POST /mcp`: the MCP endpoint (Streamable HTTP, JSON responses), a Lambda proxy to the `mcp`
   * function under the same authorisation as the tool routes. The MCP body is JSON-RPC, checked by
   * the SDK, so no request model. LambdaIntegration adds the function's invoke permission, scoped to
   * this route on the deployed stage (no console test-invoke permission).
   */
  addMcpRoute(fn: lambda.IFunction, authorizationType: apigw.AuthorizationType): apigw.Method {
    return this.restApi.root
      .addResource("mcp")
      .addMethod("POST", new apigw.LambdaIntegration(fn, { allowTestInvoke: false }), { authorizationType });
  }

  /**
   * `GET /tools`: the catalog of the deployed families, answered by the `mcp` function so the
   * operator's TOOL_FILTER and the caller's `?families=&toolkits=&readOnly=&tools=` apply, as on
   * the local gateway and on tools/list.
   */
  addCatalogRoute(fn: lambda.IFunction, authorizationType: apigw.AuthorizationType): apigw.Method {
    return this.toolsResource.addMethod("GET", new apigw.LambdaIntegration(fn, { allowTestInvoke: false }), {
      authorizationType,
    });
  }

  /**
   * One permission per function for the whole API (`<api>/*` source ARN), not one per route:
   * 164 routes would otherwise add 164-328 permissions to the function policies and the stack.
   */
  allowInvoke(fn: lambda.Function): void {
    fn.addPermission("InvokeFromToolsApi", {
      principal: new iam.ServicePrincipal("apigateway.amazonaws.com"),
      sourceArn: this.restApi.arnForExecuteApi("POST", "/tools/*"),
    });
  }

  /**
   * The routes live in nested stacks, out of sight of the RestApi's own deployment bookkeeping: a
   * fingerprint of them renews the deployment whenever a route, model or function changes, and the
   * deployment waits for the route stacks.
   */
  deployAfter(
    routeStacks: readonly NestedStack[],
    tools: readonly ToolRow[],
    authorizationType: string,
  ): void {
    const deployment = this.restApi.latestDeployment;
    if (!deployment) throw new Error("The API must deploy");
    const fingerprint = createHash("sha256")
      .update(
        JSON.stringify({
          authorizationType,
          routes: tools.map((row) => [row.name, row.family, modelSchemaOf(row)]),
        }),
      )
      .digest("hex");
    deployment.addToLogicalId({ routes: fingerprint });
    for (const routes of routeStacks) {
      if (routes.nestedStackResource) deployment.node.addDependency(routes.nestedStackResource);
    }
  }

  private acknowledgeFindings(): void {
    Validations.of(this.restApi).acknowledge(
      {
        id: "AwsSolutions-APIG3",
        reason:
          "Callers are IAM principals signing with SigV4 and the stage is throttled; a WAF web ACL is an account-level choice (docs/infrastructure.md).",
      },
      {
        id: "AwsSolutions-APIG6",
        reason:
          "Execution logging needs the account-wide API Gateway CloudWatch role, which this stack does not own; JSON access logs cover every request.",
      },
    );
  }
}
