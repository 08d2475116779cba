import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { renderWorkerScript } from "./render-worker-script.js";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const appDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "render-worker-script-"));
  dirs.push(dir);
  return dir;
};

it("runs the built worker without this process's Node flags once the build wrote it", () => {
  const dir = appDir();
  mkdirSync(join(dir, "dist", "server"), { recursive: true });
  writeFileSync(join(dir, "dist", "server", "render-worker.js"), "");
  const script = renderWorkerScript(dir);
  expect(fileURLToPath(script.workerUrl)).toBe(join(dir, "dist", "server", "render-worker.js"));
  expect(script.execArgv).toEqual([]);
});

it("runs the sources through tsx before the first build", () => {
  const dir = appDir();
  const script = renderWorkerScript(dir);
  expect(fileURLToPath(script.workerUrl)).toBe(join(dir, "scripts", "render-worker.mjs"));
  expect(script.execArgv).toBeUndefined();
});
