import {
  blogPostCardFieldsSchema,
  categoryFieldsSchema,
  foundationalPageFieldsSchema,
  resourceGuideFieldsSchema,
  teamMemberFieldsSchema,
  toBlogPostSummary,
  toFoundationalPage,
  toResourceGuide,
  toTeamMember,
  toVideo,
  videoFieldsSchema,
} from "../schemas.js";
import type { BlogPostSummary, Category, FoundationalPage, ResourceGuide, TeamMember, Video } from "../view-models.js";
import { CONTENT_LIMITS, CONTENT_TYPES, POST_CARD_SELECT, STATE_PAGE_PREFIX } from "./content-model.js";
import { emptyPage, page, pageOf, walkAll } from "./paging.js";
import type { ReadContext } from "./read-context.js";
import type { ContentClient } from "./types.js";

/** The operations that read lists: pages of posts, videos and guides, whole short lists, and every slug or link. */
export type ListReads = Pick<
  ContentClient,
  | "getBlogPosts"
  | "getVideos"
  | "getResourceGuides"
  | "getCategories"
  | "getTeamMembers"
  | "getStatePages"
  | "getAllLinks"
  | "getAllSlugs"
>;

export function listReads({ reader, parser, guard }: ReadContext): ListReads {
  const { getEntries } = reader;
  const { parseList } = parser;
  return {
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
        return pageOf(collection, parseList(collection, blogPostCardFieldsSchema, toBlogPostSummary));
      });
    },

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
        return pageOf(collection, parseList(collection, videoFieldsSchema, toVideo));
      });
    },

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
        return pageOf(collection, parseList(collection, resourceGuideFieldsSchema, toResourceGuide));
      });
    },

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

    getAllLinks: (kind) =>
      guard(`All ${kind} links`, [] as Array<{ slug: string; title: string }>, () =>
        walkAll(
          getEntries,
          {
            content_type: CONTENT_TYPES[kind],
            select: ["fields.slug", "fields.title", "sys.id"],
            order: kind === "blogPost" ? ["-fields.publishedDate", "sys.id"] : ["-sys.createdAt", "sys.id"],
          },
          (item) => {
            const { slug, title } = item.fields ?? {};
            return typeof slug === "string" && slug && typeof title === "string" && title ? { slug, title } : undefined;
          },
        ),
      ),

    getAllSlugs: (kind) =>
      guard(`All ${kind} slugs`, [] as string[], () => {
        const field = kind === "foundationalPage" ? "pageSlug" : "slug";
        return walkAll(
          getEntries,
          {
            content_type: CONTENT_TYPES[kind],
            select: [`fields.${field}`, "sys.id"],
            order: ["sys.createdAt", "sys.id"],
          },
          (item) => {
            const slug = item.fields?.[field];
            return typeof slug === "string" && slug ? slug : undefined;
          },
        );
      }),
  };
}
