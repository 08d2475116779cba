import { defineConfig } from "tsup";

// `tsup --watch` (the package's own `dev`; the site's `pnpm dev` reads src) keeps the built files while it rebuilds.
export default defineConfig((options) => ({
  entry: { index: "src/index.ts" },
  format: ["esm"],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
}));
