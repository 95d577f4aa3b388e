// The results bucket: where an answer too large for Lambda's 6 MB (or a Step Functions state, or an
// outcome event) is put for the caller to fetch with a presigned URL (docs/results.md). Objects are
// short-lived copies of answers, under `results/`, expired after a day.
import { Duration, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as s3 from "aws-cdk-lib/aws-s3";
import { Construct } from "constructs";

/** Where stored answers go; the functions' grants reach this prefix only. */
export const RESULTS_PREFIX = "results/";
/** Put the answer; GetObject is what the presigned URL is signed with (it acts as the function's role). */
export const RESULTS_ACTIONS = ["s3:PutObject", "s3:GetObject"];

export class ResultsBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, "Bucket", {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: false,
      lifecycleRules: [
        { id: "ExpireStoredResults", prefix: RESULTS_PREFIX, expiration: Duration.days(1) },
        { id: "AbortIncompleteUploads", abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // DESTROY without autoDeleteObjects: the objects are copies of answers, gone within a day, so
      // nothing of record is lost; deleting a stack while some remain fails on the non-empty
      // bucket and succeeds a day later. autoDeleteObjects would add a custom-resource function
      // allowed to delete every object, for no gain.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    Validations.of(this.bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason:
        "Objects are copies of answers kept for a day, written by the functions (each call is logged by logCall) and read through presigned URLs that expire in minutes; an access-log bucket would itself be an unlogged bucket. Turn on CloudTrail S3 data events to audit reads (docs/results.md).",
    });
  }

  /** Lets a function store answers and sign their URLs: the two actions on `results/*`, and RESULTS_BUCKET. */
  grantStore(fn: lambda.Function, role: iam.IRole, policy: Construct): void {
    fn.addEnvironment("RESULTS_BUCKET", this.bucket.bucketName);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: "StoreLargeResults",
        actions: RESULTS_ACTIONS,
        resources: [this.bucket.arnForObjects(`${RESULTS_PREFIX}*`)],
      }),
    );
    const bucketId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket);
    Validations.of(policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${RESULTS_PREFIX}*]`,
      reason:
        "Object keys are a date and a random UUID made per answer at run time; the grant stays within the results/ prefix of the one bucket.",
    });
  }
}
