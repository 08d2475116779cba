/**
 * Renders a page on request from the Content Preview API with the prerender's own page code (dist/ssr), each
 * render with its own content client: drafts, new entries by their slug, links to drafts resolved. Nothing is
 * written anywhere.
 */
import { join } from "node:path";
import { createContentClient } from "@tupelo-medicare/content";
import { storedGoogleReviews } from "../../regenerate/google-reviews.js";
import type { ContentLogger } from "@tupelo-medicare/content";
import { createPreviewClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { ContentfulClientApi } from "contentful";
import type { PublicConfig } from "../../env.js";
import { loadEntryServer, readBootAssets } from "../../regenerate/site-renderer.js";
import type { BootAssets } from "../../app/boot.js";

export interface PreviewRenderer {
  render(url: string): Promise<{ html: string; status: number }>;
}

export interface PreviewRendererOptions {
  /** The build folder (dist): holds ssr/ and client/. */
  distDir: string;
  /** The Preview API client (default: from the environment). */
  client?: ContentfulClientApi<undefined>;
  contentEnv?: Record<string, string | undefined>;
  config: PublicConfig;
  logger?: ContentLogger;
}

/** A renderer of preview pages; loads the SSR bundle on first use. */
export function createPreviewRenderer(
  options: PreviewRendererOptions,
): PreviewRenderer & { client: ContentfulClientApi<undefined> } {
  const client = options.client ?? createPreviewClientFromEnv(options.contentEnv ?? process.env);
  const withGoogleReviews = storedGoogleReviews(options.contentEnv ?? process.env);
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
      const content = withGoogleReviews(createContentClient({ source: { type: "client", client }, logger }));
      const first = await server.renderPage(url, { content, assets, config: options.config, preview: true });
      if (notes.size === 0) return first;
      return server.renderPage(url, {
        content,
        assets,
        config: options.config,
        preview: true,
        previewNotes: [...notes].slice(0, 10),
      });
    },
  };
}
