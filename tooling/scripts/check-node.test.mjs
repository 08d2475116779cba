import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = join(dirname(fileURLToPath(import.meta.url)), "check-node.cjs");
const roots = [];

/**
 * A workspace root of its own: the root package.json's `engines`, and a better-sqlite3 in packages/leads that loads,
 * or fails to load the way an addon built for another Node does.
 */
function workspace({ engines = ">=1", addon = "loads" } = {}) {
  const root = mkdtempSync(join(tmpdir(), "check-node-"));
  roots.push(root);
  writeFileSync(join(root, "package.json"), JSON.stringify({ engines: { node: engines } }));
  mkdirSync(join(root, "tooling", "scripts"), { recursive: true });
  cpSync(script, join(root, "tooling", "scripts", "check-node.cjs"));
  const addonDir = join(root, "packages", "leads", "node_modules", "better-sqlite3");
  mkdirSync(addonDir, { recursive: true });
  writeFileSync(join(root, "packages", "leads", "package.json"), "{}");
  writeFileSync(
    join(addonDir, "index.js"),
    addon === "loads"
      ? "module.exports = function Database() { return { close() {} }; };"
      : `const error = new Error("The module was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 137.");
error.code = "ERR_DLOPEN_FAILED";
module.exports = function Database() { throw error; };`,
  );
  return root;
}

function run(root, ...args) {
  const result = spawnSync(process.execPath, [join(root, "tooling", "scripts", "check-node.cjs"), ...args], {
    encoding: "utf8",
  });
  return { status: result.status, stderr: result.stderr };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("check-node", () => {
  it("passes quietly on a new enough Node whose addon loads", () => {
    expect(run(workspace())).toEqual({ status: 0, stderr: "" });
  });

  it("names the Node to install, in one sentence, when this one is older than engines", () => {
    const { status, stderr } = run(workspace({ engines: ">=999" }));
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      `This project needs Node 999 or later (LTS, see .nvmrc) and this is Node ${process.versions.node}: install Node 999 (for example \`nvm install 999\`, or from nodejs.org) and run the command again.`,
    );
  });

  it("says how to rebuild an addon built for another Node", () => {
    const { status, stderr } = run(workspace({ addon: "other-node" }));
    expect(status).toBe(1);
    expect(stderr).toContain("better-sqlite3 was built for another Node than this one");
    expect(stderr).toContain("pnpm rebuild -r better-sqlite3");
  });

  it("with --engine (the install's preinstall) checks the engine only, so the install can finish", () => {
    expect(run(workspace({ addon: "other-node" }), "--engine")).toEqual({ status: 0, stderr: "" });
    expect(run(workspace({ engines: ">=999" }), "--engine").status).toBe(1);
  });
});
