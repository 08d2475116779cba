/**
 * A page holding a Medicare money calculator asked for one in its address (`?magi=…&filingStatus=…`, the form's own
 * names, see calculators/money-query.ts): the prerendered page with each calculator the query asks for rendered again
 * with its answer, or the messages under its fields, so a bookmarked or submitted calculator works with no
 * JavaScript. Any page may hold a calculator (an editor embeds it): the page is found as the site's files are, and one
 * without a calculator is left to them. When the address asks for the timeline too and the page holds it, the timeline
 * is answered as timeline-page.ts answers it. The query is read no further than MAX_MONEY_QUERY_LENGTH and never
 * logged (it holds income and savings). Anything going wrong: the prerendered page answers, and its islands read the
 * address in the browser.
 */
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Context } from "hono";
import { askedCalculators, MAX_MONEY_QUERY_LENGTH } from "../calculators/money-query.js";
import { fieldsFromQuery } from "../timeline/timeline-query.js";
import { officeToday } from "../timeline/office-today.js";
import { loadEntryServer } from "../regenerate/site-renderer.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { fileForRequest, isMissingFile } from "./site-files.js";
import { MAX_TIMELINE_QUERY_LENGTH } from "./timeline-page.js";

export interface MoneyCalculatorPageOptions {
  distDir: string;
  log?: (message: string, context?: Context) => void;
  /** The clock (tests), for a timeline asked on the same page. */
  now?: () => Date;
}

export function createMoneyCalculatorPage(
  options: MoneyCalculatorPageOptions,
): (context: Context) => Promise<Response | undefined> {
  const clientDir = join(options.distDir, "client");
  return async (context) => {
    const url = new URL(context.req.url);
    const search = url.search.slice(0, MAX_MONEY_QUERY_LENGTH);
    if (askedCalculators(search).length === 0) return undefined;
    const file = fileForRequest(clientDir, url.pathname, url.search);
    if (!file || extname(file) !== ".html") return undefined;
    try {
      const shell = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (isMissingFile(error)) return undefined;
        throw error;
      });
      if (shell === undefined) return undefined;
      const server = await loadEntryServer(options.distDir);
      if (!server.hasMoneyRegion(shell)) return undefined;
      let html = server.fillMoneyRegions(shell, search);
      const timeline = fieldsFromQuery(url.search.slice(0, MAX_TIMELINE_QUERY_LENGTH));
      if (timeline.asked && server.hasTimelineRegion(html)) {
        html = server.fillTimelineRegions(html, {
          fields: timeline.fields,
          today: officeToday(options.now?.() ?? new Date()),
        });
      }
      return renderedPageResponse(context, html, { cacheControl: "no-store" });
    } catch (error) {
      // Never the query: it holds the visitor's income and savings.
      options.log?.(`[calculators] a calculator is answered in the browser instead: ${logText(error)}`, context);
      return undefined;
    }
  };
}
