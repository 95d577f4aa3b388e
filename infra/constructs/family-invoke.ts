// What a function that invokes the family functions is given (the mcp function and its task
// runner): FAMILY_FUNCTIONS, the name of each deployed family's function (lib/mcp/calling/lambda-invoker.ts
// reads it), and the right to invoke exactly those functions: their ARNs, no `:*` qualifiers (the
// invokes name $LATEST), no other function.
import { Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";
import type { Family } from "../../lib/catalog/index";

export function familyInvokeAccess(
  scope: Construct,
  deployed: readonly [Family, lambda.IFunction][],
): { familyFunctions: string; statement: iam.PolicyStatement } {
  return {
    familyFunctions: Stack.of(scope).toJsonString(
      Object.fromEntries(deployed.map(([family, fn]) => [family, fn.functionName])),
    ),
    statement: new iam.PolicyStatement({
      sid: "InvokeDeployedFamilies",
      actions: ["lambda:InvokeFunction"],
      resources: deployed.map(([, fn]) => fn.functionArn),
    }),
  };
}
