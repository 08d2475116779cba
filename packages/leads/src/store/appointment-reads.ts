/**
 * The appointments' reads: the seats taken per quarter hour (what the "When" page's open times are counted from),
 * one appointment with its SOA record, every appointment in batches (constant memory), and the counts health shows.
 */
import type { Kysely } from "kysely";
import { appointmentOf, iso } from "../appointment-store.js";
import type { AppointmentStore, SoaRow } from "../appointment-store.js";
import type { Database } from "../database/schema.js";

export type AppointmentReads = Pick<AppointmentStore, "takenSeats" | "get" | "iterate" | "health">;

/** The SOA records of these appointments, by appointment id. */
export type SoasFor = (ids: string[]) => Promise<Map<string, SoaRow>>;

export function soaReader(db: Kysely<Database>): SoasFor {
  return async (ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom("soa_records").selectAll().where("appointment_id", "in", ids).execute();
    return new Map(rows.map((row) => [row.appointment_id, row]));
  };
}

export function createAppointmentReads(db: Kysely<Database>, soasFor: SoasFor): AppointmentReads {
  return {
    async takenSeats(from, to) {
      const rows = await db
        .selectFrom("appointment_seats")
        .select(["start_at", (eb) => eb.fn.countAll<number>().as("count")])
        .where("start_at", ">=", from.getTime())
        .where("start_at", "<", to.getTime())
        .groupBy("start_at")
        .execute();
      return new Map(rows.map((row) => [iso(row.start_at)!, Number(row.count)]));
    },

    async get(id) {
      const row = await db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return appointmentOf(row, (await soasFor([id])).get(id));
    },

    async *iterate(options = {}) {
      const order = options.order ?? "asc";
      const batchSize = options.batchSize ?? 500;
      const column = options.bookedSince ? "booked_at" : "start_at";
      let after: { at: number; id: string } | null = null;
      for (;;) {
        let query = db.selectFrom("appointments").selectAll();
        if (options.from) query = query.where("start_at", ">=", options.from.getTime());
        if (options.to) query = query.where("start_at", "<", options.to.getTime());
        if (options.bookedSince) query = query.where("booked_at", ">=", options.bookedSince.getTime());
        if (options.status) query = query.where("status", "=", options.status);
        if (after) {
          const { at, id } = after;
          query = query.where((eb) => eb(eb.refTuple(column, "id"), order === "asc" ? ">" : "<", eb.tuple(at, id)));
        }
        const rows = await query.orderBy(column, order).orderBy("id", order).limit(batchSize).execute();
        if (rows.length === 0) return;
        const soas = await soasFor(rows.map((row) => row.id));
        for (const row of rows) yield appointmentOf(row, soas.get(row.id));
        const last = rows.at(-1)!;
        after = { at: Number(last[column]), id: last.id };
        if (rows.length < batchSize) return;
      }
    },

    async health(now = new Date()) {
      const [upcoming, waiting] = await Promise.all([
        db
          .selectFrom("appointments")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "=", "booked")
          .where("start_at", ">", now.getTime())
          .executeTakeFirst(),
        db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("kind", "=", "appointment")
          .where("state", "=", "pending")
          .executeTakeFirst(),
      ]);
      return { upcoming: Number(upcoming?.count ?? 0), waitingForDelivery: Number(waiting?.count ?? 0) };
    },
  };
}
