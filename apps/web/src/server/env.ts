/** The only place the web app's server reads environment variables, validated with zod (see .env.example). */
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
});

export interface ServerEnv {
  port: number;
  host: string;
  /** Absolute folder for the local inbox (never served over HTTP). */
  dataDir: string;
  leadWebhookUrl: string | undefined;
  contactWebhookUrl: string | undefined;
  content: ContentEnv;
}

export function readServerEnv(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): ServerEnv {
  const parsed = serverEnvSchema.safeParse({
    PORT: env.PORT || undefined,
    HOST: env.HOST || undefined,
    DATA_DIR: env.DATA_DIR || undefined,
    LEAD_WEBHOOK_URL: env.LEAD_WEBHOOK_URL,
    CONTACT_WEBHOOK_URL: env.CONTACT_WEBHOOK_URL,
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
  };
}
