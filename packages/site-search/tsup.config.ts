import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", content: "src/content.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  external: ["minisearch", "@tupelo-medicare/content"],
});
