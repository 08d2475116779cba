/**
 * SITE_DIR: the site lives in a writable folder of its own, apart from the build. The build folder (dist) holds the
 * code the server runs (server/, ssr/) and the site as the build rendered it (client/, the site record, the search
 * documents, the service worker's template); with SITE_DIR set, the server serves and regenerates a copy of that
 * site in SITE_DIR and never writes to dist, which the service can then mount read-only.
 *
 * The copy is made at the start when SITE_DIR does not hold this build's site yet (a first start, or a deploy of a
 * new build): every top-level entry of dist but the code is copied into a fresh folder inside SITE_DIR and renamed
 * into place, then SITE_BUILD_FILE names the build it came from (written last, so a start that stopped half-way
 * copies again). A restart of the same build keeps what regeneration wrote since.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PASS_MARKER, PENDING_FILE, SITE_LOCK_NAME, SITE_RECORD_FILE } from "@tupelo-medicare/site-build";

/** In SITE_DIR: which build its site was copied from. */
export const SITE_BUILD_FILE = ".site-build";

/** What stays in the build folder: the code the server runs, and the build's own passing state. */
const CODE = new Set(["server", "ssr", SITE_LOCK_NAME, `${SITE_LOCK_NAME}.takeover`, PENDING_FILE, PASS_MARKER]);
/** What of SITE_DIR is its own, never replaced by a copy: the pending work a stop kept, the lock. */
const KEPT = new Set([SITE_BUILD_FILE, SITE_LOCK_NAME, `${SITE_LOCK_NAME}.takeover`, PENDING_FILE, "lost+found"]);

/** A build's identity: its site record and its client manifest (the same build copies nothing again). */
export function buildIdentity(distDir: string): string {
  const hash = createHash("sha256");
  for (const file of [join(distDir, SITE_RECORD_FILE), join(distDir, "client", ".vite", "manifest.json")]) {
    hash.update(file.slice(distDir.length));
    hash.update(existsSync(file) ? readFileSync(file) : "missing");
  }
  return hash.digest("hex");
}

/**
 * Makes `siteDir` hold the site of the build in `distDir` (see above). Returns whether it copied; throws, naming the
 * folder, when it cannot (the server then refuses to start rather than serve a half-copied site).
 */
export function prepareSiteFolder(distDir: string, siteDir: string, log: (line: string) => void): boolean {
  if (!existsSync(join(distDir, SITE_RECORD_FILE)))
    throw new Error(`SITE_DIR: the build folder ${distDir} has no site record; run pnpm build first.`);
  const identity = buildIdentity(distDir);
  const marker = join(siteDir, SITE_BUILD_FILE);
  try {
    mkdirSync(siteDir, { recursive: true, mode: 0o755 });
    if (existsSync(marker) && readFileSync(marker, "utf8").trim() === identity) return false;
    const started = Date.now();
    const staging = join(siteDir, `.seed-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
    const entries = readdirSync(distDir).filter((name) => !CODE.has(name));
    for (const name of entries) cpSync(join(distDir, name), join(staging, name), { recursive: true });
    // The earlier copy's entries go (those this build no longer has too), then this build's take their place.
    for (const name of readdirSync(siteDir)) {
      if (KEPT.has(name) || name === `.seed-${process.pid}`) continue;
      rmSync(join(siteDir, name), { recursive: true, force: true });
    }
    for (const name of entries) renameSync(join(staging, name), join(siteDir, name));
    rmSync(staging, { recursive: true, force: true });
    writeFileSync(marker, `${identity}\n`);
    log(
      `[site] SITE_DIR ${siteDir} now holds this build's site (${entries.length} entries in ${Date.now() - started} ms)`,
    );
    return true;
  } catch (error) {
    throw new Error(
      `SITE_DIR ${siteDir} could not take this build's site: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
