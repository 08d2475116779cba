/**
 * The booking flow's posts and calendar file (the flow's state design: tools/booking/booking-flow.ts). POST /book
 * (application/x-www-form-urlencoded) reads every answer from the form, works out the page it leads to and answers it
 * with /book's prerendered page, its booking region rendered with that step (no-store, always). Confirm checks the
 * time again (checkSlot: each problem's message on the When step with every other answer kept), then hands the
 * booking to the leads core through the submissions door the other no-script posts use (the site's ceiling, the rate
 * limit, the honeypot, an Idempotency-Key from formPostKey), with the Scope of Appointment text the page showed
 * (soaText(), SOA_VERSION). Booked → 303 to the Done page (Post/Redirect/Get); slot-taken → the When step with 'That
 * time was just taken' and the nearest open times; contact-limit → Check your answers with its message and the
 * office's phone. GET /book/calendar.ics builds the .ics from non-personal values only. Nothing the visitor sent is
 * logged.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { appointmentIcs, SOA_VERSION, soaText } from "@tupelo-medicare/appointments";
import type { SlotCheck } from "@tupelo-medicare/appointments";
import { SUBMISSION_CONTEXT_KEY, HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "@tupelo-medicare/lead-forms/contract";
import { readLimitedText } from "@tupelo-medicare/leads";
import type { AcceptOutcome } from "@tupelo-medicare/leads";
import { BOOK_PATH } from "../app/booking-path.js";
import { bootOf } from "../app/boot.js";
import { REGIONS } from "../islands/regions.js";
import type { AppointmentsRead, Regions } from "../islands/regions.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { answersOf, MAX_MORE, MEETING_METHOD_IDS, METHOD_LABELS, trapOf } from "../tools/booking/booking-answers.js";
import type { BookingAnswers, MeetingMethodId } from "../tools/booking/booking-answers.js";
import {
  checkedSlot,
  firstView,
  intentOf,
  meetingWhen,
  minutesOf,
  nearestTimes,
  pageAfter,
  stepView,
} from "../tools/booking/booking-flow.js";
import type { BookingContext, BookingView } from "../tools/booking/booking-flow.js";
import type { BookingIslandProps } from "../tools/booking/booking-island.js";
import { bookedHref } from "../tools/booking/region.js";
import { FORM_POST_BODY_LIMIT } from "./body-limits.js";
import { formPostAnswer, formPostKey, pageShells, postFromAnotherSite } from "./form-post.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";

/** The message over the When step when the chosen time was booked by someone else first. */
export const SLOT_TAKEN_MESSAGE =
  "That time was just taken. Please choose another time: the nearest open times are first.";
/** Upcoming bookings one e-mail or phone may hold. */
export const MAX_UPCOMING_PER_CONTACT = 2;

export interface BookingPostOptions {
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  /** The leads core for an appointment (submissions.accept: the ceiling, rate limit, honeypot, key). */
  accept: (
    fields: unknown,
    context: Context,
    key: string,
    appointment: {
      start: Date;
      end: Date;
      capacity: number;
      soa: { version: string; text: string };
      maxUpcomingPerContact: number;
      now: Date;
      timeZone: string;
    },
  ) => Promise<AcceptOutcome<"appointment">>;
  appointments: () => Promise<AppointmentsRead>;
  siteUrl?: string;
  log?: (message: string, context?: Context) => void;
  now?: () => Date;
}

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
export function withBookingTitle(html: string, title: string): string {
  return html.replace(/<title>[^<|]*?(?= \||<)/, () => `<title>${title}`);
}

export function createBookingPost(options: BookingPostOptions) {
  const { answerPage, officePhone, readShell } = createBookingPages(options);

  /** The When step for a time someone else booked first: the message, the nearest open times, every answer kept. */
  const slotTaken = async (context: Context, answers: BookingAnswers, flow: BookingContext) =>
    answerPage(
      context,
      await stepView("when", { ...answers, start: "" }, flow, {
        notice: SLOT_TAKEN_MESSAGE,
        changing: true,
        nearest: await nearestTimes(answers, flow),
      }),
      409,
    );

  /** The When step with the chosen time's problem (409), every other answer kept; undefined when it can be booked. */
  const slotProblem = async (
    context: Context,
    answers: BookingAnswers,
    flow: BookingContext,
    known?: SlotCheck,
  ): Promise<Response | undefined> => {
    const checked = known ?? (await checkedSlot(answers, flow));
    if (checked.ok) return undefined;
    if (checked.problem === "full") return slotTaken(context, answers, flow);
    return answerPage(
      context,
      await stepView("when", { ...answers, start: "" }, flow, { notice: checked.message, changing: true }),
      409,
    );
  };

  const confirm = async (
    context: Context,
    answers: BookingAnswers,
    form: URLSearchParams,
    flow: BookingContext,
  ): Promise<Response> => {
    const checked = await checkedSlot(answers, flow);
    // A full time goes to the database all the same: a second press of this form is its own booking (the key says
    // so), anyone else's is refused by the seat's constraint (slot-taken below).
    if (!checked.ok && checked.problem !== "full") return (await slotProblem(context, answers, flow, checked))!;
    const minutes = minutesOf(flow.settings, answers.method);
    const start = new Date(checked.ok ? checked.slot.start : answers.start);
    const end = checked.ok ? new Date(checked.slot.end) : new Date(start.getTime() + minutes * 60_000);
    const fields = {
      products: answers.products,
      method: answers.method,
      start: start.toISOString(),
      minutes,
      firstName: answers.firstName.trim(),
      lastName: answers.lastName.trim(),
      phone: answers.phone.trim(),
      email: answers.email.trim(),
      zip: answers.zip.trim(),
      forWhom: answers.forWhom,
      ...(answers.forWhom === "someone-else"
        ? {
            beneficiaryFirstName: answers.beneficiaryFirstName.trim(),
            beneficiaryLastName: answers.beneficiaryLastName.trim(),
            relationship: answers.relationship.trim(),
          }
        : {}),
      // The version the Check page showed: the leads core refuses it when the wording has changed since.
      soaVersion: form.get("soaVersion") ?? "",
      [SUBMISSION_CONTEXT_KEY]: { page: BOOK_PATH },
      ...(trapOf(form) ? { [HONEYPOT_FIELD]: trapOf(form) } : {}),
    };
    let outcome: AcceptOutcome<"appointment">;
    try {
      outcome = await options.accept(fields, context, formPostKey("book", fields, flow.now), {
        start,
        end,
        capacity: flow.settings.capacity,
        // The wording the page showed: the same statements, the same version.
        soa: { version: SOA_VERSION, text: soaText() },
        maxUpcomingPerContact: MAX_UPCOMING_PER_CONTACT,
        now: flow.now,
        timeZone: flow.settings.timeZone,
      });
    } catch (error) {
      options.log?.(`[booking] a booking could not be handed to the leads service: ${logText(error)}`, context);
      return answerPage(context, await stepView("check", answers, flow, { notice: await failedText() }), 500);
    }
    if (outcome.outcome === "slot-taken") return slotTaken(context, answers, flow);
    if (outcome.outcome === "contact-limit") {
      return answerPage(
        context,
        await stepView("check", answers, flow, {
          notice: `You already have ${MAX_UPCOMING_PER_CONTACT} upcoming appointments with us. To book another, please call our office at ${await officePhone()}.`,
        }),
        409,
      );
    }
    const answer = formPostAnswer(outcome);
    if (answer.sent)
      return context.body(null, 303, {
        location: `${bookedHref(start.toISOString(), answers.method, answers.products)}#booking-question`,
        "cache-control": "no-store",
      });
    if ("errors" in answer) {
      // The leads core's messages are for the fields it knows; a start or SOA version it refuses is the When step's
      // or Check's (the wording changed while the visitor read it).
      const errors = answer.errors as Record<string, string>;
      if (errors.start)
        return answerPage(
          context,
          await stepView("when", { ...answers, start: "" }, flow, { notice: errors.start, changing: true }),
          400,
        );
      if (errors.soaVersion)
        return answerPage(context, await stepView("check", answers, flow, { notice: errors.soaVersion }), 400);
      const page = errors.products ? "what" : errors.method ? "how" : "about";
      return answerPage(context, await stepView(page, answers, flow, { errors, changing: true }), 400);
    }
    return answerPage(
      context,
      await stepView("check", answers, flow, {
        notice: answer.result === "limited" ? RATE_LIMITED_MESSAGE : await failedText(),
      }),
      answer.status,
    );
  };

  const failedText = async () =>
    `There was an error booking your appointment. Please try again, or call our office at ${await officePhone()}.`;

  /** POST /book as application/x-www-form-urlencoded. */
  const post = async (context: Context): Promise<Response> => {
    if (postFromAnotherSite(context, options.siteUrl)) {
      return context.text("This form can only be sent from our own site.", 403, { "cache-control": "no-store" });
    }
    const text = await readLimitedText(context.req.raw, FORM_POST_BODY_LIMIT);
    if (text === null) return context.text("That form was too large to read.", 413, { "cache-control": "no-store" });
    const form = new URLSearchParams(text);
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

  /** GET /book/calendar.ics?start=…&minutes=…&method=…: the meeting's calendar file, or 400 with a plain message. */
  const calendar = async (context: Context): Promise<Response> => {
    const query = new URL(context.req.url).searchParams;
    const start = new Date(query.get("start") ?? "");
    const minutes = Number(query.get("minutes") ?? "");
    const method = query.get("method") ?? "";
    const bad = (message: string) => context.text(message, 400, { "cache-control": "no-store" });
    if (Number.isNaN(start.getTime())) return bad("The calendar link's start time is not a date and time.");
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 480)
      return bad("The calendar link's length must be a whole number of minutes from 5 to 480.");
    if (!(MEETING_METHOD_IDS as readonly string[]).includes(method))
      return bad("The calendar link's meeting method must be phone, office or video.");
    const shell = await readShell(BOOK_PATH);
    const site = shell ? bootOf(shell).site : undefined;
    const { settings } = await options.appointments();
    const when = meetingWhen(start, settings.timeZone);
    const address = site
      ? `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`
      : undefined;
    const ics = appointmentIcs({
      uid: `${start.toISOString()}-${method}@${new URL(options.siteUrl ?? context.req.url).host}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + minutes * 60_000).toISOString(),
      summary: `Medicare appointment with ${site?.brand ?? "our office"} (${METHOD_LABELS[method as MeetingMethodId]})`,
      description: `${METHOD_LABELS[method as MeetingMethodId]}, ${when.day} at ${when.time}. To change or cancel, call ${site?.phone.display ?? "our office"}.`,
      ...(method === "office" && address ? { location: address } : {}),
      url: new URL(BOOK_PATH, options.siteUrl ?? context.req.url).toString(),
      stamp: options.now?.() ?? new Date(),
      timeZone: settings.timeZone,
    });
    return context.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="appointment.ics"',
      "cache-control": "no-store",
    });
  };

  return { post, calendar };
}
