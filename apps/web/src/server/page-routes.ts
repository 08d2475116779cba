/**
 * The routes that serve pages, after every API route: the embedded space's files, the cache headers, a moved page's
 * 301, the pages answered on request (a request-time region, the contact page's success message, the guide request's
 * page), then the built files (one whole file per response) and the not-found page.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../env.js";
import type { AppointmentsRead } from "../islands/regions.js";
import { GUIDE_REQUEST_PATH } from "../app/guide-request-path.js";
import { pagePath } from "../app/url-path.js";
import { CONTACT_PAGE_PATH } from "./contact-form-post.js";
import type { FormPages } from "./form-routes.js";
import { requestWarning } from "./logger.js";
import type { Redirects } from "./redirects.js";
import { createRegionPages } from "./region-pages.js";
import { requestClientAddress } from "./request-limits.js";
import { isMissingFile, serveSiteFiles } from "./site-files.js";
import { logText } from "./log-text.js";

const require = createRequire(import.meta.url);
/** The embedded space's images and PDFs, shipped inside the content package. */
const EMBEDDED_ASSETS_DIR = join(dirname(require.resolve("@tupelo-medicare/content/package.json")), "embedded-assets");

export interface PageRoutesOptions extends FormPages {
  env: Pick<AppEnv, "searchRateLimit" | "trustProxy">;
  clientDir: string;
  distDir: string;
  siteDir: string;
  redirects: Redirects;
  appointments: () => Promise<AppointmentsRead>;
}

export function registerPageRoutes(app: Hono, options: PageRoutesOptions): void {
  const { env, clientDir, distDir, siteDir, redirects, appointments, contactForm, leadForm } = options;
  app.use("/embedded-assets/*", async (context, next) => {
    await next();
    if (context.res.status === 200) context.header("cache-control", "public, max-age=86400");
  });
  app.use(
    "/embedded-assets/*",
    serveStatic({ root: EMBEDDED_ASSETS_DIR, rewriteRequestPath: (path) => path.replace(/^\/embedded-assets/, "") }),
  );

  // Hashed build assets are immutable; everything else (HTML, sw.js, manifest) revalidates.
  app.use("*", async (context, next) => {
    await next();
    if (context.res.status !== 200 || context.res.headers.has("cache-control")) return;
    const immutable = context.req.path.startsWith("/assets/");
    context.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  });
  // A page whose entry changed slug answers its old address with a permanent redirect to the new one.
  app.use("*", async (context, next) => {
    const url = new URL(context.req.url);
    const target = redirects.get(pagePath(url.pathname));
    if (target && (context.req.method === "GET" || context.req.method === "HEAD")) {
      // Browsers keep a 301 forever unless told otherwise: an editor may move the page back, so revalidate.
      context.header("cache-control", "no-cache");
      return context.redirect(target, 301);
    }
    return next();
  });
  // A page asked for a request-time region (islands/regions.ts): /search?q=…'s results, a bookmarked or submitted
  // timeline (?dob=…) or money calculator (?magi=…) wherever one is embedded, rendered on request in one pass.
  const regionPages = createRegionPages({
    distDir,
    siteDir,
    appointments,
    log: requestWarning,
    // SEARCH_RATE_LIMIT a minute per client (IPv4 address, IPv6 /64), ten times that per network (/24, /48).
    search: {
      rateLimitPerMinute: env.searchRateLimit,
      clientOf: (context) => requestClientAddress(context, env.trustProxy),
    },
  });
  app.get("*", async (context, next) => (await regionPages(context)) ?? next());
  // Where a no-script contact form post lands (?message=sent): the page with the success message.
  app.get(CONTACT_PAGE_PATH, async (context, next) => (await contactForm.sentPage(context)) ?? next());
  // The guide request's page asked for a source (a button's plain GET form) or where an accepted post lands.
  app.get(GUIDE_REQUEST_PATH, async (context, next) => (await leadForm.page(context)) ?? next());
  // Pages and the other site files: one whole file per response (regeneration swaps files while serving).
  app.use("*", serveSiteFiles(clientDir));
  app.use("/assets/*", serveStatic({ root: clientDir, precompressed: true }));

  const notFoundFile = join(clientDir, "404.html");
  app.notFound(async (context) => {
    context.header("cache-control", "no-cache");
    // Read each time: a regeneration may have rewritten it.
    const html = await readFile(notFoundFile, "utf8").catch((error: unknown) => {
      // A missing page answers in plain text; any other failure is said too, with its reason.
      if (!isMissingFile(error))
        requestWarning(`[server] ${notFoundFile} could not be read: ${logText(error)}`, context);
      return undefined;
    });
    return html ? context.html(html, 404) : context.text("Page Not Found", 404);
  });
}
