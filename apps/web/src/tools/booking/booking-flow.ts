/**
 * The booking flow's steps, worked out by the server from each post.
 *
 * State design: every step is a plain POST to /book whose form carries the earlier answers in hidden fields; the
 * Back, Change and 'Show more days' controls are submit buttons naming what they do. So nothing is kept on the
 * server before Confirm (no session, no cookie, no half-made booking to expire or leak), any number of server
 * instances answer any step, and nothing personal ever reaches an address (the URL) or a log: the only GETs are the
 * first question with the products it starts from (?products=part-d), the Done page and its calendar file, whose
 * values (a time, a length, a method, product types) say nothing about the person. Every answer to a post is
 * no-store. The flow works fully with no script; the island fills the visitor's time zone (a hidden field), so the
 * When step can note it, and posts each step in place (steps-in-place.ts), showing the page the server answers.
 *
 * The change-or-cancel page (/book/manage?t=…, server/booking-manage.ts) keeps to the same design: the link's token
 * (the appointment's id and its signature, nothing personal) is the only state, carried by the address and then by
 * each form's hidden field; every answer is read again from the appointment as it is now, never from the form. Its
 * pages are this island's (ManagePage), 'Change the time' is the When step posted to /book/manage, and nothing is
 * changed before 'Continue' with a time or 'Yes, cancel it'.
 */
import {
  checkSlot,
  nearestOpen,
  openDays,
  seatCells,
  SOA_VERSION,
  slotWindow,
  soaStatements,
  zoneNote,
} from "@tupelo-medicare/appointments";
import type { ScheduleRules, Slot, SlotCheck, SlotDay } from "@tupelo-medicare/appointments";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import { BOOK_CALENDAR_PATH } from "../../app/booking-path.js";
import {
  BOOKING_STEPS,
  EMPTY_ANSWERS,
  firstUnanswered,
  METHOD_LABELS,
  MEETING_METHOD_IDS,
  stepErrors,
} from "./booking-answers.js";
import type {
  BookingAnswers,
  BookingErrors,
  BookingPage,
  BookingStep,
  ManagePage,
  MeetingMethodId,
} from "./booking-answers.js";

/** Days the When step shows, and how many more each 'Show more days' adds. */
export const DAYS_PER_PAGE = 5;
/** Nearest open times offered when the chosen one was just taken. */
export const NEAREST_COUNT = 4;

/** What a post asks: the button pressed (go) on the step its form is (step). */
export type PostIntent =
  | { go: "continue"; step: BookingStep }
  | { go: "back"; step: BookingStep }
  | { go: "change"; step: BookingStep }
  | { go: "more" }
  | { go: "confirm" };

const isStep = (value: string): value is BookingStep => (BOOKING_STEPS as readonly string[]).includes(value);

/** The intent of a post; an unknown step or button is the first question. */
export function intentOf(form: URLSearchParams): PostIntent {
  const step = form.get("step") ?? "";
  const go = form.get("go") ?? "continue";
  const current: BookingStep = isStep(step) ? step : "what";
  if (go === "confirm") return { go: "confirm" };
  if (go === "more") return { go: "more" };
  if (go === "back") return { go: "back", step: current };
  if (go.startsWith("change-") && isStep(go.slice(7))) return { go: "change", step: go.slice(7) as BookingStep };
  return { go: "continue", step: current };
}

/** A meeting type offered: its method, words and length. */
export interface MeetingOption {
  id: MeetingMethodId;
  label: string;
  minutes: number;
}

/** The When step's times. */
export interface WhenTimes {
  days: SlotDay[];
  /** Whether 'Show more days' has more to show. */
  more: boolean;
  /** The office's zone (IANA) and its name as said on the page ('Central Time'). */
  timeZone: string;
  zoneName: string;
  /** The visitor's own zone, when it differs (zoneNote). */
  zoneNote: string | null;
  /** The nearest open times to one just taken, each with its day and time said. */
  nearest: Array<{ start: string; label: string }>;
}

/** What the chosen meeting is, as the Check and Done pages say it. */
export interface MeetingSummary {
  day: string;
  time: string;
  method: string;
  minutes: number;
  products: string[];
  /** The office's zone as said ('Central Time'). */
  zoneName: string;
}

/** Whether the appointment e-mails are sent (SMTP_URL), and whether they carry the change-or-cancel link. */
export interface MailNote {
  on: boolean;
  manageLinks: boolean;
}

/** The change-or-cancel page's part of a view (/book/manage): the link's token and who the appointment is for. */
export interface ManageInfo {
  /** The link's token, carried by the page's forms in a hidden field ('' on the plain 'does not work' page). */
  token: string;
  /** Whether 'Change the time' is offered (online booking is on). */
  canChange: boolean;
  /** Who the appointment is for, and who booked it when someone else did ('Ann Lee (daughter)'). */
  who?: { name: string; bookedBy: string | null };
  /** A line over the appointment (the time chosen was the one it already had). */
  status?: string;
}

/** An appointment as the change-or-cancel page reads it (the leads store's record: the parts it shows). */
export interface ManagedAppointment {
  start: string;
  end: string;
  method: string;
  products: string[];
  soa: {
    beneficiary: { firstName: string; lastName: string };
    representative: { name: string; relationship: string } | null;
  } | null;
}

/** Everything a step's page shows (the island's props, plain data). */
export interface BookingView {
  page: BookingPage;
  answers: BookingAnswers;
  errors: BookingErrors;
  /** Whether the visitor is changing an answer from Check your answers (Continue returns there). */
  changing: boolean;
  /** A message over the question: a time's problem, 'That time was just taken', a refusal. */
  notice?: string;
  methods: MeetingOption[];
  when?: WhenTimes;
  summary?: MeetingSummary;
  /** The Scope of Appointment statements Confirm agrees to, and their version. */
  soa?: { version: string; statements: string[] };
  /** The Done page's calendar file. */
  calendarHref?: string;
  /** Whether an e-mail comes (the Done page, and the change-or-cancel page's moved and cancelled pages say so). */
  mail?: MailNote;
  /** On the change-or-cancel page (/book/manage): its token and what it shows. */
  manage?: ManageInfo;
}

/** What the flow reads of the request: the settings, the seats taken, the clock. */
export interface BookingContext {
  settings: AppointmentSettings;
  takenSeats: (from: Date, to: Date) => Promise<Map<string, number>>;
  now: Date;
}

/** The appointment settings as the scheduling rules. */
export function scheduleRulesOf(settings: AppointmentSettings): ScheduleRules {
  return {
    timeZone: settings.timeZone,
    weeklyHours: settings.weeklyHours,
    closedDates: settings.closedDates,
    capacity: settings.capacity,
    earliestStartHours: settings.earliestStartHours,
    daysAhead: settings.daysAhead,
    ...(settings.stepMinutes ? { stepMinutes: settings.stepMinutes } : {}),
  };
}

/** The meeting types the settings offer, in the question's order. */
export function meetingOptions(settings: AppointmentSettings): MeetingOption[] {
  return MEETING_METHOD_IDS.flatMap((id) => {
    const type = settings.meetingTypes.find((one) => one.method === id);
    return type ? [{ id, label: METHOD_LABELS[id], minutes: type.minutes }] : [];
  });
}

/** A meeting's length for a method (the first type's when the method is not offered). */
export function minutesOf(settings: AppointmentSettings, method: string): number {
  return settings.meetingTypes.find((one) => one.method === method)?.minutes ?? settings.meetingTypes[0]?.minutes ?? 30;
}

/** A zone's name as the page says it ('Central Time'). */
export function zoneName(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((one) => one.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** A meeting's day ('Monday, December 7') and time ('10:30 AM') in the office's zone. */
export function meetingWhen(start: Date, timeZone: string): { day: string; time: string } {
  return {
    day: new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }).format(start),
    time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(start),
  };
}

/** The calendar file's address for a meeting (non-personal values only). */
export function calendarHref(start: string, minutes: number, method: string): string {
  const query = new URLSearchParams({ start, minutes: String(minutes), method });
  return `${BOOK_CALENDAR_PATH}?${query.toString()}`;
}

/** The When step's times for the answers (their method's length, the seats taken, 'Show more days' pages). */
export async function whenTimes(
  answers: BookingAnswers,
  context: BookingContext,
  nearest: Slot[] = [],
): Promise<WhenTimes> {
  const rules = scheduleRulesOf(context.settings);
  const { now } = context;
  const window = slotWindow(rules, { now });
  const taken = await context.takenSeats(window.from, window.to);
  const minutes = minutesOf(context.settings, answers.method);
  const open = openDays(rules, { now, minutes, taken, days: DAYS_PER_PAGE * (answers.more + 1) });
  return {
    days: open.days,
    more: open.more !== null,
    timeZone: rules.timeZone,
    zoneName: zoneName(rules.timeZone, now),
    zoneNote: answers.zone ? zoneNote(rules, answers.zone, now) : null,
    nearest: nearest.map((slot) => {
      const when = meetingWhen(new Date(slot.start), rules.timeZone);
      return { start: slot.start, label: `${when.day}, ${when.time}` };
    }),
  };
}

/** checkSlot of the answers' time (their method's length) against the seats `context` counts taken now. */
export async function checkedSlot(
  answers: Pick<BookingAnswers, "start" | "method">,
  context: BookingContext,
): Promise<SlotCheck> {
  const rules = scheduleRulesOf(context.settings);
  const window = slotWindow(rules, { now: context.now });
  return checkSlot(rules, {
    now: context.now,
    minutes: minutesOf(context.settings, answers.method),
    start: answers.start,
    taken: await context.takenSeats(window.from, window.to),
  });
}

/** The nearest open times to `around` (a time just taken). */
export async function nearestTimes(answers: BookingAnswers, context: BookingContext): Promise<Slot[]> {
  const rules = scheduleRulesOf(context.settings);
  const window = slotWindow(rules, { now: context.now });
  const taken = await context.takenSeats(window.from, window.to);
  return nearestOpen(rules, {
    now: context.now,
    minutes: minutesOf(context.settings, answers.method),
    around: answers.start,
    taken,
    count: NEAREST_COUNT,
  });
}

/** The chosen meeting as Check and Done say it. */
export function meetingSummary(answers: BookingAnswers, settings: AppointmentSettings): MeetingSummary | undefined {
  const start = new Date(answers.start);
  if (Number.isNaN(start.getTime())) return undefined;
  return {
    ...meetingWhen(start, settings.timeZone),
    zoneName: zoneName(settings.timeZone, start),
    method: METHOD_LABELS[answers.method as MeetingMethodId] ?? answers.method,
    minutes: minutesOf(settings, answers.method),
    products: answers.products,
  };
}

/** A step's page for the answers, with its messages and notice. */
export async function stepView(
  page: BookingPage,
  answers: BookingAnswers,
  context: BookingContext,
  extra: { errors?: BookingErrors; notice?: string; changing?: boolean; nearest?: Slot[]; mail?: MailNote } = {},
): Promise<BookingView> {
  const view: BookingView = {
    page,
    answers,
    errors: extra.errors ?? {},
    changing: extra.changing ?? false,
    methods: meetingOptions(context.settings),
    ...(extra.notice ? { notice: extra.notice } : {}),
    ...(extra.mail ? { mail: extra.mail } : {}),
  };
  if (page === "when") view.when = await whenTimes(answers, context, extra.nearest);
  if (page === "check" || page === "done") {
    const summary = meetingSummary(answers, context.settings);
    if (summary) view.summary = summary;
  }
  if (page === "check") view.soa = { version: SOA_VERSION, statements: [...soaStatements()] };
  if (page === "done" && view.summary)
    view.calendarHref = calendarHref(answers.start, view.summary.minutes, answers.method);
  return view;
}

/** The answers an appointment stands for: its products, method and time (nothing of the person). */
export function appointmentAnswers(appointment: ManagedAppointment): BookingAnswers {
  return {
    ...EMPTY_ANSWERS,
    products: [...appointment.products],
    method: appointment.method,
    start: appointment.start,
  };
}

/** An appointment as the change-or-cancel page says it: its own time and length, in the office's zone. */
export function appointmentSummary(
  appointment: ManagedAppointment,
  settings: AppointmentSettings,
): MeetingSummary | undefined {
  const summary = meetingSummary(appointmentAnswers(appointment), settings);
  if (!summary) return undefined;
  const minutes = Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000);
  return { ...summary, minutes: minutes > 0 ? minutes : summary.minutes };
}

/** Who an appointment is for ('Ann Lee'), and who booked it for them ('Bea Lee (daughter)'), from its SOA record. */
export function appointmentWho(appointment: ManagedAppointment): ManageInfo["who"] {
  if (!appointment.soa) return undefined;
  const { beneficiary, representative } = appointment.soa;
  return {
    name: `${beneficiary.firstName} ${beneficiary.lastName}`.trim(),
    bookedBy: representative ? `${representative.name} (${representative.relationship})` : null,
  };
}

/**
 * The flow's context for moving `appointment`: its own seats counted free (moving it half an hour later may keep
 * part of its time), as the leads store gives them back when it moves it.
 */
export function withoutOwnSeats(context: BookingContext, appointment: Pick<ManagedAppointment, "start" | "end">) {
  const own = seatCells(appointment.start, appointment.end);
  return {
    ...context,
    takenSeats: async (from: Date, to: Date) => {
      const taken = new Map(await context.takenSeats(from, to));
      for (const cell of own) {
        const seats = taken.get(cell);
        if (seats !== undefined) taken.set(cell, Math.max(0, seats - 1));
      }
      return taken;
    },
  } satisfies BookingContext;
}

/**
 * A page of the change-or-cancel page for an appointment (its token kept for the page's forms): the appointment,
 * 'Cancel this appointment?', moved (its new time) or cancelled.
 */
export function manageView(
  page: Exclude<ManagePage, "manage-gone">,
  appointment: ManagedAppointment,
  settings: AppointmentSettings,
  extra: { token: string; mail: MailNote; status?: string; details?: boolean },
): BookingView {
  const answers = appointmentAnswers(appointment);
  const summary = extra.details === false ? undefined : appointmentSummary(appointment, settings);
  const who = extra.details === false ? undefined : appointmentWho(appointment);
  return {
    page,
    answers: extra.details === false ? EMPTY_ANSWERS : answers,
    errors: {},
    changing: false,
    methods: meetingOptions(settings),
    mail: extra.mail,
    ...(summary ? { summary } : {}),
    ...(page === "manage-moved" && summary
      ? { calendarHref: calendarHref(appointment.start, summary.minutes, appointment.method) }
      : {}),
    manage: {
      token: extra.token,
      canChange: settings.bookingEnabled,
      ...(who ? { who } : {}),
      ...(extra.status ? { status: extra.status } : {}),
    },
  };
}

/** The plain 'this link does not work any more' page: nothing of any appointment, no token. */
export function manageGoneView(): BookingView {
  return {
    page: "manage-gone",
    answers: EMPTY_ANSWERS,
    errors: {},
    changing: false,
    methods: [],
    manage: { token: "", canChange: false },
  };
}

/** The first question, with the products it starts from. */
export function firstView(products: string[], settings: AppointmentSettings | undefined): BookingView {
  return {
    page: "what",
    answers: { ...EMPTY_ANSWERS, products },
    errors: {},
    changing: false,
    methods: settings ? meetingOptions(settings) : [],
  };
}

/** What a post comes to before Confirm's own checks: the page to show, or Confirm with every answer given. */
export type PostStep = { page: BookingPage; errors: BookingErrors; changing: boolean } | { confirm: true };

/**
 * The page a post leads to: Back the step before; Change the step named (Continue then returns to Check your
 * answers); 'Show more days' the When step again with a week more; Continue the step's messages, or the next step
 * (the first unanswered one, or Check, when changing); Confirm with a question unanswered that question's page.
 */
export function pageAfter(intent: PostIntent, answers: BookingAnswers, changing: boolean): PostStep {
  const index = (step: BookingStep) => BOOKING_STEPS.indexOf(step);
  switch (intent.go) {
    case "back":
      return { page: BOOKING_STEPS[Math.max(0, index(intent.step) - 1)]!, errors: {}, changing: false };
    case "change":
      return { page: intent.step, errors: {}, changing: true };
    case "more":
      return { page: "when", errors: {}, changing };
    case "continue": {
      const errors = stepErrors(intent.step, answers);
      if (Object.keys(errors).length > 0) return { page: intent.step, errors, changing };
      const unanswered = firstUnanswered(answers);
      if (changing) return { page: unanswered ?? "check", errors: {}, changing: unanswered !== undefined };
      const next = BOOKING_STEPS[index(intent.step) + 1] ?? "check";
      return { page: next, errors: {}, changing: false };
    }
    case "confirm": {
      const unanswered = firstUnanswered(answers);
      if (unanswered) return { page: unanswered, errors: stepErrors(unanswered, answers), changing: true };
      return { confirm: true };
    }
  }
}
