/**
 * The booking flow's posts and calendar file (the flow's state design: tools/booking/booking-flow.ts). POST /book
 * (application/x-www-form-urlencoded) reads every answer from the form, works out the page it leads to and answers it
 * with /book's prerendered page, its booking region rendered with that step (booking-pages.ts; no-store, always). The
 * chosen time is checked as it is chosen and again on Confirm, which hands the booking to the leads core
 * (booking-confirm.ts). GET /book/calendar.ics builds the .ics from non-personal values only (booking-calendar.ts).
 * Nothing the visitor sent is logged.
 */
import type { Context } from "hono";
import { BOOK_PATH } from "../app/booking-path.js";
import type { AppointmentsRead } from "../islands/regions.js";
import { answersOf, MAX_MORE } from "../tools/booking/booking-answers.js";
import { firstView, intentOf, pageAfter, stepView } from "../tools/booking/booking-flow.js";
import type { BookingContext, BookingView } from "../tools/booking/booking-flow.js";
import { createBookingCalendar } from "./booking-calendar.js";
import { createBookingConfirm } from "./booking-confirm.js";
import type { AcceptAppointment } from "./booking-confirm.js";
import { createBookingPages } from "./booking-pages.js";
import { readFormPost, refusedFormPost } from "./form-post.js";
import { logText } from "./log-text.js";

export interface BookingPostOptions {
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  /** The leads core for an appointment (submissions.accept: the ceiling, rate limit, honeypot, key). */
  accept: AcceptAppointment;
  appointments: () => Promise<AppointmentsRead>;
  siteUrl?: string;
  log?: (message: string, context?: Context) => void;
  now?: () => Date;
}

export function createBookingPost(options: BookingPostOptions) {
  const pages = createBookingPages(options);
  const { answerPage } = pages;
  const { confirm, slotProblem, failedText } = createBookingConfirm({
    accept: options.accept,
    pages,
    log: options.log,
  });

  /** POST /book as application/x-www-form-urlencoded. */
  const post = async (context: Context): Promise<Response> => {
    const form = await readFormPost(context, options.siteUrl);
    if (typeof form === "number") return refusedFormPost(context, form);
    const answers = answersOf(form);
    let flow: BookingContext;
    try {
      const read = await options.appointments();
      flow = { ...read, now: options.now?.() ?? new Date() };
    } catch (error) {
      options.log?.(`[booking] the appointment settings could not be read: ${logText(error)}`, context);
      return context.text(await failedText(), 503, { "cache-control": "no-store" });
    }
    if (!flow.settings.bookingEnabled) return context.redirect(BOOK_PATH, 303);
    const intent = intentOf(form);
    const shown = intent.go === "more" ? { ...answers, more: Math.min(answers.more + 1, MAX_MORE) } : answers;
    const next = pageAfter(intent, shown, form.get("changing") === "1");
    if ("confirm" in next) return confirm(context, answers, form, flow);
    if (intent.go === "continue" && intent.step === "when" && Object.keys(next.errors).length === 0) {
      // The chosen time is checked as it is chosen (a stale page, a tampered value), and again on Confirm.
      const problem = await slotProblem(context, answers, flow);
      if (problem) return problem;
    }
    const status = Object.keys(next.errors).length > 0 ? 400 : 200;
    let view: BookingView;
    try {
      view = await stepView(next.page, shown, flow, { errors: next.errors, changing: next.changing });
    } catch (error) {
      // The schedule refuses a value no page of ours sends (a RangeError naming it): the first question again.
      options.log?.(`[booking] a step could not be shown, the first question instead: ${logText(error)}`, context);
      return answerPage(context, firstView(answers.products, flow.settings), 400);
    }
    return answerPage(context, view, status);
  };

  const calendar = createBookingCalendar({
    readShell: pages.readShell,
    appointments: options.appointments,
    siteUrl: options.siteUrl,
    now: options.now,
  });

  return { post, calendar };
}
