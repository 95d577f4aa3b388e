// The results bucket: private, encrypted, TLS only, its stored answers expired after a day; each
// family function and the mcp function may put and get objects under results/ only, and are told
// the bucket's name.
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { RESULTS_ACTIONS } from "../../infra/constructs/results-bucket";
import { ALL_FAMILIES } from "../../infra/families";
import { familyId } from "../../infra/stack";
import { statementsOf, synthesize } from "./synth";

const all = synthesize();
const [bucketId] = Object.keys(all.root.findResources("AWS::S3::Bucket"));

describe("the results bucket", () => {
  it("is one private, encrypted, unversioned bucket whose results/ objects expire after a day", () => {
    all.root.resourceCountIs("AWS::S3::Bucket", 1);
    all.root.hasResource("AWS::S3::Bucket", {
      DeletionPolicy: "Delete",
      Properties: {
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: Match.absent(),
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Prefix: "results/", ExpirationInDays: 1, Status: "Enabled" }),
          ]),
        },
      },
    });
    // No auto-delete custom resource (docs/results.md says why).
    expect(Object.keys(all.root.findResources("Custom::S3AutoDeleteObjects"))).toEqual([]);
  });

  it("refuses requests without TLS", () => {
    all.root.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Action: "s3:*",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
  });

  it("gives every family function and the mcp function RESULTS_BUCKET", () => {
    const functions = all.root.findResources("AWS::Lambda::Function");
    const named = Object.entries(functions).filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.RESULTS_BUCKET !== undefined,
    );
    expect(named.map(([id]) => id.replace(/Function.*$/, "")).sort()).toEqual(
      [...ALL_FAMILIES.map((family) => `${familyId(family)}Tools`), "Mcp", "McpTasksRunner"].sort(),
    );
    for (const [, fn] of named)
      expect(fn.Properties.Environment.Variables.RESULTS_BUCKET).toEqual({ Ref: bucketId });
  });

  it("lets those functions put and get objects under results/ only, and nothing else of S3", () => {
    const s3Statements = statementsOf(all.root).filter((s) => s.actions.some((a) => a.startsWith("s3:")));
    const granted = s3Statements.filter(
      (s) => s.Effect === "Allow" && !s.policy.startsWith("ResultsBucketPolicy"),
    );
    expect(new Set(granted.map((s) => s.policy.replace(/(Tools|Mcp).*$/, "$1"))).size).toBe(
      ALL_FAMILIES.length + 1,
    );
    for (const statement of granted) {
      expect(statement.actions.sort()).toEqual([...RESULTS_ACTIONS].sort());
      expect(statement.Resource).toEqual({
        "Fn::Join": ["", [{ "Fn::GetAtt": [bucketId, "Arn"] }, "/results/*"]],
      });
    }
  });
});
