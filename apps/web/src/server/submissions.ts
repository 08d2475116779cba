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
import { createLeadsService, readIncomingText } from "@tupelo-medicare/leads";
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

export function createSubmissions(
  env: AppEnv,
  options: { log?: (line: string) => void; post?: WebhookPost } = {},
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

  return {
    service,
    lead: (context) => service.lead(context.req.raw, rateLimitClient(context, env.trustProxy), bodyOf(context)),
    contact: (context) => service.contact(context.req.raw, rateLimitClient(context, env.trustProxy), bodyOf(context)),
    leadFor: (request, context) => service.lead(request, rateLimitClient(context, env.trustProxy)),
    contactFor: (request, context) => service.contact(request, rateLimitClient(context, env.trustProxy)),
    start: () => service.start(),
    health: () => service.health(),
    stop: () => service.stop(),
  };
}
