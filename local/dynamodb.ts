// A DynamoDB for local runs and tests: dynalite (the DynamoDB protocol in-process, in memory) on
// 127.0.0.1, with the idempotency table created the way the CDK stack creates it (partition key `id`).
// The real AWS SDK client talks to it through AWS_ENDPOINT_URL_DYNAMODB, the same code path as AWS.
// dynalite checks no signature, so its server's request listener is put behind a front door that
// does: every request must be signed (SigV4) with the stand-in's one credential
// (local/credentials.ts, checked by local/sigv4-verify.ts) before dynalite sees it; anything else
// gets DynamoDB's own refusal (403, `UnrecognizedClientException`, `InvalidSignatureException`,
// `MissingAuthenticationTokenException`) and reads nothing. There is no other way in: dynalite
// listens on no port of its own.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { LOCAL_REGION, type LocalCredentials, localCredentials, useLocalCredentials } from "./credentials";
import { dateHeader, refuseJsonProtocol, SigV4Refusal, verifySigV4 } from "./sigv4-verify";

export const LOCAL_IDEMPOTENCY_TABLE = "agent-tools-idempotency";

export interface LocalDynamo {
  endpoint: string;
  tableName: string;
  /** The credential requests are signed with, and the region of its scope. */
  credentials: LocalCredentials;
  region: string;
  /** Sets what the functions read: table name, endpoint, and the credential (replacing any in `env`). */
  configure(env: NodeJS.ProcessEnv): void;
  /** Another table of the same shape (partition key `id`), e.g. the authorization server's. */
  createTable(name: string): Promise<void>;
  close(): Promise<void>;
}

export interface LocalDynamoOptions {
  /** The one credential requests must be signed with; default this process's (localCredentials()). */
  credentials?: LocalCredentials;
  /** The region of the credential scope; default us-east-1. */
  region?: string;
}

/** dynalite's own limit on a request body (16 MiB); the front door holds no more than that. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

function refuse(res: ServerResponse, refusal: SigV4Refusal): void {
  refuseJsonProtocol(res, refusal, { contentType: "application/x-amz-json-1.0", qualifyType: true });
}

/** The received request again, its body read: what dynalite's listener reads ('data', 'end'). */
function replayOf(req: IncomingMessage, body: Buffer): IncomingMessage {
  return Object.assign(Readable.from(body.byteLength > 0 ? [body] : []), {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    socket: req.socket,
  }) as unknown as IncomingMessage;
}

/** Puts the SigV4 check in front of the listener dynalite gave its server. */
function guard(server: Server, expect: { credentials: LocalCredentials; region: string }): void {
  const serve = server.listeners("request")[0] as RequestListener;
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("date", dateHeader());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      if (size > MAX_REQUEST_BYTES) return void res.writeHead(413).end();
      const body = Buffer.concat(chunks);
      verifySigV4(req, body, { ...expect, service: "dynamodb", uriEscapePath: true }).then(
        () => serve(replayOf(req, body), res),
        (error: unknown) => {
          if (error instanceof SigV4Refusal) refuse(res, error);
          else res.writeHead(500).end();
        },
      );
    });
  });
}

export async function startLocalDynamo(
  tableName = LOCAL_IDEMPOTENCY_TABLE,
  { credentials = localCredentials(), region = LOCAL_REGION }: LocalDynamoOptions = {},
): Promise<LocalDynamo> {
  const server: Server = dynalite({ createTableMs: 0 });
  guard(server, { credentials, region });
  // The SDK's keep-alive pool has no idle expiry of its own, so with Node's server default of 5 s a
  // reused connection can meet dynalite's close (seen under bench:load as an ECONNRESET the SDK did
  // not resend). dynalite stands in for DynamoDB's protocol, not for its connection handling.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({ endpoint, region, credentials: { ...credentials } });
  const createTable = async (name: string) => {
    await client.send(
      new CreateTableCommand({
        TableName: name,
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
        AttributeDefinitions: [{ AttributeName: "id", AttributeType: "S" }],
        BillingMode: "PAY_PER_REQUEST",
      }),
    );
  };
  await createTable(tableName);
  return {
    endpoint,
    tableName,
    credentials,
    region,
    createTable,
    configure(env) {
      env.IDEMPOTENCY_TABLE = tableName;
      env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
      env.AWS_REGION ||= region;
      useLocalCredentials(env, credentials);
    },
    close: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        server.close(() => resolve());
      }),
  };
}
