import { defineConfig } from "tsup";

export default defineConfig({
  entry: { "server/main": "src/server/main.ts", "server/render-worker": "src/regenerate/render-worker.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: false,
  splitting: false,
  sourcemap: true,
  outDir: "dist",
});
