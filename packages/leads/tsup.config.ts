import { defineConfig } from "tsup";

// `tsup --watch` (the package's own `dev`; the site's `pnpm dev` reads src) keeps the built files while it rebuilds.
export default defineConfig((options) => ({
  entry: { index: "src/index.ts", testing: "src/testing.ts" },
  format: ["esm"],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: "es2022",
  platform: "node",
  external: ["better-sqlite3", "kysely", "pg", "standardwebhooks", "zod", "@tupelo-medicare/lead-forms", "smtp-server"],
}));
