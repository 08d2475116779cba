import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", rules: "src/rules.ts", engine: "src/engine/index.ts", embedded: "src/embedded/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  external: ["contentful", "zod", "@contentful/rich-text-types"],
});
