/**
 * Who may read GET /api/health's details (the database's location, error text, counts, disk): anyone else gets
 * `{ ok }` alone.
 *
 * - A request carrying `Authorization: Bearer <HEALTH_TOKEN>` (both sides hashed with SHA-256 and compared in
 *   constant time, so neither the token's length nor its first wrong character shows in the answer's timing).
 * - A request made on this machine: its connection comes from a loopback address (127.0.0.0/8, ::1, IPv4-mapped
 *   ::ffff:127.x) AND it carries no header a proxy adds (Forwarded, X-Forwarded-For, X-Forwarded-Host,
 *   X-Forwarded-Proto, X-Real-IP, Via). Behind Caddy on the same machine every visitor's request arrives from
 *   loopback, but with X-Forwarded-For (Caddy always sets it): such a request is a visitor's, never local.
 *
 * Tests' `app.request` has no socket at all: it counts as neither loopback nor local.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

/** Headers a reverse proxy or CDN adds: with any of them, a loopback connection is a proxy speaking for a visitor. */
export const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
] as const;

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const value = address?.trim().replace(/%.*$/, "") ?? "";
  if (isIP(value) === 0) return false;
  let parsed = ipaddr.parse(value);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "loopback";
}

/** The connection's own address (not a header's); undefined without a Node socket. */
function socketAddress(context: Context): string | undefined {
  try {
    return getConnInfo(context).remote.address;
  } catch {
    return undefined;
  }
}

/** Asked on this machine, not through a proxy (see the module's comment). */
export function isLocalRequest(context: Context): boolean {
  if (!isLoopbackAddress(socketAddress(context))) return false;
  const headers = context.req.raw.headers;
  return PROXY_HEADERS.every((name) => !headers.has(name));
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Whether `Authorization: Bearer …` carries `token` (constant time). */
export function hasHealthToken(context: Context, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(context.req.header("authorization") ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** The details may be shown: the token, or a local request. */
export function mayReadHealthDetails(context: Context, token: string | undefined): boolean {
  return hasHealthToken(context, token) || isLocalRequest(context);
}
