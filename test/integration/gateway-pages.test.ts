// The local gateway's documents: the playground page at GET / and the OpenAPI document at
// GET /openapi.json, served with the headers their modules chose.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { type LocalStack, startLocalStack } from "../../local/stack";

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
});
afterAll(() => stack.close());

describe("local gateway documents", () => {
  it("GET / is the playground page, under its Content-Security-Policy", async () => {
    const response = await fetch(`${stack.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).toContain("<title>");
  });

  it("GET /openapi.json is the OpenAPI 3.1 document with one operation per tool", async () => {
    const response = await fetch(`${stack.url}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    for (const row of allTools) expect(document.paths[`/tools/${row.name}`], row.name).toBeDefined();
  });

  it("GET /openapi.json names the address the gateway serves on, not the default port", async () => {
    const document = (await (await fetch(`${stack.url}/openapi.json`)).json()) as {
      servers: { url: string }[];
    };
    expect(stack.url).not.toMatch(/:3000$/);
    expect(document.servers[0]?.url).toBe(stack.url);
  });

  it("an unknown route names the routes there are", async () => {
    const response = await fetch(`${stack.url}/nope`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      "/openapi.json",
    );
  });
});
