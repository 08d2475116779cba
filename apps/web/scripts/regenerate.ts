/**
 * `pnpm regenerate [--all | --entry ID | --path /x]`: regenerates the built site in place, by hand, as the running
 * server does on webhooks (under the same lock, so the two never write at once, within CONTENT_PASS_TIMEOUT, and
 * with sw.js refreshed inside the pass; a running server picks the result up within 2 s). With SITE_DIR set (as the
 * server's unit sets it), the site in SITE_DIR is regenerated, with the build's code.
 *   (no option)   reconcile: find what changed in the content since the site was rendered, and regenerate that
 *   --all         re-render every page (and re-list the paths)
 *   --entry ID    regenerate what entry (or asset) ID affects; repeatable
 *   --path /x     re-render that page; repeatable
 */
import "./production-env.js";
import { join } from "node:path";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import {
  diffDeliveredState,
  readDeliveredState,
  readSiteRecord,
  regenerateSiteLocked,
  withRenderPool,
} from "@tupelo-medicare/site-build";
import type { ContentChange } from "@tupelo-medicare/site-build";
import { readAppEnv } from "../src/env.js";
import { siteDefinition } from "../src/regenerate/site-definition.js";
import { rendererOptionsOf } from "../src/regenerate/site-renderer.js";
import { renderWorkerScript } from "./render-worker-script.js";

const USAGE = "Usage: pnpm regenerate [--all | --entry ID ... | --path /x ...]";
const distDir = join(import.meta.dirname, "..", "dist");

function parseArgs(argv: string[]): { all: boolean; entries: string[]; paths: string[] } {
  const parsed = { all: false, entries: [] as string[], paths: [] as string[] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[index + 1];
      if (!next || next.startsWith("--")) throw new Error(`${arg} needs a value. ${USAGE}`);
      index += 1;
      return next;
    };
    if (arg === "--") continue;
    else if (arg === "--all") parsed.all = true;
    else if (arg === "--entry") parsed.entries.push(value());
    else if (arg === "--path") {
      const path = value();
      if (!path.startsWith("/")) throw new Error(`--path takes a site path starting with '/' (got ${path}).`);
      parsed.paths.push(path);
    } else if (arg === "--help" || arg === "-h") {
      console.info(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  return parsed;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const env = readAppEnv();
  // The site the server serves: SITE_DIR's (seeded by the server's first start), else the build's own.
  const siteDir = env.siteDir ?? distDir;
  const record = readSiteRecord(siteDir);
  if (!record)
    throw new Error(
      `No site record in ${siteDir}: ${env.siteDir ? "start the server once (it copies the build's site into SITE_DIR)" : "run pnpm build first"}.`,
    );
  let changes: ContentChange[] = [];
  if (args.entries.length > 0) {
    const delivered = await readDeliveredState(createDeliveryClientFromEnv(env.contentVariables));
    changes = args.entries.map((id) => {
      const asset = id in delivered.assets || id in record.content.assets;
      const contentType = delivered.entries[id]?.contentType ?? record.content.entries[id]?.contentType;
      return asset && !contentType ? { kind: "Asset" as const, id } : { kind: "Entry" as const, id, contentType };
    });
  } else if (!args.all && args.paths.length === 0) {
    changes = diffDeliveredState(
      record.content,
      await readDeliveredState(createDeliveryClientFromEnv(env.contentVariables)),
    );
    console.info(`Reconciliation: ${changes.length} change(s) since the site was rendered.`);
    if (changes.length === 0) return;
  }
  const site = siteDefinition(rendererOptionsOf(env, distDir));
  // A pass of more than POOL_THRESHOLD pages renders on render workers, opened for it and closed after it.
  const result = await withRenderPool(
    { ...renderWorkerScript(), distDir: siteDir, rendererOptions: site.rendererOptions },
    (pool) =>
      regenerateSiteLocked(
        {
          distDir: siteDir,
          site,
          pool,
          passTimeoutMs: env.passTimeoutMs,
          log: (message) => console.info(message),
        },
        { changes, all: args.all, paths: args.paths },
      ),
  );
  console.info(
    `Regenerated ${result.rendered.length} page(s) in ${Math.round(result.ms)} ms` +
      `${result.added.length ? `; added ${result.added.join(" ")}` : ""}${result.removed.length ? `; removed ${result.removed.join(" ")}` : ""}` +
      `${
        Object.keys(result.redirected).length
          ? `; moved ${Object.entries(result.redirected)
              .map(([from, to]) => `${from} -> ${to}`)
              .join(" ")}`
          : ""
      }.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Regeneration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
