// POST /register is open by protocol: with the OAuth front door its stage gives it an allowance of
// its own, so a flood of registrations is throttled there before it spends what tool calls share.
import { describe, expect, it } from "vitest";
import { REGISTRATION_THROTTLE } from "../../infra/constructs/tools-api";
import { synthesize } from "./synth";

function stageOf(context: Record<string, unknown>) {
  const stages = Object.values(synthesize(["tasks"], context).root.findResources("AWS::ApiGateway::Stage"));
  expect(stages).toHaveLength(1);
  return stages[0]?.Properties as { MethodSettings?: Record<string, unknown>[] };
}

describe("the registration endpoint's throttle", () => {
  it.each(["oauth", "both"])("auth=%s: POST /register has its own, smaller rate and burst", (auth) => {
    const settings = stageOf({ auth }).MethodSettings ?? [];
    const register = settings.find((setting) => setting.ResourcePath === "/~1register");
    expect(register).toMatchObject({
      HttpMethod: "POST",
      ThrottlingRateLimit: REGISTRATION_THROTTLE.throttlingRateLimit,
      ThrottlingBurstLimit: REGISTRATION_THROTTLE.throttlingBurstLimit,
    });
    expect(REGISTRATION_THROTTLE.throttlingRateLimit).toBeLessThan(50);
  });

  it("auth=iam: there is no registration endpoint to throttle", () => {
    const settings = stageOf({ auth: "iam" }).MethodSettings ?? [];
    expect(settings.some((setting) => setting.ResourcePath === "/~1register")).toBe(false);
  });
});
