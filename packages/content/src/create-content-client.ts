import { createClient } from "contentful";
import type { ContentfulClientApi, CreateClientParams } from "contentful";
import type { z } from "zod";
import { sharedDeliveryLimiter } from "./delivery-limiter.js";
import { keepAliveAgents } from "./keep-alive-agents.js";
import type { DeliveryLimiter } from "./delivery-limiter.js";
import { ContentConfigError, ContentValidationError, toContentError } from "./errors.js";
import { createLinkResolver } from "./internal/links.js";
import { toPlainEntry } from "./internal/plain.js";
import type { PlainCopyOptions } from "./internal/plain.js";
import { describeRead, readKey } from "./reads/content-reads.js";
import { itemView } from "./reads/entry-views.js";
import type { ContentRead, ReadCache } from "./reads/content-reads.js";
import type { PlainEntry } from "./internal/plain.js";
import {
  appointmentSettingsFieldsSchema,
  appointmentSettingsWithoutEntry,
  parseOpeningHours,
  toAppointmentSettings,
} from "./appointment-settings.js";
import {
  blogPostCardFieldsSchema,
  blogPostFieldsSchema,
  categoryFieldsSchema,
  foundationalPageFieldsSchema,
  placeReviewsFieldsSchema,
  resourceGuideFieldsSchema,
  siteSettingsFieldsSchema,
  teamMemberFieldsSchema,
  toBlogPost,
  toBlogPostSummary,
  toFoundationalPage,
  toPlaceReviews,
  toResourceGuide,
  toTeamMember,
  toVideo,
  videoFieldsSchema,
} from "./schemas.js";
import type {
  AppointmentSettings,
  BlogPost,
  BlogPostSummary,
  Category,
  FoundationalPage,
  Paged,
  PlaceReviews,
  ResourceGuide,
  SiteSettings,
  TeamMember,
  Video,
  WeeklyHours,
} from "./view-models.js";

/** Content type ids of the model (docs/product.md: Content model). */
export const CONTENT_TYPES = {
  blogPost: "pageBlogPost",
  category: "category",
  foundationalPage: "foundationalPage",
  resourceGuide: "resourceGuide",
  teamMember: "teamMemberCards",
  video: "video",
  youTubeEmbed: "youTubeEmbed",
  websiteCta: "websiteCta",
  placeReviews: "placeReviews",
  siteSettings: "siteSettings",
  appointmentSettings: "appointmentSettings",
} as const;

/** Page sizes and include depths of docs/product.md (Calls, Constants). */
export const CONTENT_LIMITS = {
  blogPageSize: 10,
  videoPageSize: 9,
  resourceGuidePageSize: 9,
  categories: 100,
  teamMembers: 100,
  statePages: 100,
} as const;

/** The pageSlug prefix of state pages. */
export const STATE_PAGE_PREFIX = "medicare-by-state-";

/** Where content comes from. */
export type ContentSource =
  | {
      type: "contentful";
      space: string;
      accessToken: string;
      /** @defaultValue "master" */
      environment?: string;
      /** Any CDA-compatible host without protocol, e.g. preview.contentful.com or 127.0.0.1:8080. @defaultValue "cdn.contentful.com" */
      host?: string;
      basePath?: string;
      /** Plain http instead of https. @defaultValue false */
      insecure?: boolean;
    }
  | {
      type: "proxy";
      /** The site's host (with port), e.g. location.host. */
      host: string;
      /** @defaultValue "contentful-api" */
      basePath?: string;
      /** @defaultValue "embedded" */
      space?: string;
      /** @defaultValue false */
      insecure?: boolean;
    }
  | { type: "client"; client: ContentfulClientApi<undefined> };

/** Where warnings and errors go. @defaultValue console */
export interface ContentLogger {
  warn: (message: string, detail?: unknown) => void;
  error: (message: string, detail?: unknown) => void;
}

export interface CreateContentClientOptions {
  source: ContentSource;
  /** Throw on failures and invalid content instead of logging and returning empty results (for builds). @defaultValue false */
  strict?: boolean;
  logger?: ContentLogger;
  /** Requests per second, 1 to 30; off when unset. */
  throttle?: number;
  /** Request timeout in ms. @defaultValue 30000 */
  timeout?: number;
  /** Retries on 5xx, 429 (after its X-Contentful-RateLimit-Reset) and connection errors. @defaultValue 5 */
  retryLimit?: number;
  /** An axios adapter (the embedded engine's in-process transport). */
  adapter?: CreateClientParams["adapter"];
  /**
   * Caps the requests in flight and holds them all after a 429; null: no cap.
   * @defaultValue the process's shared limiter (sharedDeliveryLimiter) for a remote host; none with an adapter
   */
  limiter?: DeliveryLimiter | null;
  /** Told of every Delivery API call and what it returned (ids, revisions, linked entries and assets). */
  onRead?: (read: ContentRead) => void;
  /** Shares identical Delivery API calls between clients (one build or regeneration pass). */
  readCache?: ReadCache;
}

export interface ListOptions {
  /** 1-based page. @defaultValue 1 */
  page?: number;
  limit?: number;
}

export interface BlogListOptions extends ListOptions {
  /** A category slug, or 'all'. @defaultValue "all" */
  category?: string;
}

/** The typed operations of docs/product.md (Calls). */
export interface ContentClient {
  readonly strict: boolean;
  getFoundationalPage(slug: string): Promise<FoundationalPage | null>;
  getBlogPosts(options?: BlogListOptions): Promise<Paged<BlogPostSummary>>;
  getBlogPost(slug: string): Promise<BlogPost | null>;
  getVideos(options?: ListOptions): Promise<Paged<Video>>;
  getVideo(slug: string): Promise<Video | null>;
  getResourceGuides(options?: ListOptions): Promise<Paged<ResourceGuide>>;
  getResourceGuide(slug: string): Promise<ResourceGuide | null>;
  getCategories(): Promise<Category[]>;
  getTeamMembers(): Promise<TeamMember[]>;
  getStatePages(): Promise<FoundationalPage[]>;
  getPlaceReviews(): Promise<PlaceReviews | null>;
  getSiteSettings(): Promise<SiteSettings | null>;
  /**
   * The appointmentSettings entry, its weekly hours from the site settings' openingHours when it sets none; a space
   * without the entry (or the content type) gives booking off with the defaults. Invalid: a ContentValidationError
   * naming the entry and field (strict), or booking off, logged.
   */
  getAppointmentSettings(): Promise<AppointmentSettings>;
  /** Any entry by id as a plain entry; a missing one is NotFound ('The resource could not be found.'). */
  getEntry(id: string): Promise<PlainEntry | null>;
  /** Every slug of a content type (for prerendering), paging through the whole collection. */
  getAllSlugs(kind: "blogPost" | "video" | "resourceGuide" | "foundationalPage"): Promise<string[]>;
  /**
   * Every item of a list as a link (slug and title only, read with `select`), in the list's own order (posts newest
   * first, videos and guides newest first): for link lists such as an HTML sitemap, without reading whole entries.
   */
  getAllLinks(kind: "blogPost" | "video" | "resourceGuide"): Promise<Array<{ slug: string; title: string }>>;
}

const HOST_WITH_PROTOCOL = /^\w+:\/\//;

/** What contentful's HTTP layer (contentful-sdk-core) accepts beyond its types: a request interceptor and throttle. */
type ClientParams = CreateClientParams & {
  throttle?: number;
  onBeforeRequest?: <C extends object>(config: C) => Promise<C>;
};

/** The seconds of a 429's X-Contentful-RateLimit-Reset header, in ms (1 s when it has none). */
function resetMs(headers: unknown): number {
  const raw =
    typeof headers === "object" && headers !== null
      ? (headers as Record<string, unknown>)["x-contentful-ratelimit-reset"]
      : undefined;
  const seconds = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
}

/**
 * The limiter in the SDK's axios chain. `onBeforeRequest` is the request interceptor axios runs last, right before
 * sending, for every attempt (the SDK's 429 and 5xx retries go through it again); the SDK calls `responseLogger`
 * first thing with each answer or error, before it waits to retry. A 429 pauses the limiter before its slot is
 * given back, so no waiting request slips out in between.
 */
function limiterHooks(limiter: DeliveryLimiter): Pick<ClientParams, "onBeforeRequest" | "responseLogger"> {
  const slots = new WeakMap<object, () => void>();
  return {
    onBeforeRequest: async (config) => {
      slots.set(config, await limiter.acquire());
      return config;
    },
    responseLogger: (answer) => {
      const { config, response, status, headers } = answer as {
        config?: object;
        response?: { status?: number; headers?: unknown };
        status?: number;
        headers?: unknown;
      };
      // A response, or an error whose response (if any) came back.
      const answered = response ?? (typeof status === "number" ? { status, headers } : undefined);
      if (answered?.status === 429) limiter.rateLimited(resetMs(answered.headers));
      const release = config ? slots.get(config) : undefined;
      if (config && release) {
        slots.delete(config);
        release();
      }
    },
  };
}

/** Validates the options and returns the contentful createClient parameters. */
export function buildClientParams(options: CreateContentClientOptions): ClientParams {
  const { source } = options;
  if (source.type === "client") throw new ContentConfigError("A ready client needs no client parameters.");
  if (
    options.throttle !== undefined &&
    (!Number.isInteger(options.throttle) || options.throttle < 1 || options.throttle > 30)
  ) {
    throw new ContentConfigError(
      `Content throttle must be a whole number of requests per second from 1 to 30 (got ${options.throttle}).`,
    );
  }
  // An in-process adapter (the embedded engine) is no Delivery API: nothing to cap.
  const limiter = options.limiter === undefined ? (options.adapter ? null : sharedDeliveryLimiter()) : options.limiter;
  const common = {
    timeout: options.timeout ?? 30_000,
    retryOnError: true,
    retryLimit: options.retryLimit ?? 5,
    adapter: options.adapter,
    // A remote host: connections kept open between calls (keep-alive-agents.ts).
    ...(options.adapter ? {} : keepAliveAgents()),
    ...(options.throttle ? { throttle: options.throttle } : {}),
    ...(limiter ? limiterHooks(limiter) : {}),
  };
  if (source.type === "proxy") {
    if (!source.host)
      throw new ContentConfigError("The content proxy needs the site's host (for example location.host).");
    return {
      ...common,
      space: source.space ?? "embedded",
      accessToken: "proxy",
      host: source.host,
      basePath: source.basePath ?? "contentful-api",
      insecure: source.insecure ?? false,
    };
  }
  if (!source.space?.trim()) {
    throw new ContentConfigError("Contentful needs a space id: set CONTENTFUL_SPACE_ID (or pass source.space).");
  }
  if (!source.accessToken?.trim()) {
    throw new ContentConfigError(
      "Contentful needs an access token: set CONTENTFUL_ACCESS_TOKEN (or pass source.accessToken).",
    );
  }
  if (source.host && HOST_WITH_PROTOCOL.test(source.host)) {
    throw new ContentConfigError(
      `CONTENTFUL_HOST must be a host name without protocol, e.g. cdn.contentful.com (got ${source.host}).`,
    );
  }
  return {
    ...common,
    space: source.space.trim(),
    accessToken: source.accessToken.trim(),
    environment: source.environment || "master",
    host: source.host || "cdn.contentful.com",
    ...(source.basePath ? { basePath: source.basePath } : {}),
    insecure: source.insecure ?? false,
  };
}

const consoleLogger: ContentLogger = {
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

interface EntryCollection {
  items: unknown[];
  total: number;
  skip: number;
  limit: number;
}

/**
 * How many levels of links a post's call asks the Delivery API to resolve. A post's page shows its own fields, its
 * related posts' cards (their images one level down), its call to action (its image one level down) and the entries
 * its body embeds or links to, slimmed (their assets one level down): two levels. Whatever lies farther (a linked
 * post's related posts, a video's related videos) never reaches the view model, and the read record does not walk
 * there (reads/entry-views.ts). post-include.test.ts checks that every post of the embedded space gets the same view
 * model and read record as with include 10, and that one level less changes them. On the 1,000-post space the posts'
 * answers came to 452 MB with include 4 and 154 MB with this.
 */
export const POST_INCLUDE = 2;

/**
 * What a blog list asks of each post: its sys and its card's fields. On the 1,000-post space a list page of ten posts
 * was 491 KB with the posts' bodies and their related posts' (include 2), and is 18 KB so.
 */
export const POST_CARD_SELECT = ["sys", ...Object.keys(blogPostCardFieldsSchema.shape).map((name) => `fields.${name}`)];

/**
 * How the entries of each collection answer are copied into view models: the answer's link resolver (it is read
 * without link resolution, internal/links.ts) and the view its query implies (reads/entry-views.ts: a post's card
 * copies its card's fields, not its body). Kept beside the answer, which the read cache shares between clients.
 */
const answerCopies = new WeakMap<object, PlainCopyOptions>();

/** Whether an error is the Delivery API's 400 for a query about a content type the space does not have. */
function isUnknownContentType(error: unknown, contentType: unknown): boolean {
  const normalised = toContentError(error);
  if (!("status" in normalised) || normalised.status !== 400) return false;
  const details = normalised.details as { errors?: Array<{ name?: unknown; value?: unknown }> } | undefined;
  return (details?.errors ?? []).some((item) => item.name === "unknownContentType" && item.value === contentType);
}

/** Creates the typed content client over the official contentful SDK. */
export function createContentClient(options: CreateContentClientOptions): ContentClient {
  const logger = options.logger ?? consoleLogger;
  const strict = options.strict ?? false;
  const sdk: ContentfulClientApi<undefined> =
    options.source.type === "client"
      ? options.source.client
      : createClient({
          ...buildClientParams(options),
          logHandler: (level, data) => {
            if (level === "error") logger.error("[content] SDK error", data);
            else if (level === "warning")
              logger.warn(`[content] ${typeof data === "string" ? data : JSON.stringify(data)}`);
          },
        });

  /**
   * The SDK without its link resolution, when it has one: contentful.js resolves links by copying the whole answer
   * first; the client resolves only what a view model or read record reaches (internal/links.ts).
   */
  const unresolvedSdk = (sdk as { withoutLinkResolution?: ContentfulClientApi<"WITHOUT_LINK_RESOLUTION"> })
    .withoutLinkResolution;

  /** One Delivery API call, shared through the read cache when there is one, and reported to onRead. */
  async function read<T>(
    kind: ContentRead["kind"],
    query: Record<string, unknown>,
    call: () => Promise<T>,
  ): Promise<T> {
    const key = readKey(kind, query);
    let pending = options.readCache?.get(key) as Promise<{ answer: T; read: ContentRead }> | undefined;
    if (!pending) {
      pending = call().then((answer) => {
        const resolve =
          kind === "entries" && typeof answer === "object" && answer !== null ? createLinkResolver(answer) : undefined;
        if (resolve) answerCopies.set(answer as object, { resolve, view: itemView(kind, query) });
        return { answer, read: describeRead(kind, query, answer, resolve) };
      });
      options.readCache?.set(key, pending);
    }
    try {
      const result = await pending;
      options.onRead?.(result.read);
      return result.answer;
    } catch (error) {
      const normalised = toContentError(error);
      // A missing entry is still a dependency: publishing it must re-render the page that asked for it.
      if (
        kind === "entry" &&
        "status" in normalised &&
        normalised.status === 404 &&
        typeof query["sys.id"] === "string"
      ) {
        options.onRead?.({
          kind,
          query,
          contentType: undefined,
          items: [],
          total: 0,
          entries: { [query["sys.id"]]: 0 },
          assets: {},
        });
      }
      throw normalised;
    }
  }

  const getEntries = (query: Record<string, unknown>): Promise<EntryCollection> =>
    read("entries", query, async () => {
      const answer = unresolvedSdk ? await unresolvedSdk.getEntries(query) : await sdk.getEntries(query);
      return answer;
    });

  /**
   * A collection of a content type the space may not have: Contentful answers 400 unknownContentType, read here as no
   * entries (a space made before the type existed). Creating the type is a content type change, which re-renders the
   * whole site, so the pages then record the query.
   */
  async function getEntriesOfOptionalType(query: Record<string, unknown>): Promise<EntryCollection> {
    try {
      return await getEntries(query);
    } catch (error) {
      if (!isUnknownContentType(error, query.content_type)) throw error;
      return { items: [], total: 0, skip: 0, limit: Number(query.limit ?? 100) };
    }
  }

  /** The site settings' openingHours as weekly hours; null without a site settings entry; invalid text throws. */
  async function siteOpeningHours(): Promise<WeeklyHours[] | null> {
    const collection = await getEntries({ content_type: CONTENT_TYPES.siteSettings, limit: 1 });
    const site = parseOne(collection, "site settings", siteSettingsFieldsSchema, (entry, fields) => ({
      entry,
      fields,
    }));
    if (!site) return null;
    const parsed = parseOpeningHours(site.fields.business.officeHours.openingHours);
    if (parsed.ok) return parsed.value;
    throw new ContentValidationError({
      entryId: site.entry.sys.id,
      contentType: CONTENT_TYPES.siteSettings,
      field: "openingHours",
      problem: `Opening hours '${site.fields.business.officeHours.openingHours}' (the appointment times' weekly hours): ${parsed.problem}`,
    });
  }

  /** Parses one entry; returns null (or throws in strict mode) when invalid. */
  function parseEntry<S extends z.ZodType, T>(
    raw: unknown,
    schema: S,
    map: (entry: PlainEntry, fields: z.output<S>) => T,
    depth?: number,
    copy?: PlainCopyOptions,
  ): T | ContentValidationError {
    let entry: PlainEntry;
    try {
      entry = toPlainEntry(raw, depth, copy);
    } catch (error) {
      return new ContentValidationError({
        entryId: "unknown",
        contentType: "unknown",
        field: "sys",
        problem: String(error),
      });
    }
    const parsed = schema.safeParse(entry.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return new ContentValidationError({
        entryId: entry.sys.id,
        contentType: entry.sys.contentType.sys.id,
        field: issue?.path.map(String).join(".") || "fields",
        problem: issue?.message ?? "invalid",
      });
    }
    return map(entry, parsed.data);
  }

  function parseList<S extends z.ZodType, T>(
    collection: EntryCollection,
    schema: S,
    map: (entry: PlainEntry, fields: z.output<S>) => T,
  ): T[] {
    const out: T[] = [];
    const copy = answerCopies.get(collection);
    for (const item of collection.items) {
      const result = parseEntry(item, schema, map, undefined, copy);
      if (result instanceof ContentValidationError) {
        if (strict) throw result;
        logger.warn(`[content] Skipped an invalid item: ${result.message}`);
      } else {
        out.push(result);
      }
    }
    return out;
  }

  function parseOne<S extends z.ZodType, T>(
    collection: EntryCollection,
    what: string,
    schema: S,
    map: (entry: PlainEntry, fields: z.output<S>) => T,
  ): T | null {
    const [first] = collection.items;
    if (first === undefined) {
      logger.warn(`[content] No ${what} found.`);
      return null;
    }
    const result = parseEntry(first, schema, map, undefined, answerCopies.get(collection));
    if (result instanceof ContentValidationError) throw result;
    return result;
  }

  /** Runs an operation with the failure policy (docs/product.md: Errors and messages): log and return the empty result, or throw in strict mode. */
  async function guard<T>(operation: string, empty: T, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const normalised = toContentError(error);
      if (strict) throw normalised;
      logger.error(`[content] ${operation} failed: ${normalised.message}`, normalised);
      return empty;
    }
  }

  const page = (options: ListOptions | undefined, defaultLimit: number) => {
    const limit = Math.min(1000, Math.max(1, Math.trunc(options?.limit ?? defaultLimit)));
    const pageNumber = Math.max(1, Math.trunc(options?.page ?? 1) || 1);
    return { limit, skip: (pageNumber - 1) * limit };
  };

  const emptyPage = <T>(limit: number, skip: number): Paged<T> => ({ items: [], total: 0, skip, limit });

  const client: ContentClient = {
    strict,

    getFoundationalPage: (slug) =>
      guard(`Foundational page '${slug}'`, null, async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.foundationalPage,
          "fields.pageSlug": slug,
          include: 3,
          limit: 1,
        });
        return parseOne(collection, `foundational page '${slug}'`, foundationalPageFieldsSchema, toFoundationalPage);
      }),

    getBlogPosts: (options = {}) => {
      const { limit, skip } = page(options, CONTENT_LIMITS.blogPageSize);
      const category = options.category?.trim() || "all";
      return guard(`Blog list (category '${category}')`, emptyPage<BlogPostSummary>(limit, skip), async () => {
        const query: Record<string, unknown> = {
          content_type: CONTENT_TYPES.blogPost,
          order: ["-fields.publishedDate", "sys.id"],
          skip,
          limit,
          include: 2,
          select: POST_CARD_SELECT,
        };
        if (category !== "all") {
          const found = await getEntries({ content_type: CONTENT_TYPES.category, "fields.slug": category, limit: 1 });
          const categoryEntry = found.items[0] as { sys?: { id?: string } } | undefined;
          if (!categoryEntry?.sys?.id) return emptyPage<BlogPostSummary>(limit, skip);
          query["fields.category.sys.id"] = categoryEntry.sys.id;
        }
        const collection = await getEntries(query);
        return {
          items: parseList(collection, blogPostCardFieldsSchema, toBlogPostSummary),
          total: collection.total,
          skip: collection.skip,
          limit: collection.limit,
        };
      });
    },

    getBlogPost: (slug) =>
      guard(`Blog post '${slug}'`, null, async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.blogPost,
          "fields.slug": slug,
          include: POST_INCLUDE,
          limit: 1,
        });
        return parseOne(collection, `blog post '${slug}'`, blogPostFieldsSchema, toBlogPost);
      }),

    getVideos: (options = {}) => {
      const { limit, skip } = page(options, CONTENT_LIMITS.videoPageSize);
      return guard("Video list", emptyPage<Video>(limit, skip), async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.video,
          order: ["-sys.createdAt"],
          limit,
          skip,
          include: 1,
        });
        return {
          items: parseList(collection, videoFieldsSchema, toVideo),
          total: collection.total,
          skip: collection.skip,
          limit: collection.limit,
        };
      });
    },

    getVideo: (slug) =>
      guard(`Video '${slug}'`, null, async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.video,
          "fields.slug": slug,
          include: 2,
          limit: 1,
        });
        return parseOne(collection, `video '${slug}'`, videoFieldsSchema, toVideo);
      }),

    getResourceGuides: (options = {}) => {
      const { limit, skip } = page(options, CONTENT_LIMITS.resourceGuidePageSize);
      return guard("Resource guide list", emptyPage<ResourceGuide>(limit, skip), async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.resourceGuide,
          order: ["-sys.createdAt"],
          limit,
          skip,
          include: 1,
        });
        return {
          items: parseList(collection, resourceGuideFieldsSchema, toResourceGuide),
          total: collection.total,
          skip: collection.skip,
          limit: collection.limit,
        };
      });
    },

    getResourceGuide: (slug) =>
      guard(`Resource guide '${slug}'`, null, async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.resourceGuide,
          "fields.slug": slug,
          include: 2,
          limit: 1,
        });
        return parseOne(collection, `resource guide '${slug}'`, resourceGuideFieldsSchema, toResourceGuide);
      }),

    getCategories: () =>
      guard("Categories", [] as Category[], async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.category,
          order: ["fields.name"],
          select: ["fields.name", "fields.slug", "sys.id"],
          limit: CONTENT_LIMITS.categories,
        });
        return parseList(collection, categoryFieldsSchema, (entry, fields) => ({ id: entry.sys.id, ...fields }));
      }),

    getTeamMembers: () =>
      guard("Team members", [] as TeamMember[], async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.teamMember,
          order: ["fields.employeeName"],
          limit: CONTENT_LIMITS.teamMembers,
          include: 2,
        });
        return parseList(collection, teamMemberFieldsSchema, toTeamMember);
      }),

    getStatePages: () =>
      guard("State pages", [] as FoundationalPage[], async () => {
        const collection = await getEntries({
          content_type: CONTENT_TYPES.foundationalPage,
          "fields.pageSlug[match]": STATE_PAGE_PREFIX,
          limit: CONTENT_LIMITS.statePages,
          include: 3,
        });
        return parseList(collection, foundationalPageFieldsSchema, toFoundationalPage).filter((statePage) =>
          statePage.pageSlug.startsWith(STATE_PAGE_PREFIX),
        );
      }),

    getPlaceReviews: () =>
      guard("Reviews", null, async () => {
        const collection = await getEntries({ content_type: CONTENT_TYPES.placeReviews, limit: 1 });
        return parseOne(collection, "reviews", placeReviewsFieldsSchema, (_entry, fields) => toPlaceReviews(fields));
      }),

    getSiteSettings: () =>
      guard("Site settings", null, async () => {
        const collection = await getEntries({ content_type: CONTENT_TYPES.siteSettings, limit: 1 });
        return parseOne(collection, "site settings", siteSettingsFieldsSchema, (_entry, fields) => fields);
      }),

    getAppointmentSettings: () =>
      guard("Appointment settings", appointmentSettingsWithoutEntry([]), async () => {
        const collection = await getEntriesOfOptionalType({
          content_type: CONTENT_TYPES.appointmentSettings,
          limit: 1,
        });
        if (collection.items.length === 0) {
          logger.warn(
            "[content] No appointment settings entry: online booking is off (the site settings' external scheduler).",
          );
          return appointmentSettingsWithoutEntry((await siteOpeningHours()) ?? []);
        }
        const settings = parseOne(
          collection,
          "appointment settings",
          appointmentSettingsFieldsSchema,
          (entry, fields) => ({
            entry,
            fields,
          }),
        )!;
        if (settings.fields.weeklyHours) return toAppointmentSettings(settings.fields, settings.fields.weeklyHours);
        const fallback = await siteOpeningHours();
        if (!fallback) {
          throw new ContentValidationError({
            entryId: settings.entry.sys.id,
            contentType: CONTENT_TYPES.appointmentSettings,
            field: "weeklyHours",
            problem: "Weekly hours are empty and there is no site settings entry to take the opening hours from",
          });
        }
        return toAppointmentSettings(settings.fields, fallback);
      }),

    getEntry: (id) =>
      guard(`Entry '${id}'`, null, async () => {
        return toPlainEntry(await read("entry", { "sys.id": id, include: 2 }, () => sdk.getEntry(id, { include: 2 })));
      }),

    getAllLinks: (kind) =>
      guard(`All ${kind} links`, [] as Array<{ slug: string; title: string }>, async () => {
        const order = kind === "blogPost" ? ["-fields.publishedDate", "sys.id"] : ["-sys.createdAt", "sys.id"];
        const links: Array<{ slug: string; title: string }> = [];
        for (let skip = 0; ; skip += 1000) {
          const collection = await getEntries({
            content_type: CONTENT_TYPES[kind],
            select: ["fields.slug", "fields.title", "sys.id"],
            order,
            limit: 1000,
            skip,
          });
          for (const item of collection.items as Array<{ fields?: Record<string, unknown> }>) {
            const { slug, title } = item.fields ?? {};
            if (typeof slug === "string" && slug && typeof title === "string" && title) links.push({ slug, title });
          }
          if (skip + 1000 >= collection.total) return links;
        }
      }),

    getAllSlugs: (kind) =>
      guard(`All ${kind} slugs`, [] as string[], async () => {
        const contentType = CONTENT_TYPES[kind];
        const field = kind === "foundationalPage" ? "pageSlug" : "slug";
        const slugs: string[] = [];
        for (let skip = 0; ; skip += 1000) {
          const collection = await getEntries({
            content_type: contentType,
            select: [`fields.${field}`, "sys.id"],
            order: ["sys.createdAt", "sys.id"],
            limit: 1000,
            skip,
          });
          for (const item of collection.items as Array<{ fields?: Record<string, unknown> }>) {
            const slug = item.fields?.[field];
            if (typeof slug === "string" && slug) slugs.push(slug);
          }
          if (skip + 1000 >= collection.total) return slugs;
        }
      }),
  };
  return client;
}
