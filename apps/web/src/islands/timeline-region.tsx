/**
 * Where 'Your Medicare timeline' sits on any page an editor embeds it in, between two empty <template> markers: the
 * server swaps what lies between them for the island answering the address's query (src/server/timeline-page.ts),
 * so a bookmarked or submitted timeline shows its dates with no JavaScript, and the island hydrates that answer.
 */
import { fillIslandRegions } from "./fill-island-regions.js";
import { regionMarkers, TIMELINE_REGION } from "./island-region.js";
import TimelineToolIsland from "./timeline-tool-island.js";
import type { TimelineToolIslandProps } from "./timeline-tool-island.js";
import type { TimelineFields } from "../timeline/timeline-query.js";

/** Whether a prerendered page holds the timeline tool (cheap: one search, before anything is rendered). */
export const hasTimelineRegion = (shell: string): boolean => shell.includes(regionMarkers(TIMELINE_REGION).start);

/**
 * The page with every timeline tool showing the answer for `fields` as of `today` (YYYY-MM-DD): the dates, or the
 * form's messages under the fields. Throws when the page has no timeline tool.
 */
export function fillTimelineRegions(shell: string, initial: { fields: TimelineFields; today: string }): string {
  return fillIslandRegions<TimelineToolIslandProps>(shell, TIMELINE_REGION, TimelineToolIsland, (prerendered) => ({
    tool: prerendered.tool,
    initial,
  }));
}
