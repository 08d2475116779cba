/** A node:http server on 127.0.0.1 (random port) that forwards requests to a web-standard fetch handler. */
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface TestServer {
  readonly port: number;
  readonly origin: string;
  close(): Promise<void>;
}

function toRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(", "));
  }
  return new Request(`${origin}${request.url ?? "/"}`, { method: request.method ?? "GET", headers });
}

async function forward(
  handler: (request: Request) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const answer = await handler(toRequest(request, origin));
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, key) => {
    headers[key] = value;
  });
  response.writeHead(answer.status, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startTestServer(handler: (request: Request) => Promise<Response>): Promise<TestServer> {
  let origin = "";
  const server = createServer((request, response) => {
    forward(handler, request, response, origin).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
