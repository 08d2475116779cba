/**
 * Which e-mails an appointment's booking, move or cancel queues. Each is a row of kind "message" in the submissions
 * table, written in the same transaction as the change, delivered by the delivery queue through the mail sender
 * (mail-sender.ts): retried on the schedule, sent once across instances and restarts. A row holds ids only (which
 * appointment, which message, for whom, the sequence it was made for): the words and the address are composed from
 * the appointment and its SOA record when it is sent, so no copy of a person's details waits in the queue.
 *
 * A reminder is a row due `offset` before the start. A move or cancel does not touch it: when it comes due, the
 * appointment's sequence or status no longer matches and it is recorded as not sent (void); the move queued new
 * reminders for the new time.
 */
import type { MessageAudience, MessageKind } from "@tupelo-medicare/appointments";

/** What a message row holds (never a name, an address or a time the visitor gave). */
export interface AppointmentMailBody {
  type: "appointment.mail";
  message: MessageKind;
  audience: MessageAudience;
  appointmentId: string;
  /** The appointment's sequence when the row was made: a reminder for an older sequence is void. */
  sequence: number;
  /** A move's former start (ISO), said as "It was …". */
  previousStart?: string;
  /** For a reminder: how long before the start it is due. */
  offsetMs?: number;
}

/** The mail switched on: how long before the start each reminder goes, and whether the office gets a copy. */
export interface MailPlan {
  /** APPOINTMENT_REMINDERS, e.g. [24h] or [24h, 2h]. */
  reminderOffsetsMs: readonly number[];
  /** The office is told of each new, moved or cancelled booking (an office address is known). */
  office: boolean;
}

export interface PlannedMessage {
  body: AppointmentMailBody;
  /** When it is due (ms). */
  dueAt: number;
}

export const isAppointmentMail = (body: unknown): body is AppointmentMailBody =>
  typeof body === "object" &&
  body !== null &&
  (body as { type?: unknown }).type === "appointment.mail" &&
  typeof (body as { appointmentId?: unknown }).appointmentId === "string";

/**
 * The messages one change queues: the visitor's and (with `plan.office`) the office's notice now, and for a
 * booking or a move the visitor's reminders still ahead (a reminder whose time has passed, a booking made less than
 * a day before, say, is not queued: the confirmation just went).
 */
export function plannedMessages(
  plan: MailPlan,
  change: "confirmation" | "moved" | "cancelled",
  appointment: { id: string; start: number; sequence: number; previousStart?: number },
  now: number,
): PlannedMessage[] {
  const base = { type: "appointment.mail" as const, appointmentId: appointment.id, sequence: appointment.sequence };
  const previous =
    change === "moved" && appointment.previousStart !== undefined
      ? { previousStart: new Date(appointment.previousStart).toISOString() }
      : {};
  const planned: PlannedMessage[] = [
    { body: { ...base, message: change, audience: "visitor", ...previous }, dueAt: now },
  ];
  if (plan.office) planned.push({ body: { ...base, message: change, audience: "office", ...previous }, dueAt: now });
  if (change !== "cancelled")
    for (const offsetMs of [...new Set(plan.reminderOffsetsMs)].sort((a, b) => b - a)) {
      const dueAt = appointment.start - offsetMs;
      if (dueAt > now) planned.push({ body: { ...base, message: "reminder", audience: "visitor", offsetMs }, dueAt });
    }
  return planned;
}

/** A reminder's offset as APPOINTMENT_REMINDERS writes it ("24h", "90m", "2d" as "48h"): the parser's inverse. */
export const formatReminderOffset = (ms: number): string =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000}h` : ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms}ms`;

/** APPOINTMENT_REMINDERS' default: one reminder a day before. */
export const DEFAULT_APPOINTMENT_REMINDERS = "24h";

/** Parses APPOINTMENT_REMINDERS (`24h`, `24h,2h`, `90m`; `none` for no reminders) into ms; throws naming the bad part. */
export function parseReminderOffsets(text: string): number[] {
  const trimmed = text.trim();
  if (trimmed === "none") return [];
  const parts = trimmed
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error("APPOINTMENT_REMINDERS must list at least one time such as 24h (or none)");
  if (parts.length > 4) throw new Error("APPOINTMENT_REMINDERS lists more than 4 reminders");
  const offsets = parts.map((part) => {
    const match = /^(\d+)(m|h|d)$/.exec(part);
    if (!match)
      throw new Error(`APPOINTMENT_REMINDERS: "${part}" is not a time before the appointment such as 24h, 2h or 90m`);
    const ms = Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "m" | "h" | "d"];
    if (ms < 15 * 60_000 || ms > 14 * 86_400_000)
      throw new Error(`APPOINTMENT_REMINDERS: "${part}" must be between 15m and 14d before the appointment`);
    return ms;
  });
  return [...new Set(offsets)].sort((a, b) => b - a);
}
