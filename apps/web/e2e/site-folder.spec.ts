/**
 * SITE_DIR: the server serves and regenerates a copy of the build's site in a folder of its own and never writes to
 * the build (dist), which the systemd unit mounts read-only; a restart of the same build keeps what regeneration
 * wrote. Against a private copy of dist with the local content server (regeneration-harness.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import type { ContentfulExport } from "@tupelo-medicare/content/content-server";
import { startRegenerationSite } from "./regeneration-harness.js";
import type { RegenerationSite } from "./regeneration-harness.js";
import { WEB_DIR } from "./site-process.js";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const RUN = randomBytes(3).toString("hex");
const siteDir = join(WEB_DIR, "test-results", `site-dir-${RUN}`);
let site: RegenerationSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startRegenerationSite({ env: { SITE_DIR: siteDir } });
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(siteDir, { recursive: true, force: true });
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("servers.log", { body: site.describe(), contentType: "text/plain" });
});

/** Every file under `folder` with a hash of its bytes. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(folder, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return files;
}

const seedLine = `[site] SITE_DIR ${siteDir} now holds this build's site`;

test("serves and regenerates the site in SITE_DIR, never writing to the build; a restart keeps what it wrote", async () => {
  expect(site.logs.filter((line) => line.text.startsWith(seedLine))).toHaveLength(1);
  const build = snapshot(site.distDir);
  expect(Object.keys(build).some((path) => path.startsWith("server/"))).toBe(true);

  const id = "post-initial-enrollment-period-explained";
  const post = (space: ContentfulExport) => space.entries.find((entry) => entry.sys.id === id)!;
  const slug = String(post(site.readSpace()).fields.slug!["en-US"]);
  const title = `Initial Enrollment Period Explained ${RUN}`;
  const served = async () => (await (await fetch(`${site.url}/blog/${slug}`)).text()).includes(title);
  expect(await served()).toBe(false);
  site.editSpace((space) => {
    post(space).fields.title!["en-US"] = title;
  });
  await expect.poll(served, { timeout: 60_000, intervals: [100, 250, 500] }).toBe(true);
  await site.waitForLog(/^\[regenerate\] \d+ change\(s\)/, { timeout: 60_000 });

  // The regenerated page is in SITE_DIR; not one byte of the build changed.
  expect(readFileSync(join(siteDir, "client", "blog", slug, "index.html"), "utf8")).toContain(title);
  expect(readFileSync(join(site.distDir, "client", "blog", slug, "index.html"), "utf8")).not.toContain(title);
  expect(snapshot(site.distDir)).toEqual(build);

  // The same build again (a restart): nothing copied over what regeneration wrote.
  const from = site.logs.length;
  await site.restart();
  expect(site.logs.slice(from).filter((line) => line.text.startsWith(seedLine))).toHaveLength(0);
  expect(await served()).toBe(true);
  expect(snapshot(site.distDir)).toEqual(build);
});
