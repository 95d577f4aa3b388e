// Runs cases one at a time through the gateway and judges each answer against the case's verdict.
import type { FuzzCase } from "./cases";
import { encodingProblems } from "./encoding";
import { FUZZ_TOKENS, type FuzzStack } from "./stack";

export const DEFECT_KINDS = [
  "5xx answer",
  "upstream call on invalid input",
  "invalid input not answered 400 ValidationError",
  "400 does not name the parameter",
  "valid input refused before the upstream",
  "valid input badly encoded upstream",
  "token in an answer",
] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

export interface Defect {
  kind: DefectKind;
  case: number;
  caseClass: string;
  tool: string;
  subject: string;
  detail: string;
}

export interface Outcome {
  fuzzCase: FuzzCase;
  status: number;
  upstreamCalls: number;
  defects: Defect[];
}

interface ErrorBody {
  error?: {
    type?: string;
    message?: string;
    retryable?: boolean;
    details?: { problems?: { parameter: string }[] };
  };
}

function namesOneOf(expected: string[], body: ErrorBody): boolean {
  if (expected.length === 0) return true;
  const problems = body.error?.details?.problems?.map((problem) => problem.parameter);
  if (!problems) return expected.some((name) => body.error?.message?.includes(name));
  return expected.some((name) =>
    problems.some((named) => named === name || named.startsWith(`${name}.`) || name.startsWith(`${named}.`)),
  );
}

const short = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}...` : text);

export async function runCase(stack: FuzzStack, fuzzCase: FuzzCase): Promise<Outcome> {
  const { row, verdict } = fuzzCase;
  const recorder = stack.recorders[row.toolkit];
  for (const each of Object.values(stack.recorders)) each.requests.length = 0;
  const response = await fetch(`${stack.gatewayUrl}/tools/${encodeURIComponent(row.name)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: fuzzCase.text,
  });
  const text = await response.text();
  const upstreamCalls = stack.recorders.TasksApi.requests.length + stack.recorders.LedgerApi.requests.length;
  const defects: Defect[] = [];
  const defect = (kind: DefectKind, detail: string) =>
    defects.push({
      kind,
      case: fuzzCase.index,
      caseClass: fuzzCase.caseClass,
      tool: row.name,
      subject: fuzzCase.subject,
      detail: short(detail, 300),
    });
  let body: ErrorBody = {};
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    // Judged by status alone.
  }
  const answer = `${response.status} ${short(text)}`;

  if (response.status >= 500) defect("5xx answer", answer);
  for (const token of Object.values(FUZZ_TOKENS))
    if (text.includes(token)) defect("token in an answer", answer);
  if (!verdict.valid) {
    if (upstreamCalls > 0)
      defect("upstream call on invalid input", `${upstreamCalls} request(s); ${verdict.rule}`);
    if (response.status !== 400 || body.error?.type !== "ValidationError" || body.error.retryable !== false)
      defect("invalid input not answered 400 ValidationError", `${verdict.rule}: ${answer}`);
    else if (!namesOneOf(verdict.parameters, body))
      defect("400 does not name the parameter", `expected ${verdict.parameters.join(" or ")}: ${answer}`);
  } else {
    if (response.status === 400 && upstreamCalls === 0 && body.error?.type === "ValidationError")
      defect("valid input refused before the upstream", answer);
    const input = fuzzCase.input as Record<string, unknown>;
    for (const recorded of recorder.requests) {
      const problems = encodingProblems(
        row,
        input,
        recorded,
        // A row over the API's origin (Xero's /connections) is not under the API prefix.
        row.fromOrigin ? "" : stack.prefixes[row.toolkit],
        FUZZ_TOKENS[row.toolkit],
      );
      if (problems.length > 0) defect("valid input badly encoded upstream", problems.join("; "));
    }
  }
  return { fuzzCase, status: response.status, upstreamCalls, defects };
}
