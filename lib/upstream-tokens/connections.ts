// Which secret holds the token set of the call's connection. `<P>_TOKEN_SECRET_ID` with
// `{connection}` serves several connections (the call names one); without it, exactly one.
import { ToolError } from "../runtime/errors";

/** What a connection may be called: it becomes part of a secret name and an IAM role name. */
export const CONNECTION_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const PLACEHOLDER = "{connection}";

/** Refuses a connection name that could reach outside the template's prefix (no `/`, bounded). */
export function assertConnectionName(connection: string | undefined): void {
  if (connection !== undefined && !CONNECTION_NAME.test(connection)) {
    throw new ToolError(
      "ValidationError",
      "Invalid connection: use 1 to 64 letters, digits, '_', '.' or '-'.",
      {
        details: { problems: [{ parameter: "connection", message: `must match ${CONNECTION_NAME.source}` }] },
      },
    );
  }
}

export function servesSeveralConnections(template: string): boolean {
  return template.includes(PLACEHOLDER);
}

/** A call naming a connection in a function that serves only its own one is refused. */
export function assertSingleConnection(connection: string | undefined, label: string): void {
  assertConnectionName(connection);
  if (connection !== undefined) {
    throw new ToolError(
      "Forbidden",
      `This function serves one ${label} connection and cannot act for connection ${connection}.`,
    );
  }
}

/** The secret id of the call's connection. */
export function secretIdFor(template: string, connection: string | undefined, label: string): string {
  if (!servesSeveralConnections(template)) {
    assertSingleConnection(connection, label);
    return template;
  }
  assertConnectionName(connection);
  if (connection === undefined) {
    throw new ToolError(
      "ValidationError",
      `This function serves several ${label} connections and the call names none: an HTTP caller's authorizer must set "connection"; other callers add a top-level "connection" field to the event.`,
    );
  }
  return template.split(PLACEHOLDER).join(connection);
}
