import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@tupelo-medicare/github-workflows",
    environment: "node",
    include: ["src/**/*.test.js"],
    testTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
