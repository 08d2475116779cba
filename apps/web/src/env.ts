/** The only place the web app reads environment variables (build and server), validated with zod (see .env.example). */
import { resolve } from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import {
  checkWebhookSecret,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SOA_RETENTION_DAYS,
  DEFAULT_RETRY_DELAYS,
  parseRetryDelays,
  DEFAULT_APPOINTMENT_REMINDERS,
  formatReminderOffset,
  parseReminderOffsets,
} from "@tupelo-medicare/leads";
import { contentEnvSchema, readContentEnv } from "@tupelo-medicare/content";
import type { ContentEnv } from "@tupelo-medicare/content";
import type { GooglePlacesConfig } from "@tupelo-medicare/content/places";
import { trimTrailingSlashes } from "./app/url-path.js";

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^https?:\/\/[^\s]+$/i.test(value), `${name} must be an http(s) URL`);

/** A duration such as 500ms, 30s, 5m or 1h (a bare number is seconds); 0 or off turns the feature off. */
export function parseDuration(value: string): number | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "off" || trimmed === "0") return 0;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(trimmed);
  if (!match) return null;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(match[2] ?? "s") as "ms" | "s" | "m" | "h"];
  return Math.round(Number(match[1]) * unit);
}

const duration = (name: string, fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => parseDuration(value || fallback))
    .refine((value) => value !== null, `${name} must be a duration such as 30s, 5m or 1h (or 0 for off)`)
    .transform((value) => value ?? 0);

/**
 * Which proxies in front of the server are trusted to say who the client is (TRUST_PROXY): false (none: the
 * connection's address is the client), a number of hops (the client is that many X-Forwarded-For entries from the
 * right, the nearest proxy being the connection), or the proxies' addresses and CIDR ranges (the client is the
 * rightmost X-Forwarded-For entry not among them). `true` is one hop.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Parses TRUST_PROXY; null when it is not one of the forms above. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const trimmed = value?.trim().toLowerCase() ?? "";
  if (trimmed === "" || trimmed === "false" || trimmed === "0" || trimmed === "off") return false;
  if (trimmed === "true" || trimmed === "on") return { hops: 1 };
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= 10 ? { hops } : null;
  }
  const addresses = trimmed
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // proxy-addr (Express's) checks every address, CIDR and keyword (loopback, linklocal, uniquelocal).
    proxyAddr.compile(addresses);
    return addresses.length > 0 ? { addresses } : null;
  } catch {
    return null;
  }
}

/** LOG_FORMAT: one line per event, as text (for a person reading the journal) or as JSON (for a log collector). */
export type LogFormat = "text" | "json";
/** LOG_LEVEL: the least severe event written (pino's levels; silent writes nothing). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const serverEnvSchema = z.object({
  PORT: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value.trim()) : 4173))
    .refine(
      (value) => Number.isInteger(value) && value >= 1 && value <= 65_535,
      "PORT must be a whole number from 1 to 65535 (default 4173)",
    ),
  HOST: z
    .string()
    .optional()
    .transform((value) => value?.trim() || "localhost"),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  SITE_DIR: z.string().trim().optional(),
  LEAD_WEBHOOK_URL: optionalUrl("LEAD_WEBHOOK_URL"),
  CONTACT_WEBHOOK_URL: optionalUrl("CONTACT_WEBHOOK_URL"),
  // Where bookings are delivered; empty: the lead webhook.
  APPOINTMENT_WEBHOOK_URL: optionalUrl("APPOINTMENT_WEBHOOK_URL"),
  // The scheduler is content (the site settings entry); this only overrides it, e.g. for a staging scheduler.
  SCHEDULER_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^https:\/\/[^\s]+$/i.test(value), "SCHEDULER_URL must be an https URL"),
  SITE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => trimTrailingSlashes(value || "https://www.tracemedicarepartners.com"))
    .refine(
      (value) => /^https?:\/\/[^\s/]+/i.test(value),
      "SITE_URL must be an http(s) origin such as https://www.example.com",
    ),
  SUBMISSION_RETRY_DELAYS: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseRetryDelays(value?.trim() || DEFAULT_RETRY_DELAYS);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  SUBMISSION_RATE_LIMIT: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value.trim()) : 10))
    .refine(
      (value) => Number.isInteger(value) && value >= 0 && value <= 10_000,
      "SUBMISSION_RATE_LIMIT must be a whole number from 0 to 10000 (submissions per client per minute; 0: no limit)",
    ),
  SUBMISSION_SITE_LIMIT: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value.trim()) : 120))
    .refine(
      (value) => Number.isInteger(value) && value >= 0 && value <= 100_000,
      "SUBMISSION_SITE_LIMIT must be a whole number from 0 to 100000 (submissions accepted per minute by this server, every client together; 0: no limit)",
    ),
  SEARCH_RATE_LIMIT: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value.trim()) : 30))
    .refine(
      (value) => Number.isInteger(value) && value >= 0 && value <= 10_000,
      "SEARCH_RATE_LIMIT must be a whole number from 0 to 10000 (search results pages per client per minute; 0: no limit)",
    ),
  SUBMISSION_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value.trim()) : DEFAULT_RETENTION_DAYS))
    .refine(
      (value) => Number.isInteger(value) && value >= 30 && value <= 36_500,
      "SUBMISSION_RETENTION_DAYS must be a whole number of days from 30 to 36500 (default 1826, five years)",
    ),
  SOA_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value.trim()) : DEFAULT_SOA_RETENTION_DAYS))
    .refine(
      (value) => Number.isInteger(value) && value >= 3653 && value <= 36_500,
      "SOA_RETENTION_DAYS must be a whole number of days from 3653 (ten years, the record keeping Medicare's rules ask) to 36500",
    ),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || /^postgres(ql)?:\/\/[^\s]+$/i.test(value),
      "DATABASE_URL must be a PostgreSQL address such as postgres://user:password@host:5432/leads (leave it unset for the SQLite file under DATA_DIR)",
    ),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .superRefine((value, context) => {
      const problem = value === undefined ? null : checkWebhookSecret(value);
      if (problem) context.addIssue({ code: "custom", message: `LEAD_WEBHOOK_SECRET ${problem}` });
    }),
  LOG_FORMAT: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() || "text")
    .refine((value) => value === "text" || value === "json", "LOG_FORMAT must be text or json (default text)"),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() || "info")
    .refine(
      (value) => (LOG_LEVELS as readonly string[]).includes(value),
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (default info)`,
    )
    .transform((value) => value as LogLevel),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => parseTrustProxy(value))
    .refine(
      (value) => value !== null,
      "TRUST_PROXY must be false, a number of proxy hops from 1 to 10 (true is 1), or a comma-separated list of proxy addresses and CIDR ranges such as 10.0.0.0/8,fd00::/8 (or loopback, linklocal, uniquelocal)",
    )
    .transform((value) => value ?? false),
  CONTENTFUL_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || value.length >= 32,
      "CONTENTFUL_WEBHOOK_SECRET must be at least 32 characters (Contentful's signing secrets are 64)",
    ),
  CONTENTFUL_PREVIEW_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || value.length >= 32,
      "CONTENTFUL_PREVIEW_SECRET must be at least 32 characters (it guards draft content; e.g. openssl rand -hex 32)",
    ),
  HEALTH_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || (value.length >= 32 && /^[\x21-\x7e]+$/.test(value)),
      "HEALTH_TOKEN must be at least 32 characters with no spaces (it opens /api/health's details; e.g. openssl rand -hex 32)",
    ),
  APPOINTMENT_CALENDAR_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || /^[A-Za-z0-9._~-]{32,}$/.test(value),
      "APPOINTMENT_CALENDAR_TOKEN must be at least 32 characters of letters, digits, -, _, . or ~ (it is the secret in the office's calendar feed address; e.g. openssl rand -hex 32)",
    ),
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => {
      if (value === undefined) return true;
      try {
        const url = new URL(value);
        return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, "SMTP_URL must be smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465, with the user and password percent-encoded"),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) =>
        value === undefined ||
        /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/.test(value),
      'MAIL_FROM must be an e-mail address, or a name and one: "Example Medicare" <appointments@example.com>',
    ),
  OFFICE_EMAIL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || /^[^<>\s@,]+@[^<>\s@,]+\.[^<>\s@,]+$/.test(value),
      "OFFICE_EMAIL must be one e-mail address (where the office's notices of new, moved and cancelled bookings go)",
    ),
  APPOINTMENT_REMINDERS: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseReminderOffsets(value?.trim() || DEFAULT_APPOINTMENT_REMINDERS);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  APPOINTMENT_LINK_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || (value.length >= 32 && /^[\x21-\x7e]+$/.test(value)),
      "APPOINTMENT_LINK_SECRET must be at least 32 characters with no spaces (it signs the change-or-cancel links in the appointment e-mails; e.g. openssl rand -hex 32)",
    ),
  CONTENT_RECONCILE_INTERVAL: duration("CONTENT_RECONCILE_INTERVAL", "5m"),
  CONTENT_CDN_WAIT: duration("CONTENT_CDN_WAIT", "60s"),
  CONTENT_PASS_TIMEOUT: duration("CONTENT_PASS_TIMEOUT", "10m").refine(
    (value) => value >= 30_000 && value <= 6 * 3_600_000,
    "CONTENT_PASS_TIMEOUT must be a duration from 30s to 6h (default 10m: a regeneration pass running longer is abandoned without writing)",
  ),
  CONTENT_PROXY: z
    .enum(["on", "off", "true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value === "on" || value === "true" || value === "1"),
  WEB_VITALS: z
    .enum(["on", "off", "true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value === "on" || value === "true" || value === "1"),
});

const placesEnvSchema = z
  .object({
    GOOGLE_PLACES_API_KEY: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined),
    GOOGLE_PLACE_ID: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined)
      .refine(
        (value) => value === undefined || /^[A-Za-z0-9_-]{10,}$/.test(value),
        "GOOGLE_PLACE_ID must be a Google place ID such as ChIJN1t_tDeuEmsRUsoyG83frY4",
      ),
    // The key goes with every request: https only (http only to this machine, for the local stand-in).
    GOOGLE_PLACES_HOST: optionalUrl("GOOGLE_PLACES_HOST").refine(
      (value) => value === undefined || isSecureWebhookUrl(value),
      "GOOGLE_PLACES_HOST must be an https:// origin (http:// only for localhost: the API key travels with each request)",
    ),
  })
  .refine(
    (value) => Boolean(value.GOOGLE_PLACES_API_KEY) === Boolean(value.GOOGLE_PLACE_ID),
    "GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID go together: set both to show the Google listing's reviews, or neither",
  );

/**
 * The Google Places settings (GOOGLE_PLACES_API_KEY, GOOGLE_PLACE_ID, GOOGLE_PLACES_HOST): null when they are not
 * set. Renders call it too (with the same environment), to find the last good read under DATA_DIR.
 */
export function readPlacesEnv(env: Record<string, string | undefined>): GooglePlacesConfig | null {
  const parsed = placesEnvSchema.safeParse({
    GOOGLE_PLACES_API_KEY: env.GOOGLE_PLACES_API_KEY,
    GOOGLE_PLACE_ID: env.GOOGLE_PLACE_ID,
    GOOGLE_PLACES_HOST: env.GOOGLE_PLACES_HOST,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid server configuration: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ")}. See .env.example.`,
    );
  }
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId, GOOGLE_PLACES_HOST: host } = parsed.data;
  return apiKey && placeId ? { apiKey, placeId, ...(host ? { host } : {}) } : null;
}

/** An https:// address, or http:// to this machine (localhost, 127.x.x.x, [::1]). */
export function isSecureWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return true;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    return url.protocol === "http:" && (host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host));
  } catch {
    return false;
  }
}

/** localhost, 127.x.x.x, ::1 (a port allowed), or a Unix socket folder (a host starting with "/"); "" is libpq's socket. */
const isLocalHost = (raw: string): boolean => {
  let host = raw.trim().toLowerCase();
  try {
    host = decodeURIComponent(host);
  } catch {
    return false;
  }
  if (host === "" || host.startsWith("/")) return true;
  const bare = host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.replace(/:\d+$/, "");
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
};

/** The query parameters of a PostgreSQL address (read without WHATWG URL: `postgres://user@/db` is valid to libpq). */
const postgresParameters = (value: string) =>
  new URLSearchParams(value.includes("?") ? value.slice(value.indexOf("?") + 1) : "");

/**
 * Whether a PostgreSQL address only reaches this machine: every host it names (the address's own, and a `host=`
 * parameter, which wins; comma-separated lists included) is loopback or a Unix socket.
 */
export function isLocalPostgresUrl(value: string): boolean {
  const authority = /^postgres(?:ql)?:\/\/(?:[^@/?]*@)?([^/?]*)/i.exec(value.trim());
  if (!authority) return false;
  const parameter = postgresParameters(value).get("host");
  return (parameter ?? authority[1]!).split(",").every(isLocalHost);
}

/** Whether a PostgreSQL address insists on TLS: sslmode=require, verify-ca or verify-full (never disable/prefer/allow). */
export function postgresRequiresTls(value: string): boolean {
  const mode = postgresParameters(value).get("sslmode")?.trim().toLowerCase();
  return mode === "require" || mode === "verify-ca" || mode === "verify-full";
}

/** DATA_DIR, absolute (the default `.data` resolved from where the process started). */
export function readDataDir(env: Record<string, string | undefined>, cwd: string = process.cwd()): string {
  return resolve(cwd, env.DATA_DIR?.trim() || ".data");
}

export interface AppEnv {
  port: number;
  host: string;
  /** Absolute folder for the leads database (DATA_DIR/leads.sqlite), Google reviews and the old file store (never served over HTTP). */
  dataDir: string;
  /**
   * SITE_DIR, absolute: the writable folder the server serves and regenerates the site in, seeded from the build
   * (server/site-folder.ts), so the build itself (the code) can stay read-only; undefined: the build folder (dist).
   */
  siteDir: string | undefined;
  leadWebhookUrl: string | undefined;
  contactWebhookUrl: string | undefined;
  /** Where bookings are delivered (APPOINTMENT_WEBHOOK_URL); undefined: the lead webhook. */
  appointmentWebhookUrl: string | undefined;
  content: ContentEnv;
  /**
   * The content variables as read here (readContentVariables: the content package's own, CONTENT_SPACE_FILE, INIT_CWD): what the content package's
   * client factories (createContentClientFromEnv, createPreviewClientFromEnv) are given, so nothing deeper reads
   * process.env for them.
   */
  contentVariables: ContentVariables;
  /** CONTENT_SPACE_FILE: the Contentful export file served in process when no space is set (as given). */
  contentSpaceFile: string | undefined;
  /** Delays before each retry of a failed submission delivery (ms); after the last, a submission is dead. */
  submissionRetryDelaysMs: number[];
  /** Submissions accepted per client per minute (0: no limit), counted across every server process. */
  submissionRateLimit: number;
  /**
   * SUBMISSION_SITE_LIMIT: submissions this server process accepts per minute from every client together (beyond:
   * 503 with Retry-After; the browser's outbox keeps the submission and sends it again); 0: no ceiling.
   */
  submissionSiteLimit: number;
  /**
   * SEARCH_RATE_LIMIT: search results pages (GET /search?q=…) a client (IPv4 address, IPv6 /64) may ask this server
   * for per minute, and ten times that for its network (IPv4 /24, IPv6 /48); beyond: 429 with Retry-After. 0: none.
   */
  searchRateLimit: number;
  /** Delivered, dead and kept submissions older than this many days are purged daily. */
  submissionRetentionDays: number;
  /** SOA_RETENTION_DAYS: appointments and their Scope of Appointment records (10 years at least). */
  soaRetentionDays: number;
  /** DATABASE_URL (PostgreSQL); undefined: the SQLite file DATA_DIR/leads.sqlite. */
  databaseUrl: string | undefined;
  /** LEAD_WEBHOOK_SECRET: every delivery is signed (Standard Webhooks) when set. */
  leadWebhookSecret: string | undefined;
  /** TRUST_PROXY: which proxies may say who the client is (see TrustProxy). */
  trustProxy: TrustProxy;
  /** LOG_FORMAT and LOG_LEVEL: how the server's log lines are written (server/logger.ts). */
  log: { format: LogFormat; level: LogLevel };
  /** Signs Contentful's webhooks; POST /api/contentful-webhook exists only when it is set. */
  webhookSecret: string | undefined;
  /** Opens draft preview (GET /api/preview); unset: preview does not exist. */
  previewSecret: string | undefined;
  /**
   * HEALTH_TOKEN: `Authorization: Bearer <it>` reads /api/health's details from anywhere; unset, only a request made
   * on the machine itself (loopback, not through a proxy) reads them. Everyone else gets `{ ok }` alone.
   */
  healthToken: string | undefined;
  /**
   * APPOINTMENT_CALENDAR_TOKEN: the office's calendar feed, GET /api/appointments/calendar.ics?token=<it>
   * (server/appointments-feed.ts); unset: the feed does not exist.
   */
  appointmentCalendarToken: string | undefined;
  /**
   * The appointments' e-mail: SMTP_URL, MAIL_FROM (required with it), OFFICE_EMAIL and APPOINTMENT_REMINDERS; null
   * without SMTP_URL (no e-mail is sent: bookings work and the Done page says no e-mail will come).
   */
  mail: { smtpUrl: string; from: string; officeEmail: string | undefined; reminderOffsetsMs: number[] } | null;
  /** APPOINTMENT_LINK_SECRET: signs /book/manage links; unset, the e-mails carry none and the page does not exist. */
  appointmentLinkSecret: string | undefined;
  /** How often the running site compares the delivered content with what it rendered (ms; 0 = never). */
  reconcileIntervalMs: number;
  /** How long a regeneration waits for the Delivery API to serve a revision a webhook announced (ms). */
  cdnWaitMs: number;
  /** CONTENT_PASS_TIMEOUT: a regeneration pass running longer is abandoned without writing (ms). */
  passTimeoutMs: number;
  /** CONTENT_PROXY: the fallback same-origin route /contentful-api/... (off by default). */
  contentProxy: boolean;
  /** Google Places (the office's listing and reviews), server-side only; null when not configured. */
  googlePlaces: GooglePlacesConfig | null;
  /** Settings the browser needs, baked into each prerendered page. */
  publicConfig: PublicConfig;
}

/** The browser-side configuration (no secrets). */
export interface PublicConfig {
  /** SCHEDULER_URL when set: overrides the site settings' scheduler. */
  schedulerUrl?: string | undefined;
  siteUrl: string;
  webVitals: boolean;
}

/** The environment's content variables (see AppEnv.contentVariables). */
export type ContentVariables = Readonly<Record<string, string | undefined>>;

/**
 * The variables the content package reads: those of its schema (CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN, the
 * hosts, the preview token, the throttle…), CONTENT_SPACE_FILE and INIT_CWD (its base). Not the app's own secrets
 * (CONTENTFUL_WEBHOOK_SECRET, CONTENTFUL_PREVIEW_SECRET): these options travel to the render workers.
 */
const CONTENT_VARIABLES = new Set([...Object.keys(contentEnvSchema.shape), "CONTENT_SPACE_FILE", "INIT_CWD"]);

/** The variables of `env` the content package reads (CONTENT_VARIABLES). */
export function readContentVariables(env: Record<string, string | undefined>): ContentVariables {
  return Object.freeze(Object.fromEntries(Object.entries(env).filter(([name]) => CONTENT_VARIABLES.has(name))));
}

export function readAppEnv(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): AppEnv {
  const parsed = serverEnvSchema.safeParse({
    PORT: env.PORT || undefined,
    HOST: env.HOST || undefined,
    DATA_DIR: env.DATA_DIR || undefined,
    SITE_DIR: env.SITE_DIR,
    LEAD_WEBHOOK_URL: env.LEAD_WEBHOOK_URL,
    CONTACT_WEBHOOK_URL: env.CONTACT_WEBHOOK_URL,
    APPOINTMENT_WEBHOOK_URL: env.APPOINTMENT_WEBHOOK_URL,
    SCHEDULER_URL: env.SCHEDULER_URL,
    SITE_URL: env.SITE_URL,
    SUBMISSION_RETRY_DELAYS: env.SUBMISSION_RETRY_DELAYS,
    SUBMISSION_RATE_LIMIT: env.SUBMISSION_RATE_LIMIT,
    SUBMISSION_SITE_LIMIT: env.SUBMISSION_SITE_LIMIT,
    SEARCH_RATE_LIMIT: env.SEARCH_RATE_LIMIT,
    SUBMISSION_RETENTION_DAYS: env.SUBMISSION_RETENTION_DAYS,
    SOA_RETENTION_DAYS: env.SOA_RETENTION_DAYS,
    DATABASE_URL: env.DATABASE_URL,
    LEAD_WEBHOOK_SECRET: env.LEAD_WEBHOOK_SECRET,
    TRUST_PROXY: env.TRUST_PROXY,
    LOG_FORMAT: env.LOG_FORMAT,
    LOG_LEVEL: env.LOG_LEVEL,
    CONTENTFUL_WEBHOOK_SECRET: env.CONTENTFUL_WEBHOOK_SECRET,
    CONTENTFUL_PREVIEW_SECRET: env.CONTENTFUL_PREVIEW_SECRET,
    HEALTH_TOKEN: env.HEALTH_TOKEN,
    APPOINTMENT_CALENDAR_TOKEN: env.APPOINTMENT_CALENDAR_TOKEN,
    SMTP_URL: env.SMTP_URL,
    MAIL_FROM: env.MAIL_FROM,
    OFFICE_EMAIL: env.OFFICE_EMAIL,
    APPOINTMENT_REMINDERS: env.APPOINTMENT_REMINDERS,
    APPOINTMENT_LINK_SECRET: env.APPOINTMENT_LINK_SECRET,
    CONTENT_RECONCILE_INTERVAL: env.CONTENT_RECONCILE_INTERVAL,
    CONTENT_CDN_WAIT: env.CONTENT_CDN_WAIT,
    CONTENT_PASS_TIMEOUT: env.CONTENT_PASS_TIMEOUT,
    CONTENT_PROXY: env.CONTENT_PROXY,
    WEB_VITALS: env.WEB_VITALS,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid server configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}. See .env.example.`,
    );
  }
  // In production, visitors' details never travel to the office's automation in cleartext (loopback aside).
  if (env.NODE_ENV === "production") {
    for (const name of ["LEAD_WEBHOOK_URL", "CONTACT_WEBHOOK_URL", "APPOINTMENT_WEBHOOK_URL"] as const) {
      const value = parsed.data[name];
      if (value && !isSecureWebhookUrl(value))
        throw new Error(
          `Invalid server configuration: ${name} must be an https:// address in production (it carries visitors' names, phone numbers and e-mail addresses); http:// is allowed only for localhost. See .env.example.`,
        );
    }
    // The leads database holds every visitor's details: never in cleartext over a network.
    const database = parsed.data.DATABASE_URL;
    if (database && !isLocalPostgresUrl(database) && !postgresRequiresTls(database))
      throw new Error(
        "Invalid server configuration: DATABASE_URL must require TLS in production when PostgreSQL is on another machine: add ?sslmode=verify-full (or sslmode=require) to the address; only localhost or a Unix socket may go without. See .env.example.",
      );
  }
  if (parsed.data.SMTP_URL && !parsed.data.MAIL_FROM)
    throw new Error(
      'Invalid server configuration: MAIL_FROM is required with SMTP_URL (the address the appointment e-mails come from, e.g. "Example Medicare" <appointments@example.com>). See .env.example.',
    );
  const content = readContentEnv(env);
  if (parsed.data.CONTENTFUL_PREVIEW_SECRET && content.source && !content.preview) {
    throw new Error(
      "Invalid server configuration: CONTENTFUL_PREVIEW_SECRET is set for a Contentful space without CONTENTFUL_PREVIEW_ACCESS_TOKEN (a Content Preview API token). See .env.example.",
    );
  }
  return {
    port: parsed.data.PORT,
    host: parsed.data.HOST,
    dataDir: readDataDir(env, cwd),
    siteDir: parsed.data.SITE_DIR ? resolve(cwd, parsed.data.SITE_DIR) : undefined,
    leadWebhookUrl: parsed.data.LEAD_WEBHOOK_URL,
    contactWebhookUrl: parsed.data.CONTACT_WEBHOOK_URL,
    appointmentWebhookUrl: parsed.data.APPOINTMENT_WEBHOOK_URL,
    content,
    contentVariables: readContentVariables(env),
    contentSpaceFile: env.CONTENT_SPACE_FILE?.trim() || undefined,
    submissionRetryDelaysMs: parsed.data.SUBMISSION_RETRY_DELAYS,
    submissionRateLimit: parsed.data.SUBMISSION_RATE_LIMIT,
    submissionSiteLimit: parsed.data.SUBMISSION_SITE_LIMIT,
    searchRateLimit: parsed.data.SEARCH_RATE_LIMIT,
    submissionRetentionDays: parsed.data.SUBMISSION_RETENTION_DAYS,
    soaRetentionDays: parsed.data.SOA_RETENTION_DAYS,
    databaseUrl: parsed.data.DATABASE_URL,
    leadWebhookSecret: parsed.data.LEAD_WEBHOOK_SECRET,
    trustProxy: parsed.data.TRUST_PROXY,
    log: { format: parsed.data.LOG_FORMAT, level: parsed.data.LOG_LEVEL },
    webhookSecret: parsed.data.CONTENTFUL_WEBHOOK_SECRET,
    previewSecret: parsed.data.CONTENTFUL_PREVIEW_SECRET,
    healthToken: parsed.data.HEALTH_TOKEN,
    appointmentCalendarToken: parsed.data.APPOINTMENT_CALENDAR_TOKEN,
    mail: parsed.data.SMTP_URL
      ? {
          smtpUrl: parsed.data.SMTP_URL,
          from: parsed.data.MAIL_FROM!,
          officeEmail: parsed.data.OFFICE_EMAIL,
          reminderOffsetsMs: parsed.data.APPOINTMENT_REMINDERS,
        }
      : null,
    appointmentLinkSecret: parsed.data.APPOINTMENT_LINK_SECRET,
    reconcileIntervalMs: parsed.data.CONTENT_RECONCILE_INTERVAL,
    cdnWaitMs: parsed.data.CONTENT_CDN_WAIT,
    passTimeoutMs: parsed.data.CONTENT_PASS_TIMEOUT,
    contentProxy: parsed.data.CONTENT_PROXY,
    googlePlaces: readPlacesEnv(env),
    publicConfig: {
      schedulerUrl: parsed.data.SCHEDULER_URL,
      siteUrl: parsed.data.SITE_URL,
      webVitals: parsed.data.WEB_VITALS,
    },
  };
}

/** One line for the start and build logs: whether the appointments' e-mail is on, and where it goes (no password). */
export function describeMail(env: Pick<AppEnv, "mail" | "appointmentLinkSecret">): string {
  if (!env.mail)
    return "Appointment e-mail: off (SMTP_URL is not set); bookings work, and the Done page says no e-mail will come";
  const url = new URL(env.mail.smtpUrl);
  const hours = env.mail.reminderOffsetsMs.map(formatReminderOffset);
  return `Appointment e-mail: on (${url.protocol}//${url.host}, from ${env.mail.from}; reminders ${hours.length ? `${hours.join(", ")} before` : "none"}; change-or-cancel links ${env.appointmentLinkSecret ? "on" : "off (APPOINTMENT_LINK_SECRET is not set)"})`;
}
