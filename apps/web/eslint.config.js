import config from "@tupelo-medicare/eslint-config";
import { layers } from "@tupelo-medicare/eslint-config/layers";

export default [
  ...config({ tsconfigRootDir: import.meta.dirname }),
  // The layers of src (ARCHITECTURE.md: Layers), top to bottom: the entries (entry-server.tsx, entry-client.ts: may
  // import anything) → site → pages → islands → search, timeline, calculators, components, preview → app → env.ts.
  // server/ stands apart: it reaches pages only through the SSR bundle. Tests may import across layers.
  ...layers({
    root: "src",
    layers: {
      site: ["pages", "islands", "preview", "app"],
      pages: ["islands", "search", "timeline", "calculators", "components", "preview", "app"],
      islands: ["search", "timeline", "calculators", "components", "app"],
      search: ["app"],
      timeline: ["app"],
      calculators: ["app"],
      components: ["app"],
      preview: ["app"],
      app: [],
      // server/ reads islands/regions.ts (the registry: data and plain functions, no component) and nothing else of it.
      server: ["app", "preview", "search", "timeline", "calculators", "regenerate", "islands"],
    },
    modules: { "entry-server": [], "entry-client": [] },
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
  }),
];
