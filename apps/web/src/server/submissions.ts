/**
 * The lead and contact endpoints of the site's server, on @tupelo-medicare/leads: submissions are kept in the leads
 * database (DATA_DIR/leads.sqlite, or PostgreSQL with DATABASE_URL) with their consent record, answered at once,
 * and delivered to LEAD_WEBHOOK_URL / CONTACT_WEBHOOK_URL by a queue every server process on that database shares;
 * without a webhook they are kept for the office (`pnpm leads`). The site settings give the TPMO disclaimer and the
 * details the forms' wording is made from, for the consent record.
 */
import type { Context } from "hono";
import { Readable } from "node:stream";
import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import { createLeadsService, readIncomingText, refusal, submissionResponse } from "@tupelo-medicare/leads";
import type {
  AcceptOutcome,
  LeadsHealth,
  LeadsService,
  ReadBody,
  SubmissionKind,
  TpmoDisclaimer,
  WebhookPost,
  WordingDetails,
} from "@tupelo-medicare/leads";
import { OFFICE_TIME_ZONE } from "@tupelo-medicare/appointments";
import type { BusinessFacts } from "@tupelo-medicare/content";
import type { MailConfig, MailOffice } from "@tupelo-medicare/leads";
import type { AppEnv, TrustProxy } from "../env.js";
import { manageUrl } from "./manage-link.js";
import { clientAddress, rateLimitKey } from "./client-address.js";
import { createSiteCeiling } from "./request-limits.js";
import type { SiteCeilingStatus } from "./request-limits.js";

/** How long the site settings read for consent records are reused. */
const SETTINGS_CACHE_MS = 5 * 60_000;

export interface Submissions {
  service: LeadsService;
  lead: (context: Context) => Promise<Response>;
  contact: (context: Context) => Promise<Response>;
  /**
   * The leads core for a submission `context`'s visitor made without the JSON route (a no-script form post): counted
   * against the site's ceiling and the visitor's rate limit, with the visitor's user agent and `key`.
   */
  accept: <K extends SubmissionKind>(
    kind: K,
    fields: unknown,
    context: Context,
    key: string,
    /** An appointment's time, seats and Scope of Appointment wording (kind 'appointment'). */
    appointment?: AppointmentAccept,
  ) => Promise<AcceptOutcome<K>>;
  /** Opens the database, imports the old file store once, starts delivering (call once at start-up). */
  start(): Promise<void>;
  health(): Promise<LeadsHealth>;
  /** SUBMISSION_SITE_LIMIT's last minute in this process: accepted and turned away (/api/health). */
  siteLimit(): SiteCeilingStatus;
  stop(): Promise<void>;
}

/** What an appointment's acceptance needs beyond its fields (the leads core's `appointment` option). */
export interface AppointmentAccept {
  start: Date;
  end: Date;
  capacity: number;
  soa: { version: string; text: string };
  maxUpcomingPerContact?: number;
  now?: Date;
  timeZone?: string;
}

/** The key a request's submissions are rate-limited under: its client (see TRUST_PROXY), IPv6 by /64. */
function rateLimitClient(context: Context, trustProxy: TrustProxy): string {
  let connection: string | undefined;
  try {
    connection = getConnInfo(context).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in tests): no socket, so no address.
    connection = undefined;
  }
  return rateLimitKey(clientAddress(connection, context.req.raw.headers, trustProxy));
}

/**
 * Reads the body from @hono/node-server's own request when there is one (a server on node:http), so no WHATWG
 * Request and web stream are built for it; elsewhere (a test's `app.request`) the handler reads `request.body`.
 */
function bodyOf(context: Context): ReadBody | undefined {
  const incoming = (context.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming instanceof Readable ? (limit) => readIncomingText(incoming, limit) : undefined;
}

/** The office as the appointment e-mails name it, from the site settings' business facts. */
function officeOf(business: BusinessFacts): MailOffice {
  const { street, locality, region, postalCode } = business.address;
  return {
    name: business.brand,
    phone: business.phone.display,
    ...(business.phone.tty ? { tty: business.phone.tty } : {}),
    ...(street ? { address: `${street}, ${locality}, ${region} ${postalCode}` } : {}),
    ...(business.email ? { email: business.email } : {}),
  };
}

export function createSubmissions(
  env: AppEnv,
  options: {
    log?: (line: string) => void;
    post?: WebhookPost;
    now?: () => number;
    /** Tests: the mail transport instead of SMTP_URL's. */
    mailTransport?: MailConfig["transport"];
  } = {},
): Submissions {
  let settings:
    | {
        at: number;
        value: Promise<{ tpmo: TpmoDisclaimer | null; wording: WordingDetails | null; office: MailOffice | null }>;
      }
    | undefined;
  const readSettings = () => {
    if (!settings || Date.now() - settings.at > SETTINGS_CACHE_MS) {
      const value = createContentClientFromEnv(env.contentVariables)
        .getSiteSettings()
        .then((read) => ({
          tpmo: read?.tpmoDisclaimer
            ? { text: read.tpmoDisclaimer, effectiveDate: read.tpmoEffectiveDate || null }
            : null,
          wording: read ? { brand: read.business.brand, weekdayHours: read.business.officeHours.weekdays } : null,
          office: read ? officeOf(read.business) : null,
        }))
        .catch((error: unknown) => {
          // The consent record then says its wording was not compared; the log says why.
          (options.log ?? console.warn)(
            `[leads] Could not read the site settings for consent records (${error instanceof Error ? error.message : String(error)})`,
          );
          return { tpmo: null, wording: null, office: null };
        });
      settings = { at: Date.now(), value };
    }
    return settings.value;
  };

  const service = createLeadsService({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    webhooks: {
      ...(env.leadWebhookUrl ? { lead: env.leadWebhookUrl } : {}),
      ...(env.contactWebhookUrl ? { contact: env.contactWebhookUrl } : {}),
      // APPOINTMENT_WEBHOOK_URL, else the lead webhook.
      ...((env.appointmentWebhookUrl ?? env.leadWebhookUrl)
        ? { appointment: (env.appointmentWebhookUrl ?? env.leadWebhookUrl)! }
        : {}),
    },
    webhookSecret: env.leadWebhookSecret,
    retryDelaysMs: env.submissionRetryDelaysMs,
    rateLimitPerMinute: env.submissionRateLimit,
    retentionDays: env.submissionRetentionDays,
    soaRetentionDays: env.soaRetentionDays,
    tpmo: async () => (await readSettings()).tpmo,
    wording: async () => (await readSettings()).wording,
    ...(options.log ? { log: options.log } : {}),
    ...(options.post ? { post: options.post } : {}),
    // SMTP_URL: the appointments' e-mail, composed when sent with the office's details as the site settings give
    // them then (a message waits in the queue while they cannot be read) and, with APPOINTMENT_LINK_SECRET, the
    // change-or-cancel link.
    ...(env.mail
      ? {
          mail: {
            smtpUrl: env.mail.smtpUrl,
            from: env.mail.from,
            officeEmail: env.mail.officeEmail,
            reminderOffsetsMs: env.mail.reminderOffsetsMs,
            timeZone: OFFICE_TIME_ZONE,
            siteUrl: env.publicConfig.siteUrl,
            office: async () => {
              const office = (await readSettings()).office;
              if (!office) throw new Error("the site settings (the office's name and phone) could not be read");
              return office;
            },
            ...(env.appointmentLinkSecret
              ? {
                  manageUrl: ({ id }: { id: string }) =>
                    manageUrl(env.publicConfig.siteUrl, env.appointmentLinkSecret!, id),
                }
              : {}),
            ...(options.mailTransport ? { transport: options.mailTransport } : {}),
          },
        }
      : {}),
  });

  // SUBMISSION_SITE_LIMIT: submissions this process accepts a minute, every client together (a pool of addresses
  // passes any per-client limit). Checked before the body is read; a slot is held while the store answers.
  const now = options.now ?? Date.now;
  const ceiling = createSiteCeiling({ perMinute: env.submissionSiteLimit, now });
  let warnedAt = -Infinity;
  /**
   * Runs `answer` in a slot of the ceiling, or answers `refused` with the seconds until one frees. The slot counts
   * when `took` says the answer took a submission: kept or queued, or a bot's post answered as if it were; a
   * duplicate, a refusal or an error took nothing.
   */
  const withinCeiling = async <T>(
    answer: () => Promise<T>,
    refused: (retryAfterSeconds: number) => T,
    took: (answered: T) => boolean,
  ): Promise<T> => {
    const slot = ceiling.take();
    if ("retryAfterSeconds" in slot) {
      if (now() - warnedAt >= 60_000) {
        warnedAt = now();
        (options.log ?? console.warn)(
          `[leads] ${env.submissionSiteLimit} submissions were accepted in the last minute (SUBMISSION_SITE_LIMIT): more are answered 503 until it passes (the browsers' outboxes send them again)`,
        );
      }
      return refused(slot.retryAfterSeconds);
    }
    let accepted = false;
    try {
      const answered = await answer();
      accepted = took(answered);
      return answered;
    } finally {
      slot.done(accepted);
    }
  };
  // Beyond SUBMISSION_SITE_LIMIT the JSON route answers as the store does when it cannot take a submission (503 with
  // SUBMISSION_UNAVAILABLE_MESSAGE: the forms' outbox keeps it and sends it again), with the seconds until a slot frees.
  const json = (answer: () => Promise<Response>) =>
    withinCeiling(
      answer,
      (retryAfterSeconds) => submissionResponse(refusal("busy", retryAfterSeconds)),
      // 201 kept, 202 queued for delivery (or a bot's post dropped).
      (response) => response.status === 201 || response.status === 202,
    );

  return {
    service,
    lead: (context) =>
      json(() => service.lead(context.req.raw, rateLimitClient(context, env.trustProxy), bodyOf(context))),
    contact: (context) =>
      json(() => service.contact(context.req.raw, rateLimitClient(context, env.trustProxy), bodyOf(context))),
    accept: (kind, fields, context, key, appointment) =>
      withinCeiling(
        () =>
          service.accept(kind, fields, {
            client: rateLimitClient(context, env.trustProxy),
            key,
            userAgent: context.req.header("user-agent") ?? null,
            ...(appointment ? { appointment } : {}),
          }),
        (retryAfterSeconds) => refusal("busy", retryAfterSeconds),
        (outcome) => outcome.outcome === "accepted" || outcome.outcome === "dropped",
      ),
    start: () => service.start(),
    health: () => service.health(),
    siteLimit: () => ceiling.status(),
    stop: () => service.stop(),
  };
}
