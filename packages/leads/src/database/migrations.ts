/**
 * The schema's versioned migrations, one set for SQLite and PostgreSQL (Kysely's schema builder, with the few
 * types that differ chosen per dialect). A migration is never edited once released: add the next one. The schema
 * version is the number of migrations applied.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./open-database.js";

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  const bigint = "bigint" as const;
  return {
    "0001-leads": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("submissions")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("received_at", bigint, (column) => column.notNull())
          .addColumn("delivery_key", "text", (column) => column.notNull())
          .addColumn("body", "text", (column) => column.notNull())
          .addColumn("source", "text", (column) => column.notNull())
          .addColumn("page", "text")
          .addColumn("state", "text", (column) => column.notNull())
          .addColumn("next_attempt_at", bigint)
          .addColumn("attempt_started_at", bigint)
          .addColumn("cut_off_at", bigint)
          .addColumn("attempt_count", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("lease_owner", "text")
          .addColumn("lease_until", bigint)
          .addColumn("delivered_at", bigint)
          .addColumn("dead_reason", "text")
          .addColumn("imported_from", "text")
          .execute();
        // Due deliveries (the queue's query), the oldest kept (health, retention) and per-state counts.
        await db.schema
          .createIndex("submissions_due")
          .on("submissions")
          .columns(["state", "next_attempt_at"])
          .execute();
        await db.schema.createIndex("submissions_received").on("submissions").columns(["received_at", "id"]).execute();
        await db.schema
          .createIndex("submissions_state_received")
          .on("submissions")
          .columns(["state", "received_at"])
          .execute();

        await db.schema
          .createTable("delivery_attempts")
          .addColumn("submission_id", "text", (column) =>
            column.notNull().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("number", "integer", (column) => column.notNull())
          .addColumn("at", bigint, (column) => column.notNull())
          .addColumn("ok", "integer", (column) => column.notNull())
          .addColumn("status", "integer", (column) => column.notNull())
          .addColumn("error", "text")
          .addColumn("duration_ms", "integer", (column) => column.notNull())
          .addColumn("owner", "text")
          .addPrimaryKeyConstraint("delivery_attempts_pk", ["submission_id", "number"])
          .execute();

        await db.schema
          .createTable("consent_records")
          .addColumn("submission_id", "text", (column) =>
            column.primaryKey().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("consent_text", "text")
          .addColumn("consent_version", "text")
          .addColumn("disclosure_text", "text")
          .addColumn("disclosure_version", "text")
          .addColumn("served_consent_text", "text")
          .addColumn("served_consent_version", "text")
          .addColumn("served_disclosure_text", "text")
          .addColumn("served_disclosure_version", "text")
          .addColumn("wording_matches", "integer")
          .addColumn("mismatch", "text")
          .addColumn("tpmo_version", "text")
          .addColumn("tpmo_effective_date", "text")
          .addColumn("page", "text")
          .addColumn("source", "text", (column) => column.notNull())
          .addColumn("received_at", bigint, (column) => column.notNull())
          .addColumn("user_agent", "text")
          .execute();

        await db.schema
          .createTable("idempotency_keys")
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("key_hash", "text", (column) => column.notNull())
          .addColumn("submission_id", "text", (column) =>
            column.notNull().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("created_at", bigint, (column) => column.notNull())
          .addPrimaryKeyConstraint("idempotency_keys_pk", ["kind", "key_hash"])
          .execute();
        await db.schema
          .createIndex("idempotency_keys_submission")
          .on("idempotency_keys")
          .column("submission_id")
          .execute();

        await db.schema
          .createTable("rate_limit_windows")
          .addColumn("client", "text", (column) => column.notNull())
          .addColumn("window_start", bigint, (column) => column.notNull())
          .addColumn("count", "integer", (column) => column.notNull())
          .addPrimaryKeyConstraint("rate_limit_windows_pk", ["client", "window_start"])
          .execute();
        await db.schema
          .createIndex("rate_limit_windows_start")
          .on("rate_limit_windows")
          .column("window_start")
          .execute();

        await db.schema
          .createTable("import_problems")
          .addColumn("file", "text", (column) => column.primaryKey())
          .addColumn("reason", "text", (column) => column.notNull())
          .addColumn("kept_at", "text", (column) => column.notNull())
          .addColumn("found_at", bigint, (column) => column.notNull())
          .execute();

        await db.schema
          .createTable("site_changes")
          .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("created_at", bigint, (column) => column.notNull())
          .addColumn("origin", "text", (column) => column.notNull())
          .addColumn("payload", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("site_changes_created").on("site_changes").column("created_at").execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of [
          "site_changes",
          "import_problems",
          "rate_limit_windows",
          "idempotency_keys",
          "consent_records",
          "delivery_attempts",
          "submissions",
        ])
          await db.schema.dropTable(table).ifExists().execute();
      },
    },
    "0002-appointments": {
      async up(db: Kysely<unknown>) {
        // An appointment outlives its submission (SOA_RETENTION_DAYS against SUBMISSION_RETENTION_DAYS): no
        // reference to submissions, its id is the submission's.
        await db.schema
          .createTable("appointments")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("start_at", bigint, (column) => column.notNull())
          .addColumn("end_at", bigint, (column) => column.notNull())
          .addColumn("method", "text", (column) => column.notNull())
          .addColumn("products", "text", (column) => column.notNull())
          .addColumn("status", "text", (column) => column.notNull().check(sql`status in ('booked', 'cancelled')`))
          .addColumn("booked_at", bigint, (column) => column.notNull())
          .addColumn("cancelled_at", bigint)
          .addColumn("cancel_reason", "text")
          .addColumn("email", "text", (column) => column.notNull())
          .addColumn("phone", "text", (column) => column.notNull())
          .execute();
        // The contact limit (booked and upcoming per e-mail or phone), the lists by time, the flood's cancel.
        await db.schema
          .createIndex("appointments_email")
          .on("appointments")
          .columns(["email", "status", "start_at"])
          .execute();
        await db.schema
          .createIndex("appointments_phone")
          .on("appointments")
          .columns(["phone", "status", "start_at"])
          .execute();
        await db.schema
          .createIndex("appointments_status_start")
          .on("appointments")
          .columns(["status", "start_at"])
          .execute();
        await db.schema.createIndex("appointments_booked").on("appointments").columns(["booked_at", "id"]).execute();

        // One row per seat taken at a time: the primary key is what stops a double booking, in either database.
        await db.schema
          .createTable("appointment_seats")
          .addColumn("start_at", bigint, (column) => column.notNull())
          .addColumn("seat", "integer", (column) => column.notNull().check(sql`seat >= 1`))
          .addColumn("appointment_id", "text", (column) =>
            column.notNull().references("appointments.id").onDelete("cascade"),
          )
          .addPrimaryKeyConstraint("appointment_seats_pk", ["start_at", "seat"])
          .execute();
        await db.schema
          .createIndex("appointment_seats_appointment")
          .on("appointment_seats")
          .column("appointment_id")
          .execute();

        // The Scope of Appointment record: self-contained (it names the person and the meeting itself), kept 10 years.
        await db.schema
          .createTable("soa_records")
          .addColumn("appointment_id", "text", (column) => column.primaryKey())
          .addColumn("products", "text", (column) => column.notNull())
          .addColumn("soa_version", "text", (column) => column.notNull())
          .addColumn("soa_text", "text", (column) => column.notNull())
          .addColumn("completed_by", "text", (column) =>
            column.notNull().check(sql`completed_by in ('beneficiary', 'representative')`),
          )
          .addColumn("representative_name", "text")
          .addColumn("representative_relationship", "text")
          .addColumn("method", "text", (column) => column.notNull())
          .addColumn("agreed_at", bigint, (column) => column.notNull())
          .addColumn("appointment_start", bigint, (column) => column.notNull())
          .addColumn("appointment_end", bigint, (column) => column.notNull())
          .addColumn("beneficiary_first_name", "text", (column) => column.notNull())
          .addColumn("beneficiary_last_name", "text", (column) => column.notNull())
          .addColumn("contact_email", "text", (column) => column.notNull())
          .addColumn("contact_phone", "text", (column) => column.notNull())
          .addColumn("contact_zip", "text", (column) => column.notNull())
          .addColumn("email_key", "text", (column) => column.notNull())
          .addColumn("phone_key", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("soa_records_agreed").on("soa_records").column("agreed_at").execute();
        await db.schema.createIndex("soa_records_email").on("soa_records").column("email_key").execute();
        await db.schema.createIndex("soa_records_phone").on("soa_records").column("phone_key").execute();
        // Health's waiting deliveries per kind.
        await db.schema.createIndex("submissions_kind_state").on("submissions").columns(["kind", "state"]).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex("submissions_kind_state").ifExists().execute();
        for (const table of ["soa_records", "appointment_seats", "appointments"])
          await db.schema.dropTable(table).ifExists().execute();
      },
    },
    "0003-appointment-changes": {
      // A move keeps the appointment's id (its calendar UID) and raises its sequence (the invitation's SEQUENCE).
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("appointments")
          .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable("appointments").addColumn("moved_at", bigint).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("appointments").dropColumn("moved_at").execute();
        await db.schema.alterTable("appointments").dropColumn("sequence").execute();
      },
    },
  };
}

/** The schema version this code writes: the number of migrations it knows. */
export const schemaVersionOf = (dialect: Dialect): number => Object.keys(migrationsFor(dialect)).length;
