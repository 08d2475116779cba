/**
 * Every request-time region of the site, described once: which island it holds, and the tool's region entry
 * (tools/<name>/region.ts): whether a request asks for it (from the path and query alone, before any file is read),
 * the island's props for that request, and the query parameters that hold personal input. The prerender puts each
 * region's island between two empty <template> markers (`<IslandRegion>`, island-region.tsx); on request the
 * server's one middleware (server/region-pages.ts) reads the prerendered page once and the SSR bundle's fillRegions
 * (fill-regions.tsx) renders again every region the request asks for; the island hydrates those props as it would
 * the prerendered ones. A region with no `asks` is filled only by its no-script post (the contact form, the guide
 * request). Adding a tool: its folder under src/tools, its island in islands.ts and its line here. This module holds
 * no component: the server imports it as it is.
 */
import type { IslandName, IslandPropsOf } from "./islands.js";
import type { RegionEntry } from "../tools/region-entry.js";
import { moneyRegion } from "../tools/calculators/region.js";
import { searchRegion } from "../tools/search/region.js";
import { timelineRegion } from "../tools/timeline/region.js";
import { bookingRegion } from "../tools/booking/region.js";

export type { AppointmentsRead, RegionRequest } from "../tools/region-entry.js";

/** A region: its island, and its entry with that island's props. */
export type RegionDefinition<N extends IslandName = IslandName> = RegionEntry<IslandPropsOf<N>> & { island: N };

const region = <N extends IslandName>(island: N, entry: RegionEntry<IslandPropsOf<N>>): RegionDefinition<N> => ({
  island,
  ...entry,
});

export const REGIONS = {
  search: region("search", searchRegion),
  timeline: region("timeline-tool", timelineRegion),
  money: region("money-calculator", moneyRegion),
  // /book: the first question with its products (?products=…) and the Done page; every step between is a post
  // (server/booking-post.ts), answered by this region with that step's props.
  booking: region("booking", bookingRegion),
  // Filled by their no-script posts (server/contact-form-post.ts, lead-form-post.ts) with the answer to the post.
  contact: region("contact-form", { log: "contact", failure: "", personal: [] }),
  guide: region("lead-form", { log: "guide", failure: "", personal: [] }),
};

/** A set of regions (the site's REGIONS; a test's own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any island's region
export type Regions = Readonly<Record<string, RegionDefinition<any>>>;

/** The regions a GET of `url` asks for, in registry order. */
export function regionsAskedBy(url: URL, regions: Regions = REGIONS): string[] {
  return Object.keys(regions).filter((name) => regions[name]!.asks?.(url) === true);
}

/** Every query parameter that holds a visitor's personal input, of every region. */
export const PERSONAL_QUERY_NAMES: ReadonlySet<string> = new Set(
  Object.values<Regions[string]>(REGIONS).flatMap((definition) => definition.personal),
);
