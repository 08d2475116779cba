import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createInbox, createSubmissionHandler, DEFAULT_CONTACT_ENDPOINT, DEFAULT_LEAD_ENDPOINT } from "@tupelo-medicare/lead-forms/server";
import { createContentProxy, CONTENT_PROXY_BASE } from "./content-proxy.js";
import type { AppEnv } from "../env.js";
import { htmlFileFor, LIST_QUERY_PARAMS } from "../app/static-paths.js";

const require = createRequire(import.meta.url);
/** The embedded space's images and PDFs, shipped inside the content package. */
const EMBEDDED_ASSETS_DIR = join(dirname(require.resolve("@tupelo-medicare/content/package.json")), "embedded-assets");
/** The prerendered site written by `pnpm build` (dist/client beside dist/server). */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));


/** The Content-Security-Policy: no inline or third-party scripts; frames only for the video and map embeds. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https://images.ctfassets.net", "https://i.ytimg.com", "https://lh3.googleusercontent.com"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", "https://videos.ctfassets.net"],
  frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com", "https://www.google.com"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export interface CreateAppOptions {
  /** The prerendered site; defaults to dist/client. */
  clientDir?: string;
}

/** The site's server: prerendered pages and assets, the content proxy route, submissions and the embedded assets. */
export function createApp(env: AppEnv, options: CreateAppOptions = {}): Hono {
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const app = new Hono();

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    }),
  );

  const proxy = createContentProxy(env.content);
  app.use(`${CONTENT_PROXY_BASE}/*`, compress());
  app.all(`${CONTENT_PROXY_BASE}/*`, (context) => proxy(context.req.raw));

  const inbox = createInbox(env.dataDir);
  const leads = createSubmissionHandler({ kind: "lead", inbox, webhookUrl: env.leadWebhookUrl });
  const contacts = createSubmissionHandler({ kind: "contact", inbox, webhookUrl: env.contactWebhookUrl });
  app.all(DEFAULT_LEAD_ENDPOINT, (context) => leads(context.req.raw));
  app.all(DEFAULT_CONTACT_ENDPOINT, (context) => contacts(context.req.raw));

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
  // List pages keep their state in the query string: serve the page prerendered for that query.
  app.use("*", async (context, next) => {
    const url = new URL(context.req.url);
    const pathname = url.pathname.replace(/\/+$/, "") || "/";
    if (!LIST_QUERY_PARAMS[pathname] || url.search === "" || (context.req.method !== "GET" && context.req.method !== "HEAD")) return next();
    const file = htmlFileFor(`${pathname}${url.search}`);
    if (!file || !existsSync(join(clientDir, file))) return context.notFound();
    const serveFile = serveStatic({ root: clientDir, path: file, precompressed: true });
    // serveStatic's middleware is typed for Hono's generic Context; this route's context is the same object.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    return serveFile(context, next);
  });
  app.use("*", serveStatic({ root: clientDir, precompressed: true }));

  const notFoundFile = join(clientDir, "404.html");
  let notFoundHtml: string | undefined;
  app.notFound((context) => {
    context.header("cache-control", "no-cache");
    notFoundHtml ??= existsSync(notFoundFile) ? readFileSync(notFoundFile, "utf8") : undefined;
    return notFoundHtml ? context.html(notFoundHtml, 404) : context.text("Page Not Found", 404);
  });
  return app;
}
