// The `authorizer` function: the API's TOKEN authorizer (functions/authorizer.ts). It verifies
// access tokens with the signing key and may read nothing else.
import { Duration } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import type { StackSettings } from "../settings";
import { ToolFunction } from "./tool-function";

export interface AuthorizerFunctionProps {
  /** The issuer the tokens must name, and the base of the resources they are for. */
  baseUrl: string;
  signingKey: secretsmanager.ISecret;
  settings: StackSettings;
}

export class AuthorizerFunction extends ToolFunction {
  constructor(scope: Construct, id: string, { baseUrl, signingKey, settings }: AuthorizerFunctionProps) {
    super(scope, id, {
      entry: "authorizer",
      description: "OAuth bearer-token authorizer of /mcp and /tools",
      roleDescription: "Runs the API's OAuth authorizer: reads the signing key, nothing else",
      // One HMAC check per uncached token; the key is read once per container.
      memorySize: 256,
      timeout: Duration.seconds(10),
      environment: {
        OAUTH_BASE_URL: baseUrl,
        OAUTH_SIGNING_KEY_SECRET_ID: signingKey.secretArn,
        POWERTOOLS_SERVICE_NAME: "agent-tools-authorizer",
      },
      logRetentionDays: settings.logRetentionDays,
      readsSecretsAtStart: true,
      initialPolicy: [
        new iam.PolicyStatement({
          sid: "VerifyAccessTokens",
          actions: ["secretsmanager:GetSecretValue"],
          resources: [signingKey.secretArn],
        }),
      ],
    });
  }
}
