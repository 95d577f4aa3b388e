// Synthesizes the stack the fast way for assertion tests: no bundling (assets point at the project
// folder), no CloudFormation schema validation. Each family set is synthesized once per file.
import { Template } from "aws-cdk-lib/assertions";
import { type AgentToolsStack, buildApp } from "../../infra/stack";
import type { Family } from "../../lib/catalog/index";

export interface Synthesized {
  stack: AgentToolsStack;
  root: Template;
  /** The nested route stack of each chosen family. */
  routes: Map<Family, Template>;
}

export function synthesize(families?: Family[], context: Record<string, unknown> = {}): Synthesized {
  const { stack } = buildApp({ families, bundle: false, validate: false, context });
  const routes = new Map<Family, Template>();
  for (const [family, nested] of Object.entries(stack.routes)) {
    if (nested) routes.set(family as Family, Template.fromStack(nested));
  }
  return { stack, root: Template.fromStack(stack), routes };
}

export const WITHOUT_DELETE: Family[] = [
  "tasks",
  "ledger-read",
  "ledger-write",
  "ledger-reports",
  "ledger-files",
];

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** Every IAM statement of the template's policies, with actions as a list. */
export function statementsOf(template: Template): (Statement & { actions: string[]; policy: string })[] {
  const policies = template.findResources("AWS::IAM::Policy");
  return Object.entries(policies).flatMap(([policy, resource]) =>
    (resource.Properties.PolicyDocument.Statement as Statement[]).map((statement) => ({
      ...statement,
      actions: ([] as string[]).concat(statement.Action),
      policy,
    })),
  );
}
