/**
 * The lead and contact endpoints of the site's server: submissions are stored durably under DATA_DIR/submissions
 * with their consent record, answered at once, and delivered to LEAD_WEBHOOK_URL / CONTACT_WEBHOOK_URL by a queue
 * that retries on SUBMISSION_RETRY_DELAYS; without a webhook they are kept for the office (`pnpm leads`).
 */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import {
  createDeliveryQueue,
  createRateLimiter,
  createSubmissionHandler,
  createSubmissionStore,
  importLegacyInbox,
} from "@tupelo-medicare/lead-forms/server";
import type {
  DeliveryHealth,
  DeliveryQueue,
  SubmissionStore,
  TpmoDisclaimer,
} from "@tupelo-medicare/lead-forms/server";
import type { AppEnv } from "../env.js";

/** How long the TPMO disclaimer read from the site settings is reused for consent records. */
const TPMO_CACHE_MS = 5 * 60_000;

export interface Submissions {
  store: SubmissionStore;
  /** Present when a webhook is configured for leads or contacts. */
  queue: DeliveryQueue | undefined;
  lead: (context: Context) => Promise<Response>;
  contact: (context: Context) => Promise<Response>;
  /** Imports the legacy inbox and starts delivering what waits (call once at start-up). */
  start(): Promise<void>;
  health(): DeliveryHealth;
  stop(): Promise<void>;
}

/** The visitor's address: the connection's, or with TRUST_PROXY the first X-Forwarded-For entry. */
function clientAddress(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(context).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

export function createSubmissions(
  env: AppEnv,
  options: { log?: (line: string) => void; fetch?: typeof fetch } = {},
): Submissions {
  const store = createSubmissionStore(env.dataDir);
  const webhooks = {
    ...(env.leadWebhookUrl ? { lead: env.leadWebhookUrl } : {}),
    ...(env.contactWebhookUrl ? { contact: env.contactWebhookUrl } : {}),
  };
  const queue =
    env.leadWebhookUrl || env.contactWebhookUrl
      ? createDeliveryQueue({
          store,
          webhooks,
          retryDelaysMs: env.submissionRetryDelaysMs,
          ...(options.log ? { log: options.log } : {}),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : undefined;
  const rateLimiter = env.submissionRateLimit > 0 ? createRateLimiter(env.submissionRateLimit) : undefined;

  let tpmo: { at: number; value: Promise<TpmoDisclaimer | null> } | undefined;
  const readTpmo = () => {
    if (!tpmo || Date.now() - tpmo.at > TPMO_CACHE_MS) {
      const value = createContentClientFromEnv(process.env)
        .getSiteSettings()
        .then((settings) =>
          settings?.tpmoDisclaimer
            ? { text: settings.tpmoDisclaimer, effectiveDate: settings.tpmoEffectiveDate || null }
            : null,
        )
        .catch(() => null);
      tpmo = { at: Date.now(), value };
    }
    return tpmo.value;
  };

  const clients = new WeakMap<Request, string>();
  const handlerFor = (kind: "lead" | "contact") => {
    const handle = createSubmissionHandler({
      kind,
      store,
      queue: webhooks[kind] ? queue : undefined,
      rateLimiter,
      clientOf: (request) => clients.get(request) ?? "unknown",
      tpmo: readTpmo,
    });
    return (context: Context) => {
      clients.set(context.req.raw, clientAddress(context, env.trustProxy));
      return handle(context.req.raw);
    };
  };

  return {
    store,
    queue,
    lead: handlerFor("lead"),
    contact: handlerFor("contact"),
    async start() {
      const imported = await importLegacyInbox(env.dataDir, store, { queue: Boolean(queue) });
      if (imported.queued + imported.kept > 0)
        console.info(
          `[submissions] Moved ${imported.queued + imported.kept} submission(s) from the old inbox into the store (${imported.queued} queued for delivery)`,
        );
      await queue?.start();
    },
    health: () => queue?.health() ?? { waiting: 0, dead: 0, oldestWaitingSeconds: null },
    stop: async () => {
      await queue?.stop();
    },
  };
}
