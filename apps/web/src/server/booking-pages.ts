/**
 * /book's prerendered page answering a post, its booking region rendered with a view: the steps of POST /book
 * (booking-post.ts) and of the change-or-cancel page (booking-manage.ts), always no-store; and the office's phone as
 * the page says it. A page that cannot be rendered is logged and answered as plain text with the view's message.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { BOOK_PATH } from "../app/booking-path.js";
import { bootOf } from "../app/boot.js";
import { REGIONS } from "../islands/regions.js";
import type { AppointmentsRead, Regions } from "../islands/regions.js";
import type { BookingView } from "../tools/booking/booking-flow.js";
import type { BookingIslandProps } from "../tools/booking/booking-island.js";
import { pageShells } from "./form-post.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { loadEntryServer } from "./ssr-bundle.js";

/** The message over the When step when the chosen time was booked by someone else first. */
export const SLOT_TAKEN_MESSAGE =
  "That time was just taken. Please choose another time: the nearest open times are first.";

/** What /book's pages need to answer a post: the built site, the appointment settings, the clock, the log. */
export interface BookingPagesOptions {
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  appointments: () => Promise<AppointmentsRead>;
  log?: (message: string, context?: Context) => void;
  now?: () => Date;
}

/**
 * /book's prerendered page answering a post, its booking region rendered with a view (the steps of /book and of
 * the change-or-cancel page, booking-manage.ts), and the office's phone as the page says it.
 */
export type BookingPages = ReturnType<typeof createBookingPages>;

export function createBookingPages(options: BookingPagesOptions) {
  const readShell = pageShells(options.siteDir ?? options.distDir);

  /**
   * /book's page with its booking region showing `view` (no-store), its title `title` when given; plain text when it
   * cannot be rendered.
   */
  const answerPage = async (
    context: Context,
    view: BookingView,
    status: ContentfulStatusCode = 200,
    { title }: { title?: string } = {},
  ) => {
    try {
      const shell = await readShell(BOOK_PATH);
      const server = await loadEntryServer(options.distDir);
      if (shell !== undefined) {
        // The booking region with this step's props (the island's other props as prerendered).
        const regions: Regions = {
          booking: {
            ...REGIONS.booking,
            asks: () => true,
            props: (prerendered: BookingIslandProps) => ({ ...prerendered, view }),
            ...(title ? { page: (html: string) => withBookingTitle(html, title) } : {}),
          },
        };
        const filled = await server.fillRegions(
          shell,
          {
            url: new URL(context.req.url),
            now: options.now?.() ?? new Date(),
            searchIndex: () => Promise.reject(new Error("no search on /book")),
            appointments: options.appointments,
          },
          regions,
        );
        for (const failure of filled.failures) throw failure.error;
        if (filled.html !== undefined)
          return renderedPageResponse(context, filled.html, { status, cacheControl: "no-store" });
      }
    } catch (error) {
      options.log?.(`[booking] the booking page could not be rendered for a post: ${logText(error)}`, context);
    }
    const text = view.notice ?? (Object.values(view.errors)[0] || "Please go back and try again.");
    return context.text(text, status === 200 ? 500 : status, { "cache-control": "no-store" });
  };

  /** The office's phone as /book's page says it ('' when the page is not built). */
  const officePhone = async () => {
    const shell = await readShell(BOOK_PATH);
    return shell ? bootOf(shell).site.phone.display : "";
  };

  return { answerPage, officePhone, readShell };
}

/** /book's page title with `title` instead of 'Book an appointment' (a fixed text of ours, never the visitor's). */
function withBookingTitle(html: string, title: string): string {
  return html.replace(/<title>[^<|]*?(?= \||<)/, () => `<title>${title}`);
}
