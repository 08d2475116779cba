import { describe, expect, it, vi } from "vitest";
import { SpaceBuilder } from "../scripts/space/builder.js";
import { contentModel } from "../scripts/space/model.js";
import { APPOINTMENT_SETTINGS_DEFAULTS, isTimeZone, parseOpeningHours } from "./appointment-settings.js";
import { createContentClient } from "./create-content-client.js";
import type { ContentLogger } from "./create-content-client.js";
import { createEmbeddedContentClient } from "./embedded/index.js";
import { createCdaAdapter, createCdaEngine, createCdaFetchHandler } from "./engine/index.js";
import { ContentValidationError } from "./errors.js";
import { validateSpace } from "./export-file/validate-space.js";
import type { ContentRead } from "./reads/content-reads.js";
import { EXAMPLE_BUSINESS_FIELDS } from "./test-support/example-business.js";
import { fetchToNode, listen } from "./test-support/serve.js";
import type { WeeklyHours } from "./view-models.js";

type LogFn = (message: string, detail?: unknown) => void;
const quietLogger = () => ({ warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() }) satisfies ContentLogger;

const weekdays = (opens: string, closes: string): WeeklyHours[] =>
  ([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens, closes }));

interface SpaceOptions {
  appointment?: Record<string, unknown> | null;
  site?: Record<string, unknown> | null;
  /** Leave the appointmentSettings content type out (a space made before it existed). */
  withoutType?: boolean;
}

function buildSpace({ appointment = null, site = {}, withoutType = false }: SpaceOptions) {
  const builder = new SpaceBuilder({ spaceId: "embedded" });
  for (const type of contentModel) if (!withoutType || type.id !== "appointmentSettings") builder.contentType(type);
  if (site) {
    builder.entry(
      "siteSettings",
      "site-settings",
      { name: "Site", ...EXAMPLE_BUSINESS_FIELDS, ...site },
      { createdAt: "2026-01-01T00:00:00.000Z" },
    );
  }
  if (appointment) {
    builder.entry(
      "appointmentSettings",
      "appointment-settings",
      { name: "Appointment settings", ...appointment },
      { createdAt: "2026-01-02T00:00:00.000Z" },
    );
  }
  return builder.toExport();
}

function clientFor(options: SpaceOptions, extra: { strict?: boolean; onRead?: (read: ContentRead) => void } = {}) {
  const logger = quietLogger();
  const client = createContentClient({
    source: { type: "contentful", space: "embedded", accessToken: "x", host: "embedded.invalid" },
    adapter: createCdaAdapter(createCdaEngine(buildSpace(options), { spaceId: "embedded" })),
    strict: extra.strict ?? true,
    logger,
    ...(extra.onRead ? { onRead: extra.onRead } : {}),
  });
  return { client, logger };
}

/** The ContentValidationError a strict read throws, as `entry/field: message`. */
async function failure(options: SpaceOptions): Promise<string> {
  const error = await clientFor(options)
    .client.getAppointmentSettings()
    .then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(ContentValidationError);
  const { entryId, field, message } = error as ContentValidationError;
  return `${entryId}/${field}: ${message}`;
}

describe("parseOpeningHours (schema.org openingHours)", () => {
  it("reads a range of days", () => {
    expect(parseOpeningHours("Mo-Fr 09:00-17:00")).toEqual({ ok: true, value: weekdays("09:00", "17:00") });
  });

  it("reads lists of days each followed by their hours, sorted Sunday first", () => {
    expect(parseOpeningHours("Sa 10:00-14:00 Mo,We 09:00-12:00")).toEqual({
      ok: true,
      value: [
        { day: 1, opens: "09:00", closes: "12:00" },
        { day: 3, opens: "09:00", closes: "12:00" },
        { day: 6, opens: "10:00", closes: "14:00" },
      ],
    });
    expect(parseOpeningHours("Mo,We 09:00-12:00 Sa 10:00-14:00")).toEqual(
      parseOpeningHours("Sa 10:00-14:00 Mo,We 09:00-12:00"),
    );
  });

  it("reads groups separated by commas or semicolons, several ranges a day, and mixed lists and ranges", () => {
    const split = [
      { day: 1, opens: "09:00", closes: "12:00" },
      { day: 1, opens: "13:00", closes: "17:00" },
      { day: 2, opens: "09:00", closes: "12:00" },
      { day: 2, opens: "13:00", closes: "17:00" },
      { day: 4, opens: "09:00", closes: "12:00" },
      { day: 4, opens: "13:00", closes: "17:00" },
    ];
    expect(parseOpeningHours("Mo-Tu,Th 09:00-12:00,13:00-17:00")).toEqual({ ok: true, value: split });
    expect(parseOpeningHours("Mo-Tu,Th 09:00-12:00 13:00-17:00")).toEqual({ ok: true, value: split });
    expect(parseOpeningHours("Mo-Fr 09:00-17:00, Sa 10:00-14:00")).toEqual({
      ok: true,
      value: [...weekdays("09:00", "17:00"), { day: 6, opens: "10:00", closes: "14:00" }],
    });
    expect(parseOpeningHours(" Mo-Fr 09:00-17:00;Sa 10:00-14:00 ")).toEqual(
      parseOpeningHours("Mo-Fr 09:00-17:00, Sa 10:00-14:00"),
    );
  });

  it("reads the whole week and a range over the weekend", () => {
    const week = parseOpeningHours("Mo-Su 08:00-20:00");
    expect(week.ok && week.value.map((hours) => hours.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const weekend = parseOpeningHours("Fr-Mo 10:00-12:00");
    expect(weekend.ok && weekend.value.map((hours) => hours.day)).toEqual([0, 1, 5, 6]);
  });

  it.each([
    ["", "is empty (write e.g. Mo-Fr 09:00-17:00)"],
    ["Mo-Fx 09:00-17:00", "'Fx' is not a day (Mo, Tu, We, Th, Fr, Sa, Su)"],
    ["Monday 09:00-17:00", "'Monday' is not a day (Mo, Tu, We, Th, Fr, Sa, Su)"],
    ["Mo-Fr 9-5", "'9' is not a time from 00:00 to 23:59 (HH:MM, 24-hour)"],
    ["Mo-Fr 09:00-25:00", "'25:00' is not a time from 00:00 to 23:59 (HH:MM, 24-hour)"],
    ["Mo-Fr 09:00", "'09:00' is not a time range such as 09:00-17:00"],
    ["09:00-17:00", "'09:00-17:00' comes before any day (write e.g. Mo-Fr 09:00-17:00)"],
    ["Mo-Fr", "'Mo-Fr' has no hours (write e.g. Mo-Fr 09:00-17:00)"],
    ["Mo Sa 10:00-14:00", "'Sa' follows days that have no hours"],
    ["Mo 17:00-09:00", "'17:00-09:00' closes before it opens (a day's hours cannot run past midnight)"],
    ["Mo-We 09:00-12:00 Mo 11:00-13:00", "Mo 09:00-12:00 and 11:00-13:00 overlap"],
    ["Mo--Fr 09:00-17:00", "'Mo--Fr' is not a day or a range of days (Mo, Tu, We, Th, Fr, Sa, Su)"],
  ])("refuses %j: %s", (text, problem) => {
    expect(parseOpeningHours(text)).toEqual({ ok: false, problem });
  });
});

describe("isTimeZone", () => {
  it("accepts IANA zone names and refuses offsets, abbreviations and made-up zones", () => {
    expect(["America/Chicago", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+6"].map(isTimeZone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["America/Tupelo", "+06:00", "CST6CDT/x", "", "Central"].map(isTimeZone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("getAppointmentSettings", () => {
  it("reads the embedded space's entry in strict mode: booking on, its holidays, the site settings' hours", async () => {
    const settings = await createEmbeddedContentClient({ strict: true }).getAppointmentSettings();
    expect(settings).toEqual({
      bookingEnabled: true,
      meetingTypes: [
        { method: "phone", minutes: 30 },
        { method: "office", minutes: 45 },
        { method: "video", minutes: 30 },
      ],
      capacity: 2,
      earliestStartHours: 4,
      daysAhead: 21,
      closedDates: [
        "2026-01-01",
        "2026-05-25",
        "2026-07-03",
        "2026-07-04",
        "2026-09-07",
        "2026-11-26",
        "2026-12-25",
        "2027-01-01",
        "2027-05-31",
        "2027-07-04",
        "2027-07-05",
        "2027-09-06",
        "2027-11-25",
        "2027-12-24",
        "2027-12-25",
        "2027-12-31",
      ],
      weeklyHours: weekdays("09:00", "17:00"),
      timeZone: "America/Chicago",
      stepMinutes: null,
    });
    // Every listed holiday that falls on a weekday really is one: Thanksgiving is a Thursday, the rest Mon or Fri.
    const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    expect(
      settings.closedDates.filter((date) => date.endsWith("-11-26") || date.endsWith("-11-25")).map(weekday),
    ).toEqual([4, 4]);
  });

  it("takes the entry's own weekly hours over the site settings', and every value it sets", async () => {
    const { client } = clientFor({
      appointment: {
        bookingEnabled: false,
        meetingTypes: [
          { method: "video", minutes: 20 },
          { method: "phone", minutes: 15 },
        ],
        capacity: 5,
        earliestStartHours: 0,
        daysAhead: 90,
        closedDates: ["2027-01-01", "2026-12-25"],
        weeklyHours: "Tu,Th 10:00-16:00",
        timeZone: "America/New_York",
        stepMinutes: 15,
      },
    });
    expect(await client.getAppointmentSettings()).toEqual({
      bookingEnabled: false,
      meetingTypes: [
        { method: "video", minutes: 20 },
        { method: "phone", minutes: 15 },
      ],
      capacity: 5,
      earliestStartHours: 0,
      daysAhead: 90,
      closedDates: ["2026-12-25", "2027-01-01"],
      weeklyHours: [
        { day: 2, opens: "10:00", closes: "16:00" },
        { day: 4, opens: "10:00", closes: "16:00" },
      ],
      timeZone: "America/New_York",
      stepMinutes: 15,
    });
  });

  it("gives the defaults for the fields an entry leaves empty (blank weekly hours: the site settings')", async () => {
    const { client } = clientFor({ appointment: { weeklyHours: "  " }, site: { openingHours: "Mo-Th 08:30-16:30" } });
    expect(await client.getAppointmentSettings()).toEqual({
      ...APPOINTMENT_SETTINGS_DEFAULTS,
      weeklyHours: ([1, 2, 3, 4] as const).map((day) => ({ day, opens: "08:30", closes: "16:30" })),
    });
    expect(APPOINTMENT_SETTINGS_DEFAULTS).toMatchObject({
      bookingEnabled: true,
      capacity: 2,
      earliestStartHours: 4,
      daysAhead: 21,
      timeZone: "America/Chicago",
    });
  });

  it("without an entry: booking off (the external scheduler), every default, the site settings' hours, and says so", async () => {
    const { client, logger } = clientFor({});
    expect(await client.getAppointmentSettings()).toEqual({
      ...APPOINTMENT_SETTINGS_DEFAULTS,
      bookingEnabled: false,
      weeklyHours: weekdays("09:00", "17:00"),
    });
    expect(logger.warn).toHaveBeenCalledWith(
      "[content] No appointment settings entry: online booking is off (the site settings' external scheduler).",
    );
  });

  it("on a space without the content type (Contentful's 400 unknownContentType), over HTTP too: booking off", async () => {
    const expected = {
      ...APPOINTMENT_SETTINGS_DEFAULTS,
      bookingEnabled: false,
      weeklyHours: weekdays("09:00", "17:00"),
    };
    expect(await clientFor({ withoutType: true }).client.getAppointmentSettings()).toEqual(expected);
    const engine = createCdaEngine(buildSpace({ withoutType: true }), { spaceId: "embedded" });
    const server = await listen(fetchToNode(createCdaFetchHandler(engine)));
    try {
      const client = createContentClient({
        source: { type: "contentful", space: "embedded", accessToken: "x", host: server.host, insecure: true },
        strict: true,
        logger: quietLogger(),
        limiter: null,
        retryLimit: 0,
      });
      expect(await client.getAppointmentSettings()).toEqual(expected);
    } finally {
      await server.close();
    }
  });

  it("records its reads like every read: the entry (a publish of it reaches the page) and the site settings", async () => {
    const reads: ContentRead[] = [];
    await clientFor({ appointment: {} }, { onRead: (read) => reads.push(read) }).client.getAppointmentSettings();
    expect(reads.map(({ query, contentType, items, total }) => ({ query, contentType, items, total }))).toEqual([
      {
        query: { content_type: "appointmentSettings", limit: 1 },
        contentType: "appointmentSettings",
        items: ["appointment-settings"],
        total: 1,
      },
      {
        query: { content_type: "siteSettings", limit: 1 },
        contentType: "siteSettings",
        items: ["site-settings"],
        total: 1,
      },
    ]);
    expect(reads[0]!.entries).toEqual({ "appointment-settings": 1 });
    expect(reads[0]!.shown).toBeUndefined();
  });

  it("records the empty query when there is no entry, so publishing the first one changes the query's answer", async () => {
    const reads: ContentRead[] = [];
    await clientFor({}, { onRead: (read) => reads.push(read) }).client.getAppointmentSettings();
    expect(reads[0]).toMatchObject({
      query: { content_type: "appointmentSettings", limit: 1 },
      contentType: "appointmentSettings",
      items: [],
      total: 0,
    });
  });

  it("does not read the site settings when the entry has its own weekly hours", async () => {
    const reads: ContentRead[] = [];
    const { client } = clientFor(
      { appointment: { weeklyHours: "Mo 09:00-10:00" } },
      { onRead: (read) => reads.push(read) },
    );
    await client.getAppointmentSettings();
    expect(reads.map((read) => read.contentType)).toEqual(["appointmentSettings"]);
  });

  it.each([
    [{ bookingEnabled: "yes" }, "bookingEnabled", "Online booking must be on or off (true or false)"],
    [{ meetingTypes: [] }, "meetingTypes", "Meeting types must list at least one way to meet"],
    [{ meetingTypes: { phone: 30 } }, "meetingTypes", "Meeting types must be a JSON list such as"],
    [
      {
        meetingTypes: [
          { method: "phone", minutes: 30 },
          { method: "zoom", minutes: 30 },
        ],
      },
      "meetingTypes.1.method",
      "Method must be one of phone, office, video",
    ],
    [{ meetingTypes: [{ method: "office", minutes: 10 }] }, "meetingTypes.0.minutes", "Minutes must be from 15 to 180"],
    [
      {
        meetingTypes: [
          { method: "phone", minutes: 30 },
          { method: "phone", minutes: 45 },
        ],
      },
      "meetingTypes.1.method",
      "Meeting types list 'phone' more than once",
    ],
    [{ capacity: 0 }, "capacity", "Agents who can meet at once must be from 1 to 20"],
    [{ capacity: 2.5 }, "capacity", "Agents who can meet at once must be a whole number"],
    [{ earliestStartHours: 337 }, "earliestStartHours", "Earliest start (hours from now) must be from 0 to 336"],
    [{ daysAhead: 91 }, "daysAhead", "Days ahead must be from 1 to 90"],
    [{ closedDates: ["2026-02-30"] }, "closedDates.0", "Closed date '2026-02-30' is not a date (YYYY-MM-DD)"],
    [{ closedDates: ["12/25/2026"] }, "closedDates.0", "Closed date '12/25/2026' is not a date (YYYY-MM-DD)"],
    [{ closedDates: ["2026-12-25", "2026-12-25"] }, "closedDates.1", "Closed date '2026-12-25' is listed twice"],
    [{ weeklyHours: "Mo-Fr 9am-5pm" }, "weeklyHours", "Weekly hours 'Mo-Fr 9am-5pm': '9am' is not a time from"],
    [{ timeZone: "America/Tupelo" }, "timeZone", "Time zone 'America/Tupelo' is not an IANA time zone"],
    [{ timeZone: "-06:00" }, "timeZone", "Time zone '-06:00' is not an IANA time zone"],
    [{ stepMinutes: 1 }, "stepMinutes", "Start times every (minutes) must be from 5 to 180"],
  ])("refuses %j, naming the entry and the field (%s)", async (fields, field, problem) => {
    const message = await failure({ appointment: fields });
    expect(message).toContain(`appointment-settings/${field}: Invalid content in entry 'appointment-settings'`);
    expect(message).toContain(`(content type 'appointmentSettings'), field '${field}': ${problem}`);
  });

  it("names the site settings' openingHours when the hours it falls back to are not readable", async () => {
    expect(await failure({ appointment: {}, site: { openingHours: "Weekdays 9 to 5" } })).toBe(
      "site-settings/openingHours: Invalid content in entry 'site-settings' (content type 'siteSettings'), field " +
        "'openingHours': Opening hours 'Weekdays 9 to 5' (the appointment times' weekly hours): 'Weekdays' is not a " +
        "day (Mo, Tu, We, Th, Fr, Sa, Su)",
    );
    // Without an entry too: the site's hours are the defaults' hours.
    expect(await failure({ site: { openingHours: "Mo-Fr 09:00" } })).toContain(
      "field 'openingHours': Opening hours 'Mo-Fr 09:00' (the appointment times' weekly hours): '09:00' is not a time range",
    );
  });

  it("names the entry's weeklyHours when it sets none and there are no site settings to take them from", async () => {
    expect(await failure({ appointment: {}, site: null })).toBe(
      "appointment-settings/weeklyHours: Invalid content in entry 'appointment-settings' (content type " +
        "'appointmentSettings'), field 'weeklyHours': Weekly hours are empty and there is no site settings entry to take the opening hours from",
    );
  });

  it("outside strict mode, an invalid entry logs the entry and field and gives booking off", async () => {
    const { client, logger } = clientFor({ appointment: { capacity: 50 } }, { strict: false });
    expect(await client.getAppointmentSettings()).toMatchObject({ bookingEnabled: false, capacity: 2 });
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining(
        "[content] Appointment settings failed: Invalid content in entry 'appointment-settings' (content type 'appointmentSettings'), field 'capacity'",
      ),
      expect.any(ContentValidationError),
    );
  });
});

describe("the appointmentSettings content type", () => {
  it("passes the import checks with the embedded entry, and Contentful's own validations refuse what the reader refuses", () => {
    const good = buildSpace({ appointment: { capacity: 3, closedDates: ["2026-12-25"], timeZone: "America/Chicago" } });
    expect(validateSpace(good, { forImport: true })).toMatchObject({ ok: true });
    const bad = buildSpace({
      appointment: { capacity: 21, daysAhead: 0, closedDates: ["Dec 25"], stepMinutes: 2, timeZone: "Central Time" },
    });
    const result = validateSpace(bad, { forImport: true });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map((problem) => `${problem.field}:${problem.rule}`);
    expect(problems.sort()).toEqual([
      "capacity:range",
      "closedDates:regexp",
      "daysAhead:range",
      "stepMinutes:range",
      "timeZone:regexp",
    ]);
  });
});
