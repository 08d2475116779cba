import type { ContentfulClientApi, CreateClientParams } from "contentful";
import type { DeliveryLimiter } from "../delivery-limiter.js";
import type { PlainEntry } from "../internal/plain.js";
import type { ContentRead, ReadCache } from "../reads/content-reads.js";
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
} from "../view-models.js";

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
