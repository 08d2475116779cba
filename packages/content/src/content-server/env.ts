/**
 * The only place the content server reads environment variables (`pnpm content:serve`), validated with zod.
 * Documented in the repository's .env.example.
 */
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { ContentConfigError } from "../errors.js";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Contentful's rule for webhook signing secrets. */
const WEBHOOK_SECRET = /^[0-9a-zA-Z+/=_-]{64}$/;

export const contentServerEnvSchema = z.object({
  CONTENT_SPACE_FILE: optionalText,
  CONTENT_SERVER_PORT: optionalText
    .transform((value) => (value === undefined ? 4180 : Number(value)))
    .refine(
      (port) => Number.isInteger(port) && port >= 0 && port <= 65535,
      "CONTENT_SERVER_PORT must be a port number from 0 to 65535",
    ),
  CONTENT_SERVER_HOST: optionalText.transform((value) => value ?? "127.0.0.1"),
  CONTENT_SERVER_CONTROL: z
    .enum(["true", "false", "1", "0", ""], { message: "CONTENT_SERVER_CONTROL must be true or false" })
    .optional()
    .transform((value) => value === "true" || value === "1"),
  CONTENTFUL_SPACE_ID: optionalText.transform((value) => value ?? "embedded"),
  CONTENTFUL_ACCESS_TOKEN: optionalText,
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: optionalText.transform((value) => value ?? "preview"),
  CONTENTFUL_ENVIRONMENT: optionalText.transform((value) => value ?? "master"),
  CONTENT_WEBHOOK_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value),
    "CONTENT_WEBHOOK_URL must be an http(s) URL, e.g. http://127.0.0.1:4173/api/contentful-webhook",
  ),
  CONTENTFUL_WEBHOOK_SECRET: optionalText.refine(
    (value) => value === undefined || WEBHOOK_SECRET.test(value),
    "CONTENTFUL_WEBHOOK_SECRET must be 64 characters of 0-9 a-z A-Z + / = _ - (Contentful's rule for signing secrets)",
  ),
});

export interface ContentServerEnv {
  /** Absolute path of the space file. */
  file: string;
  port: number;
  host: string;
  spaceId: string;
  environmentId: string;
  accessToken: string | undefined;
  /** Requests with this token get the Preview API (default "preview"). */
  previewAccessToken: string;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  control: boolean;
}

export interface ReadContentServerEnvOptions {
  /** The file served when CONTENT_SPACE_FILE is empty. */
  defaultFile: string | undefined;
  /** Relative CONTENT_SPACE_FILE paths resolve here (default: INIT_CWD, where pnpm was started, else cwd). */
  cwd?: string;
}

/** Reads the content server's variables; throws a ContentConfigError naming every problem. */
export function readContentServerEnv(
  env: Record<string, string | undefined>,
  options: ReadContentServerEnvOptions,
): ContentServerEnv {
  const parsed = contentServerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join("; ");
    throw new ContentConfigError(`Invalid content server configuration: ${problems}. See .env.example.`);
  }
  const data = parsed.data;
  if (
    data.CONTENTFUL_ACCESS_TOKEN !== undefined &&
    data.CONTENTFUL_ACCESS_TOKEN === data.CONTENTFUL_PREVIEW_ACCESS_TOKEN
  ) {
    throw new ContentConfigError(
      "Invalid content server configuration: CONTENTFUL_PREVIEW_ACCESS_TOKEN must differ from CONTENTFUL_ACCESS_TOKEN (the token picks the API). See .env.example.",
    );
  }
  const cwd = options.cwd ?? env.INIT_CWD ?? process.cwd();
  const file = data.CONTENT_SPACE_FILE
    ? isAbsolute(data.CONTENT_SPACE_FILE)
      ? data.CONTENT_SPACE_FILE
      : resolve(cwd, data.CONTENT_SPACE_FILE)
    : options.defaultFile;
  if (!file)
    throw new ContentConfigError(
      "Set CONTENT_SPACE_FILE to a Contentful export file (the embedded space file was not found).",
    );
  return {
    file,
    port: data.CONTENT_SERVER_PORT,
    host: data.CONTENT_SERVER_HOST,
    spaceId: data.CONTENTFUL_SPACE_ID,
    environmentId: data.CONTENTFUL_ENVIRONMENT,
    accessToken: data.CONTENTFUL_ACCESS_TOKEN,
    previewAccessToken: data.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
    webhookUrl: data.CONTENT_WEBHOOK_URL,
    webhookSecret: data.CONTENTFUL_WEBHOOK_SECRET,
    control: data.CONTENT_SERVER_CONTROL,
  };
}
