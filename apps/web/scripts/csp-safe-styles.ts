/**
 * The site's Content-Security-Policy allows styles from its own files only (`style-src 'self'`, server/app.ts): no
 * <style> element and no style attribute. A few libraries write one; this Vite plugin rewrites each at build time,
 * in the client bundle and the server's alike, and the build stops if a rewrite no longer finds its text (an upgrade
 * changed the library: look again before shipping). Two kinds of rewrite, one rule: the same CSS, from a file.
 *
 * - A fixed inline style becomes the utility class that says the same (Tailwind's `relative`, `pointer-events-none`,
 *   `sr-only`, kept in the site's CSS by `@source inline` in src/styles.css): Radix's navigation menu and select.
 * - A <style> element a script writes becomes a CSS module of exactly that text, which Vite emits as a file and loads
 *   with the script's chunk (a <link> to the site itself): sonner's stylesheet and Radix select's scrollbar rule.
 *
 * react-remove-scroll-bar (the dialogs' scroll lock) is replaced whole by src/app/remove-scroll-bar.tsx through an
 * alias (vite.config.ts): its <style> carries the device's scrollbar width, which only the lock itself can measure.
 * Setting element.style from a script (CSSOM), as React does on the client, is not governed by style-src.
 */
import type { Plugin } from "vite";

/** One rewrite of one library file: `find` must match, or the build fails. */
export interface StyleRewrite {
  /** What is rewritten, for the build's error. */
  name: string;
  /** The module's resolved path ends with one of these. */
  files: readonly string[];
  find: RegExp;
  /** The replacement; `css` is set when the match's first group is a stylesheet to load from a file instead. */
  replace: string;
  /** The first group of `find` is the stylesheet: a JSON string literal (`json`) or a template literal's text. */
  css?: "json" | "template";
}

export const STYLE_REWRITES: readonly StyleRewrite[] = [
  {
    name: "Radix navigation menu: the list's wrapper",
    files: ["/@radix-ui/react-navigation-menu/dist/index.mjs"],
    find: /style: \{ position: "relative" \}/,
    replace: 'className: "relative"',
  },
  {
    name: "Radix select: the shown value",
    files: ["/@radix-ui/react-select/dist/index.mjs"],
    find: /style: \{ pointerEvents: "none" \}/,
    replace: 'className: "pointer-events-none"',
  },
  {
    name: "Radix select: the native select a form submits",
    files: ["/@radix-ui/react-select/dist/index.mjs"],
    find: /style: \{ \.\.\.VISUALLY_HIDDEN_STYLES, \.\.\.props\.style \}/,
    replace: 'className: "sr-only", style: props.style',
  },
  {
    name: "Radix select: the viewport's scrollbar <style>",
    files: ["/@radix-ui/react-select/dist/index.mjs"],
    find: /\/\* @__PURE__ \*\/ jsx\(\s*"style",\s*\{\s*dangerouslySetInnerHTML: \{\s*__html: `([^`]*)`\s*\},\s*nonce\s*\}\s*\)/,
    replace: "null",
    css: "template",
  },
  {
    name: "sonner: its stylesheet",
    files: ["/sonner/dist/index.mjs"],
    find: /^__insertCSS\(("(?:[^"\\]|\\.)*")\);$/m,
    replace: "",
    css: "json",
  },
];

/** The prefix of the CSS modules holding the stylesheets taken out of scripts. */
const CSS_MODULE_PREFIX = "/@csp-safe-styles/";

/** Applies the rewrites meant for `id` to `code`; null when none is meant for it. Throws when one finds nothing. */
export function rewriteStyles(
  code: string,
  id: string,
  rewrites: readonly StyleRewrite[] = STYLE_REWRITES,
): { code: string; stylesheets: string[] } | null {
  const path = id.split("?")[0]!.replaceAll("\\", "/");
  const meant = rewrites.filter((rewrite) => rewrite.files.some((file) => path.endsWith(file)));
  if (meant.length === 0) return null;
  const stylesheets: string[] = [];
  let next = code;
  for (const rewrite of meant) {
    const match = rewrite.find.exec(next);
    if (!match)
      throw new Error(
        `csp-safe-styles: "${rewrite.name}" no longer matches ${path}; the library changed: check what it writes now.`,
      );
    if (rewrite.css) {
      const text = match[1] ?? "";
      stylesheets.push(rewrite.css === "json" ? (JSON.parse(text) as string) : text);
    }
    next = next.slice(0, match.index) + rewrite.replace + next.slice(match.index + match[0].length);
  }
  return { code: next, stylesheets };
}

/** The Vite plugin: rewrites the libraries' styles and serves the stylesheets taken out of them as CSS modules. */
export function cspSafeStyles(): Plugin {
  const sheets = new Map<string, string>();
  return {
    name: "tupelo:csp-safe-styles",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith(CSS_MODULE_PREFIX) && sheets.has(source) ? source : null;
    },
    load(id) {
      return sheets.get(id) ?? null;
    },
    transform(code, id) {
      const result = rewriteStyles(code, id);
      if (!result) return null;
      const imports = result.stylesheets.map((css, index) => {
        const name = `${CSS_MODULE_PREFIX}${id.split("/node_modules/").pop()!.replaceAll("/", "_")}-${index}.css`;
        sheets.set(name, css);
        return `import ${JSON.stringify(name)};\n`;
      });
      return { code: imports.join("") + result.code, map: null };
    },
  };
}
