/**
 * `pnpm appointments`: the office's view of the bookings (list, today, show, export, cancel, reschedule), beside `pnpm leads` and
 * over the same store, writers and helpers. Times are the office's (America/Chicago), whatever the computer's zone.
 * Whatever reads many appointments streams them (keyset batches); every count it prints is exact.
 *
 * Exit codes: 0 done, 1 not found, refused or failed, 2 a usage error.
 */
import { meetingMethodLabel, productLabel } from "@tupelo-medicare/lead-forms/contract";
import type { AppointmentRecord } from "../appointment-store.js";
import { expectPositionals, optionValue, parseArgs, runCommandLine, UsageError } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { bufferedOutput, locationOf } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { csvCell } from "./export-command.js";
import { fit, parseSince, plural, printable, sinceOption } from "./text-format.js";

/** The office's time zone: the times the office reads and books in. */
export const OFFICE_TIME_ZONE = "America/Chicago";

export const APPOINTMENTS_USAGE = `Usage: pnpm appointments <command>
  list                                    booked appointments still to come, soonest first, one line each
                                          (office time, ${OFFICE_TIME_ZONE})
  today                                   today's appointments (office time), booked and cancelled
  show ID                                 one appointment with its Scope of Appointment record, word for word
  export [--since DATE] [--format csv|json]
                                          appointments booked on/after DATE (YYYY-MM-DD or an ISO time) with
                                          their SOA records, to stdout; csv (default) opens in Excel
  cancel ID [--reason TEXT]               cancel one appointment: its time is free again at once, the
                                          office's webhook receives an appointment.cancelled event and, with
                                          SMTP_URL, the visitor and the office are e-mailed
  reschedule ID --at TIME                 move one appointment to TIME (an ISO time such as
                                          2027-03-16T10:00:00-05:00), checked against the office's hours and
                                          seats; the visitor gets the new time by e-mail (with SMTP_URL)
  cancel --booked-since TIME [--booked-until TIME] [--reason TEXT] --yes
                                          cancel every appointment booked in that window (a flood of bots);
                                          without --yes, says how many it would cancel
Exit codes: 0 done, 1 not found, refused or failed, 2 a usage error.`;

const officeParts = (date: Date) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: OFFICE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    weekday: part("weekday"),
    time: `${part("hour")}:${part("minute")}`,
    zone: part("timeZoneName"),
  };
};

/** A time as the office reads it: "Mon 2027-03-08 09:00 CST". */
export function officeTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const at = officeParts(date);
  return `${at.weekday} ${at.year}-${String(at.month).padStart(2, "0")}-${String(at.day).padStart(2, "0")} ${at.time} ${at.zone}`;
}

/** The instant the office's calendar day (year, month, day) begins, DST included. */
export function officeMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => {
    const at = officeParts(new Date(instant));
    const [hours, minutes] = at.time.split(":").map(Number);
    return Date.UTC(at.year, at.month - 1, at.day, hours, minutes) - instant;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

const productsOf = (record: AppointmentRecord) => record.products.map(productLabel).join("; ");
const personOf = (record: AppointmentRecord) =>
  record.soa ? `${record.soa.beneficiary.firstName} ${record.soa.beneficiary.lastName}` : "(SOA record removed)";

function line(record: AppointmentRecord): string {
  const minutes = Math.round((Date.parse(record.end) - Date.parse(record.start)) / 60_000);
  return [
    officeTime(record.start),
    fit(`${minutes} min`, 7),
    fit(meetingMethodLabel(record.method), 14),
    fit(printable(personOf(record)), 24),
    fit(record.status, 9),
    record.id,
    ` ${printable(productsOf(record))}`,
  ].join("  ");
}

async function list(io: LeadsCommandIo, now: Date): Promise<number> {
  let count = 0;
  const out = bufferedOutput(io.stdout);
  for await (const record of io.store.appointments.iterate({ from: now, status: "booked" })) {
    await out.write(`${line(record)}\n`);
    count += 1;
  }
  await out.write(
    `${plural(count, "upcoming appointment")} in ${locationOf(io)} (times in ${OFFICE_TIME_ZONE}).${count ? " pnpm appointments show ID gives one with its Scope of Appointment." : ""}\n`,
  );
  await out.flush();
  return 0;
}

async function today(io: LeadsCommandIo, now: Date): Promise<number> {
  const at = officeParts(now);
  const from = officeMidnight(at.year, at.month, at.day);
  const next = new Date(Date.UTC(at.year, at.month - 1, at.day + 1));
  const to = officeMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  const counts = { booked: 0, cancelled: 0 };
  const out = bufferedOutput(io.stdout);
  const day = officeTime(from).slice(0, 14);
  await out.write(`Today, ${day} (${OFFICE_TIME_ZONE}):\n`);
  for await (const record of io.store.appointments.iterate({ from, to })) {
    await out.write(`${line(record)}\n`);
    counts[record.status] += 1;
  }
  await out.write(
    `${plural(counts.booked, "appointment")} booked today${counts.cancelled ? `, ${counts.cancelled} cancelled` : ""}.\n`,
  );
  await out.flush();
  return 0;
}

async function show(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  const [id] = expectPositionals(parsed, "show", ["id"]);
  const record = await io.store.appointments.get(id!);
  if (!record) {
    await io.stderr(`No appointment ${printable(id!)} in ${locationOf(io)}. See pnpm appointments list.\n`);
    return 1;
  }
  const soa = record.soa;
  const lines = [
    `${record.id}  ${record.status}${record.cancelledAt ? ` ${officeTime(record.cancelledAt)} (${printable(record.cancelReason ?? "")})` : ""}`,
    `  when:     ${officeTime(record.start)} to ${officeTime(record.end).slice(-9)} (${OFFICE_TIME_ZONE})`,
    `  how:      ${printable(meetingMethodLabel(record.method))}`,
    `  about:    ${printable(productsOf(record))}`,
    `  booked:   ${officeTime(record.bookedAt)}`,
  ];
  if (soa)
    lines.push(
      `Scope of Appointment (version ${printable(soa.version)}), agreed ${officeTime(soa.agreedAt)} by ${soa.method}:`,
      `  beneficiary: ${printable(`${soa.beneficiary.firstName} ${soa.beneficiary.lastName}`)}`,
      `  completed by: ${soa.completedBy}${soa.representative ? `, ${printable(soa.representative.name)} (${printable(soa.representative.relationship)})` : ""}`,
      `  contact: e-mail ${printable(soa.contact.email)}  phone ${printable(soa.contact.phone)}  zip ${printable(soa.contact.zip)}`,
      `  products: ${printable(soa.products.map(productLabel).join("; "))}`,
      `  appointment: ${officeTime(soa.appointment.start)} to ${officeTime(soa.appointment.end)}`,
      `  wording as served:`,
      ...printable(soa.text, true)
        .split("\n")
        .map((text) => `    ${text}`),
    );
  else lines.push("Its Scope of Appointment record was removed by retention (SOA_RETENTION_DAYS).");
  await io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

export const APPOINTMENT_CSV_COLUMNS = [
  "id",
  "status",
  "start",
  "end",
  "timeZone",
  "method",
  "products",
  "bookedAt",
  "cancelledAt",
  "cancelReason",
  "beneficiaryFirstName",
  "beneficiaryLastName",
  "completedBy",
  "representativeName",
  "relationship",
  "email",
  "phone",
  "zip",
  "soaVersion",
  "soaAgreedAt",
  "soaMethod",
  "soaText",
] as const;

function csvRow(record: AppointmentRecord): string {
  const soa = record.soa;
  const cells: Record<(typeof APPOINTMENT_CSV_COLUMNS)[number], unknown> = {
    id: record.id,
    status: record.status,
    start: officeTime(record.start),
    end: officeTime(record.end),
    timeZone: OFFICE_TIME_ZONE,
    method: record.method,
    products: record.products.join(" "),
    bookedAt: record.bookedAt,
    cancelledAt: record.cancelledAt,
    cancelReason: record.cancelReason,
    beneficiaryFirstName: soa?.beneficiary.firstName,
    beneficiaryLastName: soa?.beneficiary.lastName,
    completedBy: soa?.completedBy,
    representativeName: soa?.representative?.name,
    relationship: soa?.representative?.relationship,
    email: soa?.contact.email,
    phone: soa?.contact.phone,
    zip: soa?.contact.zip,
    soaVersion: soa?.version,
    soaAgreedAt: soa?.agreedAt,
    soaMethod: soa?.method,
    soaText: soa?.text,
  };
  return `${APPOINTMENT_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(",")}\r\n`;
}

async function exportAppointments(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  expectPositionals(parsed, "export", []);
  const format = optionValue(parsed, "--format") ?? "csv";
  if (format !== "csv" && format !== "json") throw new UsageError(`--format must be csv or json (got ${format}).`);
  const since = sinceOption(optionValue(parsed, "--since")) ?? new Date(0);
  const out = bufferedOutput(io.stdout);
  let written = 0;
  try {
    if (format === "csv") await out.write(`${APPOINTMENT_CSV_COLUMNS.join(",")}\r\n`);
    else await out.write("[");
    for await (const record of io.store.appointments.iterate({ bookedSince: since })) {
      if (format === "csv") await out.write(csvRow(record));
      else
        await out.write(
          `${written ? "," : ""}\n${JSON.stringify(record, null, 2)
            .split("\n")
            .map((text) => `  ${text}`)
            .join("\n")}`,
        );
      written += 1;
    }
    if (format === "json") await out.write(written ? "\n]\n" : "]\n");
  } finally {
    await out.flush();
  }
  await io.stderr(
    `Exported ${plural(written, "appointment")}${since.getTime() > 0 ? ` booked since ${officeTime(since)}` : ""} with their Scope of Appointment records (${format}). The export holds personal data: keep it private and delete it when done.\n`,
  );
  return 0;
}

const timeOption = (parsed: ParsedArgs, name: string): Date | undefined => {
  const text = optionValue(parsed, name);
  if (text === undefined) return undefined;
  const time = parseSince(text);
  if (!time)
    throw new UsageError(
      `${name} takes a date such as 2026-12-01 or an ISO time such as 2026-12-01T09:00:00Z (got ${text}).`,
    );
  return time;
};

async function cancel(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  const reason = optionValue(parsed, "--reason") ?? "cancelled by the office";
  const bookedSince = timeOption(parsed, "--booked-since");
  const bookedUntil = timeOption(parsed, "--booked-until");
  if (!bookedSince) {
    if (bookedUntil) throw new UsageError("--booked-until goes with --booked-since.");
    if (parsed.options.has("--yes")) throw new UsageError("--yes goes with --booked-since (cancelling many).");
    const [id] = expectPositionals(parsed, "cancel", ["id"]);
    const result = await io.store.appointments.cancel(id!, reason, now);
    if (result.status === "not-found") {
      await io.stderr(`No appointment ${printable(id!)} in ${locationOf(io)}. See pnpm appointments list.\n`);
      return 1;
    }
    if (result.status === "already-cancelled") {
      await io.stdout(`${id} was already cancelled; nothing changed (0 appointments cancelled).\n`);
      return 0;
    }
    await io.stdout(
      `Cancelled 1 appointment (${id}); its time is free again. The running server delivers an appointment.cancelled event within a few seconds.\n`,
    );
    return 0;
  }
  expectPositionals(parsed, "cancel", []);
  if (bookedUntil && bookedUntil <= bookedSince) throw new UsageError("--booked-until must be after --booked-since.");
  const window = `booked from ${officeTime(bookedSince)}${bookedUntil ? ` until ${officeTime(bookedUntil)}` : ""}`;
  if (!parsed.options.has("--yes")) {
    let count = 0;
    for await (const record of io.store.appointments.iterate({ bookedSince, status: "booked" }))
      if (!bookedUntil || Date.parse(record.bookedAt) < bookedUntil.getTime()) count += 1;
    await io.stdout(
      `Would cancel ${plural(count, "booked appointment")} ${window}. Nothing was cancelled: add --yes to cancel them.\n`,
    );
    return 1;
  }
  const count = await io.store.appointments.cancelBooked({
    bookedSince,
    ...(bookedUntil ? { bookedUntil } : {}),
    reason,
    now,
  });
  await io.stdout(
    `Cancelled ${plural(count, "appointment")} ${window}; their times are free again.${count ? " The running server delivers an appointment.cancelled event for each within a few seconds." : ""}\n`,
  );
  return 0;
}

async function reschedule(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  const [id] = expectPositionals(parsed, "reschedule", ["id"]);
  const at = optionValue(parsed, "--at");
  if (!at) throw new UsageError("reschedule needs --at TIME, e.g. --at 2027-03-16T10:00:00-05:00.");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(at) || Number.isNaN(Date.parse(at)))
    throw new UsageError(
      `--at takes an ISO time with its zone, such as 2027-03-16T10:00:00-05:00 or 2027-03-16T15:00:00Z (got ${printable(at)}).`,
    );
  if (!io.moveSlot)
    throw new UsageError("reschedule needs the site's schedule: run it as pnpm appointments in the site (apps/web).");
  const record = await io.store.appointments.get(id!);
  if (!record) {
    await io.stderr(`No appointment ${printable(id!)} in ${locationOf(io)}. See pnpm appointments list.\n`);
    return 1;
  }
  if (record.status !== "booked") {
    await io.stderr(`${id} is cancelled; a cancelled appointment cannot be moved (book a new one).\n`);
    return 1;
  }
  const slot = await io.moveSlot(record, new Date(at).toISOString(), {
    now,
    takenSeats: (from, to) => io.store.appointments.takenSeats(from, to),
  });
  if (!slot.ok) {
    await io.stderr(`${id} was not moved: ${slot.message}\n`);
    return 1;
  }
  const result = await io.store.appointments.reschedule(id!, slot, now);
  switch (result.status) {
    case "moved":
      await io.stdout(
        `Moved ${id} from ${officeTime(new Date(record.start))} to ${officeTime(slot.start)}. The running server tells the visitor (and the office's webhook) within a few seconds.\n`,
      );
      return 0;
    case "same-time":
      await io.stdout(`${id} is already at ${officeTime(slot.start)}; nothing changed.\n`);
      return 0;
    case "slot-taken":
      await io.stderr(`${id} was not moved: that time was just taken. See pnpm appointments list.\n`);
      return 1;
    default:
      await io.stderr(`${id} was not moved: it was cancelled or removed meanwhile.\n`);
      return 1;
  }
}

async function dispatch(command: string | undefined, rest: string[], io: LeadsCommandIo, now: Date): Promise<number> {
  switch (command) {
    case "list":
      expectPositionals(parseArgs(rest), "list", []);
      return list(io, now);
    case "today":
      expectPositionals(parseArgs(rest), "today", []);
      return today(io, now);
    case "show":
      return show(parseArgs(rest), io);
    case "export":
      return exportAppointments(parseArgs(rest, { values: ["--since", "--format"] }), io);
    case "cancel":
      return cancel(
        parseArgs(rest, { values: ["--reason", "--booked-since", "--booked-until"], flags: ["--yes"] }),
        io,
        now,
      );
    case "reschedule":
      return reschedule(parseArgs(rest, { values: ["--at"] }), io, now);
    case "help":
    case "--help":
    case "-h":
      await io.stdout(`${APPOINTMENTS_USAGE}\n`);
      return 0;
    case undefined:
      throw new UsageError("Give a command.");
    default:
      throw new UsageError(`Unknown command ${printable(command)}.`);
  }
}

/** The commands that read the database (all but help). */
export const APPOINTMENT_DATABASE_COMMANDS = new Set(["list", "today", "show", "export", "cancel", "reschedule"]);

/** Runs `pnpm appointments …` (argv without the program) over an open store and returns the exit code. */
export async function runAppointmentsCommand(argv: string[], io: LeadsCommandIo): Promise<number> {
  return runCommandLine({ name: "appointments", usage: APPOINTMENTS_USAGE }, argv, io, dispatch);
}
