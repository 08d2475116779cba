/** The only place the web app's server reads environment variables, validated with zod (see .env.example). */
import { z } from "zod";
import { readContentEnv } from "@tupelo-medicare/content";
import type { ContentEnv } from "@tupelo-medicare/content";

const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4173),
  HOST: z.string().trim().min(1).default("localhost"),
});

export interface ServerEnv {
  port: number;
  host: string;
  content: ContentEnv;
}

export function readServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse({ PORT: env.PORT || undefined, HOST: env.HOST || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid server configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return { port: parsed.data.PORT, host: parsed.data.HOST, content: readContentEnv(env) };
}
