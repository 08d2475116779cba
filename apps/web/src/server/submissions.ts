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
import { createLeadsService, readIncomingText, SUBMISSION_UNAVAILABLE_MESSAGE } from "@tupelo-medicare/leads";
import type {
  LeadsHealth,
  LeadsService,
  ReadBody,
  TpmoDisclaimer,
  WebhookPost,
  WordingDetails,
} from "@tupelo-medicare/leads";
import type { AppEnv, TrustProxy } from "../env.js";
import { clientAddress, rateLimitKey } from "./client-address.js";
import { createSiteCeiling } from "./request-limits.js";

/** How long the site settings read for consent records are reused. */
const SETTINGS_CACHE_MS = 5 * 60_000;

export interface Submissions {
  service: LeadsService;
  lead: (context: Context) => Promise<Response>;
  contact: (context: Context) => Promise<Response>;
  /** The lead path for another request made on behalf of `context`'s client (a no-script form post). */
  leadFor: (request: Request, context: Context) => Promise<Response>;
  /** The contact path for another request made on behalf of `context`'s client (a no-script form post). */
  contactFor: (request: Request, context: Context) => Promise<Response>;
  /** Opens the database, imports the old file store once, starts delivering (call once at start-up). */
  start(): Promise<void>;
  health(): Promise<LeadsHealth>;
  stop(): Promise<void>;
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

/**
 * The answer beyond SUBMISSION_SITE_LIMIT: the store's own 503 (the forms' outbox keeps the submission and sends it
 * again; a no-script form says it could not be sent), with the seconds until a slot frees.
 */
function ceilingAnswer(retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE }), {
    status: 503,
    headers: new Headers({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(retryAfterSeconds),
    }),
  });
}

export function createSubmissions(
  env: AppEnv,
  options: { log?: (line: string) => void; post?: WebhookPost; now?: () => number } = {},
): Submissions {
  let settings:
    { at: number; value: Promise<{ tpmo: TpmoDisclaimer | null; wording: WordingDetails | null }> } | undefined;
  const readSettings = () => {
    if (!settings || Date.now() - settings.at > SETTINGS_CACHE_MS) {
      const value = createContentClientFromEnv(env.contentVariables)
        .getSiteSettings()
        .then((read) => ({
          tpmo: read?.tpmoDisclaimer
            ? { text: read.tpmoDisclaimer, effectiveDate: read.tpmoEffectiveDate || null }
            : null,
          wording: read ? { brand: read.business.brand, weekdayHours: read.business.officeHours.weekdays } : null,
        }))
        .catch((error: unknown) => {
          // The consent record then says its wording was not compared; the log says why.
          (options.log ?? console.warn)(
            `[leads] Could not read the site settings for consent records (${error instanceof Error ? error.message : String(error)})`,
          );
          return { tpmo: null, wording: null };
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
    },
    webhookSecret: env.leadWebhookSecret,
    retryDelaysMs: env.submissionRetryDelaysMs,
    rateLimitPerMinute: env.submissionRateLimit,
    retentionDays: env.submissionRetentionDays,
    tpmo: async () => (await readSettings()).tpmo,
    wording: async () => (await readSettings()).wording,
    ...(options.log ? { log: options.log } : {}),
    ...(options.post ? { post: options.post } : {}),
  });

  // SUBMISSION_SITE_LIMIT: submissions this process accepts a minute, every client together (a pool of addresses
  // passes any per-client limit). Checked before the body is read; a slot is held while the store answers.
  const now = options.now ?? Date.now;
  const ceiling = createSiteCeiling({ perMinute: env.submissionSiteLimit, now });
  let warnedAt = -Infinity;
  const withinCeiling = async (answer: () => Promise<Response>): Promise<Response> => {
    const slot = ceiling.take();
    if ("retryAfterSeconds" in slot) {
      if (now() - warnedAt >= 60_000) {
        warnedAt = now();
        (options.log ?? console.warn)(
          `[leads] ${env.submissionSiteLimit} submissions were accepted in the last minute (SUBMISSION_SITE_LIMIT): more are answered 503 until it passes (the browsers' outboxes send them again)`,
        );
      }
      return ceilingAnswer(slot.retryAfterSeconds);
    }
    let accepted = false;
    try {
      const response = await answer();
      // 201 kept, 202 queued for delivery; a duplicate (200), a refusal or an error took nothing.
      accepted = response.status === 201 || response.status === 202;
      return response;
    } finally {
      slot.done(accepted);
    }
  };

  return {
    service,
    lead: (context) =>
      withinCeiling(() => service.lead(context.req.raw, rateLimitClient(context, env.trustProxy), bodyOf(context))),
    contact: (context) =>
      withinCeiling(() => service.contact(context.req.raw, rateLimitClient(context, env.trustProxy), bodyOf(context))),
    leadFor: (request, context) => withinCeiling(() => service.lead(request, rateLimitClient(context, env.trustProxy))),
    contactFor: (request, context) =>
      withinCeiling(() => service.contact(request, rateLimitClient(context, env.trustProxy))),
    start: () => service.start(),
    health: () => service.health(),
    stop: () => service.stop(),
  };
}
