// Tells the five caller shapes apart and turns each into tool calls (lib/call reads each shape): an
// API Gateway REST proxy event, a direct `{tool, input}` invoke, an SQS batch, an EventBridge event,
// and an AgentCore Gateway target call (lib/agentcore, told by the invoke's client context). HTTP and
// gateway answers are shaped in `after`.

import type { MiddlewareObj, Request } from "@middy/core";
import { agentCoreToolName } from "../agentcore/detect";
import { eventCallOf, invalid, parsedJson } from "../call/event-call";
import { httpCallOf, isOAuthCaller, toolOfHttp } from "../call/http-call";
import type { CallSource, FamilyContext, Invocation } from "../call/types";
import { jsonResponse } from "../runtime/errors";

type AnyEvent = Record<string, unknown>;

function sourceOf(event: AnyEvent): CallSource | undefined {
  if (typeof event.httpMethod === "string") return "http";
  const records = event.Records;
  if (Array.isArray(records) && (records[0] as AnyEvent | undefined)?.eventSource === "aws:sqs") return "sqs";
  if (typeof event["detail-type"] === "string" && "detail" in event) return "eventbridge";
  if ("tool" in event) return "direct";
  return undefined;
}

type Step = "before" | "after" | "onError";

/**
 * A gateway call's step, done by lib/agentcore/event.ts (loaded with the first gateway call);
 * undefined for every other caller.
 */
function gatewayStep(request: Request<unknown, unknown, Error, FamilyContext>, step: Step) {
  if (agentCoreToolName(request.context) === undefined) return undefined;
  return import("../agentcore/event").then((gateway) => gateway.agentCoreSteps[step](request));
}

/**
 * A tool route called with another method than POST: 405 with `Allow: POST` (RFC 9110 15.5.6),
 * the body the usual `{"error": {type, message, retryable}}`.
 *
 * Decision: the type stays `ValidationError` (the caller's request is wrong and sending it again
 * unchanged will not help), and 405 is the HTTP status of this one answer, set here where the
 * method is read, not a new row of lib/runtime/errors.ts's table. The table maps a type to the
 * status every surface renders; a method exists only on HTTP, so a new type (`MethodNotAllowed`)
 * would be one that direct invokes, SQS, EventBridge, Step Functions' Catch and MCP can never meet,
 * yet would join the public list of types. The answer is returned early, so nothing else runs.
 */
function methodNotAllowed(method: string, tool: string) {
  const error = invalid(
    `${method} is not allowed here: use POST /tools/${tool} with a JSON object of parameters.`,
  );
  const response = jsonResponse(405, { error: error.toJSON() });
  return { ...response, headers: { ...response.headers, allow: "POST" } };
}

function fromSqs(event: AnyEvent): Invocation {
  const records = (event.Records as AnyEvent[]).map((record) => {
    const messageId = String(record.messageId);
    try {
      return {
        messageId,
        call: eventCallOf(parsedJson(String(record.body), "The SQS message body"), "sqs", messageId),
      };
    } catch (error) {
      return { messageId, call: error as Error };
    }
  });
  return { source: "sqs", kind: "batch", records };
}

export function normalizeEvent(): MiddlewareObj<unknown, unknown, Error, FamilyContext> {
  return {
    before: (request) => {
      // A payload that is no object (a bare string or number) is no shape we know: refused below.
      const raw = request.event;
      // First: the gateway's event is the tool's own arguments, which may hold any name (`tool`).
      const gateway = gatewayStep(request, "before");
      if (gateway) return gateway;
      const event = (raw && typeof raw === "object" ? raw : {}) as AnyEvent;
      const source = sourceOf(event);
      request.context.callSource = source ?? "direct";
      switch (source) {
        case "http": {
          const method = String(event.httpMethod).toUpperCase();
          if (method !== "POST") return methodNotAllowed(method, toolOfHttp(event));
          // An OAuth caller: its token may have expired since the authorizer's answer was cached, or
          // its DPoP proof not hold (lib/oauth/caller-checks.ts, loaded with its first call).
          if (isOAuthCaller(event)) {
            return import("../oauth/caller-checks")
              .then(({ callerRefusal }) => callerRefusal(event))
              .then((refused) => {
                if (refused) throw refused;
                request.context.invocation = { source: "http", kind: "call", call: httpCallOf(event) };
              });
          }
          request.context.invocation = { source: "http", kind: "call", call: httpCallOf(event) };
          return;
        }
        case "sqs":
          request.context.invocation = fromSqs(event);
          return;
        case "eventbridge":
          request.context.invocation = {
            source,
            kind: "call",
            call: eventCallOf(event.detail, source, typeof event.id === "string" ? event.id : undefined),
          };
          return;
        case "direct":
          request.context.invocation = { source, kind: "call", call: eventCallOf(event, source) };
          return;
        default:
          throw invalid(
            'Unrecognised event: send {"tool", "input"}, an API Gateway request, an SQS message or an EventBridge event.',
          );
      }
    },
    after: (request) => {
      const gateway = gatewayStep(request, "after");
      if (gateway) return gateway;
      if (request.context.callSource !== "http") return;
      request.response = jsonResponse(200, request.response);
    },
    // After renderErrors made the HTTP answer: an OAuth caller's refusal carries its challenge (401
    // invalid_token, 403 insufficient_scope) in WWW-Authenticate.
    onError: (request) => {
      const gateway = gatewayStep(request, "onError"); // after renderErrors typed the error
      if (gateway) return gateway;
      const event = (request.event && typeof request.event === "object" ? request.event : {}) as AnyEvent;
      if (request.context.callSource !== "http" || !request.response || !isOAuthCaller(event)) return;
      return import("../oauth/caller-checks").then(({ withChallenge }) => {
        request.response = withChallenge(
          request.response as { headers?: Record<string, unknown> },
          request.error,
          event,
        );
      });
    },
  };
}
