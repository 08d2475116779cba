/**
 * The site's renderer (site-build's SiteRenderer): the build and every regeneration render through it, in the pass's
 * thread and on the render pool's workers (render-worker.ts). It loads
 * the SSR bundle (dist/ssr/entry-server.js) and the client build's asset names once, and renders each page with its
 * own content client over one shared Delivery client, so what every page read is recorded and identical calls of a
 * pass are made once.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createContentClient } from "@tupelo-medicare/content";
import { createReadCache, readKey } from "@tupelo-medicare/content/publishing";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { RecordedRead, SearchIndexDocument, SiteRenderer } from "@tupelo-medicare/site-build";
import { storedPlaceFile, withReviewsFrom } from "./google-reviews.js";
import type { BootAssets } from "../app/boot.js";
import type { AppEnv, ContentVariables, PublicConfig } from "../env.js";
import type { EntryServer } from "../entry-server.js";

export type { EntryServer };

/**
 * The site's renderer options: plain data from the environment parsed once (env.ts), handed to every render worker
 * as it is (never the whole process environment).
 */
export interface SiteRendererOptions {
  /** The build folder (dist): holds ssr/ and client/. */
  distDir: string;
  /** Where content comes from: the content variables only (CONTENTFUL_*, CONTENT_SPACE_FILE, INIT_CWD). */
  contentEnv: ContentVariables;
  /** The stored Google reviews every render merges (DATA_DIR/places/…), or null when they are not configured. */
  placesFile: string | null;
  config: PublicConfig;
}

/** The renderer options of the parsed environment, for the build in `distDir`. */
export function rendererOptionsOf(env: AppEnv, distDir: string): SiteRendererOptions {
  return { distDir, contentEnv: env.contentVariables, placesFile: storedPlaceFile(env), config: env.publicConfig };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

const entryServers = new Map<string, Promise<EntryServer>>();

/** The SSR bundle of a build (loaded once per process). */
export function loadEntryServer(distDir: string): Promise<EntryServer> {
  const file = join(distDir, "ssr", "entry-server.js");
  let loading = entryServers.get(file);
  if (!loading) {
    loading = import(pathToFileURL(file).href) as Promise<EntryServer>;
    entryServers.set(file, loading);
  }
  return loading;
}

/** The client build's entry (its key in .vite/manifest.json). */
const CLIENT_ENTRY = "src/entry-client.ts";
/** Draft preview's own build (vite.preview.config.ts), under the client folder. */
const PREVIEW_DIR = "assets/preview";

/** The URL of draft preview's script, or undefined when it was not built. */
async function readPreviewScript(clientDir: string): Promise<string | undefined> {
  const text = await readFile(join(clientDir, PREVIEW_DIR, ".vite", "manifest.json"), "utf8").catch(() => undefined);
  if (!text) return undefined;
  const entry = Object.values(JSON.parse(text) as Record<string, ManifestChunk>).find((chunk) => chunk.isEntry);
  return entry ? `/${PREVIEW_DIR}/${entry.file}` : undefined;
}

/** The client build's entry script, stylesheets and the first view's font (and draft preview's script). */
export async function readBootAssets(clientDir: string): Promise<BootAssets> {
  const manifest = JSON.parse(await readFile(join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[CLIENT_ENTRY] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The client build has no entry in .vite/manifest.json");
  const previewScript = await readPreviewScript(clientDir);
  const assetFiles = await readdir(join(clientDir, "assets"));
  const font = assetFiles.find((file) => /atkinson-hyperlegible-next-latin-wght-normal.*\.woff2$/.test(file));
  return {
    script: `/${entry.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
    preload: font ? [{ href: `/assets/${font}`, as: "font", type: "font/woff2" }] : [],
    ...(previewScript ? { previewScript } : {}),
  };
}

/** A renderer for one pass (one build, or one regeneration): a fresh Delivery client and read cache. */
export async function createSiteRenderer(options: SiteRendererOptions): Promise<SiteRenderer> {
  const [server, assets] = await Promise.all([
    loadEntryServer(options.distDir),
    readBootAssets(join(options.distDir, "client")),
  ]);
  const delivery = createDeliveryClientFromEnv(options.contentEnv);
  const cache = createReadCache({ maxEntries: 100 });
  const withGoogleReviews = withReviewsFrom(options.placesFile);
  // One pass's islands: an island rendered as an earlier page of the pass rendered it is reused (renderIslands).
  const islandCache = new Map<string, string>();
  const recordingClient = () => {
    const reads: RecordedRead[] = [];
    const content = createContentClient({
      source: { type: "client", client: delivery },
      strict: true,
      readCache: cache,
      onRead: (read) => reads.push({ key: readKey(read.kind, read.query), read }),
    });
    return { content: withGoogleReviews(content), reads };
  };
  return {
    delivery,
    cache,
    offlinePath: server.OFFLINE_PATH,
    async listPaths() {
      const { content, reads } = recordingClient();
      const paths = await server.listSitePaths(content);
      return { paths, reads };
    },
    async searchIndex({ reuse } = {}) {
      const { content, reads } = recordingClient();
      const documents = new Map<string, SearchIndexDocument>();
      const documentReads = new Map<string, RecordedRead[]>();
      const reused = new Map<string, SearchIndexDocument>();
      const json = await server.buildSearchIndexJson(content, {
        documentClient: (key) => {
          const client = recordingClient();
          documentReads.set(key, client.reads);
          return client.content;
        },
        reuse: (key) => {
          const kept = reuse?.(key);
          if (!kept) return undefined;
          reused.set(key, kept);
          return kept.document;
        },
        onDocument: (key, document) => {
          documents.set(key, reused.get(key) ?? { document, reads: documentReads.get(key) ?? [] });
        },
      });
      for (const document of documents.values()) reads.push(...document.reads);
      return { json, reads, documents };
    },
    async render(path, renderOptions = {}) {
      const { content, reads } = recordingClient();
      const { html, status } = await server.renderPage(path, {
        content,
        assets,
        config: options.config,
        islandCache,
        ...(renderOptions.scripts === false ? { scripts: false } : {}),
      });
      return { path, html, status, reads };
    },
  };
}
