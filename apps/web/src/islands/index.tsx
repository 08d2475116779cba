/**
 * The interactive components pages use, as islands: prerendered with the page, hydrated on their own in the
 * browser. Same names and props as the UI kit's components (minus anything that cannot travel as JSON).
 */
import { Island } from "./island.js";
import { IslandRegion, TIMELINE_REGION, CONTACT_REGION, GUIDE_REGION, MONEY_REGION } from "./island-region.js";
import type { CategorySelectIslandProps } from "./category-select-island.js";
import type { LeadButtonIslandProps } from "./lead-button-island.js";
import type { LeadFormIslandProps } from "./lead-form-island.js";
import type { MoneyCalculatorIslandProps } from "../tools/calculators/money-calculator-island.js";
import type { TimelineIslandProps } from "./timeline-island.js";
import type { TimelineToolIslandProps } from "../tools/timeline/timeline-tool-island.js";

export { Island } from "./island.js";

// Cards, images and videos are not islands: prerendered HTML that plain scripts bring to life
// (app/image-runtime.ts, app/video-runtime.ts).
export { SiteContentCard as ContentCard } from "../components/content-card.js";
export { SiteImage as Image } from "../components/site-image.js";
export { SiteVideo as VideoEmbed } from "../components/site-video.js";
export const TimelineCarousel = (props: TimelineIslandProps) => <Island name="timeline" props={props} />;
/** In a region the server fills for a bookmarked or submitted timeline (tools/timeline/region.ts). */
export const MedicareTimelineTool = (props: TimelineToolIslandProps) => (
  <IslandRegion region={TIMELINE_REGION} name="timeline-tool" props={props} />
);
/** In a region the server fills for a bookmarked or submitted calculator (tools/calculators/region.ts). */
export const MedicareMoneyCalculator = (props: MoneyCalculatorIslandProps) => (
  <IslandRegion region={MONEY_REGION} name="money-calculator" props={props} />
);
export const LeadButton = (props: LeadButtonIslandProps) => <Island name="lead-button" props={props} />;
export const BlogCategorySelect = (props: CategorySelectIslandProps) => <Island name="category-select" props={props} />;
/** In a region the server fills with its answer to a no-script post (contact-region.tsx). */
export const ContactFormIsland = () => <IslandRegion region={CONTACT_REGION} name="contact-form" props={{}} />;
/** In a region the server fills with the request's source or its answer to a no-script post (guide-region.tsx). */
export const LeadFormIsland = (props: LeadFormIslandProps) => (
  <IslandRegion region={GUIDE_REGION} name="lead-form" props={props} />
);
