// Every API method of a synthesized stack, nested route stacks included, as its route
// (`POST /tools/LedgerApi.RetrieveInvoices`) and the properties its template gives it.
import { type CfnElement, Stack } from "aws-cdk-lib";
import type { Template } from "aws-cdk-lib/assertions";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import type { Synthesized } from "./synth";

export interface SynthesizedMethod {
  route: string;
  /** The method's resource in its template. */
  properties: {
    AuthorizationType: string;
    AuthorizerId?: unknown;
    Integration: { Type: string; Uri: unknown };
  };
}

export function methodsOf({ stack, root, routes }: Synthesized): SynthesizedMethod[] {
  const templates = new Map<Stack, Template>([[stack, root]]);
  for (const [family, nested] of Object.entries(stack.routes)) {
    const template = routes.get(family as never);
    if (nested && template) templates.set(nested, template);
  }
  return stack.node
    .findAll()
    .filter((construct): construct is apigw.Method => construct instanceof apigw.Method)
    .map((method) => {
      const owner = Stack.of(method);
      const logicalId = owner.getLogicalId(method.node.defaultChild as CfnElement);
      const resources = templates.get(owner)?.toJSON().Resources ?? {};
      return {
        route: `${method.httpMethod} ${method.resource.path}`,
        properties: resources[logicalId].Properties,
      };
    });
}
