// An execute's idempotency_key: the same rule as every write's key, so the keys derived from it
// (execute.ts) are keys the families take.
import { IDEMPOTENCY_KEY_PATTERN, isValidIdempotencyKey } from "../catalog/idempotency-key";
import { ToolError } from "../runtime/errors";

export function checkIdempotencyKey(key: string): void {
  if (isValidIdempotencyKey(key)) return;
  throw new ToolError(
    "ValidationError",
    `Invalid parameters for execute: idempotency_key: must be ${IDEMPOTENCY_KEY_PATTERN.hint}`,
    {
      details: {
        problems: [{ parameter: "idempotency_key", message: `must be ${IDEMPOTENCY_KEY_PATTERN.hint}` }],
      },
    },
  );
}
