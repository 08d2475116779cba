import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { apiReport, checkReport, reportPath } from "./api-report.mjs";

const script = join(dirname(fileURLToPath(import.meta.url)), "api-report.mjs");
const dirs = [];

/** A built package of its own: package.json with an exports map, and the declaration files it names. */
function builtPackage(files, exports) {
  const dir = mkdtempSync(join(tmpdir(), "api-report-"));
  dirs.push(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@scope/example", version: "1.0.0", exports }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const entry = (name) => ({ types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` });
const INDEX = `/** Adds. */
declare function add(a: number, b: number): number;
declare const LIMIT = 3;
interface Options { size?: number }
type Mode = "a" | "b";
declare class Box { constructor(value: string); get(): string }
declare function helper(): void;
export { add, LIMIT, type Options, type Mode, Box, helper as renamed };
`;

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the API report", () => {
  it("lists every entry's names with their declarations, without comments", () => {
    const dir = builtPackage(
      { "dist/index.d.ts": INDEX, "dist/extra.d.ts": "export declare const EXTRA: string;\n" },
      {
        ".": entry("index"),
        "./extra": entry("extra"),
        "./styles.css": { source: "./src/styles.css", default: "./dist/styles.css" },
        "./package.json": "./package.json",
      },
    );
    const report = apiReport(dir);
    expect(report).toContain("## @scope/example\n");
    expect(report).toContain("## @scope/example\n\n6 names.\n");
    expect(report).toContain("function add(a: number, b: number): number;");
    expect(report).toContain('type Mode = "a" | "b";');
    expect(report).toContain("const LIMIT = 3;");
    expect(report).toContain("interface Options {\n    size?: number;\n}");
    expect(report).toContain("class Box {\n    constructor(value: string);\n    get(): string;\n}");
    expect(report).toContain("// exported as renamed\nfunction helper(): void;");
    expect(report).not.toContain("Adds.");
    expect(report).toContain("## @scope/example/extra\n\n1 name.");
    expect(report).toContain("## @scope/example/styles.css\n\nNot code: ./dist/styles.css.");
    expect(report).not.toContain("package.json");
  });

  it("names the package a re-exported declaration comes from instead of copying it", () => {
    const dir = builtPackage(
      {
        "dist/index.d.ts": 'export { z } from "zod";\n',
        "node_modules/zod/package.json": JSON.stringify({ name: "zod", types: "index.d.ts" }),
        "node_modules/zod/index.d.ts": "export declare const z: { string(): unknown };\n",
      },
      { ".": entry("index") },
    );
    expect(apiReport(dir)).toContain('export { z } from "zod";');
  });

  it("fails when an entry's declarations are not built", () => {
    const dir = builtPackage({}, { ".": entry("index") });
    expect(() => apiReport(dir)).toThrow("@scope/example: .'s declarations (dist/index.d.ts) are not built.");
  });
});

describe("the check", () => {
  it("passes once the report is written, and says which command to run when a door changes", () => {
    const dir = builtPackage({ "dist/index.d.ts": INDEX }, { ".": entry("index") });
    expect(checkReport(dir)).toMatch(
      /^@scope\/example has no API report \(.*example\.api\.md\): run `pnpm api:update`/,
    );
    expect(checkReport(dir, { update: true })).toBeNull();
    expect(readFileSync(reportPath(dir, "@scope/example"), "utf8")).toBe(apiReport(dir));
    expect(checkReport(dir)).toBeNull();

    writeFileSync(join(dir, "dist/index.d.ts"), `${INDEX}export declare const ADDED = 1;\n`);
    expect(checkReport(dir)).toMatch(
      /^@scope\/example's exports differ from its API report \(.*\): run `pnpm api:update` at the repository root and commit the report\.$/,
    );
  });

  it("a changed signature counts as a change, not only a new name", () => {
    const dir = builtPackage({ "dist/index.d.ts": INDEX }, { ".": entry("index") });
    checkReport(dir, { update: true });
    writeFileSync(join(dir, "dist/index.d.ts"), INDEX.replace("b: number): number", "b?: number): number"));
    expect(checkReport(dir)).not.toBeNull();
  });

  it("as a command, checks the package in the working directory and exits 1 with the sentence", () => {
    const dir = builtPackage({ "dist/index.d.ts": INDEX }, { ".": entry("index") });
    const run = (...args) => spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: "utf8" });
    const missing = run();
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("run `pnpm api:update` at the repository root");
    expect(run("--update").status).toBe(0);
    expect(run()).toMatchObject({ status: 0, stderr: "" });
  });
});
