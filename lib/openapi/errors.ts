// The error responses of the HTTP contract, as OpenAPI components. Types and statuses come from
// the one error table (lib/runtime/errors.ts), so this cannot drift from what is rendered.
import { bindingsOf } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import { type ErrorType, ToolError, ERROR_TYPES as TYPES } from "../runtime/errors";

/** What each error type means to a caller (the docs' words; the type list itself is the error table's). */
const MEANING: Record<ErrorType, string> = {
  ValidationError:
    "The parameters do not match the tool's schema, or the body is not a JSON object; `details.problems` names each parameter and what is allowed.",
  AuthError: "The upstream refused the stored token; the operator must re-authorise the connection.",
  Forbidden:
    "The caller may not call this route (IAM), or the upstream refused the operation for this connection.",
  NotFound: "The upstream has no such record, or no such route.",
  Conflict: "A call with the same idempotency key is still in flight; retry shortly.",
  OutcomeUnknown:
    "An earlier call with this idempotency key may or may not have been applied and no read can tell; `details.check` names the read that shows it.",
  IdempotencyMismatch: "The idempotency key was already used for a call with other parameters.",
  RateLimited: "The upstream (or the API stage) is rate limiting; retry after a pause.",
  ResultTooLarge:
    "The answer is over Lambda's 6 MB and no results bucket is configured to hand it over; the message and `details` name the tool's paging and filter parameters to ask for less.",
  InternalError: "The tool failed unexpectedly; nothing internal is disclosed.",
  UpstreamError: "The upstream answered with an error or an unreadable body.",
  UpstreamTimeout: "The upstream did not answer in time; the change may or may not have been made.",
};

export const ERROR_TYPES = Object.keys(TYPES) as ErrorType[];

export function statusOf(type: ErrorType): number {
  return TYPES[type].status;
}

/** `components.responses` entries, one per error type, each pinning `error.type`. */
export function errorResponses(): Record<string, object> {
  const responses: Record<string, object> = {};
  for (const type of ERROR_TYPES) {
    const example = new ToolError(type, MEANING[type]).toJSON();
    responses[type] = {
      description: `${type}: ${MEANING[type]}`,
      content: {
        "application/json": {
          schema: {
            allOf: [
              { $ref: "#/components/schemas/Error" },
              { properties: { error: { properties: { type: { const: type } } } } },
            ],
          },
          example: { error: example },
        },
      },
    };
  }
  return responses;
}

/** A write keyed over HTTP: only through the tool's own `Idempotency-Key` parameter (docs/idempotency.md). */
function keyedOverHttp(row: ToolRow): boolean {
  return !row.flags.readOnly && bindingsOf(row).idempotencyKey !== undefined;
}

/** The error types a call of this tool over HTTP can answer with. */
export function errorTypesFor(row: ToolRow): ErrorType[] {
  if (keyedOverHttp(row)) return ERROR_TYPES;
  return ERROR_TYPES.filter(
    (type) => type !== "Conflict" && type !== "IdempotencyMismatch" && type !== "OutcomeUnknown",
  );
}

/** The error types of the catalog routes, which call no upstream. */
export const CATALOG_ERROR_TYPES: ErrorType[] = ["Forbidden", "RateLimited", "InternalError"];

/**
 * `responses` entries of an operation: status -> reference to the shared response, or, where two
 * types share a status (409: Conflict, OutcomeUnknown), a response naming both.
 */
export function errorRefs(types: readonly ErrorType[]): Record<string, object> {
  const byStatus = new Map<string, ErrorType[]>();
  for (const type of types) {
    const status = String(statusOf(type));
    byStatus.set(status, [...(byStatus.get(status) ?? []), type]);
  }
  const refs: Record<string, object> = {};
  for (const [status, shared] of byStatus) {
    refs[status] =
      shared.length === 1
        ? { $ref: `#/components/responses/${shared[0]}` }
        : {
            description: shared.map((type) => `${type}: ${MEANING[type]}`).join(" "),
            content: {
              "application/json": {
                schema: {
                  allOf: [
                    { $ref: "#/components/schemas/Error" },
                    { properties: { error: { properties: { type: { enum: shared } } } } },
                  ],
                },
              },
            },
          };
  }
  return refs;
}
