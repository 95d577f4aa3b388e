// Names and ARN patterns of the token secrets. The stack never creates them (a created secret
// would need a value in the template or a generated one); operators store them with
// `npm run secrets:put`, and IAM grants reach only the names below.
import { ArnFormat, type Stack } from "aws-cdk-lib";
import type { FamilyToolkit } from "./families";
import type { StackSettings } from "./settings";

/** `<P>_TOKEN_SECRET_ID`: one fixed connection, or the `{connection}` template of docs/tokens.md. */
export function tokenSecretIdOf(toolkit: FamilyToolkit, settings: StackSettings): string {
  return `${settings.tokenSecretPrefix}${toolkit.secretFolder}/${settings.connection ?? "{connection}"}`;
}

function secretArn(stack: Stack, namePattern: string): string {
  return stack.formatArn({
    service: "secretsmanager",
    resource: "secret",
    resourceName: namePattern,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

/**
 * The connection secrets a function may read (and, for Xero, write back). Secrets Manager appends
 * `-` and six random characters to a name, hence `-??????` after a fixed name; with the template,
 * every name under the toolkit's folder (connection names cannot contain `/`).
 */
export function connectionSecretArns(stack: Stack, toolkit: FamilyToolkit, settings: StackSettings): string {
  const folder = `${settings.tokenSecretPrefix}${toolkit.secretFolder}/`;
  return secretArn(stack, settings.connection ? `${folder}${settings.connection}-??????` : `${folder}*`);
}

export function oauthClientSecretArn(stack: Stack, settings: StackSettings): string {
  return secretArn(stack, `${settings.ledgerOAuthClientSecretName}-??????`);
}
