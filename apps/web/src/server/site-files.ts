/**
 * Serves the prerendered site's files (pages, 404/offline pages, sitemap, sw.js, manifest, icons) so that a page
 * being regenerated never reaches a visitor half-written or mismatched: each response reads one whole file (one
 * open, then the bytes of that file), so its length and body always belong together, whichever version it got.
 * Hashed build assets under /assets/ are immutable and stay with the static file middleware.
 */
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { htmlFileFor, LIST_QUERY_PARAMS } from "../app/static-paths.js";
import { pagePath } from "../app/url-path.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = new Set([".html", ".xml", ".txt", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg"]);

/**
 * A file lookup that means "no such page", not a failure: missing, a folder, under a file, or a name longer than
 * the file system allows (a path segment over 255 bytes, which anyone can send).
 */
export function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR" || code === "ENAMETOOLONG";
}

async function readWhole(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

/** The file under `clientDir` for a request path (page paths map to their index.html), or null when unsafe. */
export function fileForRequest(clientDir: string, pathname: string, search: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // No parent steps, and nothing under a dot-folder of the build (.vite/manifest.json is the build's, not the site's).
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith("."))) return null;
  const trimmed = pagePath(decoded);
  if (LIST_QUERY_PARAMS[trimmed] && search) {
    const file = htmlFileFor(`${trimmed}${search}`);
    return file ? join(clientDir, file) : null;
  }
  const relative = extname(trimmed) ? trimmed.slice(1) : htmlFileFor(trimmed);
  if (!relative) return null;
  const file = normalize(join(clientDir, relative));
  return file.startsWith(clientDir.endsWith(sep) ? clientDir : clientDir + sep) ? file : null;
}

/** GET/HEAD of the site's files, with precompressed variants by Accept-Encoding; anything else falls through. */
export function serveSiteFiles(clientDir: string): MiddlewareHandler {
  return async (context, next) => {
    const method = context.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(context.req.url);
    const file = fileForRequest(clientDir, url.pathname, url.search);
    if (!file) return next();
    const extension = extname(file);
    const accepts = context.req.header("accept-encoding") ?? "";
    const variants: Array<[string, string | undefined]> = [["", undefined]];
    if (COMPRESSIBLE.has(extension)) {
      if (/\bgzip\b/.test(accepts)) variants.unshift([".gz", "gzip"]);
      if (/\bbr\b/.test(accepts)) variants.unshift([".br", "br"]);
    }
    for (const [suffix, encoding] of variants) {
      const body = await readWhole(file + suffix);
      if (!body) continue;
      const headers: Record<string, string> = {
        "content-type": TYPES[extension] ?? "application/octet-stream",
        "content-length": String(body.length),
      };
      if (COMPRESSIBLE.has(extension)) headers.vary = "Accept-Encoding";
      if (encoding) headers["content-encoding"] = encoding;
      if (method === "HEAD") return context.body(null, 200, headers);
      return context.body(new Uint8Array(body), 200, headers);
    }
    return next();
  };
}
