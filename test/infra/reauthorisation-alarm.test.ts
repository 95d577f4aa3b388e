// The alarm on ConnectionNeedsReauthorisation: one per deployed toolkit, on the metric the token
// broker writes (namespace, name, dimension), >= 1 in 5 minutes, missing data not breaching.
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { synthesize } from "./synth";

const { root } = synthesize(["tasks", "ledger-read", "ledger-write"]);

describe("the reauthorisation alarm", () => {
  it("one per toolkit, on the metric the token broker writes", () => {
    const reauthorisation = Object.values(root.findResources("AWS::CloudWatch::Alarm")).filter(
      (alarm) => alarm.Properties.MetricName === "ConnectionNeedsReauthorisation",
    );
    expect(reauthorisation).toHaveLength(2);
    for (const toolkit of ["TasksApi", "LedgerApi"]) {
      root.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AgentTools",
        MetricName: "ConnectionNeedsReauthorisation",
        Dimensions: [{ Name: "Toolkit", Value: toolkit }],
        Statistic: "Sum",
        Period: 300,
        EvaluationPeriods: 1,
        Threshold: 1,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        TreatMissingData: "notBreaching",
        AlarmDescription: Match.stringLikeRegexp("needs a person to reconnect"),
      });
    }
  });

  it("only for deployed toolkits", () => {
    const ledgerOnly = Object.values(
      synthesize(["ledger-read"]).root.findResources("AWS::CloudWatch::Alarm"),
    ).filter((alarm) => alarm.Properties.MetricName === "ConnectionNeedsReauthorisation");
    expect(ledgerOnly.map((alarm) => alarm.Properties.Dimensions)).toEqual([
      [{ Name: "Toolkit", Value: "LedgerApi" }],
    ]);
  });
});
