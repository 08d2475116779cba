/**
 * Renders a page on request from the Content Preview API with the prerender's own page code (dist/ssr), each
 * render with its own content client: drafts, new entries by their slug, links to drafts resolved. Nothing is
 * written anywhere.
 */
import { join } from "node:path";
import { createContentClient } from "@tupelo-medicare/content";
import type { ContentLogger } from "@tupelo-medicare/content";
import { createPreviewClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { ContentfulClientApi } from "contentful";
import type { AppEnv } from "../../env.js";
import { storedPlaceFile, withReviewsFrom } from "../../regenerate/google-reviews.js";
import { loadEntryServer, readBootAssets } from "../ssr-bundle.js";
import type { BootAssets } from "../../app/boot.js";

export interface PreviewRenderer {
  render(url: string): Promise<{ html: string; status: number }>;
}

export interface PreviewRendererOptions {
  /** The build folder (dist): holds ssr/ and client/. */
  distDir: string;
  /** The Preview API client (default: the one of `env`'s content variables). */
  client?: ContentfulClientApi<undefined>;
  /** The parsed environment: its content variables, Google reviews' stored read (DATA_DIR) and the public config. */
  env: Pick<AppEnv, "contentVariables" | "googlePlaces" | "dataDir" | "publicConfig">;
  logger?: ContentLogger;
}

/** A renderer of preview pages; loads the SSR bundle on first use. */
export function createPreviewRenderer(
  options: PreviewRendererOptions,
): PreviewRenderer & { client: ContentfulClientApi<undefined> } {
  const { env } = options;
  const client = options.client ?? createPreviewClientFromEnv(env.contentVariables);
  // The office's Google reviews from the last good read the server stored (renders never call Google).
  const withStoredReviews = withReviewsFrom(storedPlaceFile(env));
  let ready: Promise<[Awaited<ReturnType<typeof loadEntryServer>>, BootAssets]> | undefined;
  return {
    client,
    async render(url) {
      ready ??= Promise.all([loadEntryServer(options.distDir), readBootAssets(join(options.distDir, "client"))]);
      const [server, assets] = await ready;
      // Drafts may be incomplete: what the content client had to leave out is listed in the preview bar.
      const notes = new Set<string>();
      const note = (detail: unknown) => {
        if (detail instanceof Error && detail.name === "ContentValidationError") notes.add(detail.message);
      };
      const logger: ContentLogger = {
        warn: (message, detail) => {
          const skipped = /^\[content\] Skipped an invalid item: (.*)$/.exec(message)?.[1];
          if (skipped) notes.add(skipped);
          note(detail);
          options.logger?.warn(message, detail);
        },
        error: (message, detail) => {
          note(detail);
          options.logger?.error(message, detail);
        },
      };
      const content = withStoredReviews(createContentClient({ source: { type: "client", client }, logger }));
      const first = await server.renderPage(url, { content, assets, config: env.publicConfig, preview: true });
      if (notes.size === 0) return first;
      return server.renderPage(url, {
        content,
        assets,
        config: env.publicConfig,
        preview: true,
        previewNotes: [...notes].slice(0, 10),
      });
    },
  };
}
