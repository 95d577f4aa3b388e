// `AUTH=oauth npm start`'s stack for a test file: the local gateway with the OAuth front door, both
// sandboxes and their providers, nothing outside (no upstream URL or table from the environment).
// The environment is put back when the stack closes.
import { type LocalStack, startLocalStack } from "../../local/stack";

export interface OAuthStackOptions {
  /** SANDBOX_OAUTH_AUTO_APPROVE: every consent page approves at once, as the demo person. */
  autoApprove: boolean;
  /** The certificate client metadata documents are checked against (a test's own). */
  metadataCa?: string;
}

export async function startOAuthStack(options: OAuthStackOptions): Promise<LocalStack> {
  const saved = { ...process.env };
  process.env.AUTH = "oauth";
  if (options.autoApprove) process.env.SANDBOX_OAUTH_AUTO_APPROVE = "1";
  else delete process.env.SANDBOX_OAUTH_AUTO_APPROVE;
  for (const name of ["TASKS_API_BASE_URL", "LEDGER_API_BASE_URL", "IDEMPOTENCY_TABLE"])
    delete process.env[name];
  const stack = await startLocalStack({
    port: 0,
    ...(options.metadataCa ? { metadataCa: options.metadataCa } : {}),
  });
  return {
    ...stack,
    close: async () => {
      await stack.close();
      process.env = saved;
    },
  };
}
