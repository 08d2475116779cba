/**
 * A page holding 'Your Medicare timeline' asked for a timeline in its address (`?dob=…&ss=…&coverageEnds=…`, or the
 * form's own names from a plain GET submission): the prerendered page with the tool's island rendered again with the
 * answer, as of today in the office's time zone (America/Chicago), so a bookmarked or submitted timeline shows its
 * dates, or the form's messages under its fields, with no JavaScript. Any page may hold the tool (an editor embeds
 * it): the page is found as the site's files are, and one without the tool is left to them. Only the island is
 * rendered (from the SSR bundle), not the page. The query is read no further than MAX_TIMELINE_QUERY_LENGTH, reaches
 * the page only as digits and yes/no answers, and is never logged (it holds a birth date). Anything going wrong: the
 * prerendered page answers, and its island reads the address in the browser.
 */
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Context } from "hono";
import { fieldsFromQuery } from "../timeline/timeline-query.js";
import { officeToday } from "../timeline/office-today.js";
import { loadEntryServer } from "../regenerate/site-renderer.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { fileForRequest, isMissingFile } from "./site-files.js";

/** The longest query string read, in UTF-16 code units (a timeline's is under 100; the rest is cut). */
export const MAX_TIMELINE_QUERY_LENGTH = 1024;

export interface TimelinePageOptions {
  distDir: string;
  log?: (message: string, context?: Context) => void;
  /** The clock (tests). */
  now?: () => Date;
}

export function createTimelinePage(options: TimelinePageOptions): (context: Context) => Promise<Response | undefined> {
  const clientDir = join(options.distDir, "client");
  return async (context) => {
    const url = new URL(context.req.url);
    const search = url.search.slice(0, MAX_TIMELINE_QUERY_LENGTH);
    const { fields, asked } = fieldsFromQuery(search);
    if (!asked) return undefined;
    const file = fileForRequest(clientDir, url.pathname, url.search);
    if (!file || extname(file) !== ".html") return undefined;
    try {
      const shell = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (isMissingFile(error)) return undefined;
        throw error;
      });
      if (shell === undefined) return undefined;
      const server = await loadEntryServer(options.distDir);
      if (!server.hasTimelineRegion(shell)) return undefined;
      const today = officeToday(options.now?.() ?? new Date());
      return renderedPageResponse(context, server.fillTimelineRegions(shell, { fields, today }), {
        cacheControl: "no-store",
      });
    } catch (error) {
      // Never the query: it is the visitor's birth date.
      options.log?.(`[timeline] a timeline is answered in the browser instead: ${logText(error)}`, context);
      return undefined;
    }
  };
}
