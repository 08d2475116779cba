import { defineConfig } from "tsup";

// `tsup --watch` (pnpm dev) keeps the built files while it rebuilds: the app may be importing them right then.
export default defineConfig((options) => ({
  entry: { index: "src/index.ts", content: "src/content.ts" },
  format: ["esm"],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  external: ["minisearch", "@tupelo-medicare/content"],
}));
