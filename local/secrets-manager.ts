// A local server speaking the Secrets Manager JSON 1.1 protocol (GetSecretValue, PutSecretValue,
// CreateSecret, DescribeSecret, DeleteSecret), so the real AWS SDK client works over HTTP: the
// tests' peer, and the secrets of `AUTH=oauth npm start` (people's connections). No npm emulator
// exists for Secrets Manager. Versions and the AWSCURRENT/AWSPREVIOUS stages are kept like AWS does.
// For fault injection, `faults.failPuts` makes PutSecretValue fail the way an AWS outage does.
import { randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Version {
  id: string;
  secretString: string;
  created: number;
}

interface StoredSecret {
  name: string;
  description?: string;
  created: number;
  versions: Version[];
}

type Input = {
  SecretId?: string;
  Name?: string;
  SecretString?: string;
  Description?: string;
  ClientRequestToken?: string;
};

const arnOf = (name: string) => `arn:aws:secretsmanager:us-east-1:000000000000:secret:${name}-AbCdEf`;

function fail(res: ServerResponse, type: string, message: string): void {
  res.writeHead(400).end(JSON.stringify({ __type: type, message }));
}

/**
 * `secrets` seeds the store (name -> string); it is kept up to date with every write. `sessionToken`
 * is what the extension's endpoint takes as the function's own session token (AWS_SESSION_TOKEN).
 */
export async function startSecretsManagerFake(
  secrets: Record<string, string> = {},
  { sessionToken = "" }: { sessionToken?: string } = {},
) {
  const calls: { target: string; secretId: string; failed?: boolean }[] = [];
  /**
   * PutSecretValue answers HTTP 500 InternalServiceError (nothing stored) while `failPuts` is true,
   * or for the next n calls when it is a number n; set it at any time.
   */
  const faults = { failPuts: false as boolean | number };
  const putFails = () => {
    if (typeof faults.failPuts !== "number") return faults.failPuts;
    if (faults.failPuts <= 0) return false;
    faults.failPuts -= 1;
    return true;
  };
  const store = new Map<string, StoredSecret>();
  const now = () => Date.now() / 1000;
  const addVersion = (secret: StoredSecret, secretString: string, id: string = randomUUID()) => {
    secret.versions.push({ id, secretString, created: now() });
    secrets[secret.name] = secretString;
    return id;
  };
  for (const [name, value] of Object.entries(secrets)) {
    addVersion(store.set(name, { name, created: now(), versions: [] }).get(name) as StoredSecret, value);
  }
  const stagesOf = (secret: StoredSecret, index: number) =>
    index === secret.versions.length - 1
      ? ["AWSCURRENT"]
      : index === secret.versions.length - 2
        ? ["AWSPREVIOUS"]
        : [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    // AWS's Parameters and Secrets Lambda Extension, as a function sees it on its loopback port.
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/secretsmanager/get") {
      const secretId = url.searchParams.get("secretId") ?? "";
      calls.push({ target: "extension.GetSecretValue", secretId });
      const current = store.get(secretId)?.versions.at(-1);
      if (req.headers["x-aws-parameters-secrets-token"] !== sessionToken) return res.writeHead(401).end();
      if (!current) return res.writeHead(400).end("ResourceNotFoundException");
      res.setHeader("content-type", "application/json");
      return res.writeHead(200).end(JSON.stringify({ Name: secretId, SecretString: current.secretString }));
    }
    const target = String(req.headers["x-amz-target"] ?? "");
    const input = JSON.parse(Buffer.concat(chunks).toString() || "{}") as Input;
    const secretId = input.SecretId ?? input.Name ?? "";
    const call: (typeof calls)[number] = { target, secretId };
    calls.push(call);
    res.setHeader("content-type", "application/x-amz-json-1.1");
    // A SecretId may be the name or the ARN.
    const secret = store.get(secretId) ?? [...store.values()].find((item) => arnOf(item.name) === secretId);
    const notFound = () =>
      fail(res, "ResourceNotFoundException", "Secrets Manager can't find the specified secret.");
    const ok = (body: unknown) => res.writeHead(200).end(JSON.stringify(body));

    switch (target) {
      case "secretsmanager.GetSecretValue": {
        const current = secret?.versions.at(-1);
        if (!secret || !current) return notFound();
        return ok({
          ARN: arnOf(secret.name),
          Name: secret.name,
          SecretString: current.secretString,
          VersionId: current.id,
          VersionStages: ["AWSCURRENT"],
          CreatedDate: current.created,
        });
      }
      case "secretsmanager.PutSecretValue": {
        if (putFails()) {
          call.failed = true;
          return res.writeHead(500).end(
            JSON.stringify({
              __type: "InternalServiceError",
              message: "An error occurred on the server side.",
            }),
          );
        }
        if (!secret) return notFound();
        if (typeof input.SecretString !== "string") {
          return fail(res, "InvalidParameterException", "SecretString is required.");
        }
        const versionId = addVersion(secret, input.SecretString, input.ClientRequestToken);
        return ok({
          ARN: arnOf(secret.name),
          Name: secret.name,
          VersionId: versionId,
          VersionStages: ["AWSCURRENT"],
        });
      }
      case "secretsmanager.CreateSecret": {
        const name = input.Name ?? "";
        if (store.has(name)) {
          return fail(
            res,
            "ResourceExistsException",
            `The operation failed because the secret ${name} already exists.`,
          );
        }
        const created: StoredSecret = { name, description: input.Description, created: now(), versions: [] };
        store.set(name, created);
        const versionId =
          typeof input.SecretString === "string"
            ? addVersion(created, input.SecretString, input.ClientRequestToken)
            : undefined;
        return ok({ ARN: arnOf(name), Name: name, VersionId: versionId });
      }
      case "secretsmanager.DescribeSecret": {
        if (!secret) return notFound();
        return ok({
          ARN: arnOf(secret.name),
          Name: secret.name,
          Description: secret.description,
          CreatedDate: secret.created,
          LastChangedDate: secret.versions.at(-1)?.created ?? secret.created,
          VersionIdsToStages: Object.fromEntries(
            secret.versions
              .map((version, index) => [version.id, stagesOf(secret, index)] as const)
              .filter(([, stages]) => stages.length > 0),
          ),
        });
      }
      case "secretsmanager.DeleteSecret": {
        // Deleted at once (ForceDeleteWithoutRecovery): the one way the code here deletes.
        if (!secret) return notFound();
        store.delete(secret.name);
        delete secrets[secret.name];
        return ok({ ARN: arnOf(secret.name), Name: secret.name, DeletionDate: now() });
      }
      default:
        return fail(res, "InvalidAction", `unsupported ${target}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    /** The current string of every secret. */
    secrets,
    faults,
    /** Every version of a secret, oldest first. */
    versions: (name: string) => store.get(name)?.versions.map((version) => version.secretString) ?? [],
    /** Sets a secret's current value without recording a call, as an operator's console edit would. */
    set(name: string, secretString: string) {
      const secret =
        store.get(name) ??
        (store.set(name, { name, created: now(), versions: [] }).get(name) as StoredSecret);
      addVersion(secret, secretString);
    },
    /** Calls of `secretsmanager.<target>`, failed ones included (they carry `failed: true`). */
    count: (target: string, secretId?: string) =>
      calls.filter(
        (call) =>
          call.target === `secretsmanager.${target}` &&
          (secretId === undefined || call.secretId === secretId),
      ).length,
    /** The calls of `target` that answered an injected failure. */
    failed: (target: string) =>
      calls.filter((call) => call.target === `secretsmanager.${target}` && call.failed).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SecretsManagerFake = Awaited<ReturnType<typeof startSecretsManagerFake>>;
