/** A local HTTP listener that records webhook calls and answers with scripted statuses (default 200). */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCall {
  readonly method: string;
  /** pathname + search, as called. */
  readonly path: string;
  readonly headers: Record<string, string | undefined>;
  readonly body: string;
  readonly json: unknown;
  readonly at: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly calls: ReceivedCall[];
  /** Statuses for the next calls, in order; once used up, 200. */
  respondWith(...statuses: number[]): void;
  /** Resolves when at least `count` calls arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hooks/contentful?source=local"): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers))
        headers[name] = Array.isArray(value) ? value.join(", ") : value;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      calls.push({ method: req.method ?? "", path: req.url ?? "", headers, body, json, at: Date.now() });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    calls,
    respondWith: (...next) => statuses.push(...next),
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (calls.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} webhook calls, got ${calls.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return calls.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
