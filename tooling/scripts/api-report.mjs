#!/usr/bin/env node
/**
 * The public API report of a published package: every entry of its `exports` map, and for each the names it
 * exports with their declarations, read from the built declaration files (dist/*.d.ts, what a consumer's TypeScript
 * reads) with the workspace's TypeScript. The report is api/<name>.api.md in the package, checked in, so a change to
 * a door shows in review.
 *
 *   node api-report.mjs [--update] [packageDir...]
 *
 * Without a directory it reads the package in the working directory (each published package's `api:check` and
 * `api:update`, run by turbo after the package's build). Without --update it compares the report with the built
 * files and exits 1, saying which command to run, when they differ; with --update it writes the report.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

const UPDATE_COMMAND = "pnpm api:update";

/** The report's path in a package: api/<name without scope>.api.md. */
export function reportPath(packageDir, packageName) {
  return join(packageDir, "api", `${basename(packageName)}.api.md`);
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** The package an external declaration file belongs to (`zod`, `@types/react` → `react`). */
function packageOfFile(file) {
  const parts = file.split(sep);
  const at = parts.lastIndexOf("node_modules");
  if (at === -1) return null;
  const name = parts[at + 1].startsWith("@") ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
  return name.startsWith("@types/") ? name.slice("@types/".length).replace("__", "/") : name;
}

/** The statement to print for a declaration: a variable's whole statement, else the declaration itself. */
function statementOf(declaration) {
  if (ts.isVariableDeclaration(declaration)) return declaration.parent.parent;
  return declaration;
}

/** A declaration as the report shows it: printed without comments, `export` and `declare` dropped. */
function printDeclaration(declaration) {
  const statement = statementOf(declaration);
  const text = printer.printNode(ts.EmitHint.Unspecified, statement, statement.getSourceFile());
  return text.replace(/^(export )?(default )?(declare )?/, "");
}

/**
 * The report of one package, as text. `packageDir` holds package.json and the built files its exports map names.
 * An entry that is not code (a style sheet, a folder of assets) is listed with its target.
 */
export function apiReport(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const entries = Object.entries(pkg.exports ?? {}).filter(([subpath]) => subpath !== "./package.json");
  const typeFiles = new Map();
  for (const [subpath, target] of entries) {
    const types = typeof target === "object" && target !== null ? target.types : undefined;
    if (typeof types === "string") typeFiles.set(subpath, resolve(packageDir, types));
  }
  for (const [subpath, file] of typeFiles)
    if (!existsSync(file))
      throw new Error(`${pkg.name}: ${subpath}'s declarations (${relative(packageDir, file)}) are not built.`);

  const program = ts.createProgram([...typeFiles.values()], {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    // The report prints declarations as written; the standard library's types are never needed, and skipping them
    // keeps a report under a second.
    noLib: true,
  });
  const checker = program.getTypeChecker();
  const ownRoot = resolve(packageDir) + sep;

  const lines = [
    `# ${pkg.name}: public API`,
    "",
    `Generated from the built declaration files by \`${UPDATE_COMMAND}\` (tooling/scripts/api-report.mjs); \`pnpm lint\``,
    "fails when the package's exports differ from this report. Do not edit it by hand.",
  ];
  for (const [subpath, target] of entries) {
    const specifier = subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    lines.push("", `## ${specifier}`, "");
    const file = typeFiles.get(subpath);
    if (!file) {
      const files = typeof target === "string" ? target : (target?.default ?? JSON.stringify(target));
      lines.push(`Not code: ${files}.`);
      continue;
    }
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const items = exports
      .map((symbol) => {
        const name = symbol.getName();
        const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const declarations = resolved.declarations ?? [];
        const texts = [];
        for (const declaration of declarations) {
          const declaredIn = declaration.getSourceFile().fileName;
          if (!resolve(declaredIn).startsWith(ownRoot) || resolve(declaredIn).includes(`${sep}node_modules${sep}`)) {
            const from = packageOfFile(resolve(declaredIn)) ?? relative(packageDir, declaredIn);
            texts.push(`export { ${name} } from "${from}";`);
          } else if (ts.isSourceFile(declaration)) {
            texts.push(`export * as ${name} from "${relative(packageDir, declaredIn)}";`);
          } else {
            const printed = printDeclaration(declaration);
            const local = resolved.getName();
            texts.push(local !== name && local !== "default" ? `// exported as ${name}\n${printed}` : printed);
          }
        }
        if (texts.length === 0) texts.push(`// ${name}: no declaration found`);
        return { name, text: [...new Set(texts)].join("\n") };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    lines.push(`${items.length} ${items.length === 1 ? "name" : "names"}.`);
    lines.push("", "```ts", items.map((item) => item.text).join("\n\n"), "```");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Checks (or with `update`, writes) the report of the package in `packageDir`. Returns the problem in one sentence,
 * or null when the report is up to date (or was just written).
 */
export function checkReport(packageDir, { update = false } = {}) {
  const { name } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const file = reportPath(packageDir, name);
  const report = apiReport(packageDir);
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, report);
    return null;
  }
  const kept = existsSync(file) ? readFileSync(file, "utf8") : null;
  if (kept === report) return null;
  const where = relative(process.cwd(), file) || file;
  return kept === null
    ? `${name} has no API report (${where}): run \`${UPDATE_COMMAND}\` at the repository root and commit it.`
    : `${name}'s exports differ from its API report (${where}): run \`${UPDATE_COMMAND}\` at the repository root and commit the report.`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const update = args.includes("--update");
  const dirs = args.filter((arg) => arg !== "--update");
  let failed = false;
  for (const dir of dirs.length > 0 ? dirs : [process.cwd()]) {
    try {
      const problem = checkReport(resolve(dir), { update });
      if (problem) {
        console.error(problem);
        failed = true;
      }
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}
