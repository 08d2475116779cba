/**
 * Reads a Node request body (`IncomingMessage`) as text, never holding more than `limit` bytes, as `readLimitedText`
 * does for a WHATWG Request. A server on node:http hands it the request it already has, so a submission costs no
 * Request, Headers, AbortSignal or web stream built around it.
 */
import type { IncomingMessage } from "node:http";

/** Reads a body with a limit: its text, or null when it passes the limit (the rest is left unread). */
export type ReadBody = (limit: number) => Promise<string | null>;

/**
 * The body of `incoming` as UTF-8 text, or null when it is over `limit` bytes: declared so (nothing is read) or found
 * so while it streams in (reading stops there). What is left unread is the server's to discard. Rejects when the
 * client goes away before the body ends.
 */
export function readIncomingText(incoming: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(incoming.headers["content-length"] ?? "0");
  if (declared > limit) return Promise.resolve(null);
  if (incoming.readableEnded) return Promise.resolve("");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle();
        incoming.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      settle();
      resolve(Buffer.concat(chunks, size).toString("utf8"));
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onClose = () => {
      settle();
      reject(new Error("the request was closed before its body ended"));
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("close", onClose);
  });
}
