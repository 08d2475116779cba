/**
 * Every island of the site, by name. The server renders them from here; the browser loads each one's code on
 * its own (loaders.ts), so a page downloads only the islands it shows.
 */
import CategorySelectIsland from "./category-select-island.js";
import ContactFormIsland from "./contact-form-island.js";
import ContentCardIsland from "./content-card-island.js";
import HeaderIsland from "./header-island.js";
import ImageIsland from "./image-island.js";
import LeadButtonIsland from "./lead-button-island.js";
import MobileBarIsland from "./mobile-bar-island.js";
import SearchIsland from "./search-island.js";
import TimelineIsland from "./timeline-island.js";
import VideoIsland from "./video-island.js";

export const ISLANDS = {
  header: HeaderIsland,
  "mobile-bar": MobileBarIsland,
  "lead-button": LeadButtonIsland,
  "content-card": ContentCardIsland,
  image: ImageIsland,
  video: VideoIsland,
  timeline: TimelineIsland,
  "contact-form": ContactFormIsland,
  "category-select": CategorySelectIsland,
  search: SearchIsland,
};

export type IslandName = keyof typeof ISLANDS;
