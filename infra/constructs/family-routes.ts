// `POST /tools/<toolName>` for every tool of one family, in a nested stack of its own. Each route
// is three CloudFormation resources (resource, method, model): 165 tools are ~495, past the 500
// resources a stack may hold, so each family's routes get their own nested stack (ledger-read's 79
// tools are the largest: 234 resources). The API, validator and function stay in the parent. With
// `auth=both` each tool has a second route under `/iam/tools`, sharing the model (ledger-read: 390).
import { NestedStack } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";
import type { Family, ToolRow } from "../../lib/catalog/index";
import { modelNameOf, modelSchemaOf } from "../api/model-schema";
import { type Entrance, nestedMethodAuthOf } from "./entrances";
import type { ToolsApi } from "./tools-api";

export interface FamilyRoutesProps {
  family: Family;
  tools: readonly ToolRow[];
  api: ToolsApi;
  handler: lambda.IFunction;
  /** Where the tool routes go and how they are authorised: `/tools`, and `/iam/tools` with `auth=both`. */
  entrances: readonly Entrance[];
}

export class FamilyRoutes extends NestedStack {
  /** Tool name -> its POST methods, one per entrance. */
  readonly methods = new Map<string, apigw.Method[]>();

  constructor(scope: Construct, id: string, props: FamilyRoutesProps) {
    super(scope, id, { description: `POST /tools/{toolName} routes of the ${props.family} tools` });
    const { api, handler, entrances } = props;
    // The parent's API, /tools resource and validator, by id (passed in as nested stack parameters).
    const restApi = apigw.RestApi.fromRestApiAttributes(this, "Api", {
      restApiId: api.restApi.restApiId,
      rootResourceId: api.restApi.restApiRootResourceId,
    });
    const mounts = entrances.map((entrance) => ({
      tools: apigw.Resource.fromResourceAttributes(this, entrance.id, {
        restApi,
        resourceId: entrance.tools.resourceId,
        path: entrance.tools.path,
      }),
      auth: nestedMethodAuthOf(entrance.auth),
    }));
    const validator = apigw.RequestValidator.fromRequestValidatorId(
      this,
      "BodyValidator",
      api.bodyValidator.requestValidatorId,
    );
    // Lambda proxy: the function gets the whole request and shapes the HTTP answer itself.
    // Its invoke permission is granted once per function in the parent (ToolsApi.allowInvoke).
    const integration = new apigw.Integration({
      type: apigw.IntegrationType.AWS_PROXY,
      integrationHttpMethod: "POST",
      uri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${handler.functionArn}/invocations`,
    });

    for (const row of props.tools) {
      const model = new apigw.Model(this, `Model${modelNameOf(row)}`, {
        restApi,
        modelName: modelNameOf(row),
        contentType: "application/json",
        schema: modelSchemaOf(row) as apigw.JsonSchema,
      });
      const methods = mounts.map(({ tools, auth }) =>
        tools.addResource(row.name).addMethod("POST", integration, {
          ...auth,
          requestValidator: validator,
          requestModels: { "application/json": model },
        }),
      );
      this.methods.set(row.name, methods);
    }
  }
}
