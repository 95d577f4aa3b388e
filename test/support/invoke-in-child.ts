// Run by test/idempotency/process-killed.test.ts in a child process: one direct invoke of a family
// handler (argv: family, the event as JSON, the function timeout in ms), in a process the test kills
// mid-call. The environment (upstream URLs, tokens, table) comes from the parent.
import { lambdaContext } from "../../local/lambda-context";

const [family, eventJson, timeoutMs] = process.argv.slice(2);
const { handler } = (await import(`../../functions/${family}.ts`)) as {
  handler: (event: unknown, context: unknown) => Promise<unknown>;
};
process.stdout.write("ready\n");
try {
  const result = await handler(JSON.parse(eventJson ?? "{}"), lambdaContext(family ?? "", Number(timeoutMs)));
  process.stdout.write(`${JSON.stringify({ result })}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error })}\n`);
}
