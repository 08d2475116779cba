import config from "@tupelo-medicare/eslint-config";
import { layers } from "@tupelo-medicare/eslint-config/layers";

const layerBlocks = layers({
  root: "src",
  layers: {
    site: ["pages", "islands", "preview", "app"],
    pages: ["islands", "tools", "components", "preview", "app"],
    islands: ["tools", "components", "app"],
    tools: ["app"],
    components: ["app"],
    preview: ["app"],
    app: [],
    server: ["app", "preview", "tools", "regenerate", "islands"],
    regenerate: ["app"],
  },
  modules: { "entry-server": ["regenerate"], "entry-client": [] },
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
});
// Of islands/, server/ reads only the region registry (regions.ts: data and plain functions, no component).
layerBlocks
  .find((block) => block.files[0].startsWith("src/server/"))
  .rules["no-restricted-imports"][1].patterns.push({
    regex: "^(?:\\.\\./)+islands/(?!regions\\.js$)",
    message:
      "src/server may import only islands/regions.ts of src/islands: it reaches pages only through the SSR bundle.",
  });

export default [
  ...config({ tsconfigRootDir: import.meta.dirname }),
  // The layers of src (ARCHITECTURE.md: Layers), top to bottom: the entries (entry-server.tsx, entry-client.ts: may
  // import anything) → site → pages → islands → tools, components, preview → app → env.ts.
  // server/ stands apart: it reaches pages only through the SSR bundle (and reads the region registry). regenerate/
  // (the site's definition for publishing and the SSR loader) sits beside it, below server/: it imports app/ and types
  // the SSR bundle it loads (entry-server). Tests may import across layers.
  ...layerBlocks,
];
