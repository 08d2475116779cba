/**
 * The change-or-cancel link in every appointment e-mail: /book/manage?t=<token>, the token the appointment's id and
 * an HMAC-SHA256 of it under APPOINTMENT_LINK_SECRET (base64url). It names one appointment and nothing else: no name,
 * no time, nothing personal in the address. It works while the appointment is booked and has not ended (the page
 * checks the appointment as it is now, so a moved appointment's link follows it); a token that does not verify
 * names nothing. Changing the secret ends every link sent before.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { BOOK_MANAGE_PATH, BOOK_MANAGE_TOKEN_QUERY } from "../app/booking-path.js";

/** The page the link opens (the booking island's forms post to it: app/booking-path.ts holds it for both). */
export const MANAGE_PATH = BOOK_MANAGE_PATH;
/** Its query parameter. */
export const MANAGE_TOKEN_QUERY = BOOK_MANAGE_TOKEN_QUERY;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const signature = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`appointment-manage:v1:${id}`, "utf8").digest();

/** The token for one appointment. */
export function manageToken(secret: string, id: string): string {
  if (!ID.test(id)) throw new RangeError("an appointment id is letters, digits, - and _");
  return `${id}.${signature(secret, id).toString("base64url")}`;
}

/** The full link for one appointment, on the site's address (SITE_URL). */
export function manageUrl(siteUrl: string, secret: string, id: string): string {
  const url = new URL(MANAGE_PATH, siteUrl);
  url.searchParams.set(MANAGE_TOKEN_QUERY, manageToken(secret, id));
  return url.toString();
}

/** The appointment id a token names, or null when it does not verify (tampered, made with another secret, cut short). */
export function manageTokenId(secret: string, token: string | null | undefined): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  if (!ID.test(id)) return null;
  // The signature exactly as written, not its decoded bytes: base64url's last character carries unused bits, so two
  // spellings decode alike, and a token is only the one spelling manageToken makes.
  const given = Buffer.from(token.slice(dot + 1), "utf8");
  const expected = Buffer.from(signature(secret, id).toString("base64url"), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
