import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@tupelo-medicare/scripts",
    environment: "node",
    include: ["*.test.mjs"],
    testTimeout: 120_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
