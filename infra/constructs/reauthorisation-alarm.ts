// One CloudWatch alarm per deployed toolkit on the metric a token broker writes (as an EMF line)
// for every call that fails because only a person can mend the connection: a refresh token Xero
// refused, a set without refresh token that expired, a TickTick token refused (docs/tokens.md,
// "Metrics and the alarm"). The metric's one dimension is Toolkit, so each toolkit has its own
// metric and alarm; the connection is in the line's `secretId`, for Logs Insights. A second alarm
// per toolkit with a refresh grant (Xero) fires on any failed refresh (TokenRefreshFailures > 0).
// Monitoring (monitoring.ts) makes the alarm topic their action.
import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import { Construct } from "constructs";
import { type Family, TOOLKIT_FACTS, type Toolkit } from "../../lib/catalog/toolkits";
import { METRIC_NAMESPACE } from "../../lib/runtime/metric";
import {
  NEEDS_REAUTHORISATION_METRIC,
  TOKEN_REFRESH_FAILURES_METRIC,
} from "../../lib/upstream-tokens/refresh-protocol";
import { toolkitOf } from "../families";

export interface ReauthorisationAlarmsProps {
  /** The deployed families: one alarm for each of their toolkits. */
  families: readonly Family[];
}

export class ReauthorisationAlarms extends Construct {
  readonly alarms: Partial<Record<Toolkit, cloudwatch.Alarm>> = {};
  /** TokenRefreshFailures >= 1 in 5 minutes, for each deployed toolkit that refreshes tokens. */
  readonly refreshFailureAlarms: Partial<Record<Toolkit, cloudwatch.Alarm>> = {};

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
      if (
        !props.families.some(
          (family) => toolkitOf(family).toolkit === toolkit && toolkitOf(family).writesTokens,
        )
      )
        continue;
      this.refreshFailureAlarms[toolkit] = new cloudwatch.Alarm(this, `${toolkit}RefreshFailures`, {
        alarmDescription: `A ${label} token refresh failed (refused, the token endpoint unreachable, or no token in its answer). The log line with metric ${TOKEN_REFRESH_FAILURES_METRIC} names the connection's secretId and the reason (docs/tokens.md).`,
        metric: new cloudwatch.Metric({
          namespace: METRIC_NAMESPACE,
          metricName: TOKEN_REFRESH_FAILURES_METRIC,
          dimensionsMap: { Toolkit: toolkit },
          statistic: cloudwatch.Stats.SUM,
          period: Duration.minutes(5),
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    }
  }
}
