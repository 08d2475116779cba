/**
 * The submission store: submissions, their delivery attempts, consent records and visitors' Idempotency-Keys in SQL
 * (SQLite by default, PostgreSQL with DATABASE_URL). A submission is answered only after its transaction committed
 * and is on disk (SQLite: synchronous=FULL, or the connection's group flush), and nothing in the request path reads
 * more than the rows it names: lists and exports read in keyset-paged batches, counts and the queue's look-ups use
 * indexes.
 *
 * It is composed of units in `store/`, each on one shared context (the database, the statement cache, the one way a
 * plan runs): accept, reads, the queue's rows, retention and import. Appointments have a store of their own, given
 * the same context's hooks.
 */
import type { LeadsDatabase } from "./database/open-database.js";
import { createAppointmentStore } from "./store/appointments.js";
import type { AppointmentStore } from "./appointment-store.js";
import type { MailPlan } from "./appointment-mail.js";
import { createAccept } from "./store/accept-plan.js";
import type { SubmissionAccept } from "./store/accept-plan.js";
import { createDeliveryRows } from "./store/delivery-rows.js";
import type { DeliveryRows } from "./store/delivery-rows.js";
import { createImport } from "./store/import-rows.js";
import type { SubmissionImport } from "./store/import-rows.js";
import { createReads } from "./store/reads.js";
import type { SubmissionReads } from "./store/reads.js";
import { createRetention } from "./store/retention.js";
import type { SubmissionRetention } from "./store/retention.js";
import { newRecord, newSubmissionId, submissionRow } from "./store/rows.js";
import { createStoreContext } from "./store/store-context.js";

export { hashClientKey, isSubmissionId, newSubmissionId } from "./store/rows.js";
export { RATE_WINDOW_MS } from "./store/accept-plan.js";
export type { AcceptInput, AcceptResult, SubmissionAccept } from "./store/accept-plan.js";
export type { ClaimedDelivery, DeliveryOutcome, DeliveryRecord, DeliveryRows } from "./store/delivery-rows.js";
export type { ImportedSubmission, SubmissionImport } from "./store/import-rows.js";
export type { IterateOptions, MailQueueHealth, StoreHealth, SubmissionReads } from "./store/reads.js";
export type { PurgeResult, SubmissionRetention } from "./store/retention.js";

export interface SubmissionStore
  extends SubmissionAccept, SubmissionReads, DeliveryRows, SubmissionRetention, SubmissionImport {
  readonly database: LeadsDatabase;
  /** Appointments, their seats and SOA records. */
  readonly appointments: AppointmentStore;
}

export interface SubmissionStoreOptions {
  /** The appointments' e-mail: which messages a booking, move or cancel queues (appointment-mail.ts). */
  mail?: MailPlan | undefined;
}

export function createSubmissionStore(database: LeadsDatabase, options: SubmissionStoreOptions = {}): SubmissionStore {
  const context = createStoreContext(database);
  const reads = createReads(context);
  const appointments = createAppointmentStore(database, {
    durable: context.durable,
    mail: options.mail,
    messages: context.messageInserts,
    // An appointment's change (a move, a cancel) is delivered to the office as a row of its own.
    async addEvent(trx, body, state, at) {
      const id = newSubmissionId(at);
      const row = submissionRow(
        newRecord({
          id,
          kind: "appointment",
          receivedAt: at,
          idempotencyKey: `appointment-${id}`,
          body,
          consent: null,
          state,
        }),
      );
      await trx.insertInto("submissions").values(row).execute();
      return id;
    },
  });
  return {
    database,
    appointments,
    ...createAccept(context, options.mail),
    ...reads,
    ...createDeliveryRows(context, reads),
    ...createRetention(context),
    ...createImport(context),
  };
}
