/**
 * What a content client's view models take from the entries of one Delivery API call: which fields of each entry a
 * page can show, so a change to another field does not re-render it. A post's card (the blog lists' items) shows
 * its title, slug, date, author, categories, image and excerpt, never its body; a related post shows its title,
 * slug, image and excerpt (a guide's related resource, a video's related video likewise what their mappers take);
 * an entry embedded in or linked from rich text what slimTarget keeps of it (never its own body or links); a
 * `select` call carries only the fields it selects. Everything else is shown whole.
 *
 * The views follow the client's mappers (schemas.ts: toBlogPostSummary, toRelatedPosts) and its queries
 * (create-content-client.ts); entry-views.test.ts checks them against the mappers, so a mapper that starts to show
 * another field fails the test instead of leaving pages stale. When in doubt a view is whole: a call this module
 * does not know is shown whole.
 */

import { blogPostCardFieldsSchema, isFiguresEntry, websiteCtaFieldsSchema } from "../schemas.js";

/** What a view model shows of an entry: every field, or only `fields`; linked entries under a shown field by `via`. */
export interface EntryView {
  name: string;
  /** The fields shown: "*" for every field, a list, or the fields chosen from the entry's own. */
  fields: readonly string[] | "*" | ((fields: Record<string, unknown>) => string[]);
  /** The view of the entries linked under a shown field (default: `linked`, else whole). */
  via?: Readonly<Record<string, EntryView>>;
  /** The view of the entries linked under a shown field `via` does not name. @defaultValue WHOLE */
  linked?: EntryView;
  /**
   * Whether the rich text of its fields is slimmed (schemas.ts: richTextField's slimDocument): an entry embedded or
   * linked in the text is then seen through EMBEDDED_VIEW.
   */
  slimRichText?: boolean;
}

export const WHOLE: EntryView = { name: "whole", fields: "*" };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The fields slimTarget (schemas.ts) keeps of an entry embedded in rich text or placed as a section. */
function slimmedFields(fields: Record<string, unknown>): string[] {
  const kept: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const keep =
      value === null ||
      ["string", "number", "boolean"].includes(typeof value) ||
      (Array.isArray(value) && value.every((item) => typeof item === "string")) ||
      (isObject(value) && isObject(value.sys) && (value.sys.type === "Asset" || value.sys.linkType === "Asset")) ||
      (isObject(value) && value.nodeType === "document" && key === "ctaCopy") ||
      isFiguresEntry(value) ||
      (isObject(value) && !Array.isArray(value) && !("sys" in value) && !("nodeType" in value));
    if (keep) kept.push(key);
  }
  return kept;
}

/**
 * An entry embedded in (or linked from) slimmed rich text, or a page's section: its scalar fields, lists of text,
 * assets, plain objects and a CTA's copy; a linked entry under one of them (a calculator's figures) is seen the same
 * way; its other links and rich text are dropped by slimTarget, so they are no dependency.
 */
export const EMBEDDED_VIEW: EntryView = { name: "embedded", fields: slimmedFields, slimRichText: true };
Object.assign(EMBEDDED_VIEW, { linked: EMBEDDED_VIEW });

/** A related post (toRelatedPosts): the fields of relatedPostFieldsSchema. */
export const RELATED_POST_VIEW: EntryView = {
  name: "related-post",
  fields: ["title", "slug", "featuredImage", "excerpt"],
};

/** A post's card in a list (toBlogPostSummary). */
export const POST_CARD_VIEW: EntryView = {
  name: "post-card",
  fields: Object.keys(blogPostCardFieldsSchema.shape),
};

/**
 * A post's call to action (toCallToAction): a websiteCta's own fields (its copy slimmed as rich text); an entry of
 * another type shows nothing (the mapper drops it), so what it links to is no dependency of the post.
 */
export const CALL_TO_ACTION_VIEW: EntryView = {
  name: "call-to-action",
  fields: Object.keys(websiteCtaFieldsSchema.shape),
  slimRichText: true,
};

/** A post's own page (toBlogPost): the whole post; its related posts as related posts, its call to action as one. */
export const POST_VIEW: EntryView = {
  name: "post",
  fields: "*",
  via: { relatedBlogPosts: RELATED_POST_VIEW, callToAction: CALL_TO_ACTION_VIEW },
  slimRichText: true,
};

/** A foundational page (toFoundationalPage): the whole page; its related posts as related posts. */
export const FOUNDATIONAL_PAGE_VIEW: EntryView = {
  name: "foundational-page",
  fields: "*",
  via: { relatedBlogs: RELATED_POST_VIEW, sections: EMBEDDED_VIEW },
  slimRichText: true,
};

/** A guide's related resource (toResourceGuide): the fields of relatedResourceFieldsSchema. */
export const RELATED_RESOURCE_VIEW: EntryView = {
  name: "related-resource",
  fields: ["slug", "title", "description", "resourceType"],
};

/** A resource guide (toResourceGuide, in lists and on its page): the whole guide; its related resources in part. */
export const RESOURCE_GUIDE_VIEW: EntryView = {
  name: "resource-guide",
  fields: "*",
  via: { relatedResources: RELATED_RESOURCE_VIEW },
  slimRichText: true,
};

/** A related video (toVideo's relatedVideos): the fields of videoSummaryFieldsSchema. */
export const RELATED_VIDEO_VIEW: EntryView = {
  name: "related-video",
  fields: ["slug", "title", "description", "thumbnailImage"],
};

/** A video (toVideo, in lists and on its page): the whole video; its related videos in part. */
export const VIDEO_VIEW: EntryView = { name: "video", fields: "*", via: { relatedVideos: RELATED_VIDEO_VIEW } };

/** The fields `view` shows of an entry with these fields (links to assets or entries resolved, for views that look). */
export const shownFields = (view: EntryView, fields: Record<string, unknown>): readonly string[] =>
  view.fields === "*" ? Object.keys(fields) : typeof view.fields === "function" ? view.fields(fields) : view.fields;

/** The view of the entries linked under the shown field `name` of an entry seen through `view`. */
export const linkedView = (view: EntryView, name: string): EntryView => view.via?.[name] ?? view.linked ?? WHOLE;

/** The fields a `select` names (`fields.slug` → slug), or undefined when it selects whole fields objects. */
function selectedFields(select: unknown): string[] | undefined {
  const names = Array.isArray(select) ? select.map(String) : typeof select === "string" ? select.split(",") : [];
  if (names.length === 0) return undefined;
  const fields: string[] = [];
  for (const name of names.map((value) => value.trim())) {
    if (name === "fields") return undefined;
    if (name.startsWith("fields.")) fields.push(name.slice("fields.".length).split(".")[0]!);
  }
  return fields;
}

const isSlugLookup = (query: Record<string, unknown>) =>
  Object.keys(query).some((name) => name === "fields.slug" || name === "fields.pageSlug");

/** The view of a call's top-level items by what it asks for (a `select` narrows it to the fields it selects). */
export function itemView(kind: "entries" | "entry", query: Record<string, unknown>): EntryView {
  const view = baseItemView(kind, query);
  const selected = selectedFields(query.select);
  if (!selected) return view;
  // A select keeps the view's way of seeing what the chosen fields link to (a card's category, a post's body).
  const shown = view.fields;
  const fields = Array.isArray(shown) ? selected.filter((name) => shown.includes(name)) : selected;
  return { ...view, name: `${view.name}:select:${selected.join(",")}`, fields };
}

function baseItemView(kind: "entries" | "entry", query: Record<string, unknown>): EntryView {
  if (kind !== "entries") return WHOLE;
  switch (query.content_type) {
    case "pageBlogPost":
      return isSlugLookup(query) ? POST_VIEW : POST_CARD_VIEW;
    case "foundationalPage":
      return FOUNDATIONAL_PAGE_VIEW;
    case "resourceGuide":
      return RESOURCE_GUIDE_VIEW;
    case "video":
      return VIDEO_VIEW;
    default:
      return WHOLE;
  }
}
