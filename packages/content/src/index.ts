export {
  createContentClient,
  buildClientParams,
  CONTENT_TYPES,
  CONTENT_LIMITS,
  STATE_PAGE_PREFIX,
} from "./create-content-client.js";
export { createDeliveryLimiter, sharedDeliveryLimiter, DEFAULT_MAX_IN_FLIGHT } from "./delivery-limiter.js";
export type { DeliveryLimiter, DeliveryLimiterOptions, DeliveryLimiterStats } from "./delivery-limiter.js";
export type {
  BlogListOptions,
  ContentClient,
  ContentLogger,
  ContentSource,
  CreateContentClientOptions,
  ListOptions,
} from "./create-content-client.js";
export { ContentError, ContentValidationError, ContentConfigError, toContentError } from "./errors.js";
export { readContentEnv, contentEnvSchema } from "./env.js";
export type { ContentEnv } from "./env.js";
export {
  blogPostFieldsSchema,
  categoryFieldsSchema,
  foundationalPageFieldsSchema,
  placeReviewsFieldsSchema,
  resourceGuideFieldsSchema,
  reviewSchema,
  siteSettingsFieldsSchema,
  teamMemberFieldsSchema,
  videoFieldsSchema,
  websiteCtaFieldsSchema,
  medicareTimelineToolFieldsSchema,
  medicareCostFiguresFieldsSchema,
  medicareMoneyCalculatorFieldsSchema,
  MONEY_CALCULATOR_KINDS,
  toCallToAction,
  toMedicareTimelineTool,
  toMedicareCostFigures,
  toMedicareMoneyCalculator,
  DEFAULT_RESOURCE_TYPE,
  DEFAULT_VIDEO_DURATION,
  DEFAULT_VIDEO_KEYWORDS,
} from "./schemas.js";
export {
  appointmentSettingsFieldsSchema,
  parseOpeningHours,
  isTimeZone,
  APPOINTMENT_SETTINGS_DEFAULTS,
  MEETING_METHODS,
} from "./appointment-settings.js";
export type { PlainAsset, PlainEntry, PlainLink, PlainTarget } from "./internal/plain.js";
export type {
  AppointmentSettings,
  MeetingMethod,
  MeetingType,
  WeeklyHours,
  BlogPost,
  BlogPostSummary,
  CallToAction,
  Category,
  MedicareTimelineTool,
  MedicareMoneyCalculator,
  MoneyCalculatorFigures,
  MoneyCalculatorKind,
  ContentFile,
  ContentImage,
  FoundationalPage,
  PageMetadata,
  Paged,
  PlaceData,
  PlaceReviews,
  RelatedBlogPost,
  RelatedResource,
  ResourceGuide,
  Review,
  RichTextDocument,
  SeoFields,
  SiteSettings,
  BusinessFacts,
  TeamMember,
  TimelineItem,
  Video,
  VideoSummary,
} from "./view-models.js";
// The pure rules (links, video addresses, asset addresses, display rules), also their own entry: ./rules.
export * from "./rules.js";
