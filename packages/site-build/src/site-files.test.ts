import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type * as FsPromises from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { commitFiles, compressPage, stageFile, stageFiles, sweepStaleTemps } from "./site-files.js";

// A full disk for one kind of file: writing a .gz variant whose page is under a folder named "full-disk" fails
// with ENOSPC, after its HTML and .br variants were written.
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      const target = typeof args[0] === "string" ? args[0] : "";
      if (target.includes("full-disk") && /\.gz\.\d+\.\d+\.tmp$/.test(target)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw Object.assign(new Error(`ENOSPC: no space left on device, write '${target}'`), { code: "ENOSPC" });
      }
      return actual.writeFile(...args);
    },
  };
});

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const created = await mkdtemp(join(tmpdir(), "site-files-"));
  folders.push(created);
  return created;
}

/** Every file under `dir`, relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

const page = (text: string) => compressPage(`<!doctype html><p>${text.repeat(1500)}</p>`);

describe("stageFile and stageFiles", () => {
  it("stages a page with its variants and swaps them in together", async () => {
    const dir = await folder();
    await writeFile(join(dir, "index.html"), "old");
    const staged = await stageFile(dir, "index.html", await page("new"));
    expect(await readFile(join(dir, "index.html"), "utf8")).toBe("old");
    expect((await filesIn(dir)).filter((name) => name.endsWith(".tmp"))).toHaveLength(3);
    commitFiles([staged]);
    expect(await filesIn(dir)).toEqual(["index.html", "index.html.br", "index.html.gz"]);
    expect(await readFile(join(dir, "index.html"), "utf8")).toContain("new");
  });

  it("leaves no temporary file when one of a page's writes fails (a full disk)", async () => {
    const dir = await folder();
    await expect(stageFile(dir, "full-disk/index.html", await page("x"))).rejects.toThrow("ENOSPC");
    expect(await filesIn(dir)).toEqual([]);
  });

  it("discards every staged file when one page fails to stage, and when the pass is abandoned meanwhile", async () => {
    const dir = await folder();
    const files = [
      ...["a", "b", "c", "d", "e"].map((name) => ({ file: `${name}/index.html`, variants: () => page(name) })),
      { file: "full-disk/index.html", variants: () => page("f") },
      ...["g", "h"].map((name) => ({ file: `${name}/index.html`, variants: () => page(name) })),
    ];
    await expect(stageFiles(dir, files, undefined, 3)).rejects.toThrow("ENOSPC");
    expect((await filesIn(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(existsSync(join(dir, "a", "index.html"))).toBe(false);

    const controller = new AbortController();
    const abandoned = stageFiles(
      dir,
      ["a", "b", "c", "d", "e", "g", "h"].map((name) => ({
        file: `${name}/index.html`,
        variants: async () => {
          if (name === "c") controller.abort(new Error("The pass ran longer than CONTENT_PASS_TIMEOUT"));
          return page(name);
        },
      })),
      controller.signal,
      2,
    );
    await expect(abandoned).rejects.toThrow("CONTENT_PASS_TIMEOUT");
    expect((await filesIn(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(existsSync(join(dir, "a", "index.html"))).toBe(false);
  });
});

describe("sweepStaleTemps", () => {
  it("removes temporary files of interrupted writes in client/ and beside it, names them, and keeps the rest", async () => {
    const dist = await folder();
    await mkdir(join(dist, "client", "blog", "post"), { recursive: true });
    await mkdir(join(dist, "ssr"));
    const keep = ["client/index.html", "client/blog/post/index.html", "site-record.json", "ssr/entry-server.js"];
    const stale = [
      "client/index.html.4242.7.tmp",
      "client/blog/post/index.html.br.4242.8.tmp",
      "client/sw.js.77.ab12cd34.tmp",
      "site-record.json.4242.tmp",
    ];
    for (const name of [...keep, ...stale]) await writeFile(join(dist, name), "x");
    const logs: string[] = [];
    const removed = await sweepStaleTemps(dist, (line) => logs.push(line));
    expect(removed.sort()).toEqual([...stale].sort());
    expect(await filesIn(dist)).toEqual([...keep].sort());
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain("removed 4 temporary file(s) left by interrupted writes");
    for (const name of stale) expect(logs[0]).toContain(name);
    expect(await sweepStaleTemps(dist, (line) => logs.push(line))).toEqual([]);
    expect(logs).toHaveLength(1);
  });
});
