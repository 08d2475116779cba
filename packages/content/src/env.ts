/**
 * The only place this package reads environment variables: which content source to use, validated with zod.
 * Documented in the repository's .env.example.
 */
import { z } from "zod";
import { ContentConfigError } from "./errors.js";
import type { ContentSource } from "./create-content-client.js";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanText = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const contentEnvSchema = z
  .object({
    CONTENTFUL_SPACE_ID: optionalText,
    CONTENTFUL_ACCESS_TOKEN: optionalText,
    CONTENTFUL_ENVIRONMENT: optionalText.transform((value) => value ?? "master"),
    CONTENTFUL_HOST: optionalText
      .transform((value) => value ?? "cdn.contentful.com")
      .refine(
        (value) => !/^\w+:\/\//.test(value),
        "CONTENTFUL_HOST must be a host name without protocol, e.g. cdn.contentful.com",
      ),
    CONTENTFUL_INSECURE: booleanText,
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: optionalText,
    CONTENTFUL_PREVIEW_HOST: optionalText
      .transform((value) => value ?? "preview.contentful.com")
      .refine(
        (value) => !/^\w+:\/\//.test(value),
        "CONTENTFUL_PREVIEW_HOST must be a host name without protocol, e.g. preview.contentful.com",
      ),
    CONTENTFUL_THROTTLE: optionalText
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .refine(
        (value) => value === undefined || (Number.isInteger(value) && value >= 1 && value <= 30),
        "CONTENTFUL_THROTTLE must be a whole number from 1 to 30",
      ),
  })
  .superRefine((env, context) => {
    if (env.CONTENTFUL_SPACE_ID && !env.CONTENTFUL_ACCESS_TOKEN) {
      context.addIssue({
        code: "custom",
        path: ["CONTENTFUL_ACCESS_TOKEN"],
        message: "CONTENTFUL_ACCESS_TOKEN is required when CONTENTFUL_SPACE_ID is set",
      });
    }
    if (env.CONTENTFUL_ACCESS_TOKEN && !env.CONTENTFUL_SPACE_ID) {
      context.addIssue({
        code: "custom",
        path: ["CONTENTFUL_SPACE_ID"],
        message: "CONTENTFUL_SPACE_ID is required when CONTENTFUL_ACCESS_TOKEN is set",
      });
    }
  });

export interface ContentEnv {
  /** The Contentful source, or null when no space is configured (the embedded space is then used). */
  source: Extract<ContentSource, { type: "contentful" }> | null;
  /**
   * The Content Preview API of that space (CONTENTFUL_PREVIEW_ACCESS_TOKEN on CONTENTFUL_PREVIEW_HOST), or null:
   * no space is configured (the embedded space previews in process) or no preview token is set.
   */
  preview: Extract<ContentSource, { type: "contentful" }> | null;
  throttle: number | undefined;
}

/** A host (with an optional port) on this machine: localhost, 127.x.x.x or [::1]. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  const bare = name.startsWith("[") ? name.slice(1, name.indexOf("]")) : name.replace(/:\d+$/, "");
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Reads the CONTENTFUL_* variables; throws a ContentConfigError naming every problem. */
export function readContentEnv(env: Record<string, string | undefined> = globalThis.process?.env ?? {}): ContentEnv {
  const parsed = contentEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ContentConfigError(
      `Invalid content configuration: ${parsed.error.issues.map((issue) => issue.message).join("; ")}. See .env.example.`,
    );
  }
  const data = parsed.data;
  // In production the Delivery and Preview API tokens (and the content) never travel in cleartext over a network.
  if (env.NODE_ENV === "production" && data.CONTENTFUL_INSECURE && data.CONTENTFUL_SPACE_ID) {
    const inUse = [
      data.CONTENTFUL_HOST,
      ...(data.CONTENTFUL_PREVIEW_ACCESS_TOKEN ? [data.CONTENTFUL_PREVIEW_HOST] : []),
    ];
    const remote = inUse.filter((host) => !isLoopbackHost(host));
    if (remote.length > 0)
      throw new ContentConfigError(
        `Invalid content configuration: CONTENTFUL_INSECURE=true is refused in production for ${remote.join(" and ")} (plain http would carry the access token); it is allowed only for a content server on this machine (localhost, 127.0.0.1, [::1]). See .env.example.`,
      );
  }
  return {
    source:
      data.CONTENTFUL_SPACE_ID && data.CONTENTFUL_ACCESS_TOKEN
        ? {
            type: "contentful",
            space: data.CONTENTFUL_SPACE_ID,
            accessToken: data.CONTENTFUL_ACCESS_TOKEN,
            environment: data.CONTENTFUL_ENVIRONMENT,
            host: data.CONTENTFUL_HOST,
            insecure: data.CONTENTFUL_INSECURE,
          }
        : null,
    preview:
      data.CONTENTFUL_SPACE_ID && data.CONTENTFUL_PREVIEW_ACCESS_TOKEN
        ? {
            type: "contentful",
            space: data.CONTENTFUL_SPACE_ID,
            accessToken: data.CONTENTFUL_PREVIEW_ACCESS_TOKEN,
            environment: data.CONTENTFUL_ENVIRONMENT,
            host: data.CONTENTFUL_PREVIEW_HOST,
            insecure: data.CONTENTFUL_INSECURE,
          }
        : null,
    throttle: data.CONTENTFUL_THROTTLE,
  };
}
