// Confirmation before destruction (docs/operations.md): the key confirmation tokens are signed with,
// and the two deployment settings, given to the family functions that serve a destructive tool.
// A key of its own, not the OAuth signing key: that one exists only with the front door, and one
// key for two kinds of token would let either be presented as the other.
import { Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import type { ToolRow } from "../../lib/catalog/types";
import type { ConfirmationSettings } from "../../lib/confirmation/settings";

export class ConfirmationKey extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(
    scope: Construct,
    id: string,
    private readonly settings: ConfirmationSettings,
  ) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, "Secret", {
      description: "Agent tools: the HMAC key confirmation tokens of destructive calls are signed with",
      // The secret string is the key itself: 64 letters and digits (~380 bits, over the 32 bytes asked).
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "Tokens live five minutes. Rotate by hand without refusing live ones: store 'new old' (space-separated; the first signs, each verifies), then 'new' after five minutes (docs/operations.md).",
    });
  }

  /**
   * The key alone, for the mcp function: code mode signs a whole script's confirmation with it
   * (lib/code-mode/script-token.ts); each destructive call is still decided by its family function.
   */
  signScriptsIn(fn: lambda.Function, role: iam.IRole, tools: readonly ToolRow[]): void {
    if (!tools.some((row) => row.flags.destructive)) return;
    fn.addEnvironment("CONFIRMATION_KEY_SECRET_ID", this.secret.secretArn);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: "ConfirmationKey",
        actions: ["secretsmanager:GetSecretValue"],
        resources: [this.secret.secretArn],
      }),
    );
  }

  /** The key and the settings, for a function that serves at least one destructive tool. */
  useIn(fn: lambda.Function, role: iam.IRole, tools: readonly ToolRow[]): void {
    if (!tools.some((row) => row.flags.destructive)) return;
    fn.addEnvironment("CONFIRMATION_KEY_SECRET_ID", this.secret.secretArn);
    fn.addEnvironment("CONFIRM_DESTRUCTIVE", this.settings.confirm ? "on" : "off");
    fn.addEnvironment("UNATTENDED_DESTRUCTIVE", this.settings.unattended);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: "ConfirmationKey",
        actions: ["secretsmanager:GetSecretValue"],
        resources: [this.secret.secretArn],
      }),
    );
  }
}
