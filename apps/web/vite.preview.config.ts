import { defineConfig } from "vite";

/**
 * Draft preview's script (src/preview/live-preview.ts, Contentful's live preview SDK), built on its own into
 * dist/client/assets/preview/: it shares no chunk with the site's entry, so no published page loads a byte of it,
 * and the service worker leaves the folder out of its precache. Runs after the site's client build.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: "dist/client/assets/preview",
    emptyOutDir: true,
    assetsDir: "",
    manifest: true,
    target: "es2020",
    rollupOptions: { input: { "live-preview": "src/preview/live-preview.ts" } },
  },
});
