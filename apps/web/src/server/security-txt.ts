/**
 * /.well-known/security.txt (RFC 9116): where someone who finds a security problem in the site reaches the office
 * (the contact page, whose form needs no account), in which language, and until when the file holds. Written per
 * request so its Expires (required; the RFC advises less than a year ahead) never goes stale on a site that is not
 * rebuilt: 180 days from today, at midnight UTC, so a day's answers are the same and may be cached for the day.
 */
import type { Handler } from "hono";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** How far ahead Expires is set. */
export const SECURITY_TXT_DAYS = 180;

const DAY_MS = 86_400_000;

/** The file's text for the site at `siteUrl` (an origin), with the contact page at `contactPath`, on `now`. */
export function securityTxt(siteUrl: string, contactPath: string, now: Date): string {
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + SECURITY_TXT_DAYS * DAY_MS);
  return [
    `Contact: ${siteUrl}${contactPath}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

export function securityTxtHandler(siteUrl: string, contactPath: string, now: () => Date = () => new Date()): Handler {
  return (context) => {
    context.header("content-type", "text/plain; charset=utf-8");
    context.header("cache-control", "public, max-age=86400");
    return context.body(securityTxt(siteUrl, contactPath, now()));
  };
}
