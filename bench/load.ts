// Load bench (prints numbers; exits 1 when it finds a failure, so it can gate): waves of concurrent
// calls, mixed like an agent fleet, against the real `npm start` (tsx local/main.ts, spawned here
// on a free port of 127.0.0.1 against its built-in sandboxes), then a count upstream, through the
// gateway's own read tools, of every write's marker.
//
// Per wave, all calls are sent at once: ~40 % reads (GetUserProjects, RetrieveProjectWithTasks,
// RetrieveInvoices, GetConnectedTenants); ~25 % TickTick task creates without a key (schema mode);
// ~15 % TickTick task creates keyed with the `Idempotency-Key` header (how HTTP keys a tool without
// an `idempotency_key` parameter, docs/idempotency.md; a gateway older than that header ignores it,
// and its repeats show as written twice); ~20 % Xero notes (invoice or contact history) keyed with
// the tool's `idempotency_key`. A quarter of keyed writes are sent 2 or 3 times at once with the same
// key and input (an agent retrying). Every write carries a unique marker `[load <run>.w<wave>.<n>]`
// in its title or note.
//
// Counted per logical write (a keyed write's copies are one): lost = answered 2xx (any copy) but the
// marker is missing, or present although every copy's error said nothing was applied (`outcome`
// not-sent or answered); written twice = the marker is present more than once. No answer = a
// connection error or no answer within 30 s. Unknown = an error with `"outcome":"unknown"`.
//
//   npx tsx bench/load.ts [--waves=3] [--concurrency=500] [--seed=1] [--pause-ms=5000] [--url=http://...]
//   (or LOAD_WAVES, LOAD_CONCURRENCY, LOAD_SEED, LOAD_PAUSE_MS, LOAD_URL; --url uses a running
//   gateway instead, and writes to whatever it is connected to)
// The pause between waves defaults to 5 s, Node's default keep-alive timeout (the sandboxes' and
// dynalite's): kept-alive connections then sit idle about as long as the server keeps them, which is
// when a reused connection can be closed under a request (2026-11-25, before the upstream keep-alive
// fix aa34436: pauses of 3-4.5 s and 6 s showed no reset, 5-5.5 s did in 9 runs of 10). A fleet's
// pauses have every length; this one is the hard case.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./stats";

function option(name: string, fallback: string): string {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (flag) return flag.slice(name.length + 3);
  return process.env[`LOAD_${name.toUpperCase().replace(/-/g, "_")}`] ?? fallback;
}
const WAVES = Number(option("waves", "3"));
const CONCURRENCY = Number(option("concurrency", "500"));
const SEED = Number(option("seed", "1"));
const PAUSE_MS = Number(option("pause-ms", "5000"));
const GIVEN_URL = option("url", "");
const ANSWER_TIMEOUT_MS = 30_000;
const REPEAT_SHARE = 0.25;
for (const [name, value] of Object.entries({ WAVES, CONCURRENCY, SEED, PAUSE_MS })) {
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (got ${value}).`);
}
// Markers stay unique across runs against the same gateway (--url).
const RUN = `${SEED.toString(36)}x${Date.now().toString(36).slice(-5)}`;

/** mulberry32: the mix of a wave depends on the seed and the wave only. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

// ---- the gateway ----------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` as a child process (its own process group), against the sandboxes whatever this shell has set. */
async function startGateway(logFile: string): Promise<{ url: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()) };
  for (const name of Object.keys(env)) {
    if (/^(TASKS|LEDGER)_/.test(name) || name === "IDEMPOTENCY_TABLE" || name === "AUTH") delete env[name];
  }
  const root = fileURLToPath(new URL("..", import.meta.url));
  const child = spawn(join(root, "node_modules/.bin/tsx"), ["local/main.ts"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile);
  child.stderr?.pipe(log);
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => fail(new Error("npm start did not say it was listening within 60 s.")),
      60_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      stopGateway(child);
      reject(new Error(`${error.message}\n${seen.slice(-2000)}`));
    };
    child.once("exit", (code) => fail(new Error(`npm start exited (code ${code}) before listening.`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      if (seen.length < 10_000) seen += chunk.toString("utf8");
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve({ url: match[1], child });
      }
    });
  });
}

function stopGateway(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const hard = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {}
      resolve();
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(hard);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(hard);
      resolve();
    }
  });
}

// ---- calls ----------------------------------------------------------------------------------

interface Answer {
  ms: number;
  status?: number;
  body?: string;
  /** No answer: the connection failed, or none came within 30 s. */
  failure?: string;
}

interface ToolErrorBody {
  type?: string;
  message?: string;
  retryable?: boolean;
  outcome?: string;
}

/** One POST /tools/{tool} on its own connection (each agent of a fleet has its own). */
function post(
  base: string,
  tool: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = Buffer.from(JSON.stringify(input));
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Omit<Answer, "ms">) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, ...answer });
    };
    const req = request(
      `${base}/tools/${tool}`,
      {
        method: "POST",
        agent: false,
        headers: { ...headers, "content-type": "application/json", "content-length": String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", (error) =>
          finish({ failure: `answer cut off (${(error as NodeJS.ErrnoException).code ?? error.message})` }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish({ failure: `no answer within ${ANSWER_TIMEOUT_MS / 1000} s` });
      req.destroy();
    }, ANSWER_TIMEOUT_MS);
    req.on("error", (error: NodeJS.ErrnoException) => finish({ failure: error.code ?? error.message }));
    req.end(body);
  });
}

function errorOf(answer: Answer): ToolErrorBody | undefined {
  if (answer.status === undefined || answer.status < 300 || !answer.body) return undefined;
  try {
    const parsed = JSON.parse(answer.body) as { error?: ToolErrorBody };
    return parsed.error;
  } catch {
    return { type: "(not JSON)", message: answer.body.slice(0, 200) };
  }
}

/** Set-up and counting reads: retried, since they are not what is measured. */
async function read<T>(base: string, tool: string, input: unknown): Promise<T> {
  let last: Answer | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    last = await post(base, tool, input);
    if (last.status === 200 && last.body) return (JSON.parse(last.body) as { result: T }).result;
    await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
  }
  throw new Error(
    `${tool} ${JSON.stringify(input)} failed 5 times: ${last?.status ?? last?.failure} ${last?.body ?? ""}`,
  );
}

// ---- the mix --------------------------------------------------------------------------------

interface World {
  projects: string[];
  tenants: string[];
  invoices: { tenant: string; id: string }[];
  contacts: { tenant: string; id: string }[];
}

type Kind = "read" | "task" | "keyed-task" | "contact-note" | "invoice-note";
const KINDS: readonly Kind[] = ["read", "task", "keyed-task", "contact-note", "invoice-note"];
interface Call {
  wave: number;
  kind: Kind;
  tool: string;
  input: Record<string, unknown>;
  headers?: Record<string, string>;
  write?: Write;
  answer?: Answer;
}
interface Write {
  wave: number;
  marker: string;
  kind: Exclude<Kind, "read">;
  /** Where its marker is counted: a project, or a tenant's invoice or contact. */
  place: string;
  calls: Call[];
}

const MARKER = /\[load ([a-z0-9]+\.w\d+\.\d+)\]/g;

function waveCalls(world: World, wave: number): { calls: Call[]; writes: Write[] } {
  const rand = random(SEED * 1009 + wave);
  const calls: Call[] = [];
  const writes: Write[] = [];
  const readInput = (): [string, Record<string, unknown>] => {
    switch (Math.floor(rand() * 4)) {
      case 0:
        return ["TasksApi.GetUserProjects", {}];
      case 1:
        return ["TasksApi.RetrieveProjectWithTasks", { project_id: pick(rand, world.projects) }];
      case 2:
        return [
          "LedgerApi.RetrieveInvoices",
          { ledger_tenant_id: pick(rand, world.tenants), filter_by_statuses: ["AUTHORISED"] },
        ];
      default:
        return ["LedgerApi.GetConnectedTenants", {}];
    }
  };
  while (calls.length < CONCURRENCY) {
    const r = rand();
    if (r < 0.4) {
      const [tool, input] = readInput();
      calls.push({ wave, kind: "read", tool, input });
      continue;
    }
    const marker = `${RUN}.w${wave}.${String(writes.length).padStart(4, "0")}`;
    const text = `Load bench [load ${marker}]`;
    let write: Write;
    let tool: string;
    let input: Record<string, unknown>;
    let headers: Record<string, string> | undefined;
    if (r < 0.8) {
      const projectId = pick(rand, world.projects);
      const kind = r < 0.65 ? "task" : "keyed-task";
      write = { wave, marker, kind, place: `project ${projectId}`, calls: [] };
      tool = "TasksApi.CreateTaskTasks";
      input = { mode: "execute", request_body: JSON.stringify({ title: text, projectId }) };
      if (kind === "keyed-task") headers = { "idempotency-key": `load-${marker}` };
    } else if (r < 0.9) {
      const contact = pick(rand, world.contacts);
      write = {
        wave,
        marker,
        kind: "contact-note",
        place: `contact ${contact.tenant} ${contact.id}`,
        calls: [],
      };
      tool = "LedgerApi.AddContactHistoryRecord";
      input = {
        contact_unique_identifier: contact.id,
        tenant_identifier: contact.tenant,
        idempotency_key: `load-${marker}`,
        history_details: text,
      };
    } else {
      const invoice = pick(rand, world.invoices);
      write = {
        wave,
        marker,
        kind: "invoice-note",
        place: `invoice ${invoice.tenant} ${invoice.id}`,
        calls: [],
      };
      tool = "LedgerApi.CreateInvoiceHistory";
      input = {
        invoice_id: invoice.id,
        tenant_identifier: invoice.tenant,
        idempotency_key: `load-${marker}`,
        history_details: text,
      };
    }
    // An agent retrying a keyed write: the same key and input, sent again while the first is in flight.
    const copies = write.kind !== "task" && rand() < REPEAT_SHARE ? 2 + Math.floor(rand() * 2) : 1;
    writes.push(write);
    for (let i = 0; i < copies && calls.length < CONCURRENCY; i++) {
      const call: Call = { wave, kind: write.kind, tool, input, write, ...(headers ? { headers } : {}) };
      write.calls.push(call);
      calls.push(call);
    }
  }
  return { calls, writes };
}

// ---- counting -------------------------------------------------------------------------------

async function countMarkers(base: string, writes: Write[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const tally = (texts: unknown[]) => {
    for (const text of texts) {
      if (typeof text !== "string") continue;
      for (const match of text.matchAll(MARKER)) {
        const marker = match[1] as string;
        counts.set(marker, (counts.get(marker) ?? 0) + 1);
      }
    }
  };
  const places = new Set(writes.map((write) => write.place));
  const jobs = [...places].map((place) => async () => {
    const [what, a, b] = place.split(" ") as [string, string, string];
    if (what === "project") {
      const data = await read<{ tasks: { title?: string }[] }>(base, "TasksApi.RetrieveProjectWithTasks", {
        project_id: a,
      });
      tally(data.tasks.map((task) => task.title));
    } else {
      const history = await read<{ HistoryRecords: { Details?: string }[] }>(
        base,
        what === "invoice" ? "LedgerApi.RetrieveInvoiceHistory" : "LedgerApi.GetContactHistory",
        what === "invoice"
          ? { invoice_id: b, tenant_identifier: a }
          : { contact_id: b, tenant_identifier: a },
      );
      tally(history.HistoryRecords.map((record) => record.Details));
    }
  });
  // A few at a time: the count is not what is measured.
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
  return counts;
}

// ---- the run --------------------------------------------------------------------------------

const logFile = join(tmpdir(), `load-bench-${process.pid}.log`);
let gateway: { url: string; child?: ChildProcess };
if (GIVEN_URL) gateway = { url: GIVEN_URL.replace(/\/$/, "") };
else gateway = await startGateway(logFile);
const onSignal = async () => {
  if (gateway.child) await stopGateway(gateway.child);
  process.exit(130);
};
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

let exitCode = 0;
try {
  const base = gateway.url;
  const tenants = (await read<{ tenantId: string }[]>(base, "LedgerApi.GetConnectedTenants", {})).map(
    (tenant) => tenant.tenantId,
  );
  const world: World = {
    projects: (await read<{ id: string }[]>(base, "TasksApi.GetUserProjects", {})).map(
      (project) => project.id,
    ),
    tenants,
    invoices: [],
    contacts: [],
  };
  for (const tenant of tenants) {
    const { Invoices } = await read<{ Invoices: { InvoiceID: string; Contact?: { ContactID?: string } }[] }>(
      base,
      "LedgerApi.RetrieveInvoices",
      { ledger_tenant_id: tenant, filter_by_statuses: ["AUTHORISED"] },
    );
    for (const invoice of Invoices.slice(0, 4)) world.invoices.push({ tenant, id: invoice.InvoiceID });
    const contacts = new Set(
      Invoices.map((invoice) => invoice.Contact?.ContactID).filter(Boolean) as string[],
    );
    for (const id of [...contacts].slice(0, 4)) world.contacts.push({ tenant, id });
  }
  if (!world.projects.length || !world.invoices.length || !world.contacts.length) {
    throw new Error(`The sandboxes hold too little to write to: ${JSON.stringify(world)}`);
  }

  const allCalls: Call[] = [];
  const allWrites: Write[] = [];
  for (let wave = 1; wave <= WAVES; wave++) {
    if (wave > 1 && PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const { calls, writes } = waveCalls(world, wave);
    // All at once: the wave's calls are built first, then sent in the same tick.
    await Promise.all(
      calls.map(async (call) => {
        call.answer = await post(base, call.tool, call.input, call.headers);
      }),
    );
    allCalls.push(...calls);
    allWrites.push(...writes);
  }

  let counts: Map<string, number> | undefined;
  let countFailure: string | undefined;
  try {
    counts = await countMarkers(base, allWrites);
  } catch (error) {
    countFailure = (error as Error).message;
  }

  interface Row {
    calls: number;
    ok: number;
    c4: number;
    c5: number;
    none: number;
    lost: number;
    twice: number;
    unknown: number;
    p50: number;
    p99: number;
  }
  // Unknown outcomes, grouped by wave, tool, status and error; `applied` counts those whose marker is upstream.
  const unknowns = new Map<string, { count: number; applied: number }>();
  const failedWrites: Write[] = [];
  const failedButApplied: Write[] = [];
  const lostWrites: string[] = [];
  const rowOf = (calls: Call[], writes: Write[]): Row => {
    const answered = calls.filter((call) => call.answer?.status !== undefined);
    const ms = answered.map((call) => call.answer?.ms ?? 0);
    const row: Row = {
      calls: calls.length,
      ok: answered.filter((call) => Math.floor((call.answer?.status ?? 0) / 100) === 2).length,
      c4: answered.filter((call) => Math.floor((call.answer?.status ?? 0) / 100) === 4).length,
      c5: answered.filter((call) => (call.answer?.status ?? 0) >= 500).length,
      none: calls.length - answered.length,
      lost: 0,
      twice: 0,
      unknown: calls.filter((call) => call.answer && errorOf(call.answer)?.outcome === "unknown").length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
    };
    if (counts) {
      for (const write of writes) {
        const times = counts.get(write.marker) ?? 0;
        const answers = write.calls.map((call) => call.answer as Answer);
        const any2xx = answers.some(
          (answer) => (answer.status ?? 0) >= 200 && answer.status !== undefined && answer.status < 300,
        );
        const nothingApplied = answers.every((answer) => {
          const outcome = errorOf(answer)?.outcome;
          return outcome === "not-sent" || outcome === "answered";
        });
        if ((any2xx && times === 0) || (times > 0 && nothingApplied)) {
          row.lost++;
          lostWrites.push(
            `w${write.wave} ${write.calls[0]?.tool} ${write.marker}: ${answers.map((a) => a.status ?? a.failure).join(",")}, upstream ${times}`,
          );
        }
        if (times > 1) row.twice++;
        if (!any2xx) failedWrites.push(write);
        if (!any2xx && times > 0 && !nothingApplied) failedButApplied.push(write);
      }
    }
    return row;
  };

  const rows: [string, Row][] = [];
  for (let wave = 1; wave <= WAVES; wave++) {
    rows.push([
      String(wave),
      rowOf(
        allCalls.filter((call) => call.wave === wave),
        allWrites.filter((write) => write.wave === wave),
      ),
    ]);
  }
  for (const call of allCalls) {
    const error = call.answer && errorOf(call.answer);
    if (error?.outcome !== "unknown") continue;
    const key = `w${call.wave} ${call.kind} ${call.answer?.status} ${error.type}: ${error.message}`;
    const entry = unknowns.get(key) ?? { count: 0, applied: 0 };
    entry.count++;
    if (call.write && (counts?.get(call.write.marker) ?? 0) > 0) entry.applied++;
    unknowns.set(key, entry);
  }
  const total = rows.reduce<Row>(
    (sum, [, row]) => ({
      calls: sum.calls + row.calls,
      ok: sum.ok + row.ok,
      c4: sum.c4 + row.c4,
      c5: sum.c5 + row.c5,
      none: sum.none + row.none,
      lost: sum.lost + row.lost,
      twice: sum.twice + row.twice,
      unknown: sum.unknown + row.unknown,
      p50: 0,
      p99: 0,
    }),
    { calls: 0, ok: 0, c4: 0, c5: 0, none: 0, lost: 0, twice: 0, unknown: 0, p50: 0, p99: 0 },
  );
  const allMs = allCalls
    .filter((call) => call.answer?.status !== undefined)
    .map((call) => call.answer?.ms ?? 0);
  total.p50 = percentile(allMs, 50);
  total.p99 = percentile(allMs, 99);
  rows.push(["total", total]);

  const writes = allWrites.length;
  const keyed = allWrites.filter((write) => write.kind !== "task");
  const repeated = keyed.filter((write) => write.calls.length > 1);
  const out: string[] = [];
  out.push(
    `Load: ${WAVES} waves of ${CONCURRENCY} concurrent calls against ${GIVEN_URL ? base : `npm start (${base})`}, seed ${SEED}, ${PAUSE_MS} ms between waves`,
  );
  out.push(
    `Mix: ${allCalls.filter((c) => c.kind === "read").length} reads; logical writes: ${writes}, of which ` +
      KINDS.slice(1)
        .map((kind) => `${kind} ${allWrites.filter((w) => w.kind === kind).length}`)
        .join(", ") +
      `; ${keyed.length} keyed, ${repeated.length} of them sent 2-3x at once`,
  );
  const header = [
    "wave",
    "calls",
    "2xx",
    "4xx",
    "5xx",
    "no answer",
    "lost",
    "written twice",
    "unknown",
    "p50 ms",
    "p99 ms",
  ];
  const table = [
    header,
    ...rows.map(([name, row]) => [
      name,
      String(row.calls),
      String(row.ok),
      String(row.c4),
      String(row.c5),
      String(row.none),
      counts ? String(row.lost) : "?",
      counts ? String(row.twice) : "?",
      String(row.unknown),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((line) => (line[i] ?? "").length)));
  for (const line of table) {
    out.push(
      `  ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ")}`,
    );
  }

  const byKind = KINDS.map((kind) => {
    const ms = allCalls
      .filter((call) => call.kind === kind && call.answer?.status !== undefined)
      .map((call) => call.answer?.ms ?? 0);
    return `${kind} ${percentile(ms, 50).toFixed(0)}/${percentile(ms, 99).toFixed(0)}`;
  });
  out.push(`p50/p99 ms by kind: ${byKind.join(", ")}`);

  // What the failures were: each distinct error (status, type, message) once, with its count.
  const kinds = new Map<string, { count: number; tools: Set<string> }>();
  for (const call of allCalls) {
    const answer = call.answer as Answer;
    if (answer.status !== undefined && answer.status < 300) continue;
    const error = errorOf(answer);
    const key =
      answer.status === undefined
        ? `no answer: ${answer.failure}`
        : `${answer.status} ${JSON.stringify(error ?? answer.body?.slice(0, 200))}`;
    const entry = kinds.get(key) ?? { count: 0, tools: new Set<string>() };
    entry.count++;
    entry.tools.add(call.tool.replace(/^(TasksApi|LedgerApi)\./, ""));
    kinds.set(key, entry);
  }
  if (kinds.size) {
    out.push("Errors:");
    for (const [key, { count, tools }] of [...kinds].sort((a, b) => b[1].count - a[1].count)) {
      out.push(`  ${String(count).padStart(4)}x ${key}  [${[...tools].join(", ")}]`);
    }
  }
  if (countFailure) out.push(`Count upstream failed, lost and written twice unknown: ${countFailure}`);
  if (counts && failedWrites.length) {
    const byKind = new Map<string, number>();
    for (const write of failedButApplied) byKind.set(write.kind, (byKind.get(write.kind) ?? 0) + 1);
    out.push(
      `Writes answered only with errors (every copy 4xx/5xx/no answer): ${failedWrites.length}; applied upstream all the same: ${failedButApplied.length}` +
        (byKind.size ? ` (${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")})` : ""),
    );
  }
  if (lostWrites.length) out.push("Lost:", ...lostWrites.slice(0, 10).map((line) => `  ${line}`));
  if (unknowns.size) {
    out.push(`Unknown outcomes${counts ? " (applied: the marker was found upstream)" : ""}:`);
    for (const [key, { count, applied }] of unknowns) {
      out.push(`  ${String(count).padStart(4)}x ${key}${counts ? `  [applied ${applied}]` : ""}`);
    }
  }
  const failures = total.c5 + total.none + total.lost + total.twice;
  if (failures > 0 || countFailure) {
    exitCode = 1;
    out.push(
      `FAIL: 5xx + no answer + lost + written twice = ${failures}${countFailure ? " (and no count)" : ""}`,
    );
    if (gateway.child) out.push(`Gateway log: ${logFile}`);
  } else {
    out.push("OK: no 5xx, no call without an answer, nothing lost or written twice");
    if (gateway.child) rmSync(logFile, { force: true });
  }
  process.stdout.write(`${out.join("\n")}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  exitCode = 1;
} finally {
  if (gateway.child) await stopGateway(gateway.child);
}
process.exit(exitCode);
