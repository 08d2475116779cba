/**
 * Confirm on /book's Check your answers: the chosen time checked again (checkSlot: each problem's message on the When
 * step, every other answer kept), then the booking handed to the leads core through the submissions door the other
 * no-script posts use (the site's ceiling, the rate limit, the honeypot, an Idempotency-Key from formPostKey), with the
 * Scope of Appointment text the page showed (soaText(), SOA_VERSION). Each outcome is a page: booked → 303 to the
 * Done page (Post/Redirect/Get); slot-taken → the When step with SLOT_TAKEN_MESSAGE and the nearest open times;
 * contact-limit → Check your answers with its message and the office's phone; the core's field messages on the step
 * that asks for the field; rate-limited or failed → Check your answers with the message.
 */
import type { Context } from "hono";
import { SOA_VERSION, soaText } from "@tupelo-medicare/appointments";
import type { SlotCheck } from "@tupelo-medicare/appointments";
import { SUBMISSION_CONTEXT_KEY, HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "@tupelo-medicare/lead-forms/contract";
import type { AcceptOutcome } from "@tupelo-medicare/leads";
import { BOOK_PATH } from "../app/booking-path.js";
import { trapOf } from "../tools/booking/booking-answers.js";
import type { BookingAnswers } from "../tools/booking/booking-answers.js";
import { checkedSlot, minutesOf, nearestTimes, stepView } from "../tools/booking/booking-flow.js";
import type { BookingContext } from "../tools/booking/booking-flow.js";
import { bookedHref } from "../tools/booking/region.js";
import { SLOT_TAKEN_MESSAGE } from "./booking-pages.js";
import type { BookingPages } from "./booking-pages.js";
import { formPostAnswer, formPostKey } from "./form-post.js";
import { logText } from "./log-text.js";

/** Upcoming bookings one e-mail or phone may hold. */
export const MAX_UPCOMING_PER_CONTACT = 2;

/** What the leads core is told of an appointment beside its fields. */
export interface AppointmentTerms {
  start: Date;
  end: Date;
  capacity: number;
  soa: { version: string; text: string };
  maxUpcomingPerContact: number;
  now: Date;
  timeZone: string;
}

/** The leads core for an appointment (submissions.accept: the ceiling, rate limit, honeypot, key). */
export type AcceptAppointment = (
  fields: unknown,
  context: Context,
  key: string,
  appointment: AppointmentTerms,
) => Promise<AcceptOutcome<"appointment">>;

export interface BookingConfirmOptions {
  accept: AcceptAppointment;
  pages: BookingPages;
  log?: ((message: string, context?: Context) => void) | undefined;
}

/** The booking's fields as the leads core reads them: the answers trimmed, the SOA version the page showed. */
export function bookingFields(answers: BookingAnswers, form: URLSearchParams, start: Date, minutes: number) {
  return {
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
}

export function createBookingConfirm({ accept, pages, log }: BookingConfirmOptions) {
  const { answerPage, officePhone } = pages;

  const failedText = async () =>
    `There was an error booking your appointment. Please try again, or call our office at ${await officePhone()}.`;

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

  /** The page for what the leads core answered. */
  const outcomePage = async (
    context: Context,
    outcome: AcceptOutcome<"appointment">,
    answers: BookingAnswers,
    flow: BookingContext,
    start: Date,
  ): Promise<Response> => {
    if (outcome.outcome === "slot-taken") return slotTaken(context, answers, flow);
    if (outcome.outcome === "contact-limit")
      return answerPage(
        context,
        await stepView("check", answers, flow, {
          notice: `You already have ${MAX_UPCOMING_PER_CONTACT} upcoming appointments with us. To book another, please call our office at ${await officePhone()}.`,
        }),
        409,
      );
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

  const confirm = async (
    context: Context,
    answers: BookingAnswers,
    form: URLSearchParams,
    flow: BookingContext,
  ): Promise<Response> => {
    const checked = await checkedSlot(answers, flow);
    // A full time goes to the database all the same: a second press of this form is its own booking (the key says
    // so), anyone else's is refused by the seat's constraint (slot-taken).
    if (!checked.ok && checked.problem !== "full") return (await slotProblem(context, answers, flow, checked))!;
    const minutes = minutesOf(flow.settings, answers.method);
    const start = new Date(checked.ok ? checked.slot.start : answers.start);
    const end = checked.ok ? new Date(checked.slot.end) : new Date(start.getTime() + minutes * 60_000);
    const fields = bookingFields(answers, form, start, minutes);
    let outcome: AcceptOutcome<"appointment">;
    try {
      outcome = await accept(fields, context, formPostKey("book", fields, flow.now), {
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
      log?.(`[booking] a booking could not be handed to the leads service: ${logText(error)}`, context);
      return answerPage(context, await stepView("check", answers, flow, { notice: await failedText() }), 500);
    }
    return outcomePage(context, outcome, answers, flow, start);
  };

  return { confirm, slotProblem, failedText };
}
