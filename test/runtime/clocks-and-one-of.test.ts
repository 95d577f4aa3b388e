// Two refusals said plainly: an Organisation answer without a time zone gives no date (never a wrong
// one), and a write missing both forms of a member it needs one of names both (validation's anyOf).
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../lib/catalog/types";
import { ToolError } from "../../lib/runtime/errors";
import { assertValidWith } from "../../lib/runtime/problems";
import { withTenantClocks } from "../../lib/runtime/tenant-clocks";

describe("an organisation without a time zone", () => {
  it("is listed with why no local date is given", async () => {
    const tenantId = "00000000-0000-4000-8000-000000c00001";
    const [entry] = (await withTenantClocks([{ tenantId, tenantName: "No Zone Ltd" }], {
      run: async () => ({ Organisations: [{ Name: "No Zone Ltd" }] }),
      upstream: "http://127.0.0.1:9/no-zone",
    })) as Record<string, unknown>[];
    expect(entry?.localDate).toBeUndefined();
    expect(entry?.timeZoneUnavailable).toMatch(/carries no Timezone/);
  });
});

describe("an organisation whose zone cannot be known", () => {
  const tenantId = "00000000-0000-4000-8000-000000c00002";
  const clockOf = async (
    entry: Record<string, unknown>,
    run: () => Promise<unknown>,
    upstream: string,
  ): Promise<Record<string, unknown> | undefined> =>
    ((await withTenantClocks([entry], { run, upstream })) as Record<string, unknown>[])[0];

  const failing = (error: ToolError) => async (): Promise<unknown> => {
    throw error;
  };

  it.each([
    ["no JSON object", async (): Promise<unknown> => "not json", /carries no Timezone/],
    [
      "no list of organisations",
      async (): Promise<unknown> => ({ Organisations: "x" }),
      /carries no Timezone/,
    ],
    [
      "a blank Timezone",
      async (): Promise<unknown> => ({ Organisations: [{ Timezone: "  " }] }),
      /carries no Timezone/,
    ],
    ["a read the token's scopes refuse", failing(new ToolError("Forbidden", "no")), /accounting\.settings/],
    ["a read whose authorisation lapsed", failing(new ToolError("AuthError", "no")), /authorised again/],
    ["a read Xero rate-limits", failing(new ToolError("RateLimited", "slow down")), /again later/],
  ] as const)("answers why for %s, with no date", async (name, run, why) => {
    const entry = await clockOf({ tenantId }, run, `http://127.0.0.1:9/${name}`);
    expect(entry?.localDate).toBeUndefined();
    expect(entry?.timeZoneUnavailable).toMatch(why);
  });

  it("says why an entry without a tenant or of another kind has none, reading nothing", async () => {
    const run = async () => {
      throw new Error("read");
    };
    expect((await clockOf({ tenantName: "?" }, run, "http://127.0.0.1:9/none"))?.timeZoneUnavailable).toMatch(
      /names no tenantId/,
    );
    expect(
      (await clockOf({ tenantId, tenantType: "PRACTICE" }, run, "http://127.0.0.1:9/practice"))
        ?.timeZoneUnavailable,
    ).toMatch(/PRACTICE tenant is not an accounting organisation/);
  });
});

describe("a member needed in one of two forms", () => {
  it("is refused naming both forms", () => {
    const schema = {
      type: "object",
      properties: { bank_account_code: { type: "string" }, bank_account_id: { type: "string" } },
      anyOf: [{ required: ["bank_account_code"] }, { required: ["bank_account_id"] }],
    } as JsonSchema;
    const validate = new Ajv({ allErrors: true }).compile(schema);
    let refused: unknown;
    try {
      assertValidWith(validate, schema, {}, { subject: "parameters for a test" });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ToolError);
    expect((refused as ToolError).details as { problems: unknown[] }).toMatchObject({
      problems: expect.arrayContaining([
        {
          parameter: "(input)",
          message: "needs one of bank_account_code or bank_account_id",
        },
      ]),
    });
  });
});
