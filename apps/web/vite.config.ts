import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { outDir: "dist/ssr", emptyOutDir: true, target: "node20", rollupOptions: { input: "src/entry-server.tsx" } }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        target: "es2020",
        cssCodeSplit: true,
        assetsInlineLimit: 0,
        rollupOptions: { input: "src/entry-client.tsx" },
      },
  ssr: { noExternal: ["@tupelo-medicare/ui", "@tupelo-medicare/rich-text", "@tupelo-medicare/lead-forms"] },
}));
