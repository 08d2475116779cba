import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { defineConfig } from "tsup";
import pkg from "./package.json" with { type: "json" };

const require = createRequire(import.meta.url);

/**
 * dist/styles.css: the shared theme (copied from the private @tupelo-medicare/tailwind-config, which the
 * published package cannot depend on) plus an @source telling the app's Tailwind to scan the kit's built JS.
 */
function writeStyles(): void {
  // The theme's opening comment points into this repository; the published file gets its own.
  const theme = readFileSync(require.resolve("@tupelo-medicare/tailwind-config/theme.css"), "utf8").replace(
    /^\/\*[\s\S]*?\*\/\s*/,
    "",
  );
  const css = [
    `/*`,
    ` * ${pkg.name} ${pkg.version}: the theme (colour, type, focus, motion tokens) and the kit's class sources.`,
    ` * Import it after "tailwindcss" in a Tailwind 4 stylesheet; Tailwind generates the classes the kit uses from`,
    ` * the JS next to this file. Colours meet 4.5:1 on white; the base layer sets 18/20 px body text, a 3 px focus`,
    ` * ring, prefers-reduced-motion and prefers-contrast handling and print rules.`,
    ` */`,
    `@source "./*.js";`,
    "",
    theme,
  ].join("\n");
  writeFileSync(join(import.meta.dirname, "dist", "styles.css"), css);
}

// `tsup --watch` (the package's own `dev`; the site's `pnpm dev` reads src) keeps the built files while it rebuilds.
export default defineConfig((options) => ({
  entry: { index: "src/index.ts" },
  format: ["esm"],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: "es2022",
  platform: "browser",
  external: ["react", "react-dom", "react/jsx-runtime"],
  onSuccess: async () => writeStyles(),
}));
