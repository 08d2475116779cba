import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", testing: "src/testing.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "node",
  external: ["better-sqlite3", "kysely", "pg", "standardwebhooks", "zod", "@tupelo-medicare/lead-forms"],
});
