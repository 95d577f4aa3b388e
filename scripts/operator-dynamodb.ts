// The DynamoDB client of an operator's script (npm run audit, npm run policy): the deployed table
// with the caller's own AWS credentials, or the dynalite `npm start` runs, at the loopback endpoint
// it prints.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

export function operatorClient(localEndpoint?: string): DynamoDBClient {
  return new DynamoDBClient(
    localEndpoint
      ? {
          endpoint: localEndpoint,
          region: "us-east-1",
          credentials: { accessKeyId: "local", secretAccessKey: "local" },
        }
      : {},
  );
}
