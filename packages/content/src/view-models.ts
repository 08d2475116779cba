import type { Document } from "@contentful/rich-text-types";
import type { MedicareCostFigures } from "@tupelo-medicare/medicare-costs";

/** A rich-text document whose embedded entries and assets are plain, acyclic copies (or Link objects when unresolved). */
export type RichTextDocument = Document;

export interface ContentImage {
  id: string;
  url: string;
  title: string;
  description: string;
  width: number | null;
  height: number | null;
  contentType: string;
  fileName: string;
}

/** A downloadable or linkable file asset (a PDF, a video file). */
export type ContentFile = ContentImage;

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface CallToAction {
  id: string;
  title: string;
  text: string;
  buttonText: string;
  buttonLink: string;
  image: ContentImage | null;
}

/** The Medicare timeline tool (content type medicareTimelineTool): its wording and the year's figures. */
export interface MedicareTimelineTool {
  id: string;
  heading: string;
  intro: string;
  /** From the linked year's medicareCostFigures entry; null when it cannot be used (figuresProblems says why). */
  figures: { year: number; partBPremium: number; partDBasePremium: number } | null;
  /** The linked figures entry, for the log (id null: none linked). */
  figuresEntry: { id: string | null; title: string };
  /** Why the linked figures cannot be used, one sentence per problem naming the field; [] when they can. */
  figuresProblems: string[];
}

/** Which Medicare money calculator an embedded medicareMoneyCalculator entry places. */
export type MoneyCalculatorKind = "irmaa" | "late-penalties" | "help-paying";

/**
 * The year's figures a money calculator links (content type medicareCostFigures), checked with
 * @tupelo-medicare/medicare-costs' checkMedicareCostFigures: the figures, or why they cannot be used (one sentence per
 * problem, naming the field) so the page shows an error state and the build log names the entry.
 */
export type MoneyCalculatorFigures =
  | { ok: true; entryId: string; title: string; year: number; value: MedicareCostFigures }
  | { ok: false; entryId: string | null; title: string; problems: string[] };

/** A Medicare money calculator (content type medicareMoneyCalculator): which one, its wording and the year's figures. */
export interface MedicareMoneyCalculator {
  id: string;
  calculator: MoneyCalculatorKind;
  heading: string;
  intro: string;
  figures: MoneyCalculatorFigures;
}

export interface SeoFields {
  title: string;
  description: string;
  keywords: string[];
}

export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  publishedDate: string;
  author: string;
  /** The first category's name, or null. */
  category: string | null;
  categories: Category[];
  featuredImage: ContentImage | null;
  excerpt: string;
}

export interface RelatedBlogPost {
  id: string;
  title: string;
  slug: string;
  featuredImage: ContentImage | null;
  excerpt: string;
}

export interface BlogPost extends BlogPostSummary {
  internalName: string;
  contentBody: RichTextDocument | null;
  seo: SeoFields;
  relatedBlogPosts: RelatedBlogPost[];
  callToAction: CallToAction | null;
}

export interface TimelineItem {
  year: number;
  title: string;
  text: string;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string[];
  heroImage: string;
  timeline: TimelineItem[];
}

export interface FoundationalPage {
  id: string;
  pageName: string;
  pageSlug: string;
  parentSlug: string;
  title: string;
  author: string;
  body: RichTextDocument | null;
  youTubeVideo: string;
  shareImage: ContentImage | null;
  excerpt: string;
  metadata: PageMetadata;
  relatedBlogs: RelatedBlogPost[];
  callToAction: CallToAction | null;
  /** Linked section entries as plain entries, for the rich-text renderer's embedded-entry rules. */
  sections: unknown[];
  updatedAt: string;
}

export interface VideoSummary {
  id: string;
  slug: string;
  title: string;
  description: string;
  thumbnail: ContentImage | null;
}

export interface Video extends VideoSummary {
  videoUrl: string;
  isSelfHosted: boolean;
  youTubeLink: string;
  transcript: string;
  /** ISO 8601 duration. @defaultValue "PT0M0S" */
  duration: string;
  /** @defaultValue ["Medicare", "Insurance", "Education"] */
  keywords: string[];
  author: string;
  /** Upload date, or null when unknown (the site shows 'Unknown date'). */
  uploadDate: string | null;
  relatedVideos: VideoSummary[];
  createdAt: string;
}

export interface RelatedResource {
  id: string;
  title: string;
  slug: string;
  type: string;
  description: string;
}

export interface ResourceGuide {
  id: string;
  slug: string;
  title: string;
  description: string;
  summary: string;
  content: RichTextDocument | null;
  /** The cover image, else the featured image. */
  coverImage: ContentImage | null;
  downloadUrl: string;
  tags: string[];
  category: string;
  /** @defaultValue "Guide" */
  resourceType: string;
  relatedResources: RelatedResource[];
  /** The updated date field, else the entry's last update. */
  updatedDate: string;
}

export interface TeamMember {
  id: string;
  name: string;
  title: string;
  email: string;
  department: string;
  headshot: ContentImage | null;
}

export interface Review {
  author_name: string;
  profile_photo_url: string;
  relative_time_description: string;
  rating: number;
  text: string;
  author_url: string;
  time: number;
  /** Where the review comes from: Google's listing (shown with Google's attribution) or the office's own list. */
  source?: "google" | "office";
}

export interface PlaceData {
  name: string;
  rating: number;
  user_ratings_total: number;
  reviews: Review[];
}

export interface PlaceReviews {
  name: string;
  listingUrl: string;
  placeData: PlaceData;
  /** Set when the rating, count and first reviews come from Google's listing: when they were read. */
  google?: { fetchedAt: string };
}

/**
 * The business the site belongs to, as editors keep it in the site settings entry: what every page shows in its
 * header, footer, contact details, structured data and default title. The UI kit's SiteConfig takes it as is.
 */
export interface BusinessFacts {
  brand: string;
  /** Title used when a page gives none; the brand is appended. */
  defaultTitle: string;
  defaultDescription: string;
  /** `display` as shown, `href` a tel: link in E.164, `tty` the TTY or relay number. */
  phone: { display: string; href: string; tty: string };
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  /** `openingHours` in schema.org form ('Mo-Fr 09:00-17:00') for structured data. */
  officeHours: { weekdays: string; weekends: string; openingHours: string };
  /** Profile addresses; a network the business is not on is left out. */
  social: { facebook?: string; youtube?: string; linkedin?: string };
  /** The external appointment scheduler. */
  schedulerUrl: string;
}

export interface SiteSettings {
  business: BusinessFacts;
  beneficiariesServed: number | null;
  servingSince: number | null;
  fiveStarReviews: number | null;
  eventAgents: number | null;
  eventYear: number | null;
  organizationsRepresented: number | null;
  plansRepresented: number | null;
  tpmoDisclaimer: string;
  tpmoEffectiveDate: string;
  leadershipOrder: string[];
}

/** A page of a list: the items and the total number of matches. */
export interface Paged<T> {
  items: T[];
  total: number;
  skip: number;
  limit: number;
}

/** How a meeting with an agent happens. */
export type MeetingMethod = "phone" | "office" | "video";

/** A way to meet and how long that meeting lasts. */
export interface MeetingType {
  method: MeetingMethod;
  /** 15 to 180. */
  minutes: number;
}

/** One opening of the office's week, in its time zone: `day` as `Date.getDay()` (0 Sunday … 6 Saturday). */
export interface WeeklyHours {
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** "HH:MM", 24-hour. */
  opens: string;
  /** "HH:MM", 24-hour, after `opens` on the same day. */
  closes: string;
}

/**
 * The office's appointment settings (the appointmentSettings entry): whether the site books appointments itself, and
 * the times it may offer. Without an entry, booking is off (the external scheduler) and the rest are the defaults.
 */
export interface AppointmentSettings {
  /** On: "Schedule an Appointment" opens /book; off: the site settings' external scheduler. */
  bookingEnabled: boolean;
  /** At least one, one per method, in the editor's order. */
  meetingTypes: MeetingType[];
  /** Agents who can meet at the same time, 1 to 20. */
  capacity: number;
  /** The earliest start, in hours from now (0 to 336). */
  earliestStartHours: number;
  /** How many days ahead times are offered (1 to 90). */
  daysAhead: number;
  /** Days the office is closed ("YYYY-MM-DD", in its time zone), sorted. */
  closedDates: string[];
  /** The entry's own weekly hours, or else the site settings' schema.org openingHours; sorted by day and time. */
  weeklyHours: WeeklyHours[];
  /** The office's IANA time zone, e.g. "America/Chicago". */
  timeZone: string;
  /** Start times every this many minutes; null: the booking flow's own step. */
  stepMinutes: number | null;
}
