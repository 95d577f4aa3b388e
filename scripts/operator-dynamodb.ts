// The DynamoDB client of an operator's script (npm run audit, npm run policy): the deployed table
// with the caller's own AWS credentials, or the dynalite `npm start` runs, at the loopback endpoint
// it prints, signing with the credential that run wrote for other local tools (local/credentials.ts;
// its stand-ins refuse any other).
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { readPublishedCredentials } from "../local/credentials";

export async function operatorClient(localEndpoint?: string): Promise<DynamoDBClient> {
  if (!localEndpoint) return new DynamoDBClient({});
  const { credentials, region } = await readPublishedCredentials(localEndpoint);
  return new DynamoDBClient({ endpoint: localEndpoint, region, credentials });
}
