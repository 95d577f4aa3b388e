// `npm start` behaves as deployed for answers too large for Lambda: with RESULTS_BUCKET unset, the
// local upstreams include the in-process S3 (local/s3.ts) on 127.0.0.1 and point the functions at it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetResultStore, storeResult } from "../../lib/results/store";
import { type LocalUpstreams, startLocalUpstreams } from "../../local/stack";

const env: NodeJS.ProcessEnv = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" };
let upstreams: LocalUpstreams;

beforeAll(async () => {
  upstreams = await startLocalUpstreams(env);
});
afterAll(() => upstreams.close());

describe("the local stack's results bucket", () => {
  it("is an in-process S3 on 127.0.0.1 that the functions are pointed at, said in one start line", () => {
    expect(env.RESULTS_BUCKET).toBe(upstreams.s3?.bucket);
    expect(env.AWS_ENDPOINT_URL_S3).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(upstreams.modes.filter((line) => line.startsWith("Large results ->"))).toHaveLength(1);
  });

  it("stores with the functions' own client and serves the presigned URL", async () => {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: env.AWS_ENDPOINT_URL_S3,
      AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY,
      AWS_REGION: env.AWS_REGION,
    });
    resetResultStore();
    const location = await storeResult({ tool: "TasksApi.GetUserProjects", result: [] }, { env });
    expect(new URL(location.url).hostname).toBe("127.0.0.1");
    expect(await (await fetch(location.url)).json()).toEqual({
      tool: "TasksApi.GetUserProjects",
      result: [],
    });
  });

  it("is not started when RESULTS_BUCKET names a bucket", async () => {
    const configured = await startLocalUpstreams({
      ...env,
      RESULTS_BUCKET: "my-bucket",
      IDEMPOTENCY_TABLE: "t",
    });
    try {
      expect(configured.s3).toBeUndefined();
      expect(configured.modes).toContain("Large results -> S3 bucket my-bucket");
    } finally {
      await configured.close();
    }
  });
});
