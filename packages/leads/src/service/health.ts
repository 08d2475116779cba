/**
 * The leads service's health report: the database (where, which schema, what is wrong), the submissions and
 * appointments waiting for delivery, and the appointments' e-mail. Read from the store when it is open, from what
 * the last try at opening said when it is not; one report is reused for HEALTH_CACHE_MS so a busy /api/health costs
 * the database at most one read per window.
 */
import type { SchemaStatus } from "../database/migrate.js";
import type { Dialect } from "../database/open-database.js";
import { formatReminderOffset } from "../appointment-mail.js";
import type { MailConfig } from "../mail-sender.js";
import type { MailQueueHealth, StoreHealth, SubmissionStore } from "../submission-store.js";
import { errorText } from "../error-text.js";

/** How long a health report is reused. */
export const HEALTH_CACHE_MS = 2000;

export interface LeadsHealth {
  ok: boolean;
  database: {
    ok: boolean;
    dialect: Dialect;
    location: string;
    schemaVersion: number | null;
    latestSchemaVersion: number | null;
    error: string | null;
  };
  submissions: {
    waitingForDelivery: number | null;
    dead: number | null;
    oldestWaitingSeconds: number | null;
    oldestKeptAt: string | null;
    retentionDays: number;
  };
  appointments: {
    /** Bookings and cancellations waiting for delivery. */
    waitingForDelivery: number | null;
    /** Booked appointments still to come. */
    upcoming: number | null;
    soaRetentionDays: number;
  };
  /** The appointments' e-mail: off without SMTP_URL. */
  mail:
    | { enabled: false }
    | {
        enabled: true;
        /** The SMTP server's last check at start (connect and log in): null when it answered. */
        smtpError: string | null;
        waiting: number | null;
        scheduled: number | null;
        dead: number | null;
        oldestWaitingSeconds: number | null;
        reminders: string[];
      };
}

/** What the service knows at the moment a report is read. */
export interface HealthState {
  /** The store and the schema it was migrated to, once the database is open. */
  store: SubmissionStore | undefined;
  schema: SchemaStatus | undefined;
  /** Where the open database is. */
  location: string | undefined;
  /** Why the last try at opening failed (null: it did not). */
  lastError: string | null;
  /** The SMTP server's answer to the check at start (null: it answered). */
  smtpError: string | null;
}

export interface HealthOptions {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string | undefined;
  retentionDays: number;
  soaRetentionDays: number;
  mail?: MailConfig | undefined;
  state: () => HealthState;
  /** The clock the cache reads (tests). */
  now?: () => number;
}

/** The report, read at most once per HEALTH_CACHE_MS. */
export function createHealthReport(options: HealthOptions): () => Promise<LeadsHealth> {
  const { dialect, retentionDays, soaRetentionDays, mail: mailConfig } = options;
  const now = options.now ?? Date.now;

  const mailHealth = (counts: MailQueueHealth | null, smtpError: string | null): LeadsHealth["mail"] =>
    mailConfig
      ? {
          enabled: true,
          smtpError,
          waiting: counts?.waiting ?? null,
          scheduled: counts?.scheduled ?? null,
          dead: counts?.dead ?? null,
          oldestWaitingSeconds: counts?.oldestWaitingSeconds ?? null,
          reminders: mailConfig.reminderOffsetsMs.map(formatReminderOffset),
        }
      : { enabled: false };

  const read = async (): Promise<LeadsHealth> => {
    const { store, schema, location, lastError, smtpError } = options.state();
    const base = {
      dialect,
      location: location ?? (options.databaseUrl ? "(PostgreSQL, not connected)" : options.dataDir),
    };
    if (!store || !schema)
      return {
        ok: false,
        database: {
          ok: false,
          ...base,
          schemaVersion: null,
          latestSchemaVersion: null,
          error: lastError ?? "starting",
        },
        submissions: {
          waitingForDelivery: null,
          dead: null,
          oldestWaitingSeconds: null,
          oldestKeptAt: null,
          retentionDays,
        },
        appointments: { waitingForDelivery: null, upcoming: null, soaRetentionDays },
        mail: mailHealth(null, smtpError),
      };
    let counts: StoreHealth | null = null;
    let booked: { upcoming: number; waitingForDelivery: number } | null = null;
    let mail: MailQueueHealth | null = null;
    let error: string | null = null;
    try {
      [counts, booked, mail] = await Promise.all([
        store.health(),
        store.appointments.health(),
        mailConfig ? store.mailHealth() : Promise.resolve(null),
      ]);
    } catch (failure) {
      error = `cannot reach the database: ${errorText(failure)}`;
    }
    return {
      ok: error === null,
      database: {
        ok: error === null,
        ...base,
        schemaVersion: schema.version,
        latestSchemaVersion: schema.latest,
        error,
      },
      submissions: {
        waitingForDelivery: counts?.waiting ?? null,
        dead: counts?.dead ?? null,
        oldestWaitingSeconds: counts?.oldestWaitingSeconds ?? null,
        oldestKeptAt: counts?.oldestKeptAt ?? null,
        retentionDays,
      },
      appointments: {
        waitingForDelivery: booked?.waitingForDelivery ?? null,
        upcoming: booked?.upcoming ?? null,
        soaRetentionDays,
      },
      mail: mailHealth(mail, smtpError),
    };
  };

  let cached: { at: number; value: Promise<LeadsHealth> } | undefined;
  return () => {
    const at = now();
    if (!cached || at - cached.at > HEALTH_CACHE_MS) cached = { at, value: read() };
    return cached.value;
  };
}
