/**
 * Appointments, their seats and their Scope of Appointment records, in the same database as the submissions.
 *
 * A booking is written by the submission store's accept plan (one transaction with the submission and its consent
 * record): `bookingSteps` claims a seat in each quarter hour the meeting covers (`seatCells` of
 * @tupelo-medicare/appointments; `appointment_seats.start_at` is the quarter hour's start) with `INSERT … ON CONFLICT
 * DO NOTHING` on the primary key (start_at, seat), one seat number after another up to the capacity, so the database itself refuses a second holder of a seat on
 * SQLite and on PostgreSQL (no read-then-write race: a PostgreSQL insert that meets another transaction's uncommitted
 * seat waits for it to end). The per-contact limit is read inside the same transaction; on PostgreSQL the contact's
 * keys are taken as transaction-scoped advisory locks first, in one global order, so two bookings by one person at
 * once are counted one after the other (SQLite has one writer already).
 *
 * This module holds the appointments' types and rows; the store is composed of units in store/ (appointments.ts:
 * reads, changes, retention).
 *
 * The appointment and its SOA record never reference the submission: the submission goes with the leads' retention,
 * they stay for SOA_RETENTION_DAYS (10 years), and the SOA record names the person and the meeting itself.
 */
import { seatCells } from "@tupelo-medicare/appointments";
import { sql } from "kysely";
import type { CompiledQuery, Kysely, Selectable } from "kysely";
import type { AppointmentsTable, Database, SoaRecordsTable } from "./database/schema.js";

export type Row = Record<string, unknown>;

/** What a booking adds to its submission's transaction. */
export interface AppointmentBooking {
  start: Date;
  end: Date;
  /** How many can meet at that time: seats 1..capacity. */
  capacity: number;
  method: string;
  products: string[];
  /** The contact keys the limit counts under (normalised). */
  emailKey: string;
  phoneKey: string;
  /** Booked appointments starting after `now` a contact may hold. */
  maxUpcomingPerContact: number;
  now: Date;
  soa: Omit<SoaRecord, "appointmentId">;
}

/** The Scope of Appointment record, as kept (never edited after the fact). */
export interface SoaRecord {
  appointmentId: string;
  products: string[];
  version: string;
  /** The wording exactly as the server served it. */
  text: string;
  completedBy: "beneficiary" | "representative";
  representative: { name: string; relationship: string } | null;
  method: "online form";
  agreedAt: string;
  appointment: { start: string; end: string };
  beneficiary: { firstName: string; lastName: string };
  /** The contact details given with the booking (the representative's when someone else booked). */
  contact: { email: string; phone: string; zip: string };
}

export type AppointmentStatus = "booked" | "cancelled";

export interface AppointmentRecord {
  /** The booking's submission id. */
  id: string;
  start: string;
  end: string;
  method: string;
  products: string[];
  status: AppointmentStatus;
  bookedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** 0 as booked, raised by every move (the invitation's SEQUENCE). */
  sequence: number;
  /** The last move, or null. */
  movedAt: string | null;
  /** The SOA record (null only once retention removed it). */
  soa: SoaRecord | null;
}

export interface AppointmentListOptions {
  /** Starting at or after. */
  from?: Date;
  /** Starting before. */
  to?: Date;
  /** Booked at or after. */
  bookedSince?: Date;
  status?: AppointmentStatus;
  order?: "asc" | "desc";
  batchSize?: number;
}

export interface AppointmentsPurgeResult {
  appointments: number;
  soaRecords: number;
  /** Seats of past appointments, no longer needed to refuse a booking. */
  seats: number;
}

export interface AppointmentStore {
  /** Seats taken (booked appointments) per quarter hour in [from, to), keyed by the quarter hour's ISO start: the `taken` of @tupelo-medicare/appointments. */
  takenSeats(from: Date, to: Date): Promise<Map<string, number>>;
  /** One appointment with its SOA record, or null. */
  get(id: string): Promise<AppointmentRecord | null>;
  /** Appointments by start time (or booking time with `bookedSince`), read in batches (constant memory). */
  iterate(options?: AppointmentListOptions): AsyncGenerator<AppointmentRecord>;
  /**
   * Cancels a booked appointment (its seat is free at once) and queues an `appointment.cancelled` event beside the
   * booking's delivery; 'not-found', or 'already-cancelled' (nothing changed).
   */
  cancel(
    id: string,
    reason: string,
    now?: Date,
  ): Promise<{ status: "cancelled" | "already-cancelled" | "not-found"; eventId: string | null }>;
  /**
   * Moves a booked appointment to a new time, keeping everything else (its id, its SOA record): its seats are given
   * back and claimed again at the new time in one transaction (none free: 'slot-taken', nothing changed), its
   * sequence is raised, and an `appointment.moved` event (and, with mail, the notices and new reminders) is queued.
   */
  reschedule(
    id: string,
    to: { start: Date; end: Date; capacity: number },
    now?: Date,
  ): Promise<
    | { status: "moved"; record: AppointmentRecord; eventId: string }
    | { status: "not-found" | "cancelled" | "slot-taken" | "same-time" }
  >;
  /** Cancels every booked appointment booked in [bookedSince, bookedUntil) (a flood); returns how many. */
  cancelBooked(options: { bookedSince: Date; bookedUntil?: Date; reason: string; now?: Date }): Promise<number>;
  /** Booked appointments starting after `now`, and appointment deliveries waiting. */
  health(now?: Date): Promise<{ upcoming: number; waitingForDelivery: number }>;
  /** Removes appointments booked and SOA records agreed before `cutoff`, and seats of appointments before `seatsBefore`. */
  purge(cutoff: number, seatsBefore: number): Promise<AppointmentsPurgeResult>;
}

/** No free seat at the time: nothing of the booking is kept. */
export class SlotTaken extends Error {
  constructor() {
    super("slot-taken");
  }
}
/** The contact holds as many upcoming bookings as it may: nothing of the booking is kept. */
export class ContactLimit extends Error {
  constructor() {
    super("contact-limit");
  }
}

export const iso = (ms: number | string | null): string | null =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();

const list = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((each): each is string => typeof each === "string") : [];
  } catch {
    return [];
  }
};

export type SoaRow = Selectable<SoaRecordsTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;

export function soaRow(record: SoaRecord, keys: { email: string; phone: string }): SoaRow {
  return {
    appointment_id: record.appointmentId,
    products: JSON.stringify(record.products),
    soa_version: record.version,
    soa_text: record.text,
    completed_by: record.completedBy,
    representative_name: record.representative?.name ?? null,
    representative_relationship: record.representative?.relationship ?? null,
    method: record.method,
    agreed_at: Date.parse(record.agreedAt),
    appointment_start: Date.parse(record.appointment.start),
    appointment_end: Date.parse(record.appointment.end),
    beneficiary_first_name: record.beneficiary.firstName,
    beneficiary_last_name: record.beneficiary.lastName,
    contact_email: record.contact.email,
    contact_phone: record.contact.phone,
    contact_zip: record.contact.zip,
    email_key: keys.email,
    phone_key: keys.phone,
  };
}

export function soaOf(row: SoaRow): SoaRecord {
  return {
    appointmentId: row.appointment_id,
    products: list(row.products),
    version: row.soa_version,
    text: row.soa_text,
    completedBy: row.completed_by === "representative" ? "representative" : "beneficiary",
    representative:
      row.representative_name !== null
        ? { name: row.representative_name, relationship: row.representative_relationship ?? "" }
        : null,
    method: "online form",
    agreedAt: iso(row.agreed_at)!,
    appointment: { start: iso(row.appointment_start)!, end: iso(row.appointment_end)! },
    beneficiary: { firstName: row.beneficiary_first_name, lastName: row.beneficiary_last_name },
    contact: { email: row.contact_email, phone: row.contact_phone, zip: row.contact_zip },
  };
}

export function appointmentOf(row: AppointmentRow, soa: SoaRow | undefined): AppointmentRecord {
  return {
    id: row.id,
    start: iso(row.start_at)!,
    end: iso(row.end_at)!,
    method: row.method,
    products: list(row.products),
    status: row.status === "cancelled" ? "cancelled" : "booked",
    bookedAt: iso(row.booked_at)!,
    cancelledAt: iso(row.cancelled_at),
    cancelReason: row.cancel_reason,
    sequence: Number(row.sequence ?? 0),
    movedAt: iso(row.moved_at ?? null),
    soa: soa ? soaOf(soa) : null,
  };
}

/**
 * The statements a booking adds to its submission's accept plan, in order: (PostgreSQL) the contact's advisory
 * locks, the contact's count of upcoming bookings (over the limit: ContactLimit), the appointment, a seat claimed
 * seat by seat (none free: SlotTaken), the SOA record and the `messages` (the e-mails' rows). Throwing rolls back the
 * whole submission.
 */
export function* bookingSteps(
  db: Kysely<Database>,
  postgres: boolean,
  id: string,
  booking: AppointmentBooking,
  bookedAt: number,
  messages: readonly CompiledQuery[] = [],
): Generator<CompiledQuery, void, Row[]> {
  const keys = [`appointment-email:${booking.emailKey}`, `appointment-phone:${booking.phoneKey}`].sort();
  if (postgres)
    for (const key of keys) yield sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.compile(db);
  if (booking.maxUpcomingPerContact > 0) {
    const counted = yield db
      .selectFrom("appointments")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "booked")
      .where("start_at", ">", booking.now.getTime())
      .where((eb) => eb.or([eb("email", "=", booking.emailKey), eb("phone", "=", booking.phoneKey)]))
      .compile();
    if (Number(counted[0]?.count ?? 0) >= booking.maxUpcomingPerContact) throw new ContactLimit();
  }
  const start = booking.start.getTime();
  yield db
    .insertInto("appointments")
    .values({
      id,
      start_at: start,
      end_at: booking.end.getTime(),
      method: booking.method,
      products: JSON.stringify(booking.products),
      status: "booked",
      booked_at: bookedAt,
      cancelled_at: null,
      cancel_reason: null,
      sequence: 0,
      moved_at: null,
      email: booking.emailKey,
      phone: booking.phoneKey,
    })
    .compile();
  yield* seatSteps(db, id, booking.start, booking.end, booking.capacity);
  yield db
    .insertInto("soa_records")
    .values(soaRow({ ...booking.soa, appointmentId: id }, { email: booking.emailKey, phone: booking.phoneKey }))
    .compile();
  for (const each of messages) yield each;
}

/**
 * Claims a seat in every quarter hour [start, end) covers (seatCells), in time order, so meetings of any length never
 * overlap past the capacity; every booking claims in the same order, so two never wait on each other in a circle.
 * No free seat in one of them: SlotTaken.
 */
export function* seatSteps(
  db: Kysely<Database>,
  id: string,
  start: Date,
  end: Date,
  capacity: number,
): Generator<CompiledQuery, void, Row[]> {
  for (const cell of seatCells(start, end)) {
    let seated = false;
    for (let seat = 1; seat <= capacity && !seated; seat += 1) {
      const claimed = yield db
        .insertInto("appointment_seats")
        .values({ start_at: Date.parse(cell), seat, appointment_id: id })
        .onConflict((conflict) => conflict.columns(["start_at", "seat"]).doNothing())
        .returning("seat")
        .compile();
      seated = claimed.length > 0;
    }
    if (!seated) throw new SlotTaken();
  }
}

/** Runs a plan's statements in `trx`, each answer given to the next step. */
export async function runSteps(trx: Kysely<Database>, steps: Generator<CompiledQuery, void, Row[]>): Promise<void> {
  for (let step = steps.next(); !step.done;) step = steps.next((await trx.executeQuery(step.value)).rows as Row[]);
}

/** The body of the event a cancellation delivers (no personal data: the booking's delivery named the person). */
export interface AppointmentCancelledBody {
  type: "appointment.cancelled";
  id: string;
  cancelledAt: string;
  reason: string;
  meeting: { start: string; end: string };
}

/** The body of the event a move delivers: the new time, the old one and the sequence (no personal data). */
export interface AppointmentMovedBody {
  type: "appointment.moved";
  id: string;
  movedAt: string;
  sequence: number;
  meeting: { start: string; end: string };
  previous: { start: string; end: string };
}
