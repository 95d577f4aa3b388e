// Scripts may be TypeScript: its annotations are stripped by Sucrase (pure JavaScript, no native
// code, keeps line numbers) before QuickJS runs the rest. A script that does not parse is left as
// it was, so QuickJS names the syntax error.
import { asyncBody } from "./guest";

export async function asRunnableBody(code: string): Promise<string> {
  const body = asyncBody(code);
  const { transform } = await import("sucrase");
  try {
    return transform(body, { transforms: ["typescript"], disableESTransforms: true }).code;
  } catch {
    return body;
  }
}
