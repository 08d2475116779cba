/**
 * The office's and the visitor's changes to a booked appointment: a cancellation (its seats free at once), a move to
 * another time (its seats given back and claimed again in one transaction) and the cancellation of a flood. Each
 * writes its event beside the booking's delivery and, with mail, its messages, in the same transaction, and answers
 * once that is durable.
 */
import type { CompiledQuery, Kysely } from "kysely";
import { plannedMessages } from "../appointment-mail.js";
import type { MailPlan, PlannedMessage } from "../appointment-mail.js";
import { appointmentOf, iso, runSteps, seatSteps, SlotTaken } from "../appointment-store.js";
import type {
  AppointmentCancelledBody,
  AppointmentMovedBody,
  AppointmentRow,
  AppointmentStore,
} from "../appointment-store.js";
import type { Database } from "../database/schema.js";
import type { SoasFor } from "./appointment-reads.js";

export type AppointmentChanges = Pick<AppointmentStore, "cancel" | "reschedule" | "cancelBooked">;

export interface AppointmentHooks {
  durable: () => Promise<void>;
  /** Writes the cancellation event's submission (kept or queued like the booking) in the transaction given. */
  addEvent: (
    trx: Kysely<Database>,
    body: AppointmentCancelledBody | AppointmentMovedBody,
    state: "pending" | "kept",
    at: Date,
  ) => Promise<string>;
  /** The e-mails' rows for `planned` (none without mail). */
  messages: (planned: PlannedMessage[], at: number) => CompiledQuery[];
  /** The mail switched on, or undefined. */
  mail?: MailPlan | undefined;
}

export function createAppointmentChanges(
  db: Kysely<Database>,
  hooks: AppointmentHooks,
  soasFor: SoasFor,
): AppointmentChanges {
  const queueMessages = async (
    trx: Kysely<Database>,
    change: "moved" | "cancelled",
    appointment: { id: string; start: number; sequence: number; previousStart?: number },
    at: number,
  ) => {
    if (!hooks.mail) return;
    for (const query of hooks.messages(plannedMessages(hooks.mail, change, appointment, at), at))
      await trx.executeQuery(query);
  };
  /** Where a booking's events go: delivered where the booking was (one kept for the office, or purged, keeps its events too). */
  const eventState = async (trx: Kysely<Database>, id: string): Promise<"pending" | "kept"> => {
    const booking = await trx.selectFrom("submissions").select("state").where("id", "=", id).executeTakeFirst();
    return booking && booking.state !== "kept" ? "pending" : "kept";
  };

  const cancelOne = async (trx: Kysely<Database>, row: AppointmentRow, reason: string, now: Date) => {
    const updated = await trx
      .updateTable("appointments")
      .set({ status: "cancelled", cancelled_at: now.getTime(), cancel_reason: reason })
      .where("id", "=", row.id)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    await trx.deleteFrom("appointment_seats").where("appointment_id", "=", row.id).execute();
    const state = await eventState(trx, row.id);
    await queueMessages(
      trx,
      "cancelled",
      { id: row.id, start: Number(row.start_at), sequence: Number(row.sequence ?? 0) },
      now.getTime(),
    );
    return hooks.addEvent(
      trx,
      {
        type: "appointment.cancelled",
        id: row.id,
        cancelledAt: now.toISOString(),
        reason,
        meeting: { start: iso(row.start_at)!, end: iso(row.end_at)! },
      },
      state,
      now,
    );
  };

  return {
    async cancel(id, reason, now = new Date()) {
      const row = await db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { status: "not-found", eventId: null };
      const eventId = await db.transaction().execute((trx) => cancelOne(trx, row, reason, now));
      await hooks.durable();
      return eventId === null ? { status: "already-cancelled", eventId: null } : { status: "cancelled", eventId };
    },

    async reschedule(id, to, now = new Date()) {
      const start = to.start.getTime();
      const end = to.end.getTime();
      let moved: AppointmentRow | null = null;
      let eventId = "";
      const status = await db
        .transaction()
        .execute(async (trx): Promise<"moved" | "not-found" | "cancelled" | "slot-taken" | "same-time"> => {
          const row = await trx.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirst();
          if (!row) return "not-found";
          if (row.status !== "booked") return "cancelled";
          if (Number(row.start_at) === start && Number(row.end_at) === end) return "same-time";
          const sequence = Number(row.sequence ?? 0) + 1;
          const updated = await trx
            .updateTable("appointments")
            .set({ start_at: start, end_at: end, sequence, moved_at: now.getTime() })
            .where("id", "=", id)
            .where("status", "=", "booked")
            .where("sequence", "=", Number(row.sequence ?? 0))
            .executeTakeFirst();
          // Cancelled or moved by another process between the read and the update.
          if (Number(updated.numUpdatedRows) === 0) return "cancelled";
          await trx.deleteFrom("appointment_seats").where("appointment_id", "=", id).execute();
          await runSteps(trx, seatSteps(trx, id, to.start, to.end, to.capacity));
          eventId = await hooks.addEvent(
            trx,
            {
              type: "appointment.moved",
              id,
              movedAt: now.toISOString(),
              sequence,
              meeting: { start: to.start.toISOString(), end: to.end.toISOString() },
              previous: { start: iso(row.start_at)!, end: iso(row.end_at)! },
            },
            await eventState(trx, id),
            now,
          );
          await queueMessages(
            trx,
            "moved",
            { id, start, sequence, previousStart: Number(row.start_at) },
            now.getTime(),
          );
          moved = { ...row, start_at: start, end_at: end, sequence, moved_at: now.getTime() };
          return "moved";
        })
        .catch((error: unknown) => {
          if (error instanceof SlotTaken) return "slot-taken" as const;
          throw error;
        });
      await hooks.durable();
      if (status === "moved" && moved) {
        const record = appointmentOf(moved, (await soasFor([id])).get(id));
        return { status, record, eventId };
      }
      return { status: status === "moved" ? "not-found" : status };
    },

    async cancelBooked({ bookedSince, bookedUntil, reason, now = new Date() }) {
      let cancelled = 0;
      for (;;) {
        let query = db
          .selectFrom("appointments")
          .selectAll()
          .where("status", "=", "booked")
          .where("booked_at", ">=", bookedSince.getTime());
        if (bookedUntil) query = query.where("booked_at", "<", bookedUntil.getTime());
        const rows = await query.orderBy("booked_at").orderBy("id").limit(200).execute();
        if (rows.length === 0) break;
        cancelled += await db.transaction().execute(async (trx) => {
          let count = 0;
          for (const row of rows) if ((await cancelOne(trx, row, reason, now)) !== null) count += 1;
          return count;
        });
      }
      await hooks.durable();
      return cancelled;
    },
  };
}
