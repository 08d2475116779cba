import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { Context, MiddlewareHandler } from "hono";
import type { BlankEnv } from "hono/types";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { secureHeaders } from "hono/secure-headers";
import { DEFAULT_CONTACT_ENDPOINT, DEFAULT_LEAD_ENDPOINT } from "@tupelo-medicare/lead-forms/contract";
import { createContentProxy, CONTENT_PROXY_BASE } from "./content-proxy.js";
import { logText } from "./log-text.js";
import { logInRequest, requestLog, requestWarning } from "./logger.js";
import type { Logger } from "./logger.js";
import type { AppEnv } from "../env.js";
import type { Regenerator } from "@tupelo-medicare/site-build";
import { readSiteRecord } from "@tupelo-medicare/site-build";
import { loadEntryServer } from "./ssr-bundle.js";
import { CONTENTFUL_WEBHOOK_PATH, createContentfulWebhookHandler } from "./contentful-webhook.js";
import { createCspReportHandler, CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-report.js";
import { serveSiteFiles } from "./site-files.js";
import { requestClientAddress } from "./request-limits.js";
import { urlLengthLimit } from "./url-limit.js";
import { holdsPersonalQuery } from "./html-response.js";
import { createRegionPages } from "./region-pages.js";
import { CONTACT_PAGE_PATH, createContactFormPost } from "./contact-form-post.js";
import { SECURITY_TXT_PATH, securityTxtHandler } from "./security-txt.js";
import { isFormPost } from "./form-post.js";
import { createLeadFormPost } from "./lead-form-post.js";
import { createBookingPost } from "./booking-post.js";
import { createBookingManage } from "./booking-manage.js";
import { MANAGE_PATH } from "./manage-link.js";
import { createAppointmentsRead } from "./appointments-read.js";
import { APPOINTMENTS_FEED_PATH, createAppointmentsFeed, officeFromSiteSettings } from "./appointments-feed.js";
import type { AppointmentsRead } from "../islands/regions.js";
import { BOOK_CALENDAR_PATH, BOOK_PATH } from "../app/booking-path.js";
import { GUIDE_REQUEST_PATH } from "../app/guide-request-path.js";
import { mayReadHealthDetails } from "./health-access.js";
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

const require = createRequire(import.meta.url);
/** The embedded space's images and PDFs, shipped inside the content package. */
const EMBEDDED_ASSETS_DIR = join(dirname(require.resolve("@tupelo-medicare/content/package.json")), "embedded-assets");
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
 * GET /api/health: `{ ok }`, 200 or 503 when something needs attention. With HEALTH_TOKEN (Authorization: Bearer) or
 * from this machine itself (health-access.ts) also the details: the leads database (reachable, schema version), the
 * delivery backlog and dead submissions, the last regeneration, the last Google reviews read and the free space under
 * DATA_DIR (no personal data; site-health.ts).
 */
export const HEALTH_PATH = "/api/health";

/** The site's moved pages (old path -> new path), re-read when the site record changes. */
export interface Redirects {
  get(path: string): string | undefined;
  /** Takes the moves a pass just wrote (no need to read the record again). */
  set(map: Record<string, string>): void;
  /** Reads them from the site record (another process wrote it). */
  reload(): void;
}

export function createRedirects(distDir: string): Redirects {
  let map: Record<string, string> = {};
  const reload = () => {
    map = readSiteRecord(distDir)?.redirects ?? {};
  };
  reload();
  return {
    get: (path) => map[path],
    set: (next) => {
      map = next;
    },
    reload,
  };
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
  app.onError(async (error, context) => {
    let response: Response;
    if (error instanceof HTTPException) {
      response = error.getResponse();
    } else {
      logInRequest(
        "error",
        `[server] ${context.req.method} ${logText(routePath(context as Context))} failed: ${logText(error, { stack: true, max: 4000 })}`,
        context as Context,
      );
      const message = "Something went wrong on the server. Please try again shortly.";
      const api = context.req.path.startsWith("/api/");
      response = new Response(api ? JSON.stringify({ ok: false, error: message }) : message, {
        status: 500,
        // A Headers object, not a record: @hono/node-server's lightweight Response keeps later changes only then.
        headers: new Headers({
          "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
          "cache-control": "no-store",
        }),
      });
    }
    // Set the headers here too: an error thrown by a middleware outside them would otherwise answer without them.
    context.res = undefined;
    context.res = response;
    await headers(context as Context<BlankEnv, string>, () => Promise.resolve());
    return context.res;
  });

  // The fallback content route exists only with CONTENT_PROXY=on (otherwise the not-found page answers).
  if (env.contentProxy) {
    const proxy = createContentProxy(env.content);
    app.use(`${CONTENT_PROXY_BASE}/*`, compress());
    app.all(`${CONTENT_PROXY_BASE}/*`, (context) => proxy(context.req.raw));
  }

  // The guide request posted by the browser itself (no script): answered with its page (lead-form-post.ts).
  const leadForm = createLeadFormPost({
    distDir,
    siteDir,
    accept: (fields, context, key) => submissions.accept("lead", fields, context, key),
    siteUrl: env.publicConfig.siteUrl,
    log: requestWarning,
  });
  app.all(
    DEFAULT_LEAD_ENDPOINT,
    // A form post is answered at once with its page; JSON goes to the handler, which reads the body no further than
    // its 16 KB limit (from the connection itself: no WHATWG Request is built around a submission).
    (context) => (isFormPost(context) ? leadForm.post(context) : submissions.lead(context)),
  );
  // The contact form posted by the browser itself (no script): answered with the contact page (contact-form-post.ts).
  const contactForm = createContactFormPost({
    distDir,
    siteDir,
    accept: (fields, context, key) => submissions.accept("contact", fields, context, key),
    siteUrl: env.publicConfig.siteUrl,
    log: requestWarning,
  });
  // A no-script post is percent-encoded: its own, larger limit (FORM_POST_BODY_LIMIT), applied by contactForm.post.
  app.all(DEFAULT_CONTACT_ENDPOINT, (context) =>
    isFormPost(context) ? contactForm.post(context) : submissions.contact(context),
  );
  // The booking flow's steps (plain posts to /book) and its calendar file (booking-post.ts).
  const appointments = options.appointments ?? createAppointmentsRead(env, submissions);
  const booking = createBookingPost({
    distDir,
    siteDir,
    accept: (fields, context, key, appointment) => submissions.accept("appointment", fields, context, key, appointment),
    appointments,
    siteUrl: env.publicConfig.siteUrl,
    log: requestWarning,
  });
  app.post(BOOK_PATH, (context) =>
    isFormPost(context)
      ? booking.post(context)
      : context.text("Send the booking form from the page.", 415, { "cache-control": "no-store" }),
  );
  app.get(BOOK_CALENDAR_PATH, (context) => booking.calendar(context));
  // The visitor's change-or-cancel page (the e-mails' link) exists only with APPOINTMENT_LINK_SECRET; without it the
  // not-found page answers (booking-manage.ts).
  if (env.appointmentLinkSecret) {
    const manage = createBookingManage({
      distDir,
      siteDir,
      secret: env.appointmentLinkSecret,
      appointments,
      leads: () => submissions.service.appointments,
      siteUrl: env.publicConfig.siteUrl,
      log: requestWarning,
    });
    app.get(MANAGE_PATH, (context) => manage.page(context));
    app.post(MANAGE_PATH, (context) =>
      isFormPost(context)
        ? manage.post(context)
        : context.text("Send the form from the page.", 415, { "cache-control": "no-store" }),
    );
  }
  // The office's calendar feed exists only with APPOINTMENT_CALENDAR_TOKEN; without it, or asked without the token
  // (or with another), the not-found page answers (appointments-feed.ts).
  if (env.appointmentCalendarToken) {
    const feed = createAppointmentsFeed({
      token: env.appointmentCalendarToken,
      store: () => submissions.service.store()?.appointments,
      clientOf: (context) => requestClientAddress(context, env.trustProxy),
      office: officeFromSiteSettings(env.contentVariables),
      siteUrl: env.publicConfig.siteUrl,
      log: requestWarning,
    });
    app.get(APPOINTMENTS_FEED_PATH, async (context) => (await feed(context)) ?? context.notFound());
  }
  const siteHealth = options.siteHealth ?? createSiteHealth({ dataDir: env.dataDir });
  app.get(HEALTH_PATH, async (context) => {
    const [leads, site] = await Promise.all([submissions.health(), siteHealth()]);
    const ok = leads.ok && site.ok;
    // 503 when something needs attention (an uptime monitor alerts on the status). The public answer is that alone;
    // what needs attention (paths, hosts, error text, counts, disk) only with HEALTH_TOKEN or from this machine.
    const noStore = { "cache-control": "no-store", vary: "authorization" };
    if (!mayReadHealthDetails(context, env.healthToken)) return context.json({ ok }, ok ? 200 : 503, noStore);
    return context.json(
      {
        ok,
        database: leads.database,
        submissions: { ...leads.submissions, siteLimit: submissions.siteLimit() },
        appointments: leads.appointments,
        mail: leads.mail,
        ...(site.regeneration ? { regeneration: site.regeneration } : {}),
        ...(site.reviews ? { reviews: site.reviews } : {}),
        disk: site.disk,
      },
      ok ? 200 : 503,
      noStore,
    );
  });

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
    const html = await readFile(notFoundFile, "utf8").catch(() => undefined);
    return html ? context.html(html, 404) : context.text("Page Not Found", 404);
  });
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
