import { toPlainEntry } from "../internal/plain.js";
import {
  blogPostFieldsSchema,
  foundationalPageFieldsSchema,
  placeReviewsFieldsSchema,
  resourceGuideFieldsSchema,
  siteSettingsFieldsSchema,
  toBlogPost,
  toFoundationalPage,
  toPlaceReviews,
  toResourceGuide,
  toVideo,
  videoFieldsSchema,
} from "../schemas.js";
import { CONTENT_TYPES, POST_INCLUDE } from "./content-model.js";
import type { ReadContext } from "./read-context.js";
import type { ContentClient } from "./types.js";

/** The operations that read one entry: by slug, the one entry of a type, or any entry by id (null when missing). */
export type SingleReads = Pick<
  ContentClient,
  | "getFoundationalPage"
  | "getBlogPost"
  | "getVideo"
  | "getResourceGuide"
  | "getPlaceReviews"
  | "getSiteSettings"
  | "getEntry"
>;

export function singleReads({ reader, parser, guard }: ReadContext): SingleReads {
  const { getEntries } = reader;
  const { parseOne } = parser;
  return {
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

    getEntry: (id) =>
      guard(`Entry '${id}'`, null, async () => {
        return toPlainEntry(await reader.getEntry(id, 2));
      }),
  };
}
