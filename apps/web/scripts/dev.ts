/**
 * `pnpm dev`: the site as visitors get it, rendered on request, with Vite's module reloading. Each page request
 * renders the page with the same code as the build (src/entry-server.tsx renderPage, loaded through Vite so an edit
 * is picked up on the next request) from the configured content (the embedded space by default); the page's
 * islands, the entry script and the styles are served by Vite from source, so an edit to an island, a kit
 * component or a style shows at once (React Fast Refresh, CSS hot update) and an edit to page code reloads the page.
 * The API routes (/api/leads, /api/contact, /api/health, the Delivery proxy) are the production server's own (app.ts).
 * A development tool: no service worker, no CSP on pages (Vite's client and React's refresh need inline scripts).
 *
 * The workspace packages are read from their TypeScript sources, not their dist: each package's `exports` lists the
 * "@tupelo-medicare/source" condition first, which Vite resolves here (pages, islands, styles) and Node resolves
 * through the `dev` script's `--conditions` (this file, the API routes). No package is built or watched before the
 * first page, and an edit to a package shows like an edit to the app. Builds, `pnpm serve` and the tests do not pass
 * the condition and keep importing the packages' dist.
 */
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer, defaultClientConditions, defaultServerConditions } from "vite";
import type { Plugin } from "vite";
import { createContentClient } from "@tupelo-medicare/content";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import { storedGoogleReviews } from "../src/regenerate/google-reviews.js";
import { readAppEnv } from "../src/env.js";
import { createApp } from "../src/server/app.js";
import type { EntryServer } from "../src/entry-server.js";
import type { BootAssets } from "../src/app/boot.js";

const root = join(import.meta.dirname, "..");
const env = readAppEnv();
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? "localhost";

/** The export condition under which the workspace packages resolve to their sources (see the top of this file). */
const SOURCE_CONDITION = "@tupelo-medicare/source";
const packagesDir = join(root, "..", "..", "packages");

/** What a page links in development: the entry and the stylesheet from source, served (and hot-updated) by Vite. */
const DEV_ASSETS: BootAssets = { script: "/src/entry-client.ts", styles: ["/src/styles.css"], preload: [] };

/** Paths the page renderer answers: pages, not files, API routes or Vite's own. */
function isPagePath(pathname: string): boolean {
  if (/^\/(api|@|src|node_modules|embedded-assets|contentful-api|assets)(\/|$)/.test(pathname)) return false;
  if (pathname === "/sw.js" || pathname === "/manifest.webmanifest") return false;
  return !/\.[a-z0-9]+$/i.test(pathname.split("/").pop() ?? "");
}

/**
 * Pages are server-rendered HTML, not a client app: a change to a module only the server renders (a page, the
 * layout, content code) cannot be hot-swapped in the browser, so it reloads the page. Islands, kit components and
 * styles are in the browser's module graph and update in place.
 */
function reloadOnServerChange(): Plugin {
  return {
    name: "tupelo:reload-on-server-change",
    handleHotUpdate({ file, server }) {
      const inBrowser = [...(server.environments.client.moduleGraph.getModulesByFile(file) ?? [])].some(
        (module) => module.importers.size > 0 || module.url === DEV_ASSETS.script,
      );
      const onServer = (server.environments.ssr.moduleGraph.getModulesByFile(file)?.size ?? 0) > 0;
      if (onServer && !inBrowser) {
        server.ws.send({ type: "full-reload" });
        return [];
      }
      return undefined;
    },
  };
}

/**
 * Stylesheet `@source` lines that scan a workspace package's built JS (`packages/<name>/dist`, what the build bundles)
 * scan its sources in development, where no watcher rebuilds dist (it may be missing or stale). Runs before
 * Tailwind's own transform (hook order "pre"); the build's stylesheet is unchanged.
 */
function packageSourcesInStyles(): Plugin {
  return {
    name: "tupelo:package-sources-in-styles",
    transform: {
      order: "pre",
      handler(code, id) {
        if (!/\.css(\?|$)/.test(id) || !code.includes("@source")) return undefined;
        return code.replace(/(@source\s+(["'])[^"']*packages\/[\w-]+\/)dist(\/?\2)/g, "$1src$3");
      },
    },
  };
}

const vite = await createViteServer({
  root,
  configFile: join(root, "vite.config.ts"),
  server: { middlewareMode: true },
  appType: "custom",
  plugins: [reloadOnServerChange(), packageSourcesInStyles()],
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    // CSS @imports resolve with the "style" condition alone (Vite's and Tailwind's resolvers), so the kit's
    // stylesheet is named here; what it points to is its "@tupelo-medicare/source" condition.
    alias: [{ find: /^@tupelo-medicare\/ui\/styles\.css$/, replacement: join(packagesDir, "ui", "src", "styles.css") }],
  },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
});

const delivery = createDeliveryClientFromEnv(process.env);
const withGoogleReviews = storedGoogleReviews(process.env);
// The production server's routes; its "site files" are the public folder (icons, robots) in development.
const api = createApp(env, { clientDir: join(root, "public"), distDir: join(root, "dist") });
// The leads database (DATA_DIR/leads.sqlite unless DATABASE_URL is set): submissions in development are real too.
await api.submissions.start();
const apiListener = getRequestListener(api.fetch);

async function renderDevPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? "/";
  try {
    const server = (await vite.ssrLoadModule("/src/entry-server.tsx")) as EntryServer;
    const content = withGoogleReviews(
      createContentClient({ source: { type: "client", client: delivery }, strict: true }),
    );
    const { html, status } = await server.renderPage(url, { content, assets: DEV_ASSETS, config: env.publicConfig });
    const page = await vite.transformIndexHtml(url, html);
    response.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(page);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    response.end(
      `The page could not be rendered:\n\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

const httpServer = createServer((request, response) => {
  vite.middlewares(request, response, () => {
    const { pathname } = new URL(request.url ?? "/", "http://dev.local");
    if ((request.method === "GET" || request.method === "HEAD") && isPagePath(pathname))
      void renderDevPage(request, response);
    else void apiListener(request, response);
  });
});

httpServer.listen(port, host, () => {
  const source = env.content.source
    ? `Contentful-compatible host ${env.content.source.host ?? ""}`
    : process.env.CONTENT_SPACE_FILE
      ? `file ${process.env.CONTENT_SPACE_FILE}`
      : "embedded space";
  // Node reads the packages' sources only with the condition (`pnpm dev` passes it; a bare `tsx scripts/dev.ts` does not).
  const packages = import.meta.resolve("@tupelo-medicare/content").includes("/src/") ? "sources" : "dist";
  console.info(
    `Dev server on http://${host}:${port} (content: ${source}; packages: ${packages}); pages render on request, edits reload at once.`,
  );
});

const stop = () => {
  void vite.close().finally(() => httpServer.close(() => process.exit(0)));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
