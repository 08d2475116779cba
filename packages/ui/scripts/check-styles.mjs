#!/usr/bin/env node
/**
 * Checks the published stylesheet the way an app uses it: a Tailwind 4 stylesheet importing
 * dist/styles.css must get the theme tokens and the utilities the kit's built JS uses (through its @source),
 * with no help from the monorepo. Run after `build` (part of `test:build`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build } from "vite";

const dist = join(import.meta.dirname, "..", "dist");
// Inside the package so `tailwindcss` resolves as it would in an app; node_modules is never scanned by Tailwind.
const app = join(import.meta.dirname, "..", "node_modules", ".cache", "styles-check");
rmSync(app, { recursive: true, force: true });
mkdirSync(app, { recursive: true });
try {
  // The app's own stylesheet and an entry with none of the kit's classes: everything must come via @source.
  writeFileSync(join(app, "app.css"), `@import "tailwindcss";\n@import "${join(dist, "styles.css")}";\n`);
  writeFileSync(join(app, "main.js"), `import "./app.css";\n`);
  await build({
    root: app,
    logLevel: "error",
    configFile: false,
    plugins: [tailwindcss()],
    build: {
      outDir: join(app, "out"),
      lib: { entry: join(app, "main.js"), formats: ["es"], fileName: "main" },
      cssCodeSplit: false,
    },
  });
  const css = readFileSync(join(app, "out", "main.css"), "utf8");
  const expected = [
    "--color-primary-700", // theme tokens
    "--color-accent-600",
    ".bg-accent-600", // Button accent variant
    ".min-h-12", // Button default size
    "@keyframes enter-from-left", // navigation menu motion (data-motion variants)
    ".bg-skeleton", // skeleton cards
    "Atkinson Fallback", // metrics-matched fallback face
    "prefers-reduced-motion",
  ];
  const missing = expected.filter((needle) => !css.includes(needle));
  if (missing.length > 0) {
    console.error(`dist/styles.css check failed; missing from the compiled CSS: ${missing.join(", ")}`);
    process.exit(1);
  }
  console.info(
    `dist/styles.css: theme and kit utilities compile in a Tailwind 4 app (${Math.round(css.length / 1024)} KB).`,
  );
} finally {
  rmSync(app, { recursive: true, force: true });
}
