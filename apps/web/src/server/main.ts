import "./production-env.js";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp, DEFAULT_CLIENT_DIR } from "./app.js";
import { readAppEnv } from "../env.js";
import { startRegeneration } from "./regeneration.js";
import { createPlacesService } from "@tupelo-medicare/content/places";
import { startPlacesRefresh } from "./places-refresh.js";

const env = readAppEnv();
const clientDir = DEFAULT_CLIENT_DIR;
const distDir = join(clientDir, "..");
const regeneration = startRegeneration(env, { distDir });
const app = createApp(env, { clientDir, distDir, ...(regeneration ? { regenerator: regeneration.regenerator } : {}) });
regeneration?.onPass((result) => (result ? app.redirects.set(result.redirects) : app.redirects.reload()));
// Google reviews (GOOGLE_PLACES_API_KEY + GOOGLE_PLACE_ID): read at start and daily; a change regenerates the page.
startPlacesRefresh({
  service: createPlacesService({ config: env.googlePlaces, dataDir: env.dataDir }),
  onChange: (paths) => regeneration?.regenerator.enqueuePaths(paths),
});
await app.submissions.start();
serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const shown = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
  console.info(
    `Serving on http://${shown}:${info.port} (content: ${env.content.source ? `Contentful-compatible host ${env.content.source.host ?? ""}` : process.env.CONTENT_SPACE_FILE ? `file ${process.env.CONTENT_SPACE_FILE}` : "embedded space"})`,
  );
  if (regeneration) console.info(regeneration.describe());
});
