import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
// Types only: workbox-build (Babel, Rollup, Terser) is loaded by generateServiceWorker alone, so a running server
// that imports this module to refresh sw.js (renderServiceWorker) never loads it.
import type { ManifestTransform, RuntimeCaching } from "workbox-build";
import { PAGES_CACHE, PAGES_CACHE_EXPIRATION, RUNTIME_FILES_CACHE } from "../constants.js";
import {
  DEFAULT_MAXIMUM_FILE_SIZE,
  PRECACHE_PLACEHOLDER,
  TEMPLATE_VERSION,
  checkNamedFiles,
  fillServiceWorkerTemplate,
  writeFileAtomically,
} from "./precache.js";
import type { PrecacheEntry, ServiceWorkerTemplate } from "./precache.js";

export { renderServiceWorker, readServiceWorkerTemplate } from "./precache.js";
export type {
  PrecacheEntry,
  RenderServiceWorkerOptions,
  RenderedServiceWorker,
  ServiceWorkerTemplate,
} from "./precache.js";

export interface GenerateServiceWorkerOptions {
  /** The built site folder (e.g. `dist/client`); precached files are read from here. */
  clientDir: string;
  /** Where to write the service worker, normally `<clientDir>/sw.js`. */
  swDest: string;
  /** The page served to navigations that fail and were never cached. @defaultValue `'/offline.html'` */
  offlinePage?: string;
  /**
   * The worker's additions (outbox replay on Background Sync, pages kept on client-side navigation), copied into
   * `clientDir` as `sw-runtime.js` and loaded with importScripts; `false` leaves them out.
   * @defaultValue this package's `dist/sw-runtime.js`
   */
  runtimeScript?: string | false;
  /** More files (globs relative to `clientDir`) left out of the precache, e.g. scripts only editors load. */
  ignore?: string[];
  /**
   * More files (paths relative to `clientDir`, not globs) precached with the app shell, e.g. a search page and its
   * index. Like the offline page, they are hashed again by every `renderServiceWorker`.
   */
  precache?: string[];
  /**
   * Pages answered offline by a precached page whatever their query, e.g. `{ path: '/search', fallback:
   * '/search/index.html' }`: the network first (never cached per query), then the precached page, whose own script
   * reads the query. The fallback must be precached (`precache`).
   */
  offlineRoutes?: OfflineRoute[];
  /** Files fetched by pages and kept for offline use once fetched (network first, then the kept copy). */
  runtimeFiles?: string[];
  /** The largest file precached, in bytes (uncompressed). @defaultValue 2 MiB (Workbox's default) */
  maximumFileSizeToCacheInBytes?: number;
  /**
   * Where to save the template `renderServiceWorker` refreshes sw.js from without Workbox (outside `clientDir`, as it
   * is not for visitors); none is saved when omitted.
   */
  templateDest?: string;
}

export interface OfflineRoute {
  /** The page's path, e.g. `/search` (a trailing slash and any query match too). */
  path: string;
  /** The precached page that answers it offline, e.g. `/search/index.html`. */
  fallback: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Same-origin URLs of `path`, with or without a trailing slash, with any query. */
export function pathPattern(path: string): RegExp {
  return new RegExp(`^https?://[^/]+${escapeRegExp(path.replace(/\/+$/, ""))}/?(?:[?#].*)?$`);
}

/** The file name the worker's additions are copied to, beside sw.js. */
export const SERVICE_WORKER_RUNTIME_FILE = "sw-runtime.js";

const defaultRuntimeScript = (): string => fileURLToPath(new URL("./sw-runtime.js", import.meta.url));

export interface GenerateServiceWorkerResult {
  /** How many files were precached. */
  count: number;
  /** Their total size in bytes. */
  size: number;
  warnings: string[];
}

/** File types precached as the app shell, besides the offline page. */
export const APP_SHELL_GLOB = "**/*.{js,mjs,css,woff,woff2,ttf,otf,svg}";

/** Image cache limits: at most 60 entries, each kept for up to 30 days. */
export const IMAGE_CACHE_EXPIRATION = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

export { PAGES_CACHE_EXPIRATION } from "../constants.js";

/**
 * A Workbox plugin: responses marked `Cache-Control: no-store` (draft previews, personal pages) never enter a cache.
 * Every runtime cache has it. Serialised into the generated worker, so it must stand alone.
 */
export const noStorePlugin = {
  cacheWillUpdate: ({ response }: { response: Response }): Promise<Response | null> =>
    Promise.resolve(/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("cache-control") ?? "") ? null : response),
};

/** The runtime caching rules of the site's service worker. */
export function runtimeCaching(
  offlinePage = "/offline.html",
  offlineRoutes: readonly OfflineRoute[] = [],
  runtimeFiles: readonly string[] = [],
): RuntimeCaching[] {
  return [
    ...offlineRoutes.map((route): RuntimeCaching => ({
      urlPattern: pathPattern(route.path),
      handler: "NetworkOnly",
      options: { precacheFallback: { fallbackURL: route.fallback } },
    })),
    ...runtimeFiles.map((file): RuntimeCaching => ({
      urlPattern: pathPattern(file),
      handler: "NetworkFirst",
      options: {
        cacheName: RUNTIME_FILES_CACHE,
        plugins: [noStorePlugin],
        cacheableResponse: { statuses: [200] },
        networkTimeoutSeconds: 10,
      },
    })),
    {
      urlPattern: ({ request }) => request.mode === "navigate",
      handler: "NetworkFirst",
      options: {
        cacheName: PAGES_CACHE,
        plugins: [noStorePlugin],
        cacheableResponse: { statuses: [200] },
        expiration: { ...PAGES_CACHE_EXPIRATION, purgeOnQuotaError: true },
        precacheFallback: { fallbackURL: offlinePage },
      },
    },
    {
      urlPattern: /\/contentful-api\//,
      handler: "StaleWhileRevalidate",
      options: { cacheName: "content-api", plugins: [noStorePlugin], cacheableResponse: { statuses: [0, 200] } },
    },
    {
      urlPattern: ({ request }) => request.destination === "image",
      handler: "CacheFirst",
      options: {
        cacheName: "images",
        plugins: [noStorePlugin],
        cacheableResponse: { statuses: [0, 200] },
        expiration: { ...IMAGE_CACHE_EXPIRATION, purgeOnQuotaError: true },
      },
    },
  ];
}

/** Marks where Workbox writes the precache list, so it can be cut out of the generated worker. */
const MARKER = "__TUPELO_PRECACHE_MARKER__";
const MARKED_LIST = new RegExp(
  `\\[\\s*\\{\\s*"?url"?\\s*:\\s*"${MARKER}"\\s*,\\s*"?revision"?\\s*:\\s*"${MARKER}"\\s*\\}\\s*\\]`,
  "g",
);

/**
 * Writes the site's Workbox service worker: a precached app shell plus network-first pages with an offline fallback.
 * Workbox generates the worker and hashes the app shell; the list itself is written by `renderServiceWorker`'s code,
 * which refreshes it later from the template saved at `templateDest`.
 */
export async function generateServiceWorker({
  clientDir,
  swDest,
  offlinePage = "/offline.html",
  runtimeScript = defaultRuntimeScript(),
  ignore = [],
  precache = [],
  offlineRoutes = [],
  runtimeFiles = [],
  maximumFileSizeToCacheInBytes = DEFAULT_MAXIMUM_FILE_SIZE,
  templateDest,
}: GenerateServiceWorkerOptions): Promise<GenerateServiceWorkerResult> {
  const offlineFile = offlinePage.replace(/^\/+/, "");
  checkNamedFiles([offlineFile, ...precache]);
  if (runtimeScript) await copyFile(runtimeScript, join(clientDir, SERVICE_WORKER_RUNTIME_FILE));
  const { generateSW } = await import("workbox-build");
  let shell: PrecacheEntry[] = [];
  const keepShell: ManifestTransform = (manifest) => {
    shell = manifest
      .map((entry) => ({ url: entry.url, revision: entry.revision ?? "", size: entry.size }))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    return { manifest: [{ url: MARKER, revision: MARKER, size: 0 }], warnings: [] };
  };
  const swFile = relative(clientDir, swDest);
  const workDir = await mkdtemp(join(tmpdir(), "pwa-sw-"));
  let generated: string;
  let warnings: string[];
  try {
    const workDest = join(workDir, basename(swDest));
    ({ warnings } = await generateSW({
      globDirectory: clientDir,
      globPatterns: [APP_SHELL_GLOB],
      maximumFileSizeToCacheInBytes,
      globIgnores: [
        "**/node_modules/**",
        "**/*.map",
        "**/*.tmp",
        "sw.js",
        ...(swFile.startsWith("..") || isAbsolute(swFile) ? [] : [swFile]),
        SERVICE_WORKER_RUNTIME_FILE,
        ...ignore,
      ],
      manifestTransforms: [keepShell],
      ...(runtimeScript ? { importScripts: [SERVICE_WORKER_RUNTIME_FILE] } : {}),
      swDest: workDest,
      mode: "production",
      inlineWorkboxRuntime: true,
      sourcemap: false,
      skipWaiting: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      navigateFallback: null,
      runtimeCaching: runtimeCaching(offlinePage, offlineRoutes, runtimeFiles),
    }));
    generated = await readFile(workDest, "utf8");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const marked = [...generated.matchAll(MARKED_LIST)];
  if (marked.length !== 1 || generated.split(MARKER).length !== 3)
    throw new Error(
      "The generated service worker has no single precache list to fill (did Workbox change its output?)",
    );
  const at = marked[0]!.index;
  const template: ServiceWorkerTemplate = {
    version: TEMPLATE_VERSION,
    source: `${generated.slice(0, at)}${PRECACHE_PLACEHOLDER}${generated.slice(at + marked[0]![0].length)}`,
    shell,
    offlinePage: offlineFile,
    precache,
    maximumFileSizeToCacheInBytes,
  };
  const filled = await fillServiceWorkerTemplate(template, clientDir);
  if (templateDest) await writeFileAtomically(templateDest, JSON.stringify(template));
  await writeFileAtomically(swDest, filled.source);
  return { count: filled.count, size: filled.size, warnings: [...warnings, ...filled.warnings] };
}

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: "any" | "maskable" | "monochrome" | "any maskable";
}

export interface WebManifestOptions {
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
  icons: WebManifestIcon[];
  description?: string;
  /** @defaultValue `'/'` */
  startUrl?: string;
  /** @defaultValue `'/'` */
  scope?: string;
  /** @defaultValue `'standalone'` */
  display?: "standalone" | "minimal-ui" | "browser" | "fullscreen";
}

export interface WebManifest {
  name: string;
  short_name: string;
  description?: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

/** Returns the JSON object to serve at /manifest.webmanifest. */
export function webManifest({
  name,
  shortName,
  themeColor,
  backgroundColor,
  icons,
  description,
  startUrl = "/",
  scope = "/",
  display = "standalone",
}: WebManifestOptions): WebManifest {
  return {
    name,
    short_name: shortName,
    ...(description === undefined ? {} : { description }),
    start_url: startUrl,
    scope,
    display,
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: icons.map((icon) => ({ ...icon })),
  };
}
