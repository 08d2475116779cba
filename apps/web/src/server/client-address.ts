/**
 * Who the client behind the proxies is (TRUST_PROXY), and the key its submissions are rate-limited under.
 *
 * The chain is the connection's address followed by the X-Forwarded-For entries from the right (or, without
 * X-Forwarded-For, the `for=` nodes of the standard Forwarded header). Walking it from the connection, each trusted
 * proxy hands over to the entry before it; the first address not trusted is the client. That is proxy-addr's (Express's)
 * walk: a visitor can write whatever he likes at the left of the header, but never past the proxies that append to it.
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "../env.js";

type Trust = (address: string, hop: number) => boolean;

// Keyed by the parsed configuration (one object per process), so each list of CIDRs is compiled once.
const compiled = new WeakMap<{ addresses: string[] }, Trust>();

function trustOf(trust: Exclude<TrustProxy, false>): Trust {
  if ("hops" in trust) return (_address, hop) => hop < trust.hops;
  let check = compiled.get(trust);
  if (!check) {
    check = proxyAddr.compile(trust.addresses);
    compiled.set(trust, check);
  }
  return check;
}

/**
 * An address as written in a header or by the socket, normalised (IPv4-mapped IPv6 as IPv4, IPv6 compressed and
 * lower-case, no zone, no port); null when it is not an IP address.
 */
function parseAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (withPort) value = withPort[1]!;
  // node:net is strict (dotted-quad IPv4 only); ipaddr.js alone would take "127.1" or "0x7f.0.0.1".
  if (isIP(value) === 0) return null;
  const address = ipaddr.parse(value.replace(/%.*$/, ""));
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress())
    return (address as ipaddr.IPv6).toIPv4Address().toString();
  return address.toString();
}

/** Splits at `separator` where it is outside a quoted string. */
function splitUnquoted(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === "\\") index++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The `for=` node of each element of a Forwarded header (RFC 7239), left to right; "" for an element without one. */
function forwardedNodes(header: string): string[] {
  return splitUnquoted(header, ",")
    .filter((element) => element.trim() !== "")
    .map((element) => {
      for (const pair of splitUnquoted(element, ";")) {
        const equals = pair.indexOf("=");
        if (equals < 0 || pair.slice(0, equals).trim().toLowerCase() !== "for") continue;
        const value = pair.slice(equals + 1).trim();
        return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
          ? value.slice(1, -1).replace(/\\(.)/g, "$1")
          : value;
      }
      return "";
    });
}

/** The addresses the proxies reported, left to right: X-Forwarded-For, or without it the Forwarded header. */
function reportedAddresses(headers: Headers): string[] {
  const xff = headers.get("x-forwarded-for");
  if (xff?.trim())
    return xff
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  const forwarded = headers.get("forwarded");
  return forwarded?.trim() ? forwardedNodes(forwarded) : [];
}

/**
 * The client's address, normalised: the connection's without TRUST_PROXY; with a number of hops, the entry that many
 * steps from the connection along X-Forwarded-For (or Forwarded) from the right, the leftmost when there are fewer;
 * with proxy addresses, the rightmost address not among them. An entry that is not an IP address ends the walk at the
 * address before it. Null when the connection's address is unknown.
 */
export function clientAddress(
  connectionAddress: string | undefined,
  headers: Headers,
  trust: TrustProxy,
): string | null {
  let client = connectionAddress === undefined ? null : parseAddress(connectionAddress);
  if (client === null || trust === false) return client;
  const trusted = trustOf(trust);
  const reported = reportedAddresses(headers);
  for (let hop = 0; hop < reported.length && trusted(client, hop); hop++) {
    const next = parseAddress(reported[reported.length - 1 - hop]!);
    if (next === null) break;
    client = next;
  }
  return client;
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network, e.g. "2001:db8:1:2::/64"), and "unknown" when there is no address.
 */
export function rateLimitKey(address: string | null): string {
  const parsed = address === null ? null : parseAddress(address);
  if (parsed === null) return "unknown";
  const ip = ipaddr.parse(parsed);
  if (ip.kind() === "ipv4") return parsed;
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
