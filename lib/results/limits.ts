// The payload limits an answer must fit, in one place. Lambda takes 6 MB for a synchronous answer
// (API Gateway's proxy integration carries the same answer), measured on the JSON the runtime sends:
// an API Gateway answer is `{statusCode, headers, body}` with the body escaped once more, so it is
// measured whole. The margin leaves room for the runtime's framing and the headers API Gateway adds.

/** Lambda's synchronous response payload limit (6 MB). */
export const LAMBDA_RESPONSE_BYTES = 6 * 1024 * 1024;
/** Kept free below it for framing, headers and encoding. */
export const RESPONSE_MARGIN_BYTES = 64 * 1024;
/** The most an answer (serialized as Lambda sends it) may weigh: 6,225,920 bytes. */
export const MAX_ANSWER_BYTES = LAMBDA_RESPONSE_BYTES - RESPONSE_MARGIN_BYTES;
/** The smallest `maxResultBytes` a direct caller may ask for: a `{tool, resultLocation}` answer fits. */
export const MIN_RESULT_BYTES = 1024;
/**
 * What a tool's result may weigh where it travels inside an event or a state of 256 KB (an
 * EventBridge PutEvents entry, a Step Functions state), leaving room for the fields around it: the
 * outcome events' cap and the `maxResultBytes` a workflow's task asks for.
 */
export const EVENT_RESULT_BYTES = 200 * 1024;
/** Presigned URLs of stored answers live this long unless RESULT_URL_SECONDS says otherwise. */
export const DEFAULT_RESULT_URL_SECONDS = 900;
/** SigV4 presigned URLs live at most a week. */
export const MAX_RESULT_URL_SECONDS = 7 * 24 * 60 * 60;
