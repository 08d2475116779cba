import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SITE_RECORD_FILE } from "@tupelo-medicare/site-build";
import { afterEach, describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { startRegeneration } from "./regeneration.js";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build folder with a site record and an SSR bundle that marks itself loaded on `globalThis`. */
async function builtSite(mark: string): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), "regeneration-start-"));
  const distDir = join(dir, "dist");
  await mkdir(join(distDir, "ssr"), { recursive: true });
  await writeFile(join(distDir, SITE_RECORD_FILE), JSON.stringify({ version: 1, paths: [], deps: {} }));
  await writeFile(join(distDir, "ssr", "entry-server.js"), `globalThis[${JSON.stringify(mark)}] = true;\n`);
  return distDir;
}

describe("startRegeneration's started", () => {
  it("settles once the SSR bundle is loaded, a second after the start", async () => {
    const mark = `ssr-loaded-${process.pid}-${Date.now()}`;
    const distDir = await builtSite(mark);
    const regeneration = startRegeneration(readAppEnv({}), { distDir, log: () => undefined });
    expect(regeneration).not.toBeNull();
    const marks = globalThis as unknown as Record<string, boolean | undefined>;
    expect(marks[mark]).toBeUndefined();
    await regeneration!.started;
    expect(marks[mark]).toBe(true);
    await regeneration!.stop();
  });

  it("settles when the regeneration stops before the bundle is loaded", async () => {
    const mark = `ssr-never-${process.pid}-${Date.now()}`;
    const distDir = await builtSite(mark);
    const regeneration = startRegeneration(readAppEnv({}), { distDir, log: () => undefined })!;
    await regeneration.stop();
    await regeneration.started;
    expect((globalThis as unknown as Record<string, boolean | undefined>)[mark]).toBeUndefined();
  });
});
