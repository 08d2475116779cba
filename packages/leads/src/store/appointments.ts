/**
 * The appointment store: its reads, its changes and its retention (each a unit of this folder), on the submissions'
 * database. A booking itself is written by the submission store's accept plan (accept-plan.ts, `bookingSteps`).
 */
import type { AppointmentStore } from "../appointment-store.js";
import type { LeadsDatabase } from "../database/open-database.js";
import { createAppointmentChanges } from "./appointment-changes.js";
import type { AppointmentHooks } from "./appointment-changes.js";
import { createAppointmentReads, soaReader } from "./appointment-reads.js";
import { createAppointmentRetention } from "./appointment-retention.js";

export function createAppointmentStore(database: LeadsDatabase, hooks: AppointmentHooks): AppointmentStore {
  const db = database.db;
  const soasFor = soaReader(db);
  return {
    ...createAppointmentReads(db, soasFor),
    ...createAppointmentChanges(db, hooks, soasFor),
    ...createAppointmentRetention(db, hooks.durable),
  };
}
