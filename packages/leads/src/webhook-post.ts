/**
 * One webhook POST over node:http(s) with kept-alive connections: the status and the Location header, nothing else
 * read. Redirects are never followed (the caller treats a 3xx as a failed attempt).
 *
 * Why not `fetch`: undici's fetch builds a WHATWG Request, Headers, an AbortSignal and a body stream for each call,
 * about three times the CPU of node:http for a small JSON POST, and the delivery shares the event loop with the
 * visitors' requests.
 */
import http from "node:http";
import https from "node:https";

export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
  /** The whole attempt (connection, sending, the answer's status line). */
  timeoutMs: number;
}

export interface WebhookAnswer {
  status: number;
  /** The Location header of a redirect, as sent. */
  location: string | null;
}

/** Posts one delivery; rejects with a `TimeoutError` when no answer came within the time, or the network error. */
export type WebhookPost = (url: string, request: WebhookRequest) => Promise<WebhookAnswer>;

export class WebhookTimeoutError extends Error {
  override name = "TimeoutError";
}

export interface WebhookPoster {
  post: WebhookPost;
  /** Closes the kept connections. */
  close(): void;
}

/**
 * A poster with its own connection pools (`maxSockets` per host). Idle connections close after `idleMs`, or sooner
 * when the receiver's `Keep-Alive: timeout=N` says so; a request that meets a kept connection closed by the receiver
 * at that moment (ECONNRESET before any answer) is sent once more on a new one, which is safe: every delivery carries
 * its Idempotency-Key.
 */
export function createWebhookPoster(options: { maxSockets?: number; idleMs?: number } = {}): WebhookPoster {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 8, timeout: options.idleMs ?? 4_000 };
  const agents = { "http:": new http.Agent(agentOptions), "https:": new https.Agent(agentOptions) };

  const once = (target: URL, request: WebhookRequest, deadline: number, retried: boolean): Promise<WebhookAnswer> =>
    new Promise((resolve, reject) => {
      const transport = target.protocol === "https:" ? https : http;
      const agent = target.protocol === "https:" ? agents["https:"] : agents["http:"];
      let settled = false;
      const req = transport.request(target, {
        method: "POST",
        agent,
        headers: { ...request.headers, "content-length": Buffer.byteLength(request.body) },
      });
      const timer = setTimeout(
        () => req.destroy(new WebhookTimeoutError(`no answer within ${request.timeoutMs} ms`)),
        Math.max(0, deadline - Date.now()),
      );
      req.on("response", (res) => {
        settled = true;
        clearTimeout(timer);
        const location = res.headers.location;
        // The answer's body is not read: drained, so the connection goes back to the pool.
        res.resume();
        res.on("error", () => undefined);
        resolve({ status: res.statusCode ?? 0, location: typeof location === "string" ? location : null });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (req.reusedSocket && !retried && error.code === "ECONNRESET" && Date.now() < deadline)
          resolve(once(target, request, deadline, true));
        else reject(error);
      });
      req.end(request.body);
    });

  return {
    post(url, request) {
      return once(new URL(url), request, Date.now() + request.timeoutMs, false);
    },
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
