import "./production-env.js";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { MigrationError } from "@tupelo-medicare/leads";
import { createApp, DEFAULT_CLIENT_DIR } from "./app.js";
import { describeMail, readAppEnv } from "../env.js";
import type { AppEnv } from "../env.js";
import { startRegeneration } from "./regeneration.js";
import { createPlacesService } from "@tupelo-medicare/content/places";
import { startPlacesRefresh } from "./places-refresh.js";
import { createSubmissions } from "./submissions.js";
import { shareRegeneration } from "./shared-regeneration.js";
import { onStopSignals, stopGracefully } from "./graceful-stop.js";
import { createSiteHealth } from "./site-health.js";
import { createLogger, routeConsole } from "./logger.js";
import { serverTimeouts } from "./server-timeouts.js";
import { prepareSiteFolder } from "./site-folder.js";

let env: AppEnv;
try {
  env = readAppEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// One line per event (LOG_FORMAT=json: JSON lines): every module's and package's console line goes through it.
const logger = createLogger(env.log);
routeConsole(logger);
// The build (its code and the site it rendered) and the folder the site is served and regenerated in: the build's own,
// or SITE_DIR, seeded from the build (site-folder.ts) so the build can stay read-only.
const distDir = join(DEFAULT_CLIENT_DIR, "..");
const siteDir = env.siteDir ?? distDir;
if (env.siteDir) {
  try {
    prepareSiteFolder(distDir, env.siteDir, (line) => console.info(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const clientDir = join(siteDir, "client");
const submissions = createSubmissions(env);
const regeneration = startRegeneration(env, { distDir, siteDir });
// A webhook received here regenerates every instance on the same database (and theirs, this one).
const regenerator = regeneration ? shareRegeneration(regeneration.regenerator, submissions.service.changes) : undefined;
// Google reviews (GOOGLE_PLACES_API_KEY + GOOGLE_PLACE_ID): read at start and daily; a change regenerates the page.
const places = startPlacesRefresh({
  service: createPlacesService({ config: env.googlePlaces, dataDir: env.dataDir }),
  onChange: (paths) => regeneration?.regenerator.enqueuePaths(paths),
});
const siteHealth = createSiteHealth({
  dataDir: env.dataDir,
  ...(regeneration ? { regeneration: () => regeneration.regenerator.status() } : {}),
  ...(env.googlePlaces ? { reviews: () => places.lastRead() } : {}),
});
const app = createApp(env, {
  clientDir,
  distDir,
  siteDir,
  submissions,
  siteHealth,
  logger,
  ...(regenerator ? { regenerator } : {}),
});
regeneration?.onPass((result) => (result ? app.redirects.set(result.redirects) : app.redirects.reload()));
// Pages are served at once; submissions are answered 503 (the browser's outbox keeps them) until the leads
// database is open, migrated and the old file store imported.
// Node's timeouts for slow clients (server-timeouts.ts: 20 s for headers, 30 s for a whole request).
const server = serve(
  { fetch: app.fetch, port: env.port, hostname: env.host, serverOptions: serverTimeouts() },
  (info) => {
    const shown = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
    console.info(
      `Serving on http://${shown}:${info.port} (content: ${env.content.source ? `Contentful-compatible host ${env.content.source.host ?? ""}` : env.contentSpaceFile ? `file ${env.contentSpaceFile}` : "embedded space"})`,
    );
    if (regeneration) console.info(regeneration.describe());
    console.info(describeMail(env));
  },
);
try {
  await submissions.start();
} catch (error) {
  // A database written by a newer version, or a migration that failed: never write on; say which step and why.
  console.error(`[leads] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof MigrationError ? 78 : 1);
}

// A stop (a deploy, a reboot: SIGTERM, or Ctrl-C): see stopGracefully in graceful-stop.ts. Exits 0 once stopped,
// 1 when something was still running at the deadline.
onStopSignals((signal) =>
  stopGracefully({
    signal,
    server,
    ...(regeneration ? { regeneration } : {}),
    submissions,
    log: (message) => console.info(message),
  }).then((clean) => process.exit(clean ? 0 : 1)),
);
