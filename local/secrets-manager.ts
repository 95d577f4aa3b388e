// A local server speaking the Secrets Manager JSON 1.1 protocol (GetSecretValue, PutSecretValue,
// CreateSecret, DescribeSecret, DeleteSecret), so the real AWS SDK client works over HTTP: the
// tests' peer, and the secrets of `AUTH=oauth npm start` (people's connections). No npm emulator
// exists for Secrets Manager. Versions and the AWSCURRENT/AWSPREVIOUS stages are kept like AWS does.
// For fault injection, `faults.failPuts` makes PutSecretValue fail the way an AWS outage does.
// Every request must be signed (SigV4) with the stand-in's one credential (local/credentials.ts,
// checked by local/sigv4-verify.ts); anything else gets Secrets Manager's own refusal (403,
// `UnrecognizedClientException`, `InvalidSignatureException`, `MissingAuthenticationTokenException`)
// and reads nothing. The Lambda extension's endpoint answers only the session token it was given.
import { randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_REGION, type LocalCredentials, localCredentials } from "./credentials";
import { dateHeader, refuseJsonProtocol, SigV4Refusal, verifySigV4 } from "./sigv4-verify";

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

/** Secrets Manager's answer to a request not signed with the credential: 403 and its error type. */
function refuse(res: ServerResponse, refusal: SigV4Refusal): void {
  refuseJsonProtocol(res, refusal, { contentType: "application/x-amz-json-1.1", qualifyType: false });
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface SecretsManagerFakeOptions {
  /**
   * What the extension's endpoint takes as the function's own session token (AWS_SESSION_TOKEN);
   * without one that endpoint answers 401 to everything.
   */
  sessionToken?: string;
  /** The one credential requests must be signed with; default this process's (localCredentials()). */
  credentials?: LocalCredentials;
  /** The region of the credential scope; default us-east-1. */
  region?: string;
}

/** `secrets` is the store's starting data (name -> string); it is kept up to date with every write. */
export async function startSecretsManagerFake(
  secrets: Record<string, string> = {},
  {
    sessionToken = "",
    credentials = localCredentials(),
    region = LOCAL_REGION,
  }: SecretsManagerFakeOptions = {},
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
    res.setHeader("date", dateHeader());
    // AWS's Parameters and Secrets Lambda Extension, as a function sees it on its loopback port.
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/secretsmanager/get") {
      const secretId = url.searchParams.get("secretId") ?? "";
      calls.push({ target: "extension.GetSecretValue", secretId });
      const given = req.headers["x-aws-parameters-secrets-token"];
      if (sessionToken === "" || typeof given !== "string" || !sameText(given, sessionToken)) {
        return res.writeHead(401).end();
      }
      const current = store.get(secretId)?.versions.at(-1);
      if (!current) return res.writeHead(400).end("ResourceNotFoundException");
      res.setHeader("content-type", "application/json");
      return res.writeHead(200).end(JSON.stringify({ Name: secretId, SecretString: current.secretString }));
    }
    const body = Buffer.concat(chunks);
    try {
      await verifySigV4(req, body, { credentials, region, service: "secretsmanager", uriEscapePath: true });
    } catch (error) {
      if (error instanceof SigV4Refusal) return refuse(res, error);
      throw error;
    }
    const target = String(req.headers["x-amz-target"] ?? "");
    let input: Input;
    try {
      input = JSON.parse(body.toString() || "{}") as Input;
    } catch {
      res.setHeader("content-type", "application/x-amz-json-1.1");
      return fail(res, "SerializationException", "The request body is not JSON.");
    }
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
    /** The credential requests are signed with, and the region of its scope. */
    credentials,
    region,
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
