/** The only place the web app reads environment variables (build and server), validated with zod (see .env.example). */
import { resolve } from "node:path";
import { z } from "zod";
import { readContentEnv } from "@tupelo-medicare/content";
import type { ContentEnv } from "@tupelo-medicare/content";

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^https?:\/\/[^\s]+$/i.test(value), `${name} must be an http(s) URL`);

const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4173),
  HOST: z.string().trim().min(1).default("localhost"),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  LEAD_WEBHOOK_URL: optionalUrl("LEAD_WEBHOOK_URL"),
  CONTACT_WEBHOOK_URL: optionalUrl("CONTACT_WEBHOOK_URL"),
  SCHEDULER_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || DEFAULT_SCHEDULER_URL)
    .refine((value) => /^https:\/\/[^\s]+$/i.test(value), "SCHEDULER_URL must be an https URL"),
  SITE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value || "https://www.tracemedicarepartners.com").replace(/\/+$/, ""))
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), "SITE_URL must be an http(s) origin such as https://www.example.com"),
  WEB_VITALS: z.enum(["on", "off", "true", "false", "1", "0", ""]).optional().transform((value) => value === "on" || value === "true" || value === "1"),
});

/** The appointment scheduler when SCHEDULER_URL is not set. */
export const DEFAULT_SCHEDULER_URL = "https://calendly.com/tracemedicarepartners/medicare-appointment";

export interface AppEnv {
  port: number;
  host: string;
  /** Absolute folder for the local inbox (never served over HTTP). */
  dataDir: string;
  leadWebhookUrl: string | undefined;
  contactWebhookUrl: string | undefined;
  content: ContentEnv;
  /** Settings the browser needs, baked into each prerendered page. */
  publicConfig: PublicConfig;
}

/** The browser-side configuration (no secrets). */
export interface PublicConfig {
  schedulerUrl: string;
  siteUrl: string;
  webVitals: boolean;
}

export function readAppEnv(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): AppEnv {
  const parsed = serverEnvSchema.safeParse({
    PORT: env.PORT || undefined,
    HOST: env.HOST || undefined,
    DATA_DIR: env.DATA_DIR || undefined,
    LEAD_WEBHOOK_URL: env.LEAD_WEBHOOK_URL,
    CONTACT_WEBHOOK_URL: env.CONTACT_WEBHOOK_URL,
    SCHEDULER_URL: env.SCHEDULER_URL,
    SITE_URL: env.SITE_URL,
    WEB_VITALS: env.WEB_VITALS,
  });
  if (!parsed.success) {
    throw new Error(`Invalid server configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}. See .env.example.`);
  }
  return {
    port: parsed.data.PORT,
    host: parsed.data.HOST,
    dataDir: resolve(cwd, parsed.data.DATA_DIR),
    leadWebhookUrl: parsed.data.LEAD_WEBHOOK_URL,
    contactWebhookUrl: parsed.data.CONTACT_WEBHOOK_URL,
    content: readContentEnv(env),
    publicConfig: { schedulerUrl: parsed.data.SCHEDULER_URL, siteUrl: parsed.data.SITE_URL, webVitals: parsed.data.WEB_VITALS },
  };
}
