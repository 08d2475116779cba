import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { rewriteStyles, STYLE_REWRITES } from "./csp-safe-styles.js";

// The libraries as installed, reached the way the UI kit reaches them.
const fromUi = createRequire(createRequire(import.meta.url).resolve("@tupelo-medicare/ui/package.json"));
const fromRadix = createRequire(fromUi.resolve("radix-ui"));
const esm = (path: string) => join(dirname(path), "index.mjs");
const installed = {
  navigationMenu: esm(fromRadix.resolve("@radix-ui/react-navigation-menu")),
  select: esm(fromRadix.resolve("@radix-ui/react-select")),
  sonner: esm(fromUi.resolve("sonner")),
};

function rewritten(path: string) {
  const result = rewriteStyles(readFileSync(path, "utf8"), path);
  if (!result) throw new Error(`no rewrite is meant for ${path}`);
  return result;
}

describe("csp-safe-styles over the installed libraries", () => {
  it("turns the navigation menu's fixed inline style into the class that says the same", () => {
    const { code, stylesheets } = rewritten(installed.navigationMenu);
    expect(code).not.toMatch(/style: \{ position: "relative" \}/);
    expect(code).toContain('className: "relative"');
    expect(stylesheets).toEqual([]);
  });

  it("turns the select's inline styles into classes and its <style> element into a stylesheet of the same text", () => {
    const { code, stylesheets } = rewritten(installed.select);
    expect(code).not.toContain('pointerEvents: "none" }');
    expect(code).not.toContain("...VISUALLY_HIDDEN_STYLES, ...props.style");
    expect(code).not.toMatch(/jsx\(\s*"style"/);
    expect(code).toContain('className: "pointer-events-none"');
    expect(code).toContain('className: "sr-only", style: props.style');
    expect(stylesheets).toEqual([
      "[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}",
    ]);
  });

  it("takes sonner's stylesheet out of its script, whole", () => {
    const source = readFileSync(installed.sonner, "utf8");
    const { code, stylesheets } = rewritten(installed.sonner);
    expect(code).not.toMatch(/^__insertCSS\(/m);
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toContain("[data-sonner-toaster]");
    expect(source).toContain(JSON.stringify(stylesheets[0]));
  });

  it("leaves other modules alone", () => {
    expect(
      rewriteStyles('jsx("div", { style: { position: "relative" } })', "/node_modules/other/index.mjs"),
    ).toBeNull();
  });

  it("stops the build when a library no longer holds what a rewrite looks for", () => {
    const [first] = STYLE_REWRITES;
    expect(() => rewriteStyles("export {};", `/x/node_modules${first!.files[0]}`)).toThrow(/no longer matches/);
  });
});
