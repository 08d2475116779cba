import { blogPostCardFieldsSchema } from "../schemas.js";

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
