/**
 * GET /book/calendar.ics?start=…&minutes=…&method=…: the meeting's calendar file, built from non-personal values
 * only (the time, its length, the method, and the office's name, phone and address as /book's page says them), or
 * 400 with a plain message naming the value that is wrong.
 */
import type { Context } from "hono";
import { appointmentIcs } from "@tupelo-medicare/appointments";
import { BOOK_PATH } from "../app/booking-path.js";
import { bootOf } from "../app/boot.js";
import type { AppointmentsRead } from "../islands/regions.js";
import { MEETING_METHOD_IDS, METHOD_LABELS } from "../tools/booking/booking-answers.js";
import type { MeetingMethodId } from "../tools/booking/booking-answers.js";
import { meetingWhen } from "../tools/booking/booking-flow.js";

export interface BookingCalendarOptions {
  /** /book's prerendered page (undefined when it is not built): the office's name, phone and address. */
  readShell: (path: string) => Promise<string | undefined>;
  appointments: () => Promise<AppointmentsRead>;
  siteUrl?: string | undefined;
  now?: (() => Date) | undefined;
}

export function createBookingCalendar(options: BookingCalendarOptions): (context: Context) => Promise<Response> {
  const { readShell } = options;
  return async (context: Context): Promise<Response> => {
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
}
