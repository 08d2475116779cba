/**
 * The office's calendar of upcoming appointments (issue 46, item 4): GET /api/appointments/calendar.ics?token=…, an
 * iCalendar subscription (METHOD:PUBLISH, appointmentsFeed of @tupelo-medicare/appointments) that Google Calendar,
 * Outlook and Apple Calendar fetch again every 15 minutes. It exists only with APPOINTMENT_CALENDAR_TOKEN; a request
 * without that token, or with another, gets the site's not-found page like any address that does not exist (the
 * token's SHA-256 compared in constant time). Every request counts against FEED_RATE_LIMIT a minute for its client
 * (IPv4 address, IPv6 /64; TRUST_PROXY) and ten times that for its network (IPv4 /24, IPv6 /48): beyond, 429 with
 * Retry-After. While the leads database cannot be read: 503 with Retry-After.
 *
 * The feed holds every booked appointment that has not ended (a cancelled one leaves it, so the subscribed calendar
 * drops it at its next fetch), times in the office's zone, each event's description what the agent needs: who (and
 * who booked for them), how, the products, the phone, e-mail and ZIP, and the appointment's id. It is built whole in
 * memory (1,000 appointments are a few hundred kilobytes) and never kept: `no-store`. Nothing of it is logged.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { appointmentsFeed, OFFICE_TIME_ZONE } from "@tupelo-medicare/appointments";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { AppointmentFeedEvent } from "@tupelo-medicare/appointments";
import { meetingMethodLabel, productLabel } from "@tupelo-medicare/lead-forms/contract";
import { appointmentUid } from "@tupelo-medicare/leads";
import type { AppointmentRecord, AppointmentStore } from "@tupelo-medicare/leads";
import { rateLimitKey } from "./client-address.js";
import { logText } from "./log-text.js";
import { createWindowLimiter, networkKey } from "./request-limits.js";

export const APPOINTMENTS_FEED_PATH = "/api/appointments/calendar.ics";
/** Requests a client may make a minute (a calendar service fetches every 15 minutes or less often). */
export const FEED_RATE_LIMIT = 30;
/** A network (IPv4 /24, IPv6 /48) may make this many times a client's requests (a calendar service's many addresses). */
export const FEED_NETWORK_FACTOR = 10;
/** Appointments starting this long before now are read, so one under way (8 hours at most) is still in the feed. */
export const FEED_LOOKBACK_MS = 8 * 3_600_000;
/** The calendar's name when the site settings cannot be read. */
export const DEFAULT_FEED_NAME = "Tupelo Medicare appointments";
/** Seconds a subscriber is asked to wait when the database cannot be read. */
export const FEED_UNAVAILABLE_RETRY_SECONDS = 60;

export const FEED_LIMITED_MESSAGE =
  "Too many requests for the appointments calendar. Please wait a minute, then try again.";
export const FEED_UNAVAILABLE_MESSAGE =
  "The appointments calendar cannot be read just now. Please try again in a few minutes.";

/** What the feed says about the office: its name (the calendar's name) and its address (office meetings' location). */
export interface FeedOffice {
  name: string;
  address?: string;
}

export interface AppointmentsFeedOptions {
  /** APPOINTMENT_CALENDAR_TOKEN. */
  token: string;
  /** The leads database's appointments, or undefined while it cannot be used. */
  store: () => AppointmentStore | undefined;
  /** The client's address (TRUST_PROXY applied), for the rate limit; null when unknown. */
  clientOf: (context: Context) => string | null;
  /** The office's name and address (the site settings); when it fails, DEFAULT_FEED_NAME and no address. */
  office?: () => Promise<FeedOffice | null>;
  /** SITE_URL: its host ends every event's UID. */
  siteUrl: string;
  /** @defaultValue FEED_RATE_LIMIT */
  rateLimitPerMinute?: number;
  now?: () => Date;
  log?: (message: string, context?: Context) => void;
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** How long the office's name and address read from the site settings are reused. */
const OFFICE_CACHE_MS = 5 * 60_000;

/**
 * The office as the site settings give it (the brand's "… appointments", the street address), read from the content
 * the server reads (`env.contentVariables`) at most every few minutes; a failed read is not kept.
 */
export function officeFromSiteSettings(
  contentVariables: Readonly<Record<string, string | undefined>>,
): () => Promise<FeedOffice | null> {
  let cached: { at: number; value: Promise<FeedOffice | null> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > OFFICE_CACHE_MS) {
      const value = createContentClientFromEnv(contentVariables)
        .getSiteSettings()
        .then((settings): FeedOffice | null => {
          if (!settings) return null;
          const { brand, address } = settings.business;
          return {
            name: `${brand} appointments`,
            address: `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
          };
        });
      cached = { at: Date.now(), value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** How the meeting is held, as the booking flow says it ("By phone"); an unknown method as stored. */

/** The event of one booked appointment: its summary and the description the agent reads. */
export function feedEvent(
  record: AppointmentRecord,
  siteUrl: string,
  office?: FeedOffice | null,
): AppointmentFeedEvent {
  const soa = record.soa;
  const how = meetingMethodLabel(record.method);
  const beneficiary = soa ? `${soa.beneficiary.firstName} ${soa.beneficiary.lastName}`.trim() : "";
  const lines: string[] = [];
  if (beneficiary) lines.push(`For: ${beneficiary}`);
  if (soa?.representative)
    lines.push(
      `Booked by: ${soa.representative.name}${soa.representative.relationship ? ` (${soa.representative.relationship})` : ""}`,
    );
  lines.push(`How: ${how}`);
  const products = record.products.map(productLabel);
  if (products.length > 0) lines.push(`Products: ${products.join("; ")}`);
  if (soa) {
    const whose = soa.representative ? " (of who booked)" : "";
    lines.push(
      `Phone${whose}: ${soa.contact.phone}`,
      `E-mail${whose}: ${soa.contact.email}`,
      `ZIP: ${soa.contact.zip}`,
    );
  }
  lines.push(`Appointment ID: ${record.id}`);
  return {
    uid: appointmentUid(record.id, siteUrl),
    start: record.start,
    end: record.end,
    summary: `Medicare appointment${beneficiary ? `: ${beneficiary}` : ""} (${how.toLowerCase()})`,
    description: lines.join("\n"),
    ...(record.method === "office" && office?.address ? { location: office.address } : {}),
    stamp: new Date(record.movedAt ?? record.bookedAt),
    sequence: record.sequence,
  };
}

/**
 * GET APPOINTMENTS_FEED_PATH: the feed, 429 or 503 with a plain message, or undefined (no token, a wrong one): the
 * caller answers with the not-found page.
 */
export function createAppointmentsFeed(
  options: AppointmentsFeedOptions,
): (context: Context) => Promise<Response | undefined> {
  const perMinute = options.rateLimitPerMinute ?? FEED_RATE_LIMIT;
  const clients = createWindowLimiter({ perMinute });
  const networks = createWindowLimiter({ perMinute: perMinute * FEED_NETWORK_FACTOR });
  const expected = digest(options.token);
  const now = options.now ?? (() => new Date());

  const office = async (context: Context): Promise<FeedOffice | null> => {
    try {
      return (await options.office?.()) ?? null;
    } catch (error) {
      options.log?.(`[appointments-feed] the site settings could not be read: ${logText(error)}`, context);
      return null;
    }
  };

  return async (context) => {
    const address = options.clientOf(context);
    const wait = clients.take(rateLimitKey(address)) ?? networks.take(`network:${networkKey(address)}`);
    if (wait !== undefined)
      return context.text(FEED_LIMITED_MESSAGE, 429, { "retry-after": String(wait), "cache-control": "no-store" });
    const given = new URL(context.req.url).searchParams.get("token");
    if (given === null || !timingSafeEqual(digest(given), expected)) return undefined;

    const at = now();
    const unavailable = () =>
      context.text(FEED_UNAVAILABLE_MESSAGE, 503, {
        "retry-after": String(FEED_UNAVAILABLE_RETRY_SECONDS),
        "cache-control": "no-store",
      });
    const store = options.store();
    if (!store) return unavailable();
    const about = await office(context);
    const events: AppointmentFeedEvent[] = [];
    try {
      for await (const record of store.iterate({
        from: new Date(at.getTime() - FEED_LOOKBACK_MS),
        status: "booked",
      }))
        if (Date.parse(record.end) > at.getTime()) events.push(feedEvent(record, options.siteUrl, about));
    } catch (error) {
      options.log?.(`[appointments-feed] the appointments could not be read: ${logText(error)}`, context);
      return unavailable();
    }
    const ics = appointmentsFeed({
      name: about?.name.trim() ? about.name : DEFAULT_FEED_NAME,
      timeZone: OFFICE_TIME_ZONE,
      stamp: at,
      events,
    });
    return context.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="appointments.ics"',
      "cache-control": "no-store",
    });
  };
}
