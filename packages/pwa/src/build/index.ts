import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateSW } from "workbox-build";
import type { RuntimeCaching } from "workbox-build";
import { PAGES_CACHE } from "../constants.js";

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

/**
 * A Workbox plugin: responses marked `Cache-Control: no-store` (draft previews, personal pages) never enter a cache.
 * Serialised into the generated worker, so it must stand alone.
 */
export const noStorePlugin = {
  cacheWillUpdate: ({ response }: { response: Response }): Promise<Response | null> =>
    Promise.resolve(/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("cache-control") ?? "") ? null : response),
};

/** The runtime caching rules of the site's service worker. */
export function runtimeCaching(offlinePage = "/offline.html"): RuntimeCaching[] {
  return [
    {
      urlPattern: ({ request }) => request.mode === "navigate",
      handler: "NetworkFirst",
      options: {
        cacheName: PAGES_CACHE,
        plugins: [noStorePlugin],
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: offlinePage },
      },
    },
    {
      urlPattern: /\/contentful-api\//,
      handler: "StaleWhileRevalidate",
      options: { cacheName: "content-api", cacheableResponse: { statuses: [0, 200] } },
    },
    {
      urlPattern: ({ request }) => request.destination === "image",
      handler: "CacheFirst",
      options: {
        cacheName: "images",
        cacheableResponse: { statuses: [0, 200] },
        expiration: { ...IMAGE_CACHE_EXPIRATION, purgeOnQuotaError: true },
      },
    },
  ];
}

/** Writes the site's Workbox service worker: a precached app shell plus network-first pages with an offline fallback. */
export async function generateServiceWorker({
  clientDir,
  swDest,
  offlinePage = "/offline.html",
  runtimeScript = defaultRuntimeScript(),
  ignore = [],
}: GenerateServiceWorkerOptions): Promise<GenerateServiceWorkerResult> {
  if (runtimeScript) await copyFile(runtimeScript, join(clientDir, SERVICE_WORKER_RUNTIME_FILE));
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: [APP_SHELL_GLOB, offlinePage.replace(/^\/+/, "")],
    globIgnores: ["**/node_modules/**", "**/*.map", "sw.js", SERVICE_WORKER_RUNTIME_FILE, ...ignore],
    ...(runtimeScript ? { importScripts: [SERVICE_WORKER_RUNTIME_FILE] } : {}),
    swDest,
    mode: "production",
    inlineWorkboxRuntime: true,
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: null,
    runtimeCaching: runtimeCaching(offlinePage),
  });
  return { count, size, warnings };
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
