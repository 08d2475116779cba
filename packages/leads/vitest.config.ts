import { defineConfig } from "vitest/config";
import pkg from "./package.json" with { type: "json" };

// Store, queue and CLI tests run against SQLite and a real PostgreSQL: the global setup starts a throwaway
// cluster (src/test-support/postgres.ts) and every test file makes its own database in it.
export default defineConfig({
  test: {
    name: pkg.name,
    restoreMocks: true,
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
