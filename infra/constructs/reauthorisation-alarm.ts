// One CloudWatch alarm per deployed toolkit on the metric a token broker writes (as an EMF line)
// for every call that fails because only a person can mend the connection: a refresh token Xero
// refused, a set without refresh token that expired, a TickTick token refused (docs/tokens.md,
// "Metrics and the alarm"). The metric's one dimension is Toolkit, so each toolkit has its own
// metric and alarm; the connection is in the line's `secretId`, for Logs Insights. No action is
// attached: the operator adds one (an SNS topic, a chat channel).
import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import { Construct } from "constructs";
import { NEEDS_REAUTHORISATION_METRIC } from "../../lib/auth/refresh-protocol";
import { type Family, TOOLKIT_FACTS, type Toolkit } from "../../lib/catalog/toolkits";
import { METRIC_NAMESPACE } from "../../lib/runtime/metric";
import { toolkitOf } from "../families";

export interface ReauthorisationAlarmsProps {
  /** The deployed families: one alarm for each of their toolkits. */
  families: readonly Family[];
}

export class ReauthorisationAlarms extends Construct {
  readonly alarms: Partial<Record<Toolkit, cloudwatch.Alarm>> = {};

  constructor(scope: Construct, id: string, props: ReauthorisationAlarmsProps) {
    super(scope, id);
    const toolkits = new Set(props.families.map((family) => toolkitOf(family).toolkit));
    for (const toolkit of toolkits) {
      const { label } = TOOLKIT_FACTS[toolkit];
      this.alarms[toolkit] = new cloudwatch.Alarm(this, toolkit, {
        alarmDescription: `A ${label} connection needs a person to reconnect it (refresh token refused, or a token that cannot be refreshed has expired). The log line with metric ${NEEDS_REAUTHORISATION_METRIC} names the connection's secretId (docs/tokens.md).`,
        metric: new cloudwatch.Metric({
          namespace: METRIC_NAMESPACE,
          metricName: NEEDS_REAUTHORISATION_METRIC,
          dimensionsMap: { Toolkit: toolkit },
          statistic: cloudwatch.Stats.SUM,
          period: Duration.minutes(5),
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No failing call, no data: that is the healthy state.
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    }
  }
}
