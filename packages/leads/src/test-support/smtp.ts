/**
 * A real SMTP server on loopback for the tests (the `smtp-server` package speaks the protocol): every message it
 * accepts, with its envelope and the raw MIME, and the parts the tests read (Message-ID, Subject, the text and
 * text/calendar parts, decoded). It can refuse chosen recipients (550) or every connection, and be stopped and
 * started again on the same port.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** The text/calendar part (the invitation), or null. */
  calendar: string | null;
  /** Date.now() when the server accepted it (the end of DATA). */
  at: number;
}

export interface SmtpOptions {
  /** Recipients answered 550 at RCPT TO. */
  refuse?: (address: string) => boolean;
  /** Requires this login (AUTH PLAIN/LOGIN). */
  login?: { user: string; pass: string };
  port?: number;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages per Message-ID (a repeat shows as a count of 2). */
  countById(): Map<string, number>;
  close(): Promise<void>;
}

function decodePart(body: string, encoding: string): string {
  const value = body.replace(/\r\n$/, "");
  if (/base64/i.test(encoding)) return Buffer.from(value.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      value
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  return value;
}

const header = (head: string, name: string): string => {
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match ? match[1]!.trim() : "";
};

/** The leaf parts of a MIME message: content type, encoding and decoded body. */
function leafParts(raw: string): Array<{ type: string; body: string }> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const type = header(head, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary)
    return [
      { type: type.split(";")[0]!.toLowerCase(), body: decodePart(body, header(head, "Content-Transfer-Encoding")) },
    ];
  const pieces = body.split(`--${boundary}`).slice(1);
  return pieces.filter((piece) => !piece.startsWith("--")).flatMap((piece) => leafParts(piece.replace(/^\r\n/, "")));
}

const decodeWord = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, mode: string, text: string) =>
    mode.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodePart(text.replace(/_/g, " "), "quoted-printable"),
  );

export function parseMail(raw: string, envelope: { from: string; to: string[] }, at = Date.now()): ReceivedMail {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  const parts = leafParts(raw);
  return {
    ...envelope,
    raw,
    messageId: header(head, "Message-ID"),
    subject: decodeWord(header(head, "Subject")).replace(/\?=\s+=\?/g, ""),
    text: parts.find((part) => part.type === "text/plain")?.body ?? "",
    html: parts.find((part) => part.type === "text/html")?.body ?? "",
    calendar: parts.find((part) => part.type === "text/calendar")?.body ?? null,
    at,
  };
}

export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: options.login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !options.login,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.login && auth.username === options.login.user && auth.password === options.login.pass)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address))
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const at = Date.now();
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((each) => each.address),
        };
        received.push(parseMail(raw, envelope, at));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const auth = options.login
    ? `${encodeURIComponent(options.login.user)}:${encodeURIComponent(options.login.pass)}@`
    : "";
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    countById() {
      const counts = new Map<string, number>();
      for (const mail of received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
