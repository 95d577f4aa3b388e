// The stack's side of confirmation before destruction: a key of its own in Secrets Manager, read
// only by the functions serving a destructive tool, and the two settings from the CDK context.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { statementsOf, synthesize } from "../infra/synth";

const all = synthesize();
const keyId = all.stack.getLogicalId(all.stack.confirmationKey.secret.node.defaultChild as never);
const functionsOf = (synthesized: typeof all) =>
  Object.entries(synthesized.stack.functions).map(([family, fn]) => ({
    family,
    fn,
    id: synthesized.stack.getLogicalId(fn?.node.defaultChild as never),
  }));

describe("the confirmation key", () => {
  it("is a generated secret of 64 letters and digits, its value never in the template", () => {
    const secret = all.root.toJSON().Resources[keyId];
    expect(secret.Type).toBe("AWS::SecretsManager::Secret");
    expect(secret.Properties.GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it("is read by each function that serves a destructive tool, and by no other", () => {
    const readers = statementsOf(all.root).filter((statement) =>
      JSON.stringify(statement.Resource).includes(keyId),
    );
    for (const { family, fn, id } of functionsOf(all)) {
      const destructive = allTools.some((row) => row.family === family && row.flags.destructive);
      const variables = all.root.toJSON().Resources[id].Properties.Environment.Variables;
      expect(variables.CONFIRMATION_KEY_SECRET_ID !== undefined, family).toBe(destructive);
      const role = all.stack.getLogicalId(fn?.role?.node.defaultChild as never);
      const grants = readers.filter((statement) =>
        JSON.stringify(all.root.toJSON().Resources[statement.policy].Properties.Roles).includes(role),
      );
      expect(grants.length, family).toBe(destructive ? 1 : 0);
      if (!destructive) continue;
      expect(variables).toMatchObject({ CONFIRM_DESTRUCTIVE: "on", UNATTENDED_DESTRUCTIVE: "refuse" });
      expect(variables.CONFIRMATION_KEY_SECRET_ID).toEqual({ Ref: keyId });
      expect(grants[0]?.actions).toEqual(["secretsmanager:GetSecretValue"]);
      expect(grants[0]?.Resource).toEqual({ Ref: keyId });
    }
    expect(readers.length).toBeGreaterThan(0);
  });
});

describe("the settings", () => {
  it("come from the CDK context", () => {
    const allowed = synthesize(["tasks"], { unattendedDestructive: "allow", confirmDestructive: "off" });
    const [{ id } = { id: "" }] = functionsOf(allowed);
    expect(allowed.root.toJSON().Resources[id].Properties.Environment.Variables).toMatchObject({
      CONFIRM_DESTRUCTIVE: "off",
      UNATTENDED_DESTRUCTIVE: "allow",
    });
  });

  it("refuse a value that is neither choice at synth", () => {
    expect(() => synthesize(["tasks"], { unattendedDestructive: "yes" })).toThrow(
      /Context "unattendedDestructive" must be allow or refuse/,
    );
    expect(() => synthesize(["tasks"], { confirmDestructive: "maybe" })).toThrow(/must be on or off/);
  });
});
