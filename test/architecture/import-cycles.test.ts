// No import circles among the source modules (issue 22): every .ts file under lib/, functions/, infra/,
// local/ and scripts/, with each relative import followed: `import`, `import type`, `export ... from`,
// `import("...")` (a dynamic import that closes a circle is still one: the two modules depend on each
// other, only later) and `import("...").Type` in a type. A type-only edge counts too: a type shared by
// two modules belongs to the one that owns it, or to a small types module both import.
// Git-ignored, missing and generated (*.generated.ts) files are not walked, so the test does not
// depend on the generated tool modules being in the tree. Biome's lint/suspicious/noImportCycles
// (2.5, ignoreTypes: false) reported 7 of the 11 circles this test found on the tree of issue 22
// (not those in lib/middleware, lib/oauth, lib/runtime and local/gateway.ts), so this is the check.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(__dirname, "../..");
const areas = ["lib", "functions", "infra", "local", "scripts"];

type EdgeKind = "static" | "type" | "dynamic";
interface Edge {
  to: string;
  kind: EdgeKind;
}

const isSource = (file: string): boolean =>
  file.endsWith(".ts") && !file.endsWith(".d.ts") && !file.endsWith(".generated.ts");

/** The source files, relative to the root: tracked or untracked but not git-ignored, and present. */
function sourceFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "--", ...areas], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
      .split("\n")
      .filter(Boolean);
  } catch {
    // Not a git checkout: walk the folders instead.
    listed = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(join(root, dir))) {
        if (name === "node_modules" || name.startsWith(".")) continue;
        const path = join(dir, name);
        if (statSync(join(root, path)).isDirectory()) walk(path);
        else listed.push(path);
      }
    };
    for (const area of areas) if (existsSync(join(root, area))) walk(area);
  }
  return listed
    .filter((file) => isSource(file) && !file.split("/").includes("node_modules"))
    .filter((file) => existsSync(join(root, file)));
}

/** The relative module specifiers a file names, with how it names each. */
function specifiers(file: string): { specifier: string; kind: EdgeKind }[] {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: { specifier: string; kind: EdgeKind }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? "type" : "static" });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? "type" : "static" });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({
        specifier: node.moduleReference.expression.text,
        kind: node.isTypeOnly ? "type" : "static",
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: "dynamic" });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: "type" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith("./") || specifier.startsWith("../"));
}

/** The file a relative specifier names, as the bundler resolves it; undefined outside the walked set. */
function resolveSpecifier(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = relative(root, resolve(root, dirname(from), specifier));
  const stem = base.replace(/\.(m|c)?js$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(stem, "index.ts")];
  return candidates.find((candidate) => files.has(candidate));
}

function importGraph(): Map<string, Edge[]> {
  const files = sourceFiles();
  const known = new Set(files);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const edges: Edge[] = [];
    for (const { specifier, kind } of specifiers(file)) {
      const to = resolveSpecifier(file, specifier, known);
      // A file importing itself is no circle.
      if (to !== undefined && to !== file) edges.push({ to, kind });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan). */
function circles(graph: Map<string, Edge[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return found.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** One circle through the component's first file (breadth first, so a shortest one), as `a -> b -> a`. */
function oneCircle(component: string[], graph: Map<string, Edge[]>): string {
  const members = new Set(component);
  const start = component[0] ?? "";
  const previous = new Map<string, { from: string; kind: EdgeKind }>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    for (const { to, kind } of graph.get(file) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const steps = [`${file} -(${kind})-> ${start}`];
        let at = file;
        while (at !== start) {
          const step = previous.get(at);
          if (step === undefined) break;
          steps.unshift(`${step.from} -(${step.kind})-> ${at}`);
          at = step.from;
        }
        return steps.join("\n      ");
      }
      if (!previous.has(to) && to !== start) {
        previous.set(to, { from: file, kind });
        queue.push(to);
      }
    }
  }
  return "";
}

function describeCircles(graph: Map<string, Edge[]>): string[] {
  return circles(graph).map((component) => {
    const members = new Set(component);
    const edges = component.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter(({ to }) => members.has(to))
        .map(({ to, kind }) => `${file} -> ${to} (${kind})`),
    );
    return [
      `circle of ${component.length} files:`,
      `    e.g. ${oneCircle(component, graph)}`,
      "    edges inside it:",
      ...[...new Set(edges)].map((edge) => `      ${edge}`),
    ].join("\n");
  });
}

describe("import graph", () => {
  const graph = importGraph();

  it("walks the source tree and follows its relative imports", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(graph.size);
  });

  it("has no import circles (static, type-only or dynamic)", () => {
    const found = describeCircles(graph);
    expect(found.join("\n"), "import circles").toBe("");
  });
});

/** The edges from `file` that leave `folder` (a path prefix ending in "/"). */
function edgesOutOf(graph: Map<string, Edge[]>, folder: string): string[] {
  return [...graph]
    .filter(([file]) => file.startsWith(folder))
    .flatMap(([file, edges]) =>
      edges.filter(({ to }) => !to.startsWith(folder)).map(({ to, kind }) => `${file} -> ${to} (${kind})`),
    );
}

describe("import fences", () => {
  const graph = importGraph();

  // The family pipeline sits on top: only the family entries (functions/) compose it. What others
  // share with it (the call's types, its readers, authorizeCall) is lib/call's.
  it("nothing outside lib/middleware imports it but the function entries", () => {
    const into = [...graph].flatMap(([file, edges]) =>
      file.startsWith("lib/middleware/") || file.startsWith("functions/")
        ? []
        : edges.filter(({ to }) => to.startsWith("lib/middleware/")).map(({ to }) => `${file} -> ${to}`),
    );
    expect(into).toEqual([]);
  });

  // The catalog is rows and their facts: it imports nothing that behaves (errors, policy, HTTP
  // answers, the runtime), so everything may read it and it depends on nothing but itself.
  it("lib/catalog imports only lib/catalog", () => {
    expect(edgesOutOf(graph, "lib/catalog/")).toEqual([]);
  });
});

// Authorisation has one home: every entrance asks lib/call/authorize.ts, so a rule changed there is
// changed for HTTP, MCP, direct invokes, events, the confirmation's read and code mode at once.
describe("one authorizeCall", () => {
  const refusers = ["scopesAllow", "scopeRefusal", "readOnlyRefusal", "enforceToolPolicy"];
  const homes = [
    "lib/oauth/scopes.ts",
    "lib/policy/read-only.ts",
    "lib/policy/enforce.ts",
    "lib/call/authorize.ts",
  ];

  it("only lib/call/authorize.ts applies the scope, read-only and policy rules to a call", () => {
    const importing = sourceFiles()
      .filter((file) => !homes.includes(file))
      .flatMap((file) => {
        const imports = readFileSync(join(root, file), "utf8").match(/import[^;]*?from\s*"[^"]+"/gs) ?? [];
        const named = refusers.filter((name) =>
          imports.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
        );
        const dynamic = refusers.filter((name) =>
          new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}\\s*=\\s*await import`).test(
            readFileSync(join(root, file), "utf8"),
          ),
        );
        return [...new Set([...named, ...dynamic])].map((name) => `${file} uses ${name}`);
      });
    expect(importing).toEqual([]);
  });
});
