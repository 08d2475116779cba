import { createCdaAdapter, createCdaEngine } from "../engine/index.js";
import type { CdaEngine, ContentfulExportLike } from "../engine/index.js";
import { createContentClient } from "../create-content-client.js";
import type { ContentClient, CreateContentClientOptions } from "../create-content-client.js";
import { readContentEnv } from "../env.js";
import space from "./space.json" with { type: "json" };

/** The id of the embedded space. */
export const EMBEDDED_SPACE_ID = "embedded";

/** The embedded space in Contentful's export format. */
export const embeddedSpace = space as unknown as ContentfulExportLike;

let sharedEngine: CdaEngine | undefined;

/** The CDA-compatible engine over the embedded space (created once). */
export function getEmbeddedEngine(): CdaEngine {
  sharedEngine ??= createCdaEngine(embeddedSpace, { spaceId: EMBEDDED_SPACE_ID });
  return sharedEngine;
}

export type EmbeddedClientOptions = Omit<CreateContentClientOptions, "source" | "adapter">;

/** A content client reading the embedded space in process, through the real contentful SDK. */
export function createEmbeddedContentClient(options: EmbeddedClientOptions = {}): ContentClient {
  return createContentClient({
    ...options,
    source: { type: "contentful", space: EMBEDDED_SPACE_ID, accessToken: "embedded", host: "embedded.invalid" },
    adapter: createCdaAdapter(getEmbeddedEngine()),
  });
}

/**
 * A content client from CONTENTFUL_* environment variables: Contentful when a space is configured, otherwise
 * the embedded space.
 */
export function createContentClientFromEnv(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
  options: EmbeddedClientOptions = {},
): ContentClient {
  const config = readContentEnv(env);
  const throttle = options.throttle ?? config.throttle;
  if (!config.source) return createEmbeddedContentClient({ ...options, throttle });
  return createContentClient({ ...options, throttle, source: config.source });
}
