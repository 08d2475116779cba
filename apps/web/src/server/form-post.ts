/**
 * What the site's no-script form posts share (contact-form-post.ts, lead-form-post.ts): a form the browser posts
 * itself (application/x-www-form-urlencoded) is checked, then handed to the leads service's JSON path as the island
 * would have sent it, and answered with the form's page.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import { IDEMPOTENCY_KEY_HEADER } from "@tupelo-medicare/leads";
import { isMissingFile } from "./site-files.js";

/** An identical post within this window is stored once (a double press, say). */
const SAME_POST_WINDOW_MS = 10 * 60_000;

/** Whether a request is a plain form post (the JSON path takes the rest). */
export const isFormPost = (context: Context): boolean =>
  context.req.method === "POST" &&
  (context.req.header("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

/** A prerendered page's HTML under `distDir` (undefined when there is none). */
export function pageShells(distDir: string) {
  return (path: string): Promise<string | undefined> =>
    readFile(join(distDir, "client", path, "index.html"), "utf8").catch((error: NodeJS.ErrnoException) => {
      if (isMissingFile(error)) return undefined;
      throw error;
    });
}

/** Whether a post comes from another site (Sec-Fetch-Site, else Origin against the request's own and SITE_URL). */
export function postFromAnotherSite(context: Context, siteUrl: string | undefined): boolean {
  const site = context.req.header("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = context.req.header("origin");
  if (!origin || origin === "null") return false;
  const allowed = [new URL(context.req.url).origin];
  if (siteUrl) allowed.push(new URL(siteUrl).origin);
  return !allowed.includes(origin);
}

/** The first message for each field of a failed parse. */
export function fieldMessages<F extends string>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as F] ??= issue.message;
  return errors;
}

/**
 * The request the island would have sent for `body`, to hand to the leads service in process: JSON, the visitor's
 * user agent, and one idempotency key per form, values and window, so a second press stores the post once.
 */
export function jsonRequestFor(context: Context, form: string, values: unknown, body: unknown, now: Date): Request {
  const window = Math.floor(now.getTime() / SAME_POST_WINDOW_MS);
  const key = `${form}-${createHash("sha256")
    .update(JSON.stringify([values, window]))
    .digest("hex")
    .slice(0, 40)}`;
  const headers = new Headers({ "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: key });
  const agent = context.req.header("user-agent");
  if (agent) headers.set("user-agent", agent);
  return new Request(new URL(context.req.url), { method: "POST", headers, body: JSON.stringify(body) });
}
