/**
 * The request-time regions (islands/regions.ts) answered: a GET whose path and query ask for a region gets the
 * prerendered page, read once, with every region it asks for rendered again by the SSR bundle (fillRegions) with the
 * request's props: /search?q=…'s results, a bookmarked or submitted timeline (?dob=…) or money calculator (?magi=…)
 * on any page an editor embeds them in. The page is found as the site's files are; one that holds none of the regions
 * asked for is left to them. The answer is `no-store` (html-response.ts), compressed like the prerendered pages.
 * A region's server ceilings run around its answer (search-gate.ts: rate limit, cache, time budget). The query is
 * never logged (a birth date, an income, a search). Anything going wrong: the prerendered page answers, and its
 * islands answer the address in the browser.
 */
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Context } from "hono";
import { REGIONS, regionsAskedBy } from "../islands/regions.js";
import type { RegionRequest, Regions } from "../islands/regions.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { createSearchGate } from "./search-gate.js";
import type { SearchGateOptions, SearchStats } from "./search-gate.js";
import { fileForRequest, isMissingFile } from "./site-files.js";

export interface RegionPagesOptions {
  /** The build folder (dist): holds client/ and ssr/. */
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  log?: (message: string, context?: Context) => void;
  /** The clock (tests): a timeline answers as of the office's day. */
  now?: () => Date;
  /** /search's ceilings (search-gate.ts). */
  search?: SearchGateOptions;
  /** The appointment settings and seats taken (the booking region), read only when a region asks. */
  appointments: RegionRequest["appointments"];
  /** The regions answered (tests): default the site's. */
  regions?: Regions;
}

export interface RegionPages {
  (context: Context): Promise<Response | undefined>;
  /** /search's results pages: rendered, answered again from memory, left to the prerendered page past the budget. */
  readonly stats: { search: SearchStats };
}

export function createRegionPages(options: RegionPagesOptions): RegionPages {
  const clientDir = join(options.siteDir ?? options.distDir, "client");
  const regions: Regions = options.regions ?? REGIONS;
  const searchGate = createSearchGate(clientDir, { ...options.search, log: options.log });
  // A region's own ceilings, around its answer.
  const gates: Partial<Record<string, typeof searchGate>> = { search: searchGate };
  const logFailure = (region: string, error: unknown, context: Context) => {
    const definition = regions[region]!;
    // Never the query: it is what the visitor typed.
    options.log?.(`[${definition.log}] ${definition.failure}: ${logText(error)}`, context);
  };

  const page = async (context: Context): Promise<Response | undefined> => {
    const url = new URL(context.req.url);
    const asked = regionsAskedBy(url, regions);
    if (asked.length === 0) return undefined;
    const file = fileForRequest(clientDir, url.pathname, url.search);
    if (!file || extname(file) !== ".html") return undefined;
    const render = async (): Promise<Response | undefined> => {
      const shell = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (isMissingFile(error)) return undefined;
        throw error;
      });
      if (shell === undefined) return undefined;
      const server = await loadEntryServer(options.distDir);
      const { html, failures } = await server.fillRegions(
        shell,
        {
          url,
          now: options.now?.() ?? new Date(),
          searchIndex: () => searchGate.index(server),
          appointments: options.appointments,
        },
        options.regions,
      );
      for (const { region, error } of failures) logFailure(region, error, context);
      return html === undefined ? undefined : renderedPageResponse(context, html);
    };
    try {
      const gate = asked.map((region) => gates[region]).find((one) => one !== undefined);
      return gate ? await gate(context, file, render) : await render();
    } catch (error) {
      for (const region of asked) logFailure(region, error, context);
      return undefined;
    }
  };
  return Object.assign(page, { stats: { search: searchGate.stats } });
}
