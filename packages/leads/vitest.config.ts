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
    // Generous: CI runs every suite at once on two cores (speed is measured in pnpm bench:leads, never here).
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // One file at a time: the PostgreSQL cluster and the 100,000-row tests leave the other suites a core.
    fileParallelism: false,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
