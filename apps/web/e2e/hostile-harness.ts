/**
 * What an attacker sends, for hostile-traffic.spec.ts and `pnpm bench:hostile`: endless chunked uploads, submissions
 * behind a proxy with a spoofed X-Forwarded-For each, and the server's resident memory read from /proc while it lasts.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";

export interface UploadResult {
  /** The answer's status; 0 when the connection ended without one. */
  status: number;
  /** Bytes written before the server answered or closed the connection. */
  sent: number;
  /** A network error after the answer (the server closing a body it refused) is expected; before it, it is here. */
  error?: string;
}

/**
 * POSTs a chunked body of `totalBytes` (no Content-Length) in 64 KB chunks, stopping as soon as the server answers or
 * closes the connection, as an attacker's client would keep sending until cut off.
 */
export function postChunked(
  url: string,
  path: string,
  totalBytes: number,
  headers: Record<string, string> = { "content-type": "application/json" },
): Promise<UploadResult> {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (result: UploadResult) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve(result);
    };
    const request = httpRequest({ hostname, port, path, method: "POST", headers }, (response) => {
      response.resume();
      finish({ status: response.statusCode ?? 0, sent });
    });
    request.on("error", (error) => finish({ status: 0, sent, error: error.message }));
    const write = () => {
      while (!done && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!done) request.end();
    };
    write();
  });
}

/**
 * The headers of an upload to `path`: JSON for the forms; for the Contentful webhook, well-formed signature headers
 * with a fresh timestamp (not a valid signature), so the server gets past its header checks and reads the body up to
 * its limit to verify it.
 */
export function uploadHeaders(path: string): Record<string, string> {
  if (path !== "/api/contentful-webhook") return { "content-type": "application/json" };
  return {
    "content-type": "application/vnd.contentful.management.v1+json",
    "x-contentful-topic": "ContentManagement.Entry.publish",
    "x-contentful-signature": randomBytes(32).toString("hex"),
    "x-contentful-timestamp": String(Date.now()),
    "x-contentful-signed-headers": "x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic",
  };
}

/** A lead body as the Medicare guide form sends it. */
export function leadBody(tag: string, index: number): string {
  return JSON.stringify({
    firstName: "Hostile",
    lastName: `Test ${index}`,
    email: `${tag}-${index}@example.com`,
    phone: "6625550142",
    zipCode: "38804",
    source: "Blog Sidebar",
    timestamp: new Date().toISOString(),
    leadType: "Medicare Guide Download",
  });
}

/** A random public-looking IPv4 address (for a spoofed X-Forwarded-For entry). */
export function randomAddress(): string {
  const bytes = randomBytes(4);
  return `${(bytes[0]! % 200) + 11}.${bytes[1]}.${bytes[2]}.${bytes[3]}`;
}

/**
 * A submission from `client` passing through one proxy that appends it: the visitor wrote a fresh address of his own
 * at the left of X-Forwarded-For (TRUST_PROXY=1 must not believe it).
 */
export async function spoofedSubmission(url: string, client: string, index: number, tag: string): Promise<number> {
  const response = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `${randomAddress()}, ${client}` },
    body: leadBody(tag, index),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The resident memory of a process in MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Samples a process's resident memory every `intervalMs` until stopped; returns the peak and the first sample. */
export function sampleResident(pid: number, intervalMs = 50): { stop: () => { first: number; peak: number } } {
  const first = residentMb(pid);
  let peak = first;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(pid));
    } catch {
      // The process ended: the last peak stands.
    }
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, residentMb(pid));
      return { first, peak };
    },
  };
}

/** The slash run of the review's finding: `/blog`, 15,500 slashes and an `x` (under Node's 16 KB header limit). */
export const SLASH_RUN_PATH = `/blog${"/".repeat(15_500)}x`;

/** A GET of a raw request target (fetch would normalise it): its status and how long it took, in ms. */
export function rawGet(url: string, target: string): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, method: "GET", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * A webhook POST whose headers pass the server's pre-check (fresh timestamp, any 64 hex digits) and whose body never
 * ends: the server holds a read slot for it until `abort`.
 */
export function heldWebhook(url: string): { response: Promise<number>; abort: () => void } {
  const { hostname, port } = new URL(url);
  const req = httpRequest({
    host: hostname,
    port,
    path: "/api/contentful-webhook",
    method: "POST",
    agent: false,
    headers: { ...uploadHeaders("/api/contentful-webhook"), "content-length": "100000" },
  });
  const response = new Promise<number>((resolve) => {
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
  });
  req.write("{");
  return { response, abort: () => req.destroy() };
}
