/**
 * The pure rules (links, video addresses, asset addresses) without the SDK, for browser bundles that must not
 * pull in the contentful client: `@tupelo-medicare/content/rules`.
 */
export {
  entryPath,
  foundationalPagePath,
  blogPostPath,
  resourceCardPath,
  resourceGuidePath,
  videoPath,
  safeHref,
  isExternalHref,
} from "./links.js";
export { youTubeId, youTubeEmbedUrl, pageVideoEmbedUrl, vimeoEmbedUrl, resolveVideoSource } from "./video-links.js";
export type { VideoSource } from "./video-links.js";
export { assetUrl, imageUrl, imageSrcSet, isImagesApiUrl } from "./assets.js";
export type { ImageFit, ImageFormat, ImageOptions } from "./assets.js";
export {
  pageTitle,
  stateSlug,
  stateNameFromSlug,
  statePageName,
  truncateExcerpt,
  formatLongDate,
  TEAM_SECTION_ORDER,
  titleRank,
  groupTeamSections,
  selectReviews,
  ratingTier,
  formatAverageRating,
  STRUCTURED_DATA_RATING,
  callToActionDisplay,
} from "./display-rules.js";
export type { TeamSection, CallToActionDisplay } from "./display-rules.js";
export { firstParagraphText } from "./rich-text-text.js";
