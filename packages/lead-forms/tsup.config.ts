import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", provider: "src/provider.ts", contract: "src/contract.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: [
    "react",
    "react-dom",
    "react/jsx-runtime",
    "react-hook-form",
    "@hookform/resolvers",
    "zod",
    "@tupelo-medicare/ui",
  ],
});
