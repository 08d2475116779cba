/**
 * Everything a site server needs of leads, started once: the database (opened, migrated, its schema version
 * checked), the one-time import of the old file store, the delivery queue, the housekeeping, the content-change feed
 * shared by instances, the leads core (`accept`) with its two JSON routes, and a health report.
 *
 * The site keeps serving pages whatever the database does: when it cannot be opened or reached at start, the
 * service says so in the log and in health, answers submissions 503, and tries again every few seconds until it
 * can. Only a database this version must not write (a newer schema) or a migration that fails stops the start,
 * with the step and the reason (MigrationError).
 *
 * This module keeps the service's state and composes the units in service/: the open steps, the reopen loop, the
 * health report and the appointments' calls.
 */
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { SchemaStatus } from "./database/migrate.js";
import type { Dialect, LeadsDatabase } from "./database/open-database.js";
import type { WebhookPost } from "./webhook-post.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import { createAccept } from "./accept.js";
import type { Accept } from "./accept.js";
import { submissionRoute } from "./handler.js";
import type { ReadBody } from "./incoming-body.js";
import type { TpmoDisclaimer, WordingDetails } from "./consent-record.js";
import { DEFAULT_SOA_RETENTION_DAYS } from "./maintenance.js";
import type { Maintenance } from "./maintenance.js";
import type { SiteChangeFeed } from "./site-changes.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import type { SubmissionKind } from "./types.js";
import { createWebhookSigner } from "./webhook-signing.js";
import { createMailSender } from "./mail-sender.js";
import type { MailConfig, MailSender } from "./mail-sender.js";
import { createServiceAppointments } from "./service/appointments.js";
import type { LeadsAppointments } from "./service/appointments.js";
import { createHealthReport } from "./service/health.js";
import type { LeadsHealth } from "./service/health.js";
import { closeLogged, importOldStore, openMigrated, startDelivery, startSharedWork } from "./service/open-steps.js";
import { createReopenLoop } from "./service/reopen.js";
import { errorText } from "./error-text.js";

export type { LeadsAppointments } from "./service/appointments.js";
export type { LeadsHealth } from "./service/health.js";

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

export function createLeadsService(config: LeadsServiceConfig): LeadsService {
  const log = config.log ?? ((line: string) => console.warn(line));
  const instance = config.instance ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const signer = config.webhookSecret ? createWebhookSigner(config.webhookSecret) : undefined;
  const dialect: Dialect = config.databaseUrl ? "postgres" : "sqlite";
  const soaRetentionDays = config.soaRetentionDays ?? DEFAULT_SOA_RETENTION_DAYS;
  const webhooked = Boolean(config.webhooks.lead || config.webhooks.contact || config.webhooks.appointment);
  const delivering = Boolean(config.mail) || webhooked;
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
  const listeners: Array<(payload: unknown) => void> = [];

  /** The appointments' e-mail sender, made once (its SMTP check at start is logged and shown in health). */
  const mailSenderOnce = (mail: MailConfig) => {
    if (mailSender) return mailSender;
    const sender = createMailSender(mail, () => store?.appointments, config.now ? { now: config.now } : {});
    void sender.verify().then((problem) => {
      smtpError = problem;
      if (problem) log(`[leads] The SMTP server (SMTP_URL) does not answer: ${problem}; the e-mails wait in the queue`);
    });
    return (mailSender = sender);
  };

  /** One try at opening everything (open-steps.ts, in order); false (and the reason kept) when it cannot be used now. */
  const open = async (): Promise<boolean> => {
    const migrated = await openMigrated(config, log);
    if ("error" in migrated) {
      lastError = migrated.error;
      return false;
    }
    // stop() came while this (re)open was under way: start nothing, keep nothing open.
    if (stopped) {
      await closeLogged(migrated.database, log);
      return false;
    }
    ({ database, schema } = migrated);
    // `accept` takes the store once it is set, with the queue it finds then: it is set only once its queue exists,
    // or a submission arriving during the import would be kept without delivery.
    const created = createSubmissionStore(migrated.database, {
      mail: config.mail ? { reminderOffsetsMs: config.mail.reminderOffsetsMs, office: true } : undefined,
    });
    await importOldStore(config.dataDir, created, { queue: webhooked, log });
    if (stopped) return false;
    if (delivering)
      queue = startDelivery({
        store: created,
        webhooks: config.webhooks,
        mailSender: config.mail ? mailSenderOnce(config.mail) : undefined,
        retryDelaysMs: config.retryDelaysMs,
        signer,
        owner: instance,
        log,
        post: config.post,
        pollMs: config.pollMs,
        now: config.now,
      });
    store = created;
    ({ feed, maintenance } = await startSharedWork({
      database: migrated.database,
      store: created,
      origin: instance,
      listeners,
      retentionDays: config.retentionDays,
      soaRetentionDays,
      log,
    }));
    lastError = null;
    return true;
  };

  const reopen = createReopenLoop({
    open,
    opened: () => log(`[leads] The database is available again (${database?.location}); submissions are accepted`),
    failed: (error) => {
      log(`[leads] ${errorText(error)}`);
      lastError = errorText(error);
    },
  });

  // The core reads the store and the queue at each submission: no store (refused 'unavailable', nothing read)
  // until the database is open.
  const accept = createAccept({
    store: () => store,
    queue: (kind) => (config.webhooks[kind] ? queue : undefined),
    queuedMessages: config.mail ? () => queue?.wake() : undefined,
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

  const health = createHealthReport({
    dialect,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    retentionDays: config.retentionDays,
    soaRetentionDays,
    mail: config.mail,
    state: () => ({ store, schema, location: database?.location, lastError, smtpError }),
  });

  return {
    instance,
    appointments: createServiceAppointments(
      () => store?.appointments,
      () => queue?.wake(),
    ),
    async start() {
      const ok = await open();
      if (!ok) {
        log(`[leads] ${lastError}; the site serves pages, submissions are answered 503 until it is available`);
        reopen.schedule();
      }
    },
    accept,
    lead: routeFor("lead"),
    contact: routeFor("contact"),
    health,
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
      reopen.stop();
      maintenance?.stop();
      await queue?.stop();
      await feed?.stop();
      if (database) await closeLogged(database, log);
    },
  };
}
