// A principal's upstream connections, as the token broker reads them: one Secrets Manager secret
// per toolkit and principal (`<prefix>ledger/<principal>`, `<prefix>tasks/<principal>`), holding
// the token set in the format of docs/tokens.md. The authorization server writes them when a person
// connects an account and deletes them when the person disconnects it.
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from "@aws-sdk/client-secrets-manager";
import { TOOLKIT_FACTS, type Toolkit } from "../catalog/toolkits";
import { serializeTokenSet, type TokenSet } from "../upstream-tokens/token-set";

export function connectionSecretId(prefix: string, toolkit: Toolkit, principal: string): string {
  return `${prefix}${TOOLKIT_FACTS[toolkit].secretFolder}/${principal}`;
}

const isNotFound = (error: unknown) => (error as Error).name === "ResourceNotFoundException";

export class ConnectionSecrets {
  constructor(
    private readonly prefix: string,
    private readonly client: SecretsManagerClient = new SecretsManagerClient({}),
  ) {}

  async has(toolkit: Toolkit, principal: string): Promise<boolean> {
    try {
      const described = await this.client.send(
        new DescribeSecretCommand({ SecretId: connectionSecretId(this.prefix, toolkit, principal) }),
      );
      return described.DeletedDate === undefined;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** The stored secret string, for disconnecting (Xero's connections are removed with its token). */
  async read(toolkit: Toolkit, principal: string): Promise<string | undefined> {
    try {
      const secret = await this.client.send(
        new GetSecretValueCommand({ SecretId: connectionSecretId(this.prefix, toolkit, principal) }),
      );
      return secret.SecretString;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async store(toolkit: Toolkit, principal: string, set: TokenSet): Promise<void> {
    const secretId = connectionSecretId(this.prefix, toolkit, principal);
    const secretString = serializeTokenSet(set);
    try {
      await this.client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: secretString }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(
        new CreateSecretCommand({
          Name: secretId,
          SecretString: secretString,
          Description: `Agent tools: ${TOOLKIT_FACTS[toolkit].label} token set of ${principal} (docs/tokens.md)`,
        }),
      );
    }
  }

  /** Deleted at once: a disconnected account must not be usable during a recovery window. */
  async remove(toolkit: Toolkit, principal: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteSecretCommand({
          SecretId: connectionSecretId(this.prefix, toolkit, principal),
          ForceDeleteWithoutRecovery: true,
        }),
      );
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
}
