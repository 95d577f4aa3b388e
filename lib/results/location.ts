// Where an answer too large to travel inline was put: a short-lived presigned GET URL of an object
// in the results bucket (RESULTS_BUCKET), with what a caller needs to decide whether to fetch it.
// HTTP callers get it in a 303's body (Location: the URL), direct invokes and EventBridge outcomes
// in place of `result`, MCP clients as a resource_link (docs/results.md).

export interface ResultLocation {
  /** Presigned GET URL of the stored object; needs no other credentials until `expiresAt`. */
  url: string;
  /** ISO 8601 time the URL stops working. */
  expiresAt: string;
  /** Size of the stored object in bytes. */
  bytes: number;
  /** `application/json` for a stored `{tool, result}` document; a file's own type for a file. */
  contentType: string;
  /** A file's name, when the upstream gave one. */
  fileName?: string;
  /** Records in the answer's collection, when it has one. */
  records?: number;
}
