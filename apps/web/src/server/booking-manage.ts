/**
 * The visitor's change-or-cancel page, /book/manage?t=… (the link in every appointment e-mail; manage-link.ts signs
 * its token). It keeps to the booking flow's state design (tools/booking/booking-flow.ts): the token is the only
 * state, in the address and then in each form's hidden field, and every answer is read from the appointment as it is
 * now, never from the form. Each page is /book's prerendered page with its booking region rendered with that page's
 * view (createBookingPages, as POST /book answers), so it works with no script.
 *
 * GET shows the appointment (when, how, what, who it is for) with 'Change the time' and 'Cancel the appointment'.
 * POST /book/manage: 'Change the time' is the When step again (the appointment's method, so its length; its own seats
 * counted free; 'Show more days'), a time checked with checkSlot as /book checks it and then moved by the leads
 * service (`reschedule`, which sends the notices); 'Cancel' asks 'Cancel this appointment?' first, and only 'Yes,
 * cancel it' cancels (`cancelAppointment`). A token that does not verify or names no appointment (404), and one whose
 * appointment has ended or was cancelled (410), get a plain message and the office's phone: nothing of any
 * appointment. Every answer is no-store (and, from app.ts, Referrer-Policy: no-referrer); posts from another site
 * are refused; the token and what the visitor chose are never logged.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppointmentRecord, LeadsAppointments } from "@tupelo-medicare/leads";
import type { AppointmentsRead } from "../islands/regions.js";
import { answersOf, MAX_MORE, stepErrors } from "../tools/booking/booking-answers.js";
import type { BookingAnswers } from "../tools/booking/booking-answers.js";
import {
  appointmentAnswers,
  checkedSlot,
  appointmentSummary,
  manageGoneView,
  manageView,
  minutesOf,
  nearestTimes,
  stepView,
  withoutOwnSeats,
} from "../tools/booking/booking-flow.js";
import type { BookingContext, BookingView, MailNote } from "../tools/booking/booking-flow.js";
import { MANAGE_TEXT } from "../tools/booking/manage-text.js";
import { createBookingPages, SLOT_TAKEN_MESSAGE } from "./booking-pages.js";
import { readFormPost, refusedFormPost } from "./form-post.js";
import { logText } from "./log-text.js";
import { manageTokenId, MANAGE_TOKEN_QUERY } from "./manage-link.js";

/** The reason kept with an appointment the visitor cancelled. */
export const VISITOR_CANCEL_REASON = "cancelled by the visitor with the e-mail link";

export interface BookingManageOptions {
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  /** APPOINTMENT_LINK_SECRET: the links' signing secret. */
  secret: string;
  /** The appointment settings, the seats taken and whether e-mail is on (appointments-read.ts). */
  appointments: () => Promise<AppointmentsRead>;
  /** The leads service's appointments (they throw while the database is not available). */
  leads: () => Pick<LeadsAppointments, "get" | "reschedule" | "cancelAppointment">;
  siteUrl?: string;
  log?: (message: string, context?: Context) => void;
  now?: () => Date;
}

/** The appointment a token names, when the page may show it; else the status of the plain message. */
type Found = { record: AppointmentRecord; token: string } | { gone: 404 | 410; record?: AppointmentRecord };

const TITLES: Readonly<Record<string, string>> = {
  manage: MANAGE_TEXT.manage,
  when: MANAGE_TEXT.change,
  "manage-cancel": MANAGE_TEXT.cancelQuestion,
  "manage-moved": MANAGE_TEXT.moved,
  "manage-cancelled": MANAGE_TEXT.cancelled,
  "manage-gone": MANAGE_TEXT.gone,
};

export function createBookingManage(options: BookingManageOptions) {
  const pages = createBookingPages(options);
  const now = () => options.now?.() ?? new Date();

  const answer = (context: Context, view: BookingView, status: ContentfulStatusCode = 200) =>
    pages.answerPage(context, view, status, { title: TITLES[view.page] ?? MANAGE_TEXT.manage });

  const gone = (context: Context, status: 404 | 410) => answer(context, manageGoneView(), status);

  /** The plain answer while the leads database (or the settings) cannot be read: 503 with the office's phone. */
  const unavailable = async (context: Context, error: unknown) => {
    options.log?.(`[booking] the change-or-cancel page could not answer: ${logText(error)}`, context);
    const phone = await pages.officePhone().catch(() => "");
    return context.text(
      `We cannot show your appointment right now. Please try again in a few minutes${phone ? `, or call our office at ${phone}` : ""}.`,
      503,
      { "cache-control": "no-store" },
    );
  };

  /** The appointment `token` names, when it verifies and the appointment is booked and has not ended. */
  const find = async (token: string | null, at: Date): Promise<Found> => {
    const id = manageTokenId(options.secret, token);
    if (id === null || token === null) return { gone: 404 };
    const record = await options.leads().get(id);
    if (!record) return { gone: 404 };
    if (record.status !== "booked" || Date.parse(record.end) <= at.getTime()) return { gone: 410, record };
    return { record, token };
  };

  const mailOf = (read: AppointmentsRead): MailNote => ({ on: read.mail, manageLinks: read.manageLinks });

  /** GET /book/manage?t=…: the appointment, or the plain message. */
  const page = async (context: Context): Promise<Response> => {
    const token = new URL(context.req.url).searchParams.get(MANAGE_TOKEN_QUERY);
    let read: AppointmentsRead;
    let found: Found;
    try {
      read = await options.appointments();
      found = await find(token, now());
    } catch (error) {
      return unavailable(context, error);
    }
    if ("gone" in found) return gone(context, found.gone);
    return answer(
      context,
      manageView("manage", found.record, read.settings, { token: found.token, mail: mailOf(read) }),
    );
  };

  /** POST /book/manage (application/x-www-form-urlencoded): the button pressed on one of the page's forms. */
  const post = async (context: Context): Promise<Response> => {
    const form = await readFormPost(context, options.siteUrl);
    if (typeof form === "number") return refusedFormPost(context, form);
    const go = form.get("go") ?? "";
    const at = now();
    try {
      const read = await options.appointments();
      const mail = mailOf(read);
      const found = await find(form.get(MANAGE_TOKEN_QUERY), at);
      if ("gone" in found) {
        // 'Yes, cancel it' sent again (a reload) after it was cancelled: that it is, and nothing more of it.
        if (go === "cancel-yes" && found.record?.status === "cancelled")
          return answer(
            context,
            manageView("manage-cancelled", found.record, read.settings, { token: "", mail, details: false }),
          );
        return gone(context, found.gone);
      }
      const { record, token } = found;
      const settings = read.settings;
      const show = (status?: string) =>
        answer(context, manageView("manage", record, settings, { token, mail, ...(status ? { status } : {}) }));

      // The When step's own values (the time chosen, the visitor's zone, 'Show more days'); the rest is the record's.
      const posted = answersOf(form);
      const answers: BookingAnswers = {
        ...appointmentAnswers(record),
        start: posted.start,
        zone: posted.zone,
        more: go === "more" ? Math.min(posted.more + 1, MAX_MORE) : posted.more,
      };
      const flow: BookingContext = withoutOwnSeats({ ...read, now: at }, record);
      const when = async (
        shown: BookingAnswers,
        status: ContentfulStatusCode,
        extra: Parameters<typeof stepView>[3] = {},
      ) => {
        const view = await stepView("when", shown, flow, extra);
        const summary = appointmentSummary(record, settings);
        return answer(
          context,
          { ...view, ...(summary ? { summary } : {}), mail, manage: { token, canChange: true } },
          status,
        );
      };
      const slotTaken = async (chosen: BookingAnswers) =>
        when({ ...chosen, start: "" }, 409, { notice: SLOT_TAKEN_MESSAGE, nearest: await nearestTimes(chosen, flow) });

      switch (go) {
        case "cancel":
          return answer(context, manageView("manage-cancel", record, settings, { token, mail }));
        case "cancel-yes": {
          const outcome = await options.leads().cancelAppointment(record.id, VISITOR_CANCEL_REASON);
          if (outcome === "not-found") return gone(context, 404);
          if (outcome === "already-cancelled")
            return answer(
              context,
              manageView("manage-cancelled", record, settings, { token: "", mail, details: false }),
            );
          return answer(context, manageView("manage-cancelled", record, settings, { token: "", mail }));
        }
        case "change":
          return settings.bookingEnabled ? when({ ...answers, start: "", more: 0 }, 200) : show();
        case "more":
          return settings.bookingEnabled ? when(answers, 200) : show();
        case "continue": {
          if (!settings.bookingEnabled) return show();
          const errors = stepErrors("when", answers);
          if (Object.keys(errors).length > 0) return when(answers, 400, { errors });
          const checked = await checkedSlot(answers, flow);
          if (!checked.ok) {
            if (checked.problem === "full") return slotTaken(answers);
            return when({ ...answers, start: "" }, 409, { notice: checked.message });
          }
          const start = new Date(checked.slot.start);
          const end = new Date(start.getTime() + minutesOf(settings, record.method) * 60_000);
          const outcome = await options.leads().reschedule(record.id, { start, end, capacity: settings.capacity });
          switch (outcome) {
            case "moved": {
              const moved = { ...record, start: start.toISOString(), end: end.toISOString() };
              return answer(context, manageView("manage-moved", moved, settings, { token: "", mail }));
            }
            case "same-time":
              return show(MANAGE_TEXT.sameTime);
            case "slot-taken":
              return slotTaken(answers);
            case "cancelled":
              return gone(context, 410);
            case "not-found":
              return gone(context, 404);
          }
          return show();
        }
        default:
          // 'No, keep it', Back, or a button no page of ours names: the appointment as it is.
          return show();
      }
    } catch (error) {
      return unavailable(context, error);
    }
  };

  return { page, post };
}
