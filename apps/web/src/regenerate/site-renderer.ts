/**
 * The site's renderer (site-build's SiteRenderer): the build and every regeneration render through it, in the pass's
 * thread and on the render pool's workers (render-worker.ts). It loads the SSR bundle and the client build's asset
 * names through the SSR loader (server/ssr-bundle.ts), and renders each page with its
 * own content client over one shared Delivery client, so what every page read is recorded and identical calls of a
 * pass are made once.
 */
import { join } from "node:path";
import { createContentClient } from "@tupelo-medicare/content";
import { createReadCache, readKey } from "@tupelo-medicare/content/publishing";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { RecordedRead, SearchIndexDocument, SiteRenderer } from "@tupelo-medicare/site-build";
import { storedPlaceFile, withReviewsFrom } from "./google-reviews.js";
import type { AppEnv, ContentVariables, PublicConfig } from "../env.js";
import { loadEntryServer, readBootAssets } from "../server/ssr-bundle.js";

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
