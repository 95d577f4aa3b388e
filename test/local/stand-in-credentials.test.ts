// The local AWS stand-ins (the Secrets Manager stand-in, dynalite's front door, the local S3) answer
// only requests signed (SigV4) with the run's own credential (local/credentials.ts): without
// credentials, with another key or secret, with the old placeholder `local`/`local`, with a stale
// date, scoped to another region, or with a body other than the one signed, each is refused in the
// service's own error style and reads nothing; the real SDK clients signing with the credential (as
// the in-process functions do, from the environment the stand-in configures) still work. The
// credential reaches other local tools (`npm run policy -- --local`) through a file only the user
// can read.
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import {
  CreateSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from "@aws-sdk/client-secrets-manager";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { SignatureV4 } from "@smithy/signature-v4";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sha256 } from "../../lib/aws/lambda-invoke";
import { type LocalCredentials, localCredentials, newLocalCredentials } from "../../local/credentials";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { type LocalS3, startLocalS3 } from "../../local/s3";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { startLocalUpstreams } from "../../local/stack";

/** What no refused request may ever answer: it is in every stand-in's stored data. */
const MARKER = "xero-refresh-token-0f1e2d3c4b5a";
const SECRET_ID = "agent-tools/local/ledger";
const ITEM_ID = "agent-tools#held-token-set";
const OBJECT_KEY = "results/2026-11-21/held.json";
const REGION = "us-east-1";

let secrets: SecretsManagerFake;
let dynamo: LocalDynamo;
let s3: LocalS3;
/** What the stand-ins' configure() hands the in-process functions: the credential they check. */
let right: LocalCredentials;

beforeAll(async () => {
  [secrets, dynamo, s3] = await Promise.all([
    startSecretsManagerFake({ [SECRET_ID]: JSON.stringify({ refresh_token: MARKER }) }),
    startLocalDynamo(),
    startLocalS3(),
  ]);
  const env: NodeJS.ProcessEnv = {};
  dynamo.configure(env);
  s3.configure(env);
  right = { accessKeyId: String(env.AWS_ACCESS_KEY_ID), secretAccessKey: String(env.AWS_SECRET_ACCESS_KEY) };
  // The stored data, written with the right credential through the real SDK clients.
  const db = dynamoClient(right);
  await db.send(
    new PutItemCommand({
      TableName: dynamo.tableName,
      Item: { id: { S: ITEM_ID }, tokenSet: { S: MARKER } },
    }),
  );
  db.destroy();
  const bucket = s3Client(right);
  await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: OBJECT_KEY, Body: MARKER }));
  bucket.destroy();
});
afterAll(async () => {
  await Promise.all([secrets?.close(), dynamo?.close(), s3?.close()]);
});

const config = (endpoint: string, credentials: LocalCredentials) => ({
  endpoint,
  region: REGION,
  credentials,
  maxAttempts: 1,
});
const dynamoClient = (credentials: LocalCredentials) =>
  new DynamoDBClient(config(dynamo.endpoint, credentials));
const s3Client = (credentials: LocalCredentials) =>
  new S3Client({ ...config(s3.endpoint, credentials), forcePathStyle: true });
const secretsClient = (credentials: LocalCredentials) =>
  new SecretsManagerClient(config(secrets.endpoint, credentials));

/** A request as the signer takes it, before signing. */
interface Raw {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Signing {
  credentials?: LocalCredentials;
  date?: Date;
  region?: string;
}

/**
 * Sends `raw` to `endpoint`, signed by @smithy/signature-v4 as `signing` says (unsigned without
 * it); `sentBody` replaces the signed body on the wire.
 */
async function send(
  endpoint: string,
  service: string,
  raw: Raw,
  signing?: Signing,
  sentBody?: string,
): Promise<{ status: number; text: string }> {
  const { host } = new URL(endpoint);
  let headers: Record<string, string> = { ...raw.headers, host };
  if (signing) {
    const signer = new SignatureV4({
      credentials: signing.credentials ?? right,
      region: signing.region ?? REGION,
      service,
      sha256: Sha256,
      uriEscapePath: service !== "s3",
      applyChecksum: service === "s3",
    });
    const signed = await signer.sign(
      {
        method: raw.method,
        protocol: "http:",
        hostname: "127.0.0.1",
        path: raw.path,
        query: {},
        headers,
        ...(raw.body === undefined ? {} : { body: raw.body }),
      },
      { signingDate: signing.date ?? new Date() },
    );
    headers = signed.headers as Record<string, string>;
  }
  const { host: _, ...sent } = headers;
  const response = await fetch(`${endpoint}${raw.path}`, {
    method: raw.method,
    headers: sent,
    ...(sentBody !== undefined || raw.body !== undefined ? { body: sentBody ?? raw.body } : {}),
  });
  return { status: response.status, text: await response.text() };
}

/** The error code of a refusal: a JSON `__type` (without DynamoDB's `com.amazon.coral.service#`), or S3's XML `<Code>`. */
function codeOf(text: string): string {
  if (text.startsWith("<")) return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? "";
  return String((JSON.parse(text) as { __type?: string }).__type ?? "")
    .split("#")
    .at(-1) as string;
}

interface StandIn {
  name: string;
  service: string;
  endpoint: () => string;
  /** Reading the stored data through the real SDK client. */
  read(credentials: LocalCredentials): Promise<string | undefined>;
  /** The same read as a raw request. */
  readRequest(): Raw;
  /** A request signed with a harmless body, whose body on the wire is `sent`. */
  tampered(): { raw: Raw; sent: string };
  /** The codes (and statuses) each refusal answers. */
  codes: {
    missing: string;
    unknownKey: string;
    signature: string;
    stale: string;
    scope: string;
    tampered: [status: number, code: string];
  };
}

const JSON_CODES = {
  missing: "MissingAuthenticationTokenException",
  unknownKey: "UnrecognizedClientException",
  signature: "InvalidSignatureException",
  stale: "InvalidSignatureException",
  scope: "InvalidSignatureException",
  tampered: [403, "InvalidSignatureException"] as [number, string],
};

const STAND_INS: StandIn[] = [
  {
    name: "the Secrets Manager stand-in",
    service: "secretsmanager",
    endpoint: () => secrets.endpoint,
    read: async (credentials) => {
      const client = secretsClient(credentials);
      try {
        return (await client.send(new GetSecretValueCommand({ SecretId: SECRET_ID }))).SecretString;
      } finally {
        client.destroy();
      }
    },
    readRequest: () => ({
      method: "POST",
      path: "/",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "secretsmanager.GetSecretValue",
      },
      body: JSON.stringify({ SecretId: SECRET_ID }),
    }),
    tampered: () => ({
      raw: {
        method: "POST",
        path: "/",
        headers: {
          "content-type": "application/x-amz-json-1.1",
          "x-amz-target": "secretsmanager.GetSecretValue",
        },
        body: JSON.stringify({ SecretId: "agent-tools/local/tasks" }),
      },
      sent: JSON.stringify({ SecretId: SECRET_ID }),
    }),
    codes: JSON_CODES,
  },
  {
    name: "dynalite's front door",
    service: "dynamodb",
    endpoint: () => dynamo.endpoint,
    read: async (credentials) => {
      const client = dynamoClient(credentials);
      try {
        const { Item } = await client.send(
          new GetItemCommand({ TableName: dynamo.tableName, Key: { id: { S: ITEM_ID } } }),
        );
        return Item?.tokenSet?.S;
      } finally {
        client.destroy();
      }
    },
    readRequest: () => ({
      method: "POST",
      path: "/",
      headers: {
        "content-type": "application/x-amz-json-1.0",
        "x-amz-target": "DynamoDB_20120810.GetItem",
      },
      body: JSON.stringify({ TableName: dynamo.tableName, Key: { id: { S: ITEM_ID } } }),
    }),
    tampered: () => ({
      raw: {
        method: "POST",
        path: "/",
        headers: {
          "content-type": "application/x-amz-json-1.0",
          "x-amz-target": "DynamoDB_20120810.GetItem",
        },
        body: JSON.stringify({ TableName: dynamo.tableName, Key: { id: { S: "agent-tools#other" } } }),
      },
      sent: JSON.stringify({ TableName: dynamo.tableName, Key: { id: { S: ITEM_ID } } }),
    }),
    codes: JSON_CODES,
  },
  {
    name: "the local S3",
    service: "s3",
    endpoint: () => s3.endpoint,
    read: async (credentials) => {
      const client = s3Client(credentials);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: OBJECT_KEY }));
        return answer.Body?.transformToString();
      } finally {
        client.destroy();
      }
    },
    readRequest: () => ({ method: "GET", path: `/${s3.bucket}/${OBJECT_KEY}`, headers: {} }),
    // The signed hash is of a harmless body; the stored object must stay as it is.
    tampered: () => ({
      raw: {
        method: "PUT",
        path: `/${s3.bucket}/${OBJECT_KEY}`,
        headers: { "content-type": "application/json" },
        body: "{}",
      },
      sent: '{"overwritten":true}',
    }),
    codes: {
      missing: "AccessDenied",
      unknownKey: "InvalidAccessKeyId",
      signature: "SignatureDoesNotMatch",
      stale: "RequestTimeTooSkewed",
      scope: "SignatureDoesNotMatch",
      tampered: [400, "XAmzContentSHA256Mismatch"],
    },
  },
];

describe.each(STAND_INS)("$name", (standIn) => {
  const refused = (answer: { status: number; text: string }, code: string, status = 403) => {
    expect(answer.status).toBe(status);
    expect(codeOf(answer.text)).toBe(code);
    expect(answer.text).not.toContain(MARKER);
  };
  const refusedByTheSdk = async (credentials: LocalCredentials, code: string) => {
    const error = (await standIn.read(credentials).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as { name?: string; $metadata?: { httpStatusCode?: number }; message?: string } | undefined;
    expect(error?.name).toBe(code);
    expect(error?.$metadata?.httpStatusCode).toBe(403);
    expect(String(error?.message)).not.toContain(MARKER);
  };

  it("answers the real SDK client signing with the run's credential", async () => {
    expect(await standIn.read(right)).toContain(MARKER);
  });

  it("refuses a request without credentials", async () => {
    refused(await send(standIn.endpoint(), standIn.service, standIn.readRequest()), standIn.codes.missing);
  });

  it("refuses the right key id with another secret", async () => {
    const other = { accessKeyId: right.accessKeyId, secretAccessKey: newLocalCredentials().secretAccessKey };
    await refusedByTheSdk(other, standIn.codes.signature);
    refused(
      await send(standIn.endpoint(), standIn.service, standIn.readRequest(), { credentials: other }),
      standIn.codes.signature,
    );
  });

  it("refuses another key, and the placeholder local/local the stand-ins used to take", async () => {
    await refusedByTheSdk(newLocalCredentials(), standIn.codes.unknownKey);
    await refusedByTheSdk({ accessKeyId: "local", secretAccessKey: "local" }, standIn.codes.unknownKey);
  });

  it("refuses a request signed ten minutes ago (more than 5 minutes of skew), and one dated ahead", async () => {
    for (const offset of [-10 * 60_000, 10 * 60_000]) {
      refused(
        await send(standIn.endpoint(), standIn.service, standIn.readRequest(), {
          date: new Date(Date.now() + offset),
        }),
        standIn.codes.stale,
      );
    }
    // Within the skew it is answered: the check is on the date, not on a fresh signature.
    const recent = await send(standIn.endpoint(), standIn.service, standIn.readRequest(), {
      date: new Date(Date.now() - 60_000),
    });
    expect(recent.status).toBe(200);
    expect(recent.text).toContain(MARKER);
  });

  it("refuses a request scoped to another region", async () => {
    refused(
      await send(standIn.endpoint(), standIn.service, standIn.readRequest(), { region: "eu-west-1" }),
      standIn.codes.scope,
    );
  });

  it("refuses a body other than the one signed", async () => {
    const { raw, sent } = standIn.tampered();
    const [status, code] = standIn.codes.tampered;
    refused(await send(standIn.endpoint(), standIn.service, raw, {}, sent), code, status);
    // Nothing was read or written: the stored data is as it was.
    expect(await standIn.read(right)).toBe(
      standIn.service === "secretsmanager" ? JSON.stringify({ refresh_token: MARKER }) : MARKER,
    );
  });
});

describe("the real SDK clients with the credential the stand-ins configure", () => {
  it("write and read each stand-in, as the in-process functions do", async () => {
    const env: NodeJS.ProcessEnv = {};
    dynamo.configure(env);
    s3.configure(env);
    const fromEnv = {
      accessKeyId: String(env.AWS_ACCESS_KEY_ID),
      secretAccessKey: String(env.AWS_SECRET_ACCESS_KEY),
    };
    // This process's own credential, drawn at random: not the placeholder the stand-ins took before.
    expect(fromEnv).toEqual(localCredentials());
    expect(fromEnv.secretAccessKey).not.toBe("local");
    expect(env.AWS_REGION).toBe(REGION);

    const sm = secretsClient(fromEnv);
    await sm.send(new CreateSecretCommand({ Name: "agent-tools/local/tasks", SecretString: "t-0" }));
    await sm.send(new PutSecretValueCommand({ SecretId: "agent-tools/local/tasks", SecretString: "t-1" }));
    expect(
      (await sm.send(new GetSecretValueCommand({ SecretId: "agent-tools/local/tasks" }))).SecretString,
    ).toBe("t-1");
    sm.destroy();

    const db = dynamoClient(fromEnv);
    await db.send(new PutItemCommand({ TableName: dynamo.tableName, Item: { id: { S: "written" } } }));
    expect(
      (await db.send(new GetItemCommand({ TableName: dynamo.tableName, Key: { id: { S: "written" } } })))
        .Item,
    ).toEqual({ id: { S: "written" } });
    db.destroy();

    const bucket = s3Client(fromEnv);
    await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: "results/written", Body: "bytes" }));
    // A presigned URL is its own credential, for as long as it lasts (docs/results.md).
    const url = await getSignedUrl(
      bucket,
      new GetObjectCommand({ Bucket: s3.bucket, Key: "results/written" }),
      {
        expiresIn: 60,
      },
    );
    expect(await (await fetch(url)).text()).toBe("bytes");
    bucket.destroy();
  });

  it("refuses a presigned URL of another secret", async () => {
    const other = { accessKeyId: right.accessKeyId, secretAccessKey: newLocalCredentials().secretAccessKey };
    const bucket = s3Client(other);
    const url = await getSignedUrl(bucket, new GetObjectCommand({ Bucket: s3.bucket, Key: OBJECT_KEY }), {
      expiresIn: 60,
    });
    bucket.destroy();
    const response = await fetch(url);
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(codeOf(text)).toBe("SignatureDoesNotMatch");
    expect(text).not.toContain(MARKER);
  });
});

describe("the Secrets Manager stand-in's Lambda-extension endpoint", () => {
  it("answers nothing when no session token was given to it, even to an empty token header", async () => {
    const response = await fetch(
      `${secrets.endpoint}/secretsmanager/get?secretId=${encodeURIComponent(SECRET_ID)}`,
      { headers: { "X-Aws-Parameters-Secrets-Token": "" } },
    );
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(MARKER);
  });
});

describe("the credential of npm start's stand-ins, for other local tools", () => {
  it("is in a file only the user can read, which npm run policy -- --local signs with; removed at close", async () => {
    const folder = await mkdtemp(join(tmpdir(), "agent-tools-local-aws-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOCAL_AWS_CREDENTIALS_DIR: join(folder, "local-aws"),
    };
    const upstreams = await startLocalUpstreams(env);
    try {
      const dynamoEndpoint = String(upstreams.dynamo?.endpoint);
      expect((await stat(join(folder, "local-aws"))).mode & 0o777).toBe(0o700);
      // dynalite's only: nothing out of this process needs the others (a presigned URL carries its own).
      const files = await readdir(join(folder, "local-aws"));
      expect(files).toEqual([`127.0.0.1-${new URL(dynamoEndpoint).port}.json`]);
      for (const file of files) {
        const path = join(folder, "local-aws", file);
        expect((await stat(path)).mode & 0o777).toBe(0o600);
        expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          region: env.AWS_REGION,
        });
      }
      // The operator's script, as `npm run policy -- --local <endpoint>` runs it (another process
      // would read the same file).
      const saved = process.env.LOCAL_AWS_CREDENTIALS_DIR;
      process.env.LOCAL_AWS_CREDENTIALS_DIR = env.LOCAL_AWS_CREDENTIALS_DIR;
      try {
        const { main } = await import("../../scripts/policy");
        await main([
          "set",
          "--principal",
          "u-erin",
          "--deny",
          "family=ledger-delete",
          "--local",
          dynamoEndpoint,
        ]);
        expect(await main(["show", "--principal", "u-erin", "--local", dynamoEndpoint])).toContain(
          "family=ledger-delete",
        );
      } finally {
        if (saved === undefined) delete process.env.LOCAL_AWS_CREDENTIALS_DIR;
        else process.env.LOCAL_AWS_CREDENTIALS_DIR = saved;
      }
    } finally {
      await upstreams.close();
    }
    expect(await readdir(join(folder, "local-aws"))).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });
});
