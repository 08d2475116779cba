/**
 * A local receiving server for webhook tests: records every request (path, headers, body byte for byte) and
 * answers from a script, one entry per request in turn, its last entry all later ones.
 */
import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  /** The path and query asked for (a followed redirect would show here). */
  path: string;
  headers: IncomingHttpHeaders;
  /** Headers as single strings, as a webhook library reads them. */
  headerValues: Record<string, string>;
  contentType: string;
  idempotencyKey: string;
  body: string;
  /** When the request had been read (ms). */
  at: number;
}

/** A status, or a status with headers (a redirect's Location) and a delay before it is sent. */
export type ReceiverAnswer = number | { status: number; headers?: Record<string, string>; delayMs?: number };

export interface Receiver {
  /** Where to deliver: http://127.0.0.1:PORT/hook */
  url: string;
  /** http://127.0.0.1:PORT, to name other paths (a redirect's target). */
  origin: string;
  received: Received[];
  /** Answers sent (a delayed answer counts once it leaves). */
  answered(): number;
  /** How many requests carried each Idempotency-Key. */
  keyCounts(): Map<string, number>;
  close(): Promise<void>;
}

export async function startReceiver(
  answers: ReceiverAnswer | ReceiverAnswer[] = 200,
  options: { delayMs?: number } = {},
): Promise<Receiver> {
  const received: Received[] = [];
  const script = Array.isArray(answers) ? [...answers] : [answers];
  let current: ReceiverAnswer = script.shift() ?? 200;
  let answered = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headerValues: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headerValues[name] = Array.isArray(value) ? value.join(", ") : value;
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        headerValues,
        contentType: headerValues["content-type"] ?? "",
        idempotencyKey: headerValues["idempotency-key"] ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const answer = typeof current === "number" ? { status: current } : current;
      if (script.length > 0) current = script.shift()!;
      const respond = () => {
        if (res.destroyed) return;
        answered += 1;
        res.writeHead(answer.status, answer.headers ?? {});
        res.end(answer.status < 400 ? "ok" : "refused");
      };
      const delay = answer.delayMs ?? options.delayMs ?? 0;
      if (delay > 0) setTimeout(respond, delay);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/hook`,
    origin,
    received,
    answered: () => answered,
    keyCounts() {
      const counts = new Map<string, number>();
      for (const request of received) counts.set(request.idempotencyKey, (counts.get(request.idempotencyKey) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
