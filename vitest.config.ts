import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Integration tests bind servers on 127.0.0.1 and talk over real HTTP.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Per-call log lines are asserted where they matter (the redaction test turns them back on).
    env: { LOG_LEVEL: "silent" },
  },
});
