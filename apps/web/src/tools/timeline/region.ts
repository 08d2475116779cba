/**
 * 'Your Medicare timeline''s region, wherever an editor embeds the tool: an address asking for a timeline (?dob=…,
 * or the form's own names from a plain GET submission) gets its dates as of today in the office's time zone
 * (America/Chicago), or the form's messages under its fields. The query is read no further than
 * MAX_TIMELINE_QUERY_LENGTH and reaches the page only as digits and yes/no answers.
 */
import type { RegionEntry } from "../region-entry.js";
import { officeToday } from "./office-today.js";
import { FIELD_NAMES, fieldsFromQuery } from "./timeline-query.js";
import type { TimelineToolIslandProps } from "./timeline-tool-island.js";

/** The longest query string read, in UTF-16 code units (a timeline's is under 100; the rest is cut). */
export const MAX_TIMELINE_QUERY_LENGTH = 1024;

const fieldsOf = (url: URL) => fieldsFromQuery(url.search.slice(0, MAX_TIMELINE_QUERY_LENGTH));

export const timelineRegion: RegionEntry<TimelineToolIslandProps> = {
  log: "timeline",
  failure: "a timeline is answered in the browser instead",
  personal: ["dob", "coverageEnds", ...Object.values(FIELD_NAMES)],
  asks: (url) => fieldsOf(url).asked,
  props: (prerendered, request) => ({
    tool: prerendered.tool,
    initial: { fields: fieldsOf(request.url).fields, today: officeToday(request.now) },
  }),
};
