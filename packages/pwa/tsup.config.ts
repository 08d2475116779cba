import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
      react: "src/react.tsx",
      build: "src/build/index.ts",
      outbox: "src/outbox.ts",
      "notice-region": "src/notice-region.ts",
    },
    format: ["esm"],
    dts: true,
    clean: false,
    sourcemap: true,
    target: "es2022",
    external: ["react", "react-dom", "react/jsx-runtime", "workbox-window", "workbox-build"],
  },
  {
    // The service worker's additions, a self-contained classic script for importScripts (see src/sw/runtime.ts).
    entry: { "sw-runtime": "src/sw/runtime.ts" },
    format: ["iife"],
    outExtension: () => ({ js: ".js" }),
    dts: false,
    clean: false,
    minify: true,
    sourcemap: false,
    platform: "browser",
    target: "es2020",
  },
]);
