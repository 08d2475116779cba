import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeServiceWorker } from "../regenerate/service-worker.js";

const run = promisify(execFile);
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Module hooks that refuse build tooling: a process running with them fails as soon as anything it imports loads
// workbox-build, Rollup, Babel or Terser.
const HOOKS = `
const BUILD_TOOLS = /[\\\\/]node_modules[\\\\/](workbox-build|rollup|@babel[\\\\/]core|terser)[\\\\/]/;
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (BUILD_TOOLS.test(resolved.url))
    throw new Error("build tooling loaded at run time: " + resolved.url + " (imported by " + context.parentURL + ")");
  return resolved;
}
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "server-imports-"));
  await writeFile(join(dir, "hooks.mjs"), HOOKS);
  await writeFile(
    join(dir, "register.mjs"),
    `import { register } from "node:module";\nregister("./hooks.mjs", import.meta.url);\n`,
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `script` (TypeScript, through tsx) under the hooks; resolves with its output, rejects when it fails. */
async function runGuarded(name: string, script: string): Promise<string> {
  const file = join(dir, `${name}.mts`);
  await writeFile(file, script);
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--import", join(dir, "register.mjs"), file], {
    cwd: source("../.."),
  });
  return stdout.trim();
}

describe("the server process", () => {
  it(
    "imports regeneration and refreshes sw.js after a pass without loading workbox-build or other build tools",
    { timeout: 120_000 },
    async () => {
      // A built site: sw.js and the template the build saved beside client/ (written here, with Workbox); then a
      // regeneration rewrote the offline page.
      const distDir = join(dir, "dist");
      const clientDir = join(distDir, "client");
      await mkdir(join(clientDir, "search"), { recursive: true });
      await mkdir(join(clientDir, "assets"));
      await writeFile(join(clientDir, "assets", "app-abc.js"), "console.log('app');");
      await writeFile(join(clientDir, "offline.html"), "<!doctype html><title>Offline</title>");
      await writeFile(join(clientDir, "search", "index.html"), "<!doctype html><title>Search</title>");
      await writeFile(join(clientDir, "search-index.json"), "{}");
      await writeServiceWorker(clientDir);
      const built = await readFile(join(clientDir, "sw.js"), "utf8");
      await writeFile(join(clientDir, "offline.html"), "<!doctype html><title>Offline, regenerated</title>");

      const output = await runGuarded(
        "server",
        `
        import { startRegeneration } from ${JSON.stringify(source("./regeneration.ts"))};
        import { refreshServiceWorker } from ${JSON.stringify(source("../regenerate/service-worker.ts"))};
        void startRegeneration;
        const refreshed = await refreshServiceWorker(${JSON.stringify(clientDir)});
        console.log(JSON.stringify(refreshed));
        `,
      );
      expect(JSON.parse(output)).toEqual({ rewritten: true, count: 4, warnings: [] });
      const refreshed = await readFile(join(clientDir, "sw.js"), "utf8");
      expect(refreshed).not.toBe(built);
      // What the build writes for the same files.
      await writeServiceWorker(clientDir);
      expect(await readFile(join(clientDir, "sw.js"), "utf8")).toBe(refreshed);
    },
  );

  it("would be caught loading workbox-build (the guard works)", { timeout: 120_000 }, async () => {
    const failing = runGuarded(
      "build",
      `
      import { generateServiceWorker } from ${JSON.stringify(createRequire(import.meta.url).resolve("@tupelo-medicare/pwa/build"))};
      await generateServiceWorker({ clientDir: ${JSON.stringify(dir)}, swDest: ${JSON.stringify(join(dir, "sw.js"))}, runtimeScript: false });
      `,
    );
    await expect(failing).rejects.toThrow(/build tooling loaded at run time: .*workbox-build/);
  });
});
