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
  return namedSecretArn(stack, settings.ledgerOAuthClientSecretName);
}

/** A secret the operator stored under this exact name (Secrets Manager adds `-` and six characters). */
export function namedSecretArn(stack: Stack, name: string): string {
  return secretArn(stack, `${name}-??????`);
}

/**
 * The OAuth apps' client credentials the authorization server reads (Xero, TickTick, sign-in),
 * each name once: sign-in uses the Xero app by default.
 */
export function appClientSecretArns(stack: Stack, settings: StackSettings): string[] {
  const names = new Set([
    settings.ledgerOAuthClientSecretName,
    settings.tasksOAuthClientSecretName,
    settings.signInClientSecretName,
  ]);
  return [...names].map((name) => namedSecretArn(stack, name));
}

/** Every connection secret of a toolkit folder, whoever's: the authorization server creates and deletes them. */
export function connectionFolderArn(
  stack: Stack,
  folder: FamilyToolkit["secretFolder"],
  settings: StackSettings,
): string {
  return secretArn(stack, `${settings.tokenSecretPrefix}${folder}/*`);
}
