// A local server speaking the Secrets Manager JSON 1.1 protocol (GetSecretValue), so the real AWS
// SDK client is exercised over HTTP. No npm emulator exists for Secrets Manager.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function startSecretsManagerFake(secrets: Record<string, string>) {
  const calls: { target: string; secretId: string }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers["x-amz-target"] ?? "");
    const input = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { SecretId?: string };
    const secretId = input.SecretId ?? "";
    calls.push({ target, secretId });
    res.setHeader("content-type", "application/x-amz-json-1.1");
    if (target !== "secretsmanager.GetSecretValue") {
      res.writeHead(400).end(JSON.stringify({ __type: "InvalidAction", message: `unsupported ${target}` }));
      return;
    }
    const value = secrets[secretId];
    if (value === undefined) {
      res.writeHead(400).end(
        JSON.stringify({
          __type: "ResourceNotFoundException",
          message: "Secrets Manager can't find the specified secret.",
        }),
      );
      return;
    }
    res.writeHead(200).end(
      JSON.stringify({
        ARN: `arn:aws:secretsmanager:us-east-1:000000000000:secret:${secretId}`,
        Name: secretId,
        SecretString: value,
        VersionId: "v1",
        VersionStages: ["AWSCURRENT"],
        CreatedDate: Date.now() / 1000,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    secrets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
