// The signed Lambda Invoke (lib/aws/lambda-invoke.ts) over real HTTP on 127.0.0.1 against a Lambda
// protocol peer (local/lambda-peer.ts) that checks every signature by signing the received request
// again: the event arrives, the session token is signed, an ARN's path is encoded as the SDK's
// LambdaClient encodes it, function errors come back as the function's payload, Lambda's own
// refusals become typed errors with the write's outcome, and nothing that may have run is re-sent.
import { createServer } from "node:net";
import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  closeConnections,
  invokeLambda,
  invokePath,
  isFunctionName,
  lambdaEndpoint,
} from "../../lib/aws/lambda-invoke";
import { lambdaInvoker } from "../../lib/mcp/calling/lambda-invoker";
import { ToolError } from "../../lib/runtime/errors";
import { type LambdaPeer, startLambdaPeer } from "../../local/lambda-peer";
import { loopbackCertificate } from "../support/loopback-tls";

const credentials = {
  accessKeyId: "AKIDLAMBDAPEER",
  secretAccessKey: "peer-secret-key/of+the+test",
  sessionToken: "IQoJb3JpZ2luX2VjEXAMPLE//token+with/slashes==",
};
const ARN = "arn:aws:lambda:us-east-1:123456789012:function:fn-tasks:live";

let peer: LambdaPeer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  peer = await startLambdaPeer(
    {
      "fn-tasks": (event) => ({ tool: (event as { tool: string }).tool, result: { echoed: event } }),
      "fn-fails": () => {
        throw Object.assign(new Error("Xero says wait 3 s."), { name: "RateLimited" });
      },
      "fn-crashes": () => {
        throw Object.assign(new Error("Cannot find module /var/task/x"), {
          name: "Runtime.ImportModuleError",
        });
      },
    },
    { credentials },
  );
  env = {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SESSION_TOKEN: credentials.sessionToken,
    AWS_ENDPOINT_URL_LAMBDA: peer.endpoint,
  };
});
afterAll(async () => {
  closeConnections();
  await peer.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe("invokeLambda against the local Lambda peer", () => {
  it("delivers the event, signed with the session token, and answers the payload", async () => {
    const before = peer.invocations.length;
    const answer = await invokeLambda(
      "fn-tasks",
      JSON.stringify({ tool: "TasksApi.GetUserProjects", input: {} }),
      {
        env,
      },
    );
    expect(answer.functionError).toBeUndefined();
    expect(JSON.parse(answer.payload)).toEqual({
      tool: "TasksApi.GetUserProjects",
      result: { echoed: { tool: "TasksApi.GetUserProjects", input: {} } },
    });
    const [call] = peer.invocations.slice(before);
    expect(call?.functionName).toBe("fn-tasks");
    expect(call?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDLAMBDAPEER\/\d{8}\/us-east-1\/lambda\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    expect(call?.headers["x-amz-security-token"]).toBe(credentials.sessionToken);
  });

  it("sends an ARN with a qualifier URL-encoded, on the path the SDK's LambdaClient uses", async () => {
    const before = peer.invocations.length;
    await invokeLambda(ARN, '{"tool":"TasksApi.GetUserProjects","input":{}}', { env });
    const sdk = new LambdaClient({
      region: "us-east-1",
      endpoint: peer.endpoint,
      credentials,
      maxAttempts: 1,
    });
    const output = await sdk.send(
      new InvokeCommand({ FunctionName: ARN, Payload: new TextEncoder().encode('{"tool":"x","input":{}}') }),
    );
    sdk.destroy();
    expect(output.StatusCode).toBe(200);
    // Both signatures held at the peer (it records only those), for the same decoded name.
    expect(peer.invocations.slice(before).map((call) => call.functionName)).toEqual([ARN, ARN]);
    expect(invokePath(ARN)).toBe(
      "/2015-03-31/functions/arn%3Aaws%3Alambda%3Aus-east-1%3A123456789012%3Afunction%3Afn-tasks%3Alive/invocations",
    );
  });

  it("is refused by the peer when signed with another secret (the peer does check)", async () => {
    const error = await failure(
      invokeLambda("fn-tasks", "{}", { env: { ...env, AWS_SECRET_ACCESS_KEY: "not-the-secret" } }),
    );
    expect(error.type).toBe("InternalError");
    expect(error.outcome).toBe("not-sent");
    expect(String((error.cause as Error).message)).toContain("InvalidSignatureException");
  });

  it("answers a function's error as its payload, with X-Amz-Function-Error", async () => {
    const answer = await invokeLambda("fn-fails", "{}", { env });
    expect(answer.functionError).toBe("Unhandled");
    expect(JSON.parse(answer.payload)).toMatchObject({
      errorType: "RateLimited",
      errorMessage: "Xero says wait 3 s.",
    });
  });

  it("turns Lambda's throttle into RateLimited: the function did not run", async () => {
    peer.answerNext({
      status: 429,
      headers: { "x-amzn-errortype": "TooManyRequestsException", "content-type": "application/json" },
      body: '{"Reason":"ReservedFunctionConcurrentInvocationLimitExceeded","Type":"User","message":"Rate Exceeded."}',
    });
    const requests = peer.requests;
    const error = await failure(invokeLambda("fn-tasks", "{}", { env }));
    expect(error.toJSON()).toEqual({
      type: "RateLimited",
      message: "Too many calls to the tool's function at once; try again shortly.",
      retryable: true,
      outcome: "not-sent",
    });
    expect(peer.requests - requests).toBe(1); // not retried here: the caller is told to
  });

  it("turns Lambda's other refusals and failures into an InternalError that leaks nothing", async () => {
    const missing = await failure(invokeLambda("fn-nowhere", "{}", { env }));
    expect(missing).toMatchObject({ type: "InternalError", outcome: "not-sent", retryable: false });
    expect(missing.message).not.toContain("fn-nowhere");
    expect(String((missing.cause as Error).message)).toContain("404 ResourceNotFoundException");

    peer.answerNext({
      status: 500,
      headers: { "x-amzn-errortype": "ServiceException" },
      body: '{"Type":"Service"}',
    });
    expect(await failure(invokeLambda("fn-tasks", "{}", { env }))).toMatchObject({
      type: "InternalError",
      outcome: "unknown", // a 5xx may come after the function ran
    });

    peer.answerNext({ status: 502, body: "<html>Bad Gateway</html>" }); // not JSON, no error type
    const junk = await failure(invokeLambda("fn-tasks", "{}", { env }));
    expect(junk).toMatchObject({ type: "InternalError", outcome: "unknown" });
    expect(String((junk.cause as Error).message)).toContain("502");

    peer.answerNext({ status: 400, body: '{"__type":"com.amazon.coral#InvalidParameterValueException"}' });
    const invalid = await failure(invokeLambda("fn-tasks", "{}", { env }));
    expect(String((invalid.cause as Error).message)).toContain("InvalidParameterValueException");
  });

  it("answers a 200 that is not JSON as text, for the invoker to judge", async () => {
    peer.answerNext({ status: 200, headers: { "content-type": "text/plain" }, body: "not json" });
    expect(await invokeLambda("fn-tasks", "{}", { env })).toEqual({ payload: "not json" });
  });

  it("keeps the connection alive between invokes", async () => {
    closeConnections();
    const connections = peer.connections;
    for (let i = 0; i < 5; i++) await invokeLambda("fn-tasks", "{}", { env });
    expect(peer.connections - connections).toBe(1);
  });

  it("forwards the X-Ray trace header, unsigned, as the SDK does", async () => {
    const before = peer.invocations.length;
    await invokeLambda("fn-tasks", "{}", {
      env: { ...env, _X_AMZN_TRACE_ID: "Root=1-5759e988-bd862e3fe1be46a994272793" },
    });
    const [call] = peer.invocations.slice(before);
    expect(call?.headers["x-amzn-trace-id"]).toBe("Root=1-5759e988-bd862e3fe1be46a994272793");
    expect(call?.headers.authorization).not.toContain("x-amzn-trace-id");
  });

  it("signs without a session token when there is none", async () => {
    const plain = await startLambdaPeer(
      { f: () => ({ result: 1 }) },
      { credentials: { accessKeyId: "AKID", secretAccessKey: "s" }, region: "eu-west-1" },
    );
    try {
      const answer = await invokeLambda("f", "{}", {
        env: {
          AWS_REGION: "eu-west-1",
          AWS_ACCESS_KEY_ID: "AKID",
          AWS_SECRET_ACCESS_KEY: "s",
          AWS_ENDPOINT_URL: plain.endpoint,
        },
      });
      expect(JSON.parse(answer.payload)).toEqual({ result: 1 });
      expect(plain.invocations[0]?.headers["x-amz-security-token"]).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe("over HTTPS, as Lambda's endpoints are", () => {
  it("invokes through TLS with the endpoint's certificate trusted, keeping the connection alive", async () => {
    const tls = await loopbackCertificate();
    const secure = await startLambdaPeer(
      { "fn-tasks": () => ({ result: "over tls" }) },
      { credentials, tls },
    );
    try {
      const tlsEnv = { ...env, AWS_ENDPOINT_URL_LAMBDA: secure.endpoint };
      expect(secure.endpoint).toMatch(/^https:/);
      for (let i = 0; i < 3; i++) {
        const answer = await invokeLambda("fn-tasks", "{}", { env: tlsEnv, ca: tls.cert });
        expect(JSON.parse(answer.payload)).toEqual({ result: "over tls" });
      }
      expect(secure.invocations).toHaveLength(3);
      expect(secure.connections).toBe(1);
      // Not trusted: the TLS handshake fails after the connection was made, and nothing is retried.
      closeConnections();
      const untrusted = await failure(invokeLambda("fn-tasks", "{}", { env: tlsEnv }));
      expect(untrusted).toMatchObject({ type: "InternalError", outcome: "not-sent", retryable: false });
      expect(secure.requests).toBe(3);
    } finally {
      closeConnections();
      await secure.close();
    }
  });
});

describe("what is never sent twice, and what is retried", () => {
  it("does not re-send an invoke whose connection was cut after it was sent (it may have run)", async () => {
    peer.answerNext("drop");
    const requests = peer.requests;
    const error = await failure(invokeLambda("fn-tasks", "{}", { env }));
    expect(error).toMatchObject({ type: "InternalError", outcome: "unknown", retryable: false });
    expect(peer.requests - requests).toBe(1);
  });

  it("gives up waiting after the timeout, without re-sending: UpstreamTimeout, outcome unknown", async () => {
    peer.answerNext("hang");
    const requests = peer.requests;
    const error = await failure(invokeLambda("fn-tasks", "{}", { env, timeoutMs: 200 }));
    expect(error.toJSON()).toMatchObject({ type: "UpstreamTimeout", retryable: false, outcome: "unknown" });
    expect(peer.requests - requests).toBe(1);
    closeConnections(); // the hanging connection
  });

  it("retries a refused connection (nothing was sent), then says so", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const started = Date.now();
    const error = await failure(
      invokeLambda("fn-tasks", "{}", {
        env: { ...env, AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${port}` },
      }),
    );
    expect(error).toMatchObject({ type: "InternalError", outcome: "not-sent", retryable: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50 + 200); // two retries, backing off
  });

  it("retries a connection that cannot be made in time, then says nothing was sent", async () => {
    // 10.255.255.1 is not routed from a test machine: the connect hangs until our connect timeout.
    const error = await failure(
      invokeLambda("fn-tasks", "{}", {
        env: { ...env, AWS_ENDPOINT_URL_LAMBDA: "http://10.255.255.1:9" },
        connectTimeoutMs: 50,
        retries: 1,
      }),
    );
    expect(error).toMatchObject({ outcome: "not-sent" });
  });

  it("refuses a name that is no function name or ARN, sending nothing", async () => {
    const requests = peer.requests;
    for (const name of ["", "fn tasks", "../admin", "fn/tasks", "a".repeat(171), "arn:aws:s3:::bucket"]) {
      expect(isFunctionName(name)).toBe(false);
      expect(await failure(invokeLambda(name, "{}", { env }))).toMatchObject({ type: "InternalError" });
    }
    expect(peer.requests).toBe(requests);
    for (const name of ["fn-tasks", "fn_tasks:live", "fn-tasks:$LATEST", "123456789012:function:fn", ARN]) {
      expect(isFunctionName(name)).toBe(true);
    }
    expect(isFunctionName("arn:aws-cn:lambda:cn-north-1:123456789012:function:fn:7")).toBe(true);
  });

  it("fails loudly without credentials in the environment", async () => {
    const { AWS_ACCESS_KEY_ID: _, ...without } = env;
    expect((await failure(invokeLambda("fn-tasks", "{}", { env: without }))).message).toContain(
      "No AWS credentials",
    );
  });
});

describe("lambdaEndpoint", () => {
  const at = (more: NodeJS.ProcessEnv) => lambdaEndpoint(more).href;
  it("is the configured endpoint when there is one (AWS_ENDPOINT_URL_LAMBDA first)", () => {
    expect(at({ AWS_REGION: "us-east-1", AWS_ENDPOINT_URL: "http://a:1" })).toBe("http://a:1/");
    expect(at({ AWS_ENDPOINT_URL: "http://a:1", AWS_ENDPOINT_URL_LAMBDA: "http://b:2" })).toBe("http://b:2/");
  });
  it("is the region's, in its partition", () => {
    expect(at({ AWS_REGION: "eu-west-1" })).toBe("https://lambda.eu-west-1.amazonaws.com/");
    expect(at({ AWS_REGION: "cn-north-1" })).toBe("https://lambda.cn-north-1.amazonaws.com.cn/");
    expect(at({ AWS_REGION: "us-gov-west-1" })).toBe("https://lambda.us-gov-west-1.amazonaws.com/");
    expect(at({ AWS_REGION: "us-iso-east-1" })).toBe("https://lambda.us-iso-east-1.c2s.ic.gov/");
    expect(at({ AWS_REGION: "us-isob-east-1" })).toBe("https://lambda.us-isob-east-1.sc2s.sgov.gov/");
    expect(at({ AWS_REGION: "eusc-de-east-1" })).toBe("https://lambda.eusc-de-east-1.amazonaws.eu/");
    expect(at({ AWS_DEFAULT_REGION: "ap-southeast-2" })).toBe("https://lambda.ap-southeast-2.amazonaws.com/");
  });
  it("honours FIPS and dual-stack as the SDK does", () => {
    expect(at({ AWS_REGION: "us-east-1", AWS_USE_FIPS_ENDPOINT: "true" })).toBe(
      "https://lambda-fips.us-east-1.amazonaws.com/",
    );
    expect(at({ AWS_REGION: "us-east-1", AWS_USE_DUALSTACK_ENDPOINT: "true" })).toBe(
      "https://lambda.us-east-1.api.aws/",
    );
    expect(at({ AWS_REGION: "cn-north-1", AWS_USE_DUALSTACK_ENDPOINT: "TRUE" })).toBe(
      "https://lambda.cn-north-1.api.amazonwebservices.com.cn/",
    );
  });
  it("refuses to guess without a region", () => {
    expect(() => at({})).toThrow(/AWS_REGION/);
    expect(() => at({ AWS_REGION: "us-east-1.evil.example" })).toThrow(/AWS_REGION/);
  });
});

describe("lambdaInvoker (the mcp function's invoker) over the signed invoke", () => {
  const row = (family: string) => ({ name: "TasksApi.GetUserProjects", family }) as never;
  const stub = () => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  };

  it("returns the family's result, and maps its error types as before", async () => {
    stub();
    const invoke = lambdaInvoker({
      tasks: "fn-tasks",
      "ledger-read": "fn-fails",
      "ledger-write": "fn-crashes",
    });
    expect(await invoke(row("tasks"), { tool: "TasksApi.GetUserProjects", input: {} })).toEqual({
      echoed: { tool: "TasksApi.GetUserProjects", input: {} },
    });
    const typed = await failure(invoke(row("ledger-read"), { tool: "x", input: {} }));
    expect(typed.toJSON()).toEqual({ type: "RateLimited", message: "Xero says wait 3 s.", retryable: true });
    const hidden = await failure(invoke(row("ledger-write"), { tool: "x", input: {} }));
    expect(hidden.type).toBe("InternalError");
    expect(hidden.message).not.toContain("/var/task");
  });

  it("judges a non-JSON answer an InternalError, as before", async () => {
    stub();
    peer.answerNext({ status: 200, body: "<html>" });
    const error = await failure(lambdaInvoker({ tasks: "fn-tasks" })(row("tasks"), { tool: "x", input: {} }));
    expect(error.message).toContain("without a result");
    peer.answerNext({
      status: 200,
      headers: { "x-amz-function-error": "Unhandled" },
      body: "Task timed out",
    });
    const crashed = await failure(
      lambdaInvoker({ tasks: "fn-tasks" })(row("tasks"), { tool: "x", input: {} }),
    );
    expect(crashed.type).toBe("InternalError");
  });

  it("refuses a family that is not deployed, without invoking", async () => {
    stub();
    const requests = peer.requests;
    expect((await failure(lambdaInvoker({})(row("tasks"), { tool: "x", input: {} }))).type).toBe("Forbidden");
    expect(peer.requests).toBe(requests);
  });
});
