import { createCdaAdapter, createCdaEngine } from "../engine/index.js";
import type { CdaEngine, ContentfulExport } from "../engine/index.js";
import { createClient } from "contentful";
import type { ContentfulClientApi } from "contentful";
import { buildClientParams, createContentClient } from "../create-content-client.js";
import type { ContentClient, CreateContentClientOptions } from "../create-content-client.js";
import { readContentEnv } from "../env.js";
import { ContentConfigError } from "../errors.js";
import space from "./space.json" with { type: "json" };

/** The id of the embedded space. */
export const EMBEDDED_SPACE_ID = "embedded";

/** The embedded space in Contentful's export format. */
export const embeddedSpace = space as unknown as ContentfulExport;

let sharedEngine: CdaEngine | undefined;
let sharedPreviewEngine: CdaEngine | undefined;

/** The CDA-compatible engine over the embedded space (created once); `{ preview: true }`: its Preview API. */
export function getEmbeddedEngine(options: { preview?: boolean } = {}): CdaEngine {
  if (options.preview) {
    sharedPreviewEngine ??= createCdaEngine(embeddedSpace, { spaceId: EMBEDDED_SPACE_ID, preview: true });
    return sharedPreviewEngine;
  }
  sharedEngine ??= createCdaEngine(embeddedSpace, { spaceId: EMBEDDED_SPACE_ID });
  return sharedEngine;
}

export type EmbeddedClientOptions = Omit<CreateContentClientOptions, "source" | "adapter">;

/** A content client reading the embedded space in process, through the real contentful SDK. */
export function createEmbeddedContentClient(options: EmbeddedClientOptions = {}): ContentClient {
  return createContentClient({
    ...options,
    source: { type: "contentful", space: EMBEDDED_SPACE_ID, accessToken: "embedded", host: "embedded.invalid" },
    adapter: createCdaAdapter(getEmbeddedEngine(), { copy: false }),
  });
}

/** CONTENT_SPACE_FILE, a relative path resolved from where pnpm was started (INIT_CWD), else the working folder. */
function spaceFileOf(env: Record<string, string | undefined>): string | undefined {
  const file = env.CONTENT_SPACE_FILE?.trim();
  if (!file) return undefined;
  if (file.startsWith("/")) return file;
  const path = globalThis.process?.getBuiltinModule?.("node:path");
  const base = env.INIT_CWD ?? globalThis.process?.cwd?.() ?? "";
  return path ? path.resolve(base, file) : file;
}

const fileEngines = new Map<string, { mtimeMs: number; engine: CdaEngine }>();

/**
 * The engine over a Contentful export file (node only), re-read when the file changes; `{ preview: true }`: its
 * Preview API (drafts too). A missing or invalid file is a ContentConfigError naming it.
 */
export function getFileEngine(file: string, options: { preview?: boolean } = {}): CdaEngine {
  const key = options.preview ? `${file}\0preview` : file;
  const fs = globalThis.process?.getBuiltinModule?.("node:fs");
  if (!fs) throw new ContentConfigError("CONTENT_SPACE_FILE needs Node.js (it reads a file).");
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    throw new ContentConfigError(`CONTENT_SPACE_FILE ${file} cannot be read: no such file.`);
  }
  const cached = fileEngines.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.engine;
  let space: ContentfulExport;
  try {
    space = JSON.parse(fs.readFileSync(file, "utf8")) as ContentfulExport;
  } catch (error) {
    throw new ContentConfigError(
      `CONTENT_SPACE_FILE ${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const engine = createCdaEngine(space, { spaceId: EMBEDDED_SPACE_ID, preview: options.preview === true });
  fileEngines.set(key, { mtimeMs, engine });
  return engine;
}

/**
 * The raw contentful SDK client for the environment's source (Contentful, a CDA-compatible host, CONTENT_SPACE_FILE
 * or the embedded space), for calls the typed client does not make (content state, revision checks). Wrap it with
 * `createContentClient({ source: { type: "client", client } })` to share it between typed clients.
 */
export function createDeliveryClientFromEnv(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
  options: RawClientOptions = {},
): ContentfulClientApi<undefined> {
  return rawClientFromEnv(env, options, false);
}

type RawClientOptions = Pick<EmbeddedClientOptions, "timeout" | "retryLimit" | "throttle">;

/** The Delivery (or Preview) API client of the environment's source: a remote host, or an engine in process. */
function rawClientFromEnv(
  env: Record<string, string | undefined>,
  options: RawClientOptions,
  preview: boolean,
): ContentfulClientApi<undefined> {
  const config = readContentEnv(env);
  const throttle = options.throttle ?? config.throttle;
  if (preview && config.source && !config.preview) {
    throw new ContentConfigError(
      "Draft preview of a Contentful space needs CONTENTFUL_PREVIEW_ACCESS_TOKEN (a Content Preview API token). See .env.example.",
    );
  }
  const remote = preview ? config.preview : config.source;
  const file = spaceFileOf(env);
  const params = remote
    ? buildClientParams({ ...options, throttle, source: remote })
    : buildClientParams({
        ...options,
        throttle,
        source: { type: "contentful", space: EMBEDDED_SPACE_ID, accessToken: "embedded", host: "embedded.invalid" },
        adapter: createCdaAdapter(file ? getFileEngine(file, { preview }) : getEmbeddedEngine({ preview }), {
          copy: false,
        }),
      });
  return createClient(params);
}

/**
 * A content client from the environment: Contentful (or any CDA-compatible host) when CONTENTFUL_SPACE_ID is set;
 * otherwise, in process, the Contentful export file named by CONTENT_SPACE_FILE, or the embedded space.
 */
export function createContentClientFromEnv(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
  options: EmbeddedClientOptions = {},
): ContentClient {
  const config = readContentEnv(env);
  const throttle = options.throttle ?? config.throttle;
  if (config.source) return createContentClient({ ...options, throttle, source: config.source });
  const file = spaceFileOf(env);
  if (!file) return createEmbeddedContentClient({ ...options, throttle });
  return createContentClient({
    ...options,
    throttle,
    source: { type: "contentful", space: EMBEDDED_SPACE_ID, accessToken: "embedded", host: "embedded.invalid" },
    adapter: createCdaAdapter(getFileEngine(file), { copy: false }),
  });
}

/** Whether the environment can preview drafts: the embedded space or CONTENT_SPACE_FILE always, a space with a preview token. */
export function previewAvailable(env: Record<string, string | undefined> = globalThis.process?.env ?? {}): boolean {
  const config = readContentEnv(env);
  return config.source === null || config.preview !== null;
}

/**
 * The raw contentful SDK client for the Content Preview API of the environment's source: Contentful's
 * (CONTENTFUL_PREVIEW_ACCESS_TOKEN on CONTENTFUL_PREVIEW_HOST, default preview.contentful.com), a compatible host
 * such as `pnpm content:serve`, or in process the drafts of CONTENT_SPACE_FILE or the embedded space. Throws a
 * ContentConfigError when a space is set without a preview token.
 */
export function createPreviewClientFromEnv(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
  options: RawClientOptions = {},
): ContentfulClientApi<undefined> {
  return rawClientFromEnv(env, options, true);
}
