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
    regenerate: ["app", "server"],
  },
  modules: { "entry-server": ["server"], "entry-client": [] },
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

// Of server/, regenerate/ reads only the SSR loader (ssr-bundle.ts: loads the SSR bundle and the client's asset names).
layerBlocks
  .find((block) => block.files[0].startsWith("src/regenerate/"))
  .rules["no-restricted-imports"][1].patterns.push({
    regex: "^(?:\\.\\./)+server/(?!ssr-bundle\\.js$)",
    message: "src/regenerate may import only server/ssr-bundle.ts of src/server (the SSR loader).",
  });

export default [
  ...config({ tsconfigRootDir: import.meta.dirname }),
  // The layers of src (ARCHITECTURE.md: Layers), top to bottom: the entries (entry-server.tsx, entry-client.ts: may
  // import anything) → site → pages → islands → tools, components, preview → app → env.ts.
  // server/ stands apart: it reaches pages only through the SSR bundle, which its SSR loader (server/ssr-bundle.ts)
  // loads and types (entry-server), and reads the region registry. regenerate/ (the site's definition for publishing)
  // sits beside it: it imports app/ and, of server/, only the SSR loader. Tests may import across layers.
  ...layerBlocks,
];
