import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import pkg from "./package.json" with { type: "json" };

export default defineConfig({
  plugins: [react()],
  test: {
    name: pkg.name,
    restoreMocks: true,
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // One jsdom per worker instead of per file: the suite runs in about a third of the time. Each test cleans
    // up after itself (Testing Library cleanup, observers reset, stories unmounted).
    isolate: false,
    css: false,
    // Generous: CI runs every suite at once on two cores (speed is measured in benchmarks, never here).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
