import { defineConfig } from "vitest/config";
import pkg from "./package.json" with { type: "json" };

export default defineConfig({
  test: {
    name: pkg.name,
    restoreMocks: true,
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Generous: CI runs every suite at once on two cores (speed is measured in benchmarks, never here).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
