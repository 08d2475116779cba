/**
 * The interactive components pages use, as islands: prerendered with the page, hydrated on their own in the
 * browser. Same names and props as the UI kit's components (minus anything that cannot travel as JSON).
 */
import { Island } from "./island.js";
import type { CategorySelectIslandProps } from "./category-select-island.js";
import type { LeadButtonIslandProps } from "./lead-button-island.js";
import type { TimelineIslandProps } from "./timeline-island.js";
import type { TimelineToolIslandProps } from "./timeline-tool-island.js";
import type { VideoIslandProps } from "./video-island.js";

export { Island } from "./island.js";

// Cards and images are not islands: prerendered HTML whose images a plain script loads (app/image-runtime.ts).
export { SiteContentCard as ContentCard } from "../components/content-card.js";
export { SiteImage as Image } from "../components/site-image.js";
export const VideoEmbed = (props: VideoIslandProps) => <Island name="video" props={props} />;
export const TimelineCarousel = (props: TimelineIslandProps) => <Island name="timeline" props={props} />;
export const MedicareTimelineTool = (props: TimelineToolIslandProps) => <Island name="timeline-tool" props={props} />;
export const LeadButton = (props: LeadButtonIslandProps) => <Island name="lead-button" props={props} />;
export const BlogCategorySelect = (props: CategorySelectIslandProps) => <Island name="category-select" props={props} />;
export const ContactFormIsland = () => <Island name="contact-form" props={{}} />;
