/**
 * Draft preview on the site's server (only with CONTENTFUL_PREVIEW_SECRET): GET /api/preview opens it,
 * GET /api/preview/exit ends it, and while its signed cookie is valid every page is rendered on request from the
 * Content Preview API. Preview responses are never stored (no-store), never indexed (noindex) and may be framed
 * only by Contentful's web app; every other response keeps frame-ancestors 'none'.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { localPath } from "../../preview/local-path.js";
import { logText } from "../log-text.js";
import { logInRequest } from "../logger.js";
import type { PreviewLookup } from "./preview-lookup.js";
import type { PreviewRenderer } from "./preview-renderer.js";
import {
  clearPreviewCookieHeader,
  previewCookieHeader,
  readPreviewCookie,
  secretMatches,
  signPreviewCookie,
  verifyPreviewCookie,
} from "./preview-cookie.js";

export const PREVIEW_PATH = "/api/preview";
export const PREVIEW_EXIT_PATH = "/api/preview/exit";

/** Contentful's web app, which frames preview pages (US and EU data residency). */
export const PREVIEW_FRAME_ANCESTORS = ["'self'", "https://app.contentful.com", "https://app.eu.contentful.com"];

export interface PreviewOptions {
  secret: string;
  lookup: PreviewLookup;
  renderer: PreviewRenderer;
  now?: () => number;
  log?: (message: string, context?: Context) => void;
}

/** Requests answered as preview, so the outer headers middleware can allow Contentful's frame. */
const previewResponses = new WeakSet<Request>();

const NO_STORE = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" };

/** Requests a preview page answers: page loads, not files, assets or the API. */
function isPageRequest(context: Pick<Context, "req">): boolean {
  const method = context.req.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const path = context.req.path;
  if (
    path.startsWith("/api/") ||
    path.startsWith("/assets/") ||
    path.startsWith("/embedded-assets/") ||
    path.startsWith("/contentful-api/")
  )
    return false;
  const last = path.split("/").pop() ?? "";
  return !last.includes(".");
}

/** Rewrites the headers of preview responses; register it before secureHeaders (it runs after it). */
export function previewFrameHeaders(): MiddlewareHandler {
  return async (context, next) => {
    await next();
    if (!previewResponses.has(context.req.raw)) return;
    const csp = context.res.headers.get("content-security-policy");
    if (csp)
      context.res.headers.set(
        "content-security-policy",
        csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${PREVIEW_FRAME_ANCESTORS.join(" ")}`),
      );
    context.res.headers.delete("x-frame-options");
  };
}

/** Adds the preview routes and the preview page renderer to the app (before the prerendered files). */
export function registerPreview(app: Hono, options: PreviewOptions): void {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, context?: Context) => logInRequest("warn", message, context));

  app.get(PREVIEW_PATH, async (context) => {
    const query = context.req.query();
    if (!secretMatches(options.secret, query.secret)) {
      return context.text("Invalid preview secret.", 401, NO_STORE);
    }
    const target = await options.lookup.resolve({ path: query.path, type: query.type, id: query.id });
    if (!target.ok) {
      if (target.status === 502) log(`[preview] ${logText(target.message)}`, context);
      return context.text(target.message, target.status, NO_STORE);
    }
    return new Response(null, {
      status: 307,
      headers: {
        ...NO_STORE,
        location: target.path,
        "set-cookie": previewCookieHeader(signPreviewCookie(options.secret, now())),
      },
    });
  });

  app.get(PREVIEW_EXIT_PATH, (context) => {
    const back = localPath(context.req.query("path")) ?? "/";
    return new Response(null, {
      status: 307,
      headers: { ...NO_STORE, location: back, "set-cookie": clearPreviewCookieHeader() },
    });
  });

  app.use("*", async (context, next) => {
    if (!isPageRequest(context)) return next();
    if (!verifyPreviewCookie(options.secret, readPreviewCookie(context.req.header("cookie")), now())) return next();
    const url = new URL(context.req.url);
    previewResponses.add(context.req.raw);
    try {
      const { html, status } = await options.renderer.render(`${url.pathname}${url.search}`);
      return context.html(html, status === 404 ? 404 : 200, NO_STORE);
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
      log(`[preview] ${logText(url.pathname)} could not be rendered: ${logText(message)}`, context);
      return context.text(`This page could not be previewed: ${message}`, 502, NO_STORE);
    }
  });
}
