/**
 * The local receiving server standing in for the lead-automation webhooks: records every POST body byte for
 * byte, and answers GET /received with what it got (for the tests to read).
 */
import { createServer } from "node:http";
import type { Server } from "node:http";

export interface ReceivedRequest {
  path: string;
  contentType: string;
  body: string;
}

export function startReceiver(port: number): Promise<Server> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/received") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", contentType: req.headers["content-type"] ?? "", body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = 200;
      res.end("ok");
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
