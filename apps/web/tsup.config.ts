import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    "server/main": "src/server/main.ts",
    "server/render-worker": "src/regenerate/render-worker.ts",
    // The office's commands (pnpm leads, pnpm appointments, pnpm db:migrate through scripts/run-cli.mjs), plain node
    // once built.
    "server/leads": "scripts/leads.ts",
    "server/appointments": "scripts/appointments.ts",
    "server/db-migrate": "scripts/db-migrate.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: false,
  splitting: false,
  sourcemap: true,
  outDir: "dist",
});
