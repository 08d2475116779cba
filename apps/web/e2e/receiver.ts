/**
 * The local receiving server standing in for the lead-automation webhooks: records every POST body byte for
 * byte, and answers GET /received with what it got (for the tests to read).
 */
import { createServer } from "node:http";
import type { Server } from "node:http";

export interface ReceivedRequest {
  path: string;
  contentType: string;
  idempotencyKey: string;
  body: string;
}

export function startReceiver(port: number): Promise<Server> {
  const received: ReceivedRequest[] = [];
  /** Bodies containing one of these are answered 503 (a webhook that is down, for one test's submissions only). */
  const refusing = new Set<string>();
  let refusedCount = 0;
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/received") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      // POST /control/refuse or /control/accept with a marker: start or stop refusing bodies that contain it.
      if (req.url === "/control/refuse" || req.url === "/control/accept") {
        if (req.url === "/control/refuse") refusing.add(body);
        else refusing.delete(body);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ refusing: refusing.size, refused: refusedCount }));
        return;
      }
      if ([...refusing].some((marker) => body.includes(marker))) {
        refusedCount += 1;
        res.statusCode = 503;
        res.end("down");
        return;
      }
      received.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"] ?? "",
        idempotencyKey: String(req.headers["idempotency-key"] ?? ""),
        body,
      });
      res.statusCode = 200;
      res.end("ok");
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
