/** A local receiving server for webhook tests: records every request body byte for byte. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  contentType: string;
  idempotencyKey: string;
  body: string;
}

/**
 * `status` answers every request; a list answers the requests in turn, its last entry all later ones. `answered` counts
 * the answers sent (a delayed answer counts once it leaves).
 */
export async function startReceiver(
  status: number | number[] = 200,
  delayMs = 0,
): Promise<{
  url: string;
  received: Received[];
  answered: () => number;
  setStatus: (s: number) => void;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const script = Array.isArray(status) ? [...status] : [status];
  let answer = script.shift() ?? 200;
  let answered = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        contentType: req.headers["content-type"] ?? "",
        idempotencyKey: String(req.headers["idempotency-key"] ?? ""),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const status = answer;
      if (script.length > 0) answer = script.shift()!;
      const respond = () => {
        answered += 1;
        res.statusCode = status;
        res.end(status < 400 ? "ok" : "refused");
      };
      if (delayMs > 0) setTimeout(respond, delayMs);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answered: () => answered,
    setStatus: (s) => {
      answer = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
