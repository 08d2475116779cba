/**
 * The appointments' retention: appointments booked and SOA records agreed before the cutoff (SOA_RETENTION_DAYS)
 * go, and the seats of meetings long past.
 */
import type { Kysely } from "kysely";
import type { AppointmentStore } from "../appointment-store.js";
import type { Database } from "../database/schema.js";

export function createAppointmentRetention(
  db: Kysely<Database>,
  durable: () => Promise<void>,
): Pick<AppointmentStore, "purge"> {
  return {
    async purge(cutoff, seatsBefore) {
      const result = await db.transaction().execute(async (trx) => {
        const seats = await trx.deleteFrom("appointment_seats").where("start_at", "<", seatsBefore).executeTakeFirst();
        const appointments = await trx.deleteFrom("appointments").where("booked_at", "<", cutoff).executeTakeFirst();
        const soaRecords = await trx.deleteFrom("soa_records").where("agreed_at", "<", cutoff).executeTakeFirst();
        return {
          appointments: Number(appointments.numDeletedRows),
          soaRecords: Number(soaRecords.numDeletedRows),
          seats: Number(seats.numDeletedRows),
        };
      });
      await durable();
      return result;
    },
  };
}
