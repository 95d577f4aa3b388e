// The `Idempotency-Key` header's value, wherever a caller can send one (HTTP, a gateway's propagated
// headers): refused as a ValidationError naming the header when it could not be sent on to Xero.
import { IDEMPOTENCY_KEY_PATTERN, isValidIdempotencyKey } from "../catalog/idempotency-key";
import { ToolError } from "../runtime/errors";

export function checkedIdempotencyKeyHeader(value: string): string {
  if (isValidIdempotencyKey(value)) return value;
  throw new ToolError(
    "ValidationError",
    `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_PATTERN.hint}.`,
    {
      details: {
        problems: [{ parameter: "Idempotency-Key", message: `must be ${IDEMPOTENCY_KEY_PATTERN.hint}` }],
      },
    },
  );
}
