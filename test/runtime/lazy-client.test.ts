// The lazy SDK client: loaded once per container on first use, one load shared by concurrent cold
// callers, a failed load forgotten so the next call retries, and a reset for tests.
import { describe, expect, it } from "vitest";
import { lazyClient } from "../../lib/runtime/lazy-client";

/** A loader that counts its calls and resolves or rejects each one when the test says so. */
function controlledLoader() {
  const pending: { resolve: (client: { id: number }) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<{ id: number }>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe("lazyClient", () => {
  it("does not load until the first get, then loads once and keeps the client", async () => {
    let loads = 0;
    const client = lazyClient(async () => ({ id: ++loads }));
    expect(loads).toBe(0);
    const first = await client.get();
    expect(await client.get()).toBe(first);
    expect(await client.get()).toBe(first);
    expect(loads).toBe(1);
  });

  it("shares the in-flight load between concurrent callers", async () => {
    const { load, pending } = controlledLoader();
    const client = lazyClient(load);
    const callers = [client.get(), client.get(), client.get()];
    expect(pending).toHaveLength(1);
    pending[0]?.resolve({ id: 1 });
    const clients = await Promise.all(callers);
    expect(clients.every((each) => each === clients[0])).toBe(true);
    expect(clients[0]).toEqual({ id: 1 });
  });

  it("forgets a failed load: its callers see the error and the next call loads again", async () => {
    const { load, pending } = controlledLoader();
    const client = lazyClient(load);
    const failed = [client.get(), client.get()];
    pending[0]?.reject(new Error("Cannot find module '@aws-sdk/client-x'"));
    for (const call of failed) await expect(call).rejects.toThrow("Cannot find module");
    const retried = client.get();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve({ id: 2 });
    expect(await retried).toEqual({ id: 2 });
    expect(await client.get()).toEqual({ id: 2 });
    expect(pending).toHaveLength(2);
  });

  it("reset makes the next get load a new client", async () => {
    let loads = 0;
    const client = lazyClient(async () => ({ id: ++loads }));
    const before = await client.get();
    client.reset();
    const after = await client.get();
    expect(after).not.toBe(before);
    expect(after).toEqual({ id: 2 });
    expect(await client.get()).toBe(after);
  });

  it("a reset during a load is not undone when that load fails", async () => {
    const { load, pending } = controlledLoader();
    const client = lazyClient(load);
    const stale = client.get();
    client.reset();
    const fresh = client.get();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve({ id: 2 });
    pending[0]?.reject(new Error("stale load failed"));
    await expect(stale).rejects.toThrow("stale load failed");
    expect(await fresh).toEqual({ id: 2 });
    expect(await client.get()).toEqual({ id: 2 });
    expect(pending).toHaveLength(2);
  });
});
