// Least privilege behind the OAuth front door: the oauth function's role reaches its table, the
// signing key, the app credentials (read only) and people's connection secrets; the authorizer's
// role reads the signing key and nothing else.
import { describe, expect, it } from "vitest";
import { statementsOf, synthesize } from "./synth";

const oauth = synthesize(undefined, { auth: "oauth" });
const frontDoor = oauth.stack.oauth;
const logicalId = (construct: unknown) =>
  oauth.stack.getLogicalId((construct as { node: { defaultChild: never } }).node.defaultChild);

function statementsOfRole(role: unknown) {
  const policies = oauth.root.findResources("AWS::IAM::Policy", {
    Properties: { Roles: [{ Ref: logicalId(role) }] },
  });
  expect(Object.keys(policies)).toHaveLength(1);
  return statementsOf(oauth.root)
    .filter((statement) => statement.policy in policies)
    .map(({ policy: _policy, actions: _actions, ...statement }) => statement);
}

/** A secret ARN as the template joins it. */
const secretArn = (name: string) => ({
  "Fn::Join": [
    "",
    [
      "arn:",
      { Ref: "AWS::Partition" },
      ":secretsmanager:",
      { Ref: "AWS::Region" },
      ":",
      { Ref: "AWS::AccountId" },
      `:secret:${name}`,
    ],
  ],
});

const appClients = [
  secretArn("agent-tools/ledger/oauth-client-??????"),
  secretArn("agent-tools/tasks/oauth-client-??????"),
];

describe("auth=oauth: permissions", () => {
  it("grants the oauth function exactly its table, the key, the app credentials and the connection secrets", () => {
    const signingKey = { Ref: logicalId(frontDoor?.signingKey) };
    expect(statementsOfRole(frontDoor?.server.role)).toEqual([
      {
        Effect: "Allow",
        Action: ["logs:CreateLogStream", "logs:PutLogEvents"],
        Resource: { "Fn::GetAtt": [logicalId(frontDoor?.server.logGroup), "Arn"] },
      },
      {
        Sid: "OAuthState",
        Effect: "Allow",
        Action: ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"],
        Resource: { "Fn::GetAtt": [logicalId(frontDoor?.table), "Arn"] },
      },
      {
        Sid: "OAuthGrantsByPrincipal",
        Effect: "Allow",
        Action: "dynamodb:Query",
        Resource: {
          "Fn::Join": ["", [{ "Fn::GetAtt": [logicalId(frontDoor?.table), "Arn"] }, "/index/byPrincipal"]],
        },
      },
      {
        Sid: "SignAccessTokens",
        Effect: "Allow",
        Action: "secretsmanager:GetSecretValue",
        Resource: signingKey,
      },
      {
        Sid: "ReadAppClients",
        Effect: "Allow",
        Action: "secretsmanager:GetSecretValue",
        Resource: appClients,
      },
      {
        Sid: "ManageConnections",
        Effect: "Allow",
        Action: [
          "secretsmanager:CreateSecret",
          "secretsmanager:PutSecretValue",
          "secretsmanager:DescribeSecret",
          "secretsmanager:GetSecretValue",
          "secretsmanager:DeleteSecret",
        ],
        Resource: [secretArn("agent-tools/ledger/*"), secretArn("agent-tools/tasks/*")],
      },
      // The app credentials sit in those folders by default: no write reaches them.
      {
        Sid: "NeverWriteAppClients",
        Effect: "Deny",
        Action: [
          "secretsmanager:CreateSecret",
          "secretsmanager:PutSecretValue",
          "secretsmanager:DeleteSecret",
        ],
        Resource: appClients,
      },
      { Effect: "Allow", Action: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], Resource: "*" },
      // The account page's recent writes: a Query of the audit table, nothing else (test/audit).
      {
        Sid: "AuditQuery",
        Effect: "Allow",
        Action: "dynamodb:Query",
        Resource: { "Fn::GetAtt": [logicalId(oauth.stack.audit.table), "Arn"] },
      },
      // No read of a tool policy table: that comes with -c policies=true (test/policy/infra.test.ts).
    ]);
  });

  it("grants the authorizer its logs, X-Ray and a read of the signing key, nothing else", () => {
    expect(statementsOfRole(frontDoor?.authorizerFunction.role)).toEqual([
      {
        Effect: "Allow",
        Action: ["logs:CreateLogStream", "logs:PutLogEvents"],
        Resource: { "Fn::GetAtt": [logicalId(frontDoor?.authorizerFunction.logGroup), "Arn"] },
      },
      {
        Sid: "VerifyAccessTokens",
        Effect: "Allow",
        Action: "secretsmanager:GetSecretValue",
        Resource: { Ref: logicalId(frontDoor?.signingKey) },
      },
      { Effect: "Allow", Action: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], Resource: "*" },
    ]);
  });

  it("reads a separate sign-in app's credentials too, and denies writes to it", () => {
    const custom = synthesize(["tasks"], { auth: "oauth", signInClientSecretName: "people/signin" });
    const bySid = (sid: string) =>
      statementsOf(custom.root).find((statement) => (statement as { Sid?: string }).Sid === sid);
    const read = bySid("ReadAppClients");
    const deny = bySid("NeverWriteAppClients");
    expect(read?.Resource).toEqual([...appClients, secretArn("people/signin-??????")]);
    expect(deny?.Resource).toEqual(read?.Resource);
  });

  it("gives no role in the stack a secrets or DynamoDB action on '*'", () => {
    for (const statement of statementsOf(oauth.root)) {
      if (statement.actions.some((action) => /^(secretsmanager|dynamodb):/.test(action))) {
        expect(JSON.stringify(statement.Resource)).not.toContain('"*"');
        expect(statement.actions.some((action) => action.endsWith("*"))).toBe(false);
      }
    }
  });
});
