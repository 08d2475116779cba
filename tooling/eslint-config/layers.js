// Layers that only point down: each folder of a source tree names the folders it may import (relative imports,
// static and dynamic, types included); an import of any other folder of the tree fails the lint.

/** @param {string[]} names */
const alternatives = (names) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/**
 * Flat-config blocks for `layers`: for each folder under `root`, core `no-restricted-imports` (import, export
 * from) and `no-restricted-syntax` (`import()`) reject a relative import that reaches a folder of the tree, or a
 * top-level module, not in its list. Specifiers are matched as written (`../pages/x.js`), so it needs no resolver;
 * a folder nested deeper (`../../pages/x.js`) matches too.
 *
 * @param {{
 *   root: string,
 *   layers: Record<string, string[]>,
 *   modules?: Record<string, string[]>,
 *   ignores?: string[],
 * }} options `layers`: folder → the folders it may import; `modules`: top-level module (no extension) → the
 *   folders that may import it (every folder when absent from the map); `ignores`: files the rule leaves alone.
 */
export function layers({ root, layers: table, modules = {}, ignores = [] }) {
  const folders = Object.keys(table);
  return folders.map((folder) => {
    const forbidden = folders.filter((other) => other !== folder && !table[folder].includes(other));
    const forbiddenModules = Object.keys(modules).filter((module) => !modules[module].includes(folder));
    const parts = [];
    if (forbidden.length > 0) parts.push(`(?:${alternatives(forbidden)})(?:/|$)`);
    if (forbiddenModules.length > 0) parts.push(`(?:${alternatives(forbiddenModules)})(?:\\.[jt]sx?)?$`);
    const regex = `^(?:\\.\\./)+(?:${parts.join("|")})`;
    const allowed = table[folder].length > 0 ? `only ${table[folder].join(", ")} and itself` : "only itself";
    const message = `Of the folders of ${root}, ${root}/${folder} may import ${allowed}: layers point down (ARCHITECTURE.md).`;
    return {
      files: [`${root}/${folder}/**/*.{ts,tsx,js,mjs}`],
      ignores,
      rules: {
        "no-restricted-imports": ["error", { patterns: [{ regex, message }] }],
        // esquery's regular expressions cannot hold a slash: \x2F stands for one.
        "no-restricted-syntax": [
          "error",
          { selector: `ImportExpression > Literal.source[value=/${regex.replaceAll("/", "\\x2F")}/]`, message },
        ],
      },
    };
  });
}
