/**
 * Everything a site server needs of leads, started once: the database (opened, migrated, its schema version
 * checked), the one-time import of the old file store, the delivery queue, the housekeeping, the content-change feed
 * shared by instances, the leads core (`accept`) with its two JSON routes, and a health report.
 *
 * The site keeps serving pages whatever the database does: when it cannot be opened or reached at start, the
 * service says so in the log and in health, answers submissions 503, and tries again every few seconds until it
 * can. Only a database this version must not write (a newer schema) or a migration that fails stops the start,
 * with the step and the reason (MigrationError).
 */
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { migrateToLatest, MigrationError } from "./database/migrate.js";
import type { SchemaStatus } from "./database/migrate.js";
import { openDatabase } from "./database/open-database.js";
import type { Dialect, LeadsDatabase } from "./database/open-database.js";
import type { WebhookPost } from "./webhook-post.js";
import { createDeliveryQueue } from "./delivery-queue.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import { importFileStore } from "./file-store-import.js";
import { createAccept } from "./accept.js";
import type { Accept } from "./accept.js";
import { submissionRoute } from "./handler.js";
import type { ReadBody } from "./incoming-body.js";
import type { TpmoDisclaimer, WordingDetails } from "./consent-record.js";
import { DEFAULT_SOA_RETENTION_DAYS, startMaintenance } from "./maintenance.js";
import type { Maintenance } from "./maintenance.js";
import { createSiteChangeFeed } from "./site-changes.js";
import type { SiteChangeFeed } from "./site-changes.js";
import { createSubmissionStore } from "./submission-store.js";
import type { MailQueueHealth, StoreHealth, SubmissionStore } from "./submission-store.js";
import type { SubmissionKind } from "./types.js";
import { createWebhookSigner } from "./webhook-signing.js";
import { formatReminderOffset } from "./appointment-mail.js";
import { createMailSender } from "./mail-sender.js";
import type { MailConfig, MailSender } from "./mail-sender.js";
import type { AppointmentRecord } from "./appointment-store.js";

/** How often a database that could not be reached is tried again. */
const REOPEN_MS = 5000;
/** How long a health report is reused. */
const HEALTH_CACHE_MS = 2000;

export interface LeadsServiceConfig {
  dataDir: string;
  /** DATABASE_URL (postgres://…); absent: SQLite under dataDir. */
  databaseUrl?: string | undefined;
  webhooks: Partial<Record<SubmissionKind, string>>;
  /** LEAD_WEBHOOK_SECRET: signs every delivery (Standard Webhooks). */
  webhookSecret?: string | undefined;
  retryDelaysMs: readonly number[];
  /** SUBMISSION_RATE_LIMIT per client per minute (0: none). */
  rateLimitPerMinute: number;
  /** SUBMISSION_RETENTION_DAYS. */
  retentionDays: number;
  /** SOA_RETENTION_DAYS: appointments and their Scope of Appointment records. @defaultValue DEFAULT_SOA_RETENTION_DAYS (10 years) */
  soaRetentionDays?: number | undefined;
  tpmo?: () => Promise<TpmoDisclaimer | null>;
  wording?: () => Promise<WordingDetails | null>;
  log?: (line: string) => void;
  /** Sends one delivery (tests); the default posts over node:http(s). */
  post?: WebhookPost;
  /** This process's name on leases and content changes. */
  instance?: string;
  /** Delivery poll (tests). */
  pollMs?: number;
  /** The clock the queue and the e-mail read (tests move it forward to make a reminder due). */
  now?: () => number;
  /** The appointments' e-mail (SMTP_URL and the rest); absent: no e-mail is sent or queued. */
  mail?: MailConfig | undefined;
}

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

/** What the server does with appointments beside `accept("appointment", …)`; each throws while the database is not open. */
export interface LeadsAppointments {
  /** One appointment with its SOA record, or null. */
  get(id: string): Promise<AppointmentRecord | null>;
  /** Moves a booked appointment (see AppointmentStore.reschedule); the notices and new reminders are sent. */
  reschedule(
    id: string,
    to: { start: Date; end: Date; capacity: number },
  ): Promise<"moved" | "not-found" | "cancelled" | "slot-taken" | "same-time">;
  /** Seats taken per quarter hour (its ISO start) in [from, to): the `taken` the "When" page's open times are counted from. */
  takenSeats(from: Date, to: Date): Promise<Map<string, number>>;
  /** Cancels one booked appointment (its seat is free at once; an `appointment.cancelled` event is delivered). */
  cancelAppointment(id: string, reason: string): Promise<"cancelled" | "already-cancelled" | "not-found">;
  /** Cancels every appointment booked in [bookedSince, bookedUntil) (a flood); the number cancelled. */
  cancelAppointments(options: { bookedSince: Date; bookedUntil?: Date; reason?: string }): Promise<number>;
}

export interface LeadsService {
  readonly instance: string;
  /** Opens and migrates the database, imports the old file store, starts delivering. */
  start(): Promise<void>;
  /**
   * The leads core: one submission of a kind (its fields as the forms post them) with who sent it, answered with a
   * typed outcome; refused 'unavailable' while the database cannot be used. A no-script form post calls it.
   */
  accept: Accept;
  /**
   * POST /api/leads, the JSON route over `accept`; `client` is the key the visitor is rate-limited under (an IPv4
   * address, or an IPv6 /64). `readBody` reads the body instead of `request.body` (a Node server:
   * `readIncomingText` of its request).
   */
  lead(request: Request, client: string, readBody?: ReadBody): Promise<Response>;
  contact(request: Request, client: string, readBody?: ReadBody): Promise<Response>;
  health(): Promise<LeadsHealth>;
  appointments: LeadsAppointments;
  /** Content changes shared with the other instances. */
  changes: Pick<SiteChangeFeed, "publish" | "subscribe">;
  /** The store, once the database is open. */
  store(): SubmissionStore | undefined;
  /** The queue, once the database is open (when a webhook is configured). */
  queue(): DeliveryQueue | undefined;
  stop(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLeadsService(config: LeadsServiceConfig): LeadsService {
  const log = config.log ?? ((line: string) => console.warn(line));
  const instance = config.instance ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const signer = config.webhookSecret ? createWebhookSigner(config.webhookSecret) : undefined;
  const dialect: Dialect = config.databaseUrl ? "postgres" : "sqlite";
  const soaRetentionDays = config.soaRetentionDays ?? DEFAULT_SOA_RETENTION_DAYS;
  const mailing = Boolean(config.mail);
  const delivering = mailing || Boolean(config.webhooks.lead || config.webhooks.contact || config.webhooks.appointment);
  let mailSender: MailSender | undefined;
  let smtpError: string | null = null;
  let database: LeadsDatabase | undefined;
  let store: SubmissionStore | undefined;
  let queue: DeliveryQueue | undefined;
  let feed: SiteChangeFeed | undefined;
  let maintenance: Maintenance | undefined;
  let schema: SchemaStatus | undefined;
  let lastError: string | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const listeners: Array<(payload: unknown) => void> = [];
  let cachedHealth: { at: number; value: Promise<LeadsHealth> } | undefined;

  /** One try at opening everything; false (and the reason kept) when the database cannot be used now. */
  const open = async (): Promise<boolean> => {
    let opened: LeadsDatabase;
    try {
      // Group commit: the disk flush behind each answer runs off the event loop, shared by the commits that wait.
      opened = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, groupCommit: true });
    } catch (error) {
      lastError = `cannot open the database: ${message(error)}`;
      return false;
    }
    try {
      const result = await migrateToLatest(opened);
      schema = result.status;
      if (result.appliedNow.length)
        log(
          `[leads] Database ${opened.location}: applied migration${result.appliedNow.length === 1 ? "" : "s"} ${result.appliedNow.join(", ")} (schema version ${schema.version})`,
        );
    } catch (error) {
      await opened.close().catch(() => undefined);
      // A newer schema, or a step that failed: never write on; the caller stops the start.
      if (error instanceof MigrationError && (error.step !== null || /newer than this version/.test(error.message)))
        throw error;
      lastError = `cannot reach the database: ${message(error)}`;
      return false;
    }
    // stop() came while this (re)open was under way: start nothing, keep nothing open.
    if (stopped) {
      await opened.close().catch(() => undefined);
      return false;
    }
    database = opened;
    // `accept` takes the store once it is set, with the queue it finds then: it is set only once its queue exists,
    // or a submission arriving during the import would be kept without delivery.
    const created = createSubmissionStore(opened, {
      mail: config.mail ? { reminderOffsetsMs: config.mail.reminderOffsetsMs, office: true } : undefined,
    });
    try {
      await importFileStore(config.dataDir, created, {
        queue: Boolean(config.webhooks.lead || config.webhooks.contact || config.webhooks.appointment),
        log,
      });
    } catch (error) {
      // The files stay where they are and are imported at the next start; new submissions go to the database.
      log(
        `[leads] The old file store could not be imported now (${message(error)}); it is tried again at the next start`,
      );
    }
    if (stopped) return false;
    if (delivering) {
      if (config.mail && !mailSender) {
        mailSender = createMailSender(config.mail, () => store?.appointments, config.now ? { now: config.now } : {});
        const sender = mailSender;
        void sender.verify().then((problem) => {
          smtpError = problem;
          if (problem)
            log(`[leads] The SMTP server (SMTP_URL) does not answer: ${problem}; the e-mails wait in the queue`);
        });
      }
      queue = createDeliveryQueue({
        store: created,
        webhooks: config.webhooks,
        ...(mailSender ? { senders: { message: mailSender } } : {}),
        retryDelaysMs: config.retryDelaysMs,
        signer,
        owner: instance,
        log,
        ...(config.post ? { post: config.post } : {}),
        ...(config.pollMs ? { pollMs: config.pollMs } : {}),
        ...(config.now ? { now: config.now } : {}),
      });
      queue.start();
    }
    store = created;
    feed = createSiteChangeFeed({ database: opened, origin: instance, log });
    for (const listener of listeners) feed.subscribe(listener);
    await feed.start().catch((error: unknown) => log(`[site-changes] could not start (${message(error)})`));
    const changes = feed;
    maintenance = startMaintenance({
      store: created,
      retentionDays: config.retentionDays,
      soaRetentionDays,
      everyMinute: [() => changes.prune()],
      log,
    });
    lastError = null;
    return true;
  };

  const keepTrying = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      open().then(
        (ok) => {
          if (stopped) return;
          if (ok) log(`[leads] The database is available again (${database?.location}); submissions are accepted`);
          else keepTrying();
        },
        (error: unknown) => {
          log(`[leads] ${message(error)}`);
          lastError = message(error);
        },
      );
    }, REOPEN_MS);
    retry.unref?.();
  };

  // The core reads the store and the queue at each submission: no store (refused 'unavailable', nothing read)
  // until the database is open.
  const accept = createAccept({
    store: () => store,
    queue: (kind) => (config.webhooks[kind] ? queue : undefined),
    queuedMessages: mailing ? () => queue?.wake() : undefined,
    rateLimitPerMinute: config.rateLimitPerMinute,
    tpmo: config.tpmo,
    wording: config.wording,
    logger: { error: log, info: (line) => console.info(line) },
  });
  const routeFor = (kind: SubmissionKind) => {
    const route = submissionRoute(kind, accept);
    return (request: Request, client: string, readBody?: ReadBody) =>
      route(request, { readBody, client: () => client });
  };

  const mailHealth = (counts: MailQueueHealth | null): LeadsHealth["mail"] =>
    config.mail
      ? {
          enabled: true,
          smtpError,
          waiting: counts?.waiting ?? null,
          scheduled: counts?.scheduled ?? null,
          dead: counts?.dead ?? null,
          oldestWaitingSeconds: counts?.oldestWaitingSeconds ?? null,
          reminders: config.mail.reminderOffsetsMs.map(formatReminderOffset),
        }
      : { enabled: false };

  const readHealth = async (): Promise<LeadsHealth> => {
    const base = {
      dialect,
      location: database?.location ?? (config.databaseUrl ? "(PostgreSQL, not connected)" : config.dataDir),
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
          retentionDays: config.retentionDays,
        },
        appointments: { waitingForDelivery: null, upcoming: null, soaRetentionDays },
        mail: mailHealth(null),
      };
    let counts: StoreHealth | null = null;
    let booked: { upcoming: number; waitingForDelivery: number } | null = null;
    let mail: MailQueueHealth | null = null;
    let error: string | null = null;
    try {
      [counts, booked, mail] = await Promise.all([
        store.health(),
        store.appointments.health(),
        mailing ? store.mailHealth() : Promise.resolve(null),
      ]);
    } catch (failure) {
      error = `cannot reach the database: ${message(failure)}`;
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
        retentionDays: config.retentionDays,
      },
      appointments: {
        waitingForDelivery: booked?.waitingForDelivery ?? null,
        upcoming: booked?.upcoming ?? null,
        soaRetentionDays,
      },
      mail: mailHealth(mail),
    };
  };

  const appointmentStore = () => {
    if (!store) throw new Error("the leads database is not available");
    return store.appointments;
  };
  const appointments: LeadsAppointments = {
    takenSeats: (from, to) => appointmentStore().takenSeats(from, to),
    get: (id) => appointmentStore().get(id),
    async reschedule(id, to) {
      const result = await appointmentStore().reschedule(id, to);
      if (result.status === "moved") queue?.wake();
      return result.status;
    },
    async cancelAppointment(id, reason) {
      const result = await appointmentStore().cancel(id, reason);
      if (result.eventId) queue?.wake();
      return result.status;
    },
    async cancelAppointments({ bookedSince, bookedUntil, reason }) {
      const count = await appointmentStore().cancelBooked({
        bookedSince,
        ...(bookedUntil ? { bookedUntil } : {}),
        reason: reason ?? "cancelled by the office",
      });
      if (count > 0) queue?.wake();
      return count;
    },
  };

  return {
    instance,
    appointments,
    async start() {
      const ok = await open();
      if (!ok) {
        log(`[leads] ${lastError}; the site serves pages, submissions are answered 503 until it is available`);
        keepTrying();
      }
    },
    accept,
    lead: routeFor("lead"),
    contact: routeFor("contact"),
    health() {
      const now = Date.now();
      if (!cachedHealth || now - cachedHealth.at > HEALTH_CACHE_MS) cachedHealth = { at: now, value: readHealth() };
      return cachedHealth.value;
    },
    changes: {
      publish: async (payload) => {
        if (!feed) throw new Error("the database is not available");
        await feed.publish(payload);
      },
      subscribe: (listener) => {
        listeners.push(listener);
        feed?.subscribe(listener);
      },
    },
    store: () => store,
    queue: () => queue,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      maintenance?.stop();
      await queue?.stop();
      await feed?.stop();
      await database?.close().catch(() => undefined);
    },
  };
}
