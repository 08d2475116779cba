import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { cspSafeStyles } from "./scripts/csp-safe-styles";

/**
 * The site bundles the UI kit from its TypeScript source rather than its single-file dist: with one module per
 * component, each page's chunk carries only the components it uses (the home page does not load the blog's
 * select, the about page's carousel or the toaster). The published dist stays what other consumers get.
 */
const workspaceSource = [
  {
    find: /^@tupelo-medicare\/ui$/,
    replacement: fileURLToPath(new URL("../../packages/ui/src/index.ts", import.meta.url)),
  },
  // The dialogs' scroll lock, through CSSOM instead of a <style> element the CSP blocks (src/app/remove-scroll-bar.tsx).
  {
    find: /^react-remove-scroll-bar$/,
    replacement: fileURLToPath(new URL("./src/app/remove-scroll-bar.tsx", import.meta.url)),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: "public",
  plugins: [cspSafeStyles(), react(), tailwindcss()],
  resolve: { alias: workspaceSource },
  build: isSsrBuild
    ? { outDir: "dist/ssr", emptyOutDir: true, target: "node20", rollupOptions: { input: "src/entry-server.tsx" } }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        target: "es2020",
        cssCodeSplit: true,
        assetsInlineLimit: 0,
        rollupOptions: { input: "src/entry-client.ts" },
      },
  // Radix is bundled into the server's render too, so its prerendered markup gets csp-safe-styles' rewrites.
  ssr: {
    noExternal: [
      "@tupelo-medicare/ui",
      "@tupelo-medicare/rich-text",
      "@tupelo-medicare/lead-forms",
      "radix-ui",
      /^@radix-ui\//,
    ],
  },
}));
