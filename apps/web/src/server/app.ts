import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import type { Context, MiddlewareHandler } from "hono";
import type { BlankEnv } from "hono/types";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createContentProxy, CONTENT_PROXY_BASE } from "./content-proxy.js";
import { requestLog } from "./logger.js";
import type { Logger } from "./logger.js";
import type { AppEnv } from "../env.js";
import type { Regenerator } from "@tupelo-medicare/site-build";
import { loadEntryServer } from "./ssr-bundle.js";
import { CONTENTFUL_WEBHOOK_PATH, createContentfulWebhookHandler } from "./contentful-webhook.js";
import { createCspReportHandler, CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-report.js";
import { urlLengthLimit } from "./url-limit.js";
import { holdsPersonalQuery } from "./html-response.js";
import { CONTACT_PAGE_PATH } from "./contact-form-post.js";
import { SECURITY_TXT_PATH, securityTxtHandler } from "./security-txt.js";
import { MANAGE_PATH } from "./manage-link.js";
import { createAppointmentsRead } from "./appointments-read.js";
import type { AppointmentsRead } from "../islands/regions.js";
import { createSiteHealth } from "./site-health.js";
import type { SiteHealth } from "./site-health.js";
import { createSubmissions } from "./submissions.js";
import type { Submissions } from "./submissions.js";
import { createPreviewLookup } from "./preview/preview-lookup.js";
import type { PreviewLookup } from "./preview/preview-lookup.js";
import { createPreviewRenderer } from "./preview/preview-renderer.js";
import type { PreviewRenderer } from "./preview/preview-renderer.js";
import { previewFrameHeaders, registerPreview } from "./preview/preview-routes.js";
import { pagePath } from "../app/url-path.js";
import { answerErrors } from "./server-errors.js";
import { registerFormRoutes } from "./form-routes.js";
import { registerHealthRoute } from "./health-route.js";
import { registerPageRoutes } from "./page-routes.js";
import { createRedirects } from "./redirects.js";
import type { Redirects } from "./redirects.js";

/** The prerendered site written by `pnpm build` (dist/client beside dist/server). */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));

/**
 * The Content-Security-Policy: no inline or third-party scripts; frames only for the video and map embeds;
 * violations reported to /api/csp-report (csp-report.ts).
 *
 * style-src is 'self' alone: no <style> element and no style attribute, and no hash is needed. The markup sizes with
 * classes, scripts set measured values through CSSOM (not governed by style-src), and the libraries that wrote styles
 * are rewritten at build time (scripts/csp-safe-styles.ts, src/app/remove-scroll-bar.tsx; ARCHITECTURE.md: Rules). A
 * nonce would need every prerendered, precompressed page rewritten per response.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: [
    "'self'",
    "data:",
    "https://images.ctfassets.net",
    "https://i.ytimg.com",
    "https://lh3.googleusercontent.com",
  ],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", "https://videos.ctfassets.net"],
  frameSrc: [
    "https://www.youtube-nocookie.com",
    "https://www.youtube.com",
    "https://player.vimeo.com",
    "https://www.google.com",
  ],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  reportUri: [CSP_REPORT_PATH],
  reportTo: CSP_REPORT_GROUP,
};

export interface CreateAppOptions {
  /** The prerendered site; defaults to dist/client. */
  clientDir?: string;
  /** The build folder: the SSR bundle and the client build's asset names; defaults to the parent of clientDir. */
  distDir?: string;
  /** The site's folder (SITE_DIR): the site record (slug moves) and the prerendered pages; defaults to distDir. */
  siteDir?: string;
  /** Regenerates pages on Contentful's webhooks (with CONTENTFUL_WEBHOOK_SECRET set). */
  regenerator?: Pick<Regenerator, "enqueue" | "enqueueAll">;
  /** Draft preview's lookup and renderer (with CONTENTFUL_PREVIEW_SECRET); default: the Preview API of the environment. */
  preview?: { lookup: PreviewLookup; renderer: PreviewRenderer };
  /** The submission store and delivery queue (default: from the environment). */
  submissions?: Submissions;
  /** Regeneration, Google reviews and disk for /api/health (default: the disk under DATA_DIR only). */
  siteHealth?: () => Promise<SiteHealth>;
  /** Writes one access line per request (server/logger.ts); without it, requests are not logged. */
  logger?: Logger;
  /** The booking flow's settings and seats taken (default: the content's settings, the leads database's seats). */
  appointments?: () => Promise<AppointmentsRead>;
}

/**
 * The site's server: prerendered pages and assets, submissions (bodies limited while they stream in), the webhook,
 * draft preview, the embedded assets and (with CONTENT_PROXY=on) the content proxy route; the security headers
 * on every answer, errors and not-found included.
 */
export function createApp(
  env: AppEnv,
  options: CreateAppOptions = {},
): Hono & { redirects: Redirects; submissions: Submissions } {
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const distDir = options.distDir ?? join(clientDir, "..");
  const siteDir = options.siteDir ?? distDir;
  const redirects = createRedirects(siteDir);
  const submissions = options.submissions ?? createSubmissions(env);
  const app = Object.assign(new Hono(), { redirects, submissions });

  const headers = securityHeaders(env);
  // Before anything else: an address over 2 KB is answered 414 (with the security headers) and nothing more is done.
  app.use(
    "*",
    urlLengthLimit((context) => headers(context as Context<BlankEnv, string>, () => Promise.resolve())),
  );
  // Every request has an id (X-Request-Id: a proxy's, when it is a plain token, or a new one), answered in the
  // response and carried by the lines written about it (its access line, logInRequest's).
  app.use("*", requestLog(options.logger));
  // Preview pages may be framed by Contentful's web app: this runs after the security headers and loosens only them.
  if (env.previewSecret) app.use("*", previewFrameHeaders());
  app.use("*", headers);
  // An error anywhere answers 500 (or the HTTPException's own answer) with the security headers, and is logged
  // on one line without the visitor's input (the route, not the address asked for).
  answerErrors(app, headers);

  // The fallback content route exists only with CONTENT_PROXY=on (otherwise the not-found page answers).
  if (env.contentProxy) {
    const proxy = createContentProxy(env.content);
    app.use(`${CONTENT_PROXY_BASE}/*`, compress());
    app.all(`${CONTENT_PROXY_BASE}/*`, (context) => proxy(context.req.raw));
  }

  // What visitors send: the forms (JSON or a no-script post), the booking flow, the change-or-cancel page and the
  // office's calendar feed (form-routes.ts).
  const appointments = options.appointments ?? createAppointmentsRead(env, submissions);
  const formPages = registerFormRoutes(app, { env, distDir, siteDir, submissions, appointments });
  const siteHealth = options.siteHealth ?? createSiteHealth({ dataDir: env.dataDir });
  registerHealthRoute(app, { env, submissions, siteHealth });

  // Where a security problem in the site is reported (RFC 9116).
  app.get(SECURITY_TXT_PATH, securityTxtHandler(env.publicConfig.siteUrl, CONTACT_PAGE_PATH));

  // The browsers' Content-Security-Policy violation reports: bounded, one line each without personal data.
  app.post(CSP_REPORT_PATH, createCspReportHandler({ log: (line) => console.warn(line) }));

  // Without a signing secret the webhook endpoint does not exist (the not-found page answers).
  if (env.webhookSecret && options.regenerator) {
    app.post(
      CONTENTFUL_WEBHOOK_PATH,
      createContentfulWebhookHandler({ secret: env.webhookSecret, regenerator: options.regenerator }),
    );
  }

  // Without a preview secret draft preview does not exist (the not-found page answers /api/preview).
  if (env.previewSecret) {
    const preview = options.preview ?? defaultPreview(env, distDir);
    registerPreview(app, { secret: env.previewSecret, ...preview });
  }

  // Then the pages: embedded assets, cache headers, moved pages, pages answered on request, the built files and the
  // not-found page (page-routes.ts).
  registerPageRoutes(app, { env, clientDir, distDir, siteDir, redirects, appointments, ...formPages });
  return app;
}

/**
 * The security headers of every answer: the CSP, nosniff, frame denial and the rest; Strict-Transport-Security
 * only when SITE_URL is https (an http site, such as a local one, must not be pinned to https).
 */
export function securityHeaders(env: Pick<AppEnv, "publicConfig">): MiddlewareHandler {
  const secure = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }],
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    strictTransportSecurity: /^https:\/\//i.test(env.publicConfig.siteUrl),
  });
  // An address holding personal input (?dob=, ?magi=, ?q=…: html-response.ts) is answered no-store whatever answers
  // it (its page rendered on request, the prerendered page when that fails, a redirect, an error): the browser, a
  // proxy and the service worker never keep it.
  return async (context, next) => {
    await secure(context, next);
    // The change-or-cancel page's address holds its link's token: no other site is ever sent it as a referrer.
    if (pagePath(context.req.path) === MANAGE_PATH) setHeader(context, "referrer-policy", "no-referrer");
    if (!holdsPersonalQuery(new URL(context.req.url).search)) return;
    setHeader(context, "cache-control", "no-store");
  };
}

/** Sets one header of the answer, on a copy when its headers are immutable (a response fetched from elsewhere). */
function setHeader(context: Context, name: string, value: string) {
  try {
    context.res.headers.set(name, value);
  } catch {
    const copy = new Response(context.res.body, context.res);
    copy.headers.set(name, value);
    context.res = undefined;
    context.res = copy;
  }
}

function defaultPreview(env: AppEnv, distDir: string): { lookup: PreviewLookup; renderer: PreviewRenderer } {
  const renderer = createPreviewRenderer({ distDir, env });
  return { renderer, lookup: createPreviewLookup(renderer.client, () => loadEntryServer(distDir)) };
}
