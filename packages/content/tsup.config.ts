import { defineConfig } from "tsup";

// `tsup --watch` (the package's own `dev`; the site's `pnpm dev` reads src) keeps the built files while it rebuilds.
export default defineConfig((options) => ({
  entry: {
    index: "src/index.ts",
    rules: "src/rules.ts",
    publishing: "src/publishing.ts",
    engine: "src/engine/index.ts",
    embedded: "src/embedded/index.ts",
    webhooks: "src/webhooks/index.ts",
    "content-server": "src/content-server/index.ts",
    places: "src/places/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  // node: built-ins (webhooks, content-server) stay imports, with their prefix, so bundlers see them as Node's.
  external: ["contentful", "zod", "@contentful/rich-text-types", "@tupelo-medicare/medicare-costs", /^node:/],
  removeNodeProtocol: false,
}));
