// Turns a synthesized state machine's DefinitionString back into the ASL object, with each
// CloudFormation token (a function's Fn::GetAtt Arn, a Ref) replaced by a concrete value. Local runs
// execute this object, so they run the definition the CDK app deploys, not a hand-written copy.
import { Stack } from "aws-cdk-lib";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";

/** An Amazon States Language document, as JSON. */
export type AslDefinition = {
  StartAt: string;
  States: Record<string, Record<string, unknown>>;
  [field: string]: unknown;
};

/** Gives the value of one CloudFormation intrinsic (e.g. `{"Fn::GetAtt": ["Fn1234", "Arn"]}`), if known. */
export type TokenValues = (intrinsic: Record<string, unknown>) => string | undefined;

function piece(part: unknown, values: TokenValues): string {
  if (typeof part === "string") return part;
  const value =
    part !== null && typeof part === "object" ? values(part as Record<string, unknown>) : undefined;
  if (value === undefined)
    throw new Error(`no value for the token ${JSON.stringify(part)} in the definition`);
  return value;
}

/** A DefinitionString (a plain string, or `Fn::Join` of strings and tokens) as the ASL object. */
export function aslFromDefinitionString(
  definition: unknown,
  values: TokenValues = () => undefined,
): AslDefinition {
  let text: string;
  if (typeof definition === "string") {
    text = definition;
  } else {
    const join = (definition as { "Fn::Join"?: [string, unknown[]] } | null)?.["Fn::Join"];
    if (!join) throw new Error(`unexpected DefinitionString: ${JSON.stringify(definition)}`);
    const [separator, parts] = join;
    text = parts.map((part) => piece(part, values)).join(separator);
  }
  return JSON.parse(text) as AslDefinition;
}

/** The ASL object of a state machine in its stack, resolved without writing a cloud assembly. */
export function aslOf(stateMachine: sfn.StateMachine, values?: TokenValues): AslDefinition {
  const cfn = stateMachine.node.defaultChild as sfn.CfnStateMachine;
  return aslFromDefinitionString(Stack.of(stateMachine).resolve(cfn.definitionString), values);
}

/** Every Task state, at any depth (Map and Parallel bodies included), by name. */
export function taskStates(definition: AslDefinition): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  const visit = (states: AslDefinition["States"]) => {
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === "Task") found.set(name, state);
      const body = (state.ItemProcessor ?? state.Iterator) as AslDefinition | undefined;
      if (body) visit(body.States);
      for (const branch of (state.Branches as AslDefinition[] | undefined) ?? []) visit(branch.States);
    }
  };
  visit(definition.States);
  return found;
}
