/**
 * One keep-alive agent per protocol, shared by every Delivery client this package builds in a Node process. Without
 * it, contentful.js's axios opens a new connection for every call (20 calls of one client: 20 connections), which on
 * Contentful is a TCP and TLS handshake per call; with it, calls reuse the connections the limiter lets out. The
 * settings mirror Node's own global agent (LIFO, idle sockets closed after 5 s, before a server's usual keep-alive
 * timeout). Absent where Node's http module is not (a browser keeps its connections itself).
 */
import type { Agent as HttpAgent } from "node:http";
import type { Agent as HttpsAgent } from "node:https";

export interface KeepAliveAgents {
  httpAgent?: HttpAgent;
  httpsAgent?: HttpsAgent;
}

let shared: KeepAliveAgents | undefined;

export function keepAliveAgents(): KeepAliveAgents {
  if (shared) return shared;
  const http = globalThis.process?.getBuiltinModule?.("node:http");
  const https = globalThis.process?.getBuiltinModule?.("node:https");
  if (!http || !https) return {};
  const options = { keepAlive: true, scheduling: "lifo", timeout: 5000 } as const;
  shared = { httpAgent: new http.Agent(options), httpsAgent: new https.Agent(options) };
  return shared;
}
