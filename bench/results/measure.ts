// One tools/call through the local gateway's /mcp, as a bare JSON-RPC POST (what a client sends),
// measured: the agent's text, its tokens, the JSON-RPC bytes, the upstream calls it caused, the time.
import { countTokens } from "gpt-tokenizer";
import { estimateTokens } from "../../lib/results/tokens";

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
/** Above this many characters the tokenizer counts a prefix and scales it, to keep the run short. */
const TOKENIZE_WHOLE_UP_TO = 2_000_000;

export interface Measurement {
  tool: string;
  isError: boolean;
  textBytes: number;
  estimatedTokens: number;
  /** o200k_base (gpt-tokenizer); `scaled` when counted on a prefix. */
  measuredTokens: number;
  scaled: boolean;
  /** The same answer as before compact text: structuredContent pretty-printed, and its o200k tokens. */
  prettyBytes: number;
  prettyTokens: number;
  /** structuredContent as compact JSON: what Claude Code and VS Code hand the model instead of the text. */
  structuredBytes: number;
  upstreamCalls: number;
  responseBytes: number;
  ms: number;
}

interface CallAnswer {
  result?: { isError?: boolean; content?: { type: string; text?: string }[]; structuredContent?: unknown };
  error?: { message: string };
}

/** JSON, or the data line of a one-event SSE stream. */
function parseAnswer(body: string): CallAnswer {
  const trimmed = body.trimStart();
  if (trimmed.startsWith("{")) return JSON.parse(trimmed) as CallAnswer;
  const data = body.split("\n").find((line) => line.startsWith("data:"));
  if (!data) throw new Error(`no JSON-RPC answer in ${body.slice(0, 200)}`);
  return JSON.parse(data.slice(5)) as CallAnswer;
}

function tokensOf(text: string): { count: number; scaled: boolean } {
  if (text.length <= TOKENIZE_WHOLE_UP_TO) return { count: countTokens(text), scaled: false };
  const prefix = text.slice(0, TOKENIZE_WHOLE_UP_TO);
  return { count: Math.round((countTokens(prefix) * text.length) / prefix.length), scaled: true };
}

export async function callTool(
  mcpUrl: string,
  tool: string,
  input: Record<string, unknown>,
  upstreamCount: () => number,
): Promise<{ measurement: Measurement; text: string }> {
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: tool.replace(".", "_"), arguments: input },
  });
  const before = upstreamCount();
  const started = performance.now();
  const response = await fetch(mcpUrl, { method: "POST", headers: HEADERS, body });
  const raw = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const answer = parseAnswer(raw.toString("utf8"));
  if (!answer.result) throw new Error(`${tool}: ${answer.error?.message ?? raw.toString().slice(0, 200)}`);
  const text = answer.result.content?.[0]?.text ?? "";
  const tokens = tokensOf(text);
  const pretty = JSON.stringify(answer.result.structuredContent ?? null, null, 2);
  return {
    text,
    measurement: {
      tool,
      isError: answer.result.isError === true,
      textBytes: Buffer.byteLength(text),
      estimatedTokens: estimateTokens(text),
      measuredTokens: tokens.count,
      scaled: tokens.scaled,
      prettyBytes: Buffer.byteLength(pretty),
      prettyTokens: tokensOf(pretty).count,
      structuredBytes: Buffer.byteLength(JSON.stringify(answer.result.structuredContent ?? null)),
      upstreamCalls: upstreamCount() - before,
      responseBytes: raw.length,
      ms,
    },
  };
}
