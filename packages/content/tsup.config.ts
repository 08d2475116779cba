import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    rules: "src/rules.ts",
    engine: "src/engine/index.ts",
    embedded: "src/embedded/index.ts",
    webhooks: "src/webhooks/index.ts",
    "content-server": "src/content-server/index.ts",
    places: "src/places/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  // node: built-ins (webhooks, content-server) stay imports, with their prefix, so bundlers see them as Node's.
  external: ["contentful", "zod", "@contentful/rich-text-types", "@tupelo-medicare/medicare-costs", /^node:/],
  removeNodeProtocol: false,
});
