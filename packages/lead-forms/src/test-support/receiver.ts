/** A local receiving server for webhook tests: records every request body byte for byte. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  contentType: string;
  idempotencyKey: string;
  body: string;
}

export async function startReceiver(status = 200, delayMs = 0): Promise<{ url: string; received: Received[]; setStatus: (s: number) => void; close: () => Promise<void> }> {
  const received: Received[] = [];
  let answer = status;
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
      const respond = () => {
        res.statusCode = answer;
        res.end(answer < 400 ? "ok" : "refused");
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
    setStatus: (s) => {
      answer = s;
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
