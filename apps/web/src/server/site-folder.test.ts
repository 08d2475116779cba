import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareSiteFolder, SITE_BUILD_FILE } from "./site-folder.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder: code (server/, ssr/) and the site it rendered (client/, the record, the template). */
function build(title: string): { distDir: string; siteDir: string } {
  const root = mkdtempSync(join(tmpdir(), "site-folder-"));
  folders.push(root);
  const distDir = join(root, "dist");
  for (const folder of ["server", "ssr", "client/blog", "client/.vite"])
    mkdirSync(join(distDir, folder), { recursive: true });
  writeFileSync(join(distDir, "server", "main.js"), "// the server");
  writeFileSync(join(distDir, "ssr", "entry-server.js"), "// the SSR bundle");
  writeFileSync(join(distDir, "client", "blog", "index.html"), `<h1>${title}</h1>`);
  writeFileSync(join(distDir, "client", ".vite", "manifest.json"), "{}");
  writeFileSync(join(distDir, "site-record.json"), JSON.stringify({ title }));
  writeFileSync(join(distDir, "sw-template.json"), "{}");
  return { distDir, siteDir: join(root, "site") };
}

describe("SITE_DIR, the site's own folder", () => {
  it("takes a copy of the build's site, not its code, and names the build it came from", () => {
    const { distDir, siteDir } = build("Blog");
    const lines: string[] = [];
    expect(prepareSiteFolder(distDir, siteDir, (line) => lines.push(line))).toBe(true);
    expect(readFileSync(join(siteDir, "client", "blog", "index.html"), "utf8")).toBe("<h1>Blog</h1>");
    expect(existsSync(join(siteDir, "site-record.json"))).toBe(true);
    expect(existsSync(join(siteDir, "sw-template.json"))).toBe(true);
    expect(existsSync(join(siteDir, "server"))).toBe(false);
    expect(existsSync(join(siteDir, "ssr"))).toBe(false);
    expect(readFileSync(join(siteDir, SITE_BUILD_FILE), "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(lines[0]).toContain(`SITE_DIR ${siteDir} now holds this build's site`);
  });

  it("keeps what regeneration wrote while the build is the same, and takes a new build's site", () => {
    const { distDir, siteDir } = build("Blog");
    prepareSiteFolder(distDir, siteDir, () => undefined);
    writeFileSync(join(siteDir, "client", "blog", "index.html"), "<h1>Blog, regenerated</h1>");
    writeFileSync(join(siteDir, "client", "stale.html"), "gone with the next build");
    writeFileSync(join(siteDir, ".regenerate-pending.json"), '{"changes":[],"all":true,"paths":[]}');
    // A restart of the same build: nothing copied.
    expect(prepareSiteFolder(distDir, siteDir, () => undefined)).toBe(false);
    expect(readFileSync(join(siteDir, "client", "blog", "index.html"), "utf8")).toBe("<h1>Blog, regenerated</h1>");
    // A deploy: the build's record changed.
    writeFileSync(join(distDir, "client", "blog", "index.html"), "<h1>Blog, rebuilt</h1>");
    writeFileSync(join(distDir, "site-record.json"), JSON.stringify({ title: "rebuilt" }));
    expect(prepareSiteFolder(distDir, siteDir, () => undefined)).toBe(true);
    expect(readFileSync(join(siteDir, "client", "blog", "index.html"), "utf8")).toBe("<h1>Blog, rebuilt</h1>");
    expect(existsSync(join(siteDir, "client", "stale.html"))).toBe(false);
    // The work a stop kept is the site folder's own: queued at this start.
    expect(existsSync(join(siteDir, ".regenerate-pending.json"))).toBe(true);
    expect(readFileSync(join(distDir, "client", "blog", "index.html"), "utf8")).toBe("<h1>Blog, rebuilt</h1>");
  });

  it("copies again when a start stopped half-way (no build named yet)", () => {
    const { distDir, siteDir } = build("Blog");
    prepareSiteFolder(distDir, siteDir, () => undefined);
    rmSync(join(siteDir, SITE_BUILD_FILE));
    rmSync(join(siteDir, "client"), { recursive: true });
    expect(prepareSiteFolder(distDir, siteDir, () => undefined)).toBe(true);
    expect(existsSync(join(siteDir, "client", "blog", "index.html"))).toBe(true);
  });

  it("refuses, naming the folder, a build without a site record or a SITE_DIR it cannot write", () => {
    const { distDir, siteDir } = build("Blog");
    rmSync(join(distDir, "site-record.json"));
    expect(() => prepareSiteFolder(distDir, siteDir, () => undefined)).toThrow(/has no site record; run pnpm build/);
    const second = build("Blog");
    writeFileSync(second.siteDir, "a file where the folder should be");
    expect(() => prepareSiteFolder(second.distDir, second.siteDir, () => undefined)).toThrow(
      `SITE_DIR ${second.siteDir} could not take this build's site`,
    );
  });
});
