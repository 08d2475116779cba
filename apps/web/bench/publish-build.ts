/**
 * Child process of `pnpm bench:publish`: the full prerender (buildSite: every page, 404, offline page, sitemap and
 * site record, on the render worker threads as the build does) of one copy of the built site, with content read in
 * process from a Contentful export file (as CONTENT_SPACE_FILE does for the prerender). Its own process, so the peak
 * memory is this build's alone. Prints one JSON line: { pages, ms, maxRssMiB }.
 *   tsx bench/publish-build.ts <distDir> <spaceFile>
 */
import "../scripts/production-env.js";
import { readAppEnv } from "../src/env.js";
import { buildSite, withRenderPool } from "@tupelo-medicare/site-build";
import { siteDefinition } from "../src/regenerate/site-definition.js";
import { renderWorkerScript } from "../scripts/render-worker-script.js";

export interface PublishBuildResult {
  pages: number;
  ms: number;
  maxRssMiB: number;
}

async function main(): Promise<void> {
  const [distDir, spaceFile] = process.argv.slice(2);
  if (!distDir || !spaceFile) throw new Error("Usage: tsx bench/publish-build.ts <distDir> <spaceFile>");
  const workers = process.env.PRERENDER_WORKERS ? Number(process.env.PRERENDER_WORKERS) : undefined;
  const site = siteDefinition({
    distDir,
    contentEnv: { CONTENT_SPACE_FILE: spaceFile },
    placesFile: null,
    config: readAppEnv({}).publicConfig,
  });
  const built = await withRenderPool(
    {
      ...renderWorkerScript(),
      distDir,
      rendererOptions: site.rendererOptions,
      ...(workers === undefined ? {} : { size: workers }),
    },
    (pool) => buildSite({ distDir, site, pool, log: (message) => console.error(message) }),
  );
  const result: PublishBuildResult = {
    pages: built.pages,
    ms: Math.round(built.ms),
    maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  console.info(JSON.stringify(result));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
