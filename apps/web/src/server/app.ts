import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createContentProxy, CONTENT_PROXY_BASE } from "./content-proxy.js";
import type { ServerEnv } from "./env.js";

const require = createRequire(import.meta.url);
/** The embedded space's images and PDFs, shipped inside the content package. */
const EMBEDDED_ASSETS_DIR = join(dirname(require.resolve("@tupelo-medicare/content/package.json")), "embedded-assets");

/** The site's server: the content proxy route and the embedded space's assets. */
export function createApp(env: ServerEnv): Hono {
  const app = new Hono();
  const proxy = createContentProxy(env.content);
  app.all(`${CONTENT_PROXY_BASE}/*`, (context) => proxy(context.req.raw));
  app.use("/embedded-assets/*", async (context, next) => {
    await next();
    if (context.res.status === 200) context.header("cache-control", "public, max-age=86400");
  });
  app.use(
    "/embedded-assets/*",
    serveStatic({ root: EMBEDDED_ASSETS_DIR, rewriteRequestPath: (path) => path.replace(/^\/embedded-assets/, "") }),
  );
  return app;
}
