/** What every `pnpm leads` command is given, and the small helpers they share. */
import type { AppointmentRecord } from "../appointment-store.js";
import type { SubmissionStore } from "../submission-store.js";
import type { SubmissionRecord } from "../types.js";
import { printable } from "./text-format.js";

/**
 * A writer of text. It may return a promise (a stream's write that waits for 'drain'): the commands await it, so a
 * slow reader of a long export holds the export back instead of the text piling up in memory.
 */
export type TextWriter = (text: string) => void | Promise<void>;

export interface LeadsCommandIo {
  store: SubmissionStore;
  stdout: TextWriter;
  stderr: TextWriter;
  now?: () => Date;
  /** Where the database is, for messages (a PostgreSQL address without its password); store.database.location. */
  location?: string;
  /** DATA_DIR: where find and erase look for files of the old store, and erase appends its audit line. */
  dataDir?: string;
  /** Checks a new time for `pnpm appointments reschedule` against the site's schedule (the site's scripts give it). */
  moveSlot?: MoveSlot;
}

/** A new time for an appointment checked against the schedule: the slot and capacity, or the problem in words. */
export type MoveSlot = (
  appointment: AppointmentRecord,
  start: string,
  options: { now: Date; takenSeats: (from: Date, to: Date) => Promise<Map<string, number>> },
) => Promise<{ ok: true; start: Date; end: Date; capacity: number } | { ok: false; message: string }>;

/** The database's location as messages name it. */
export const locationOf = (io: LeadsCommandIo): string => io.location ?? io.store.database.location;

export interface BufferedOutput {
  write(text: string): Promise<void>;
  /** Writes what is held; call it before the command returns (also when it fails, to show how far it got). */
  flush(): Promise<void>;
}

/**
 * Collects small writes (one per row) into chunks of about 64 KB: a 100,000-row export is a few hundred writes to
 * the stream, not 100,000, and never more than one chunk is held.
 */
export function bufferedOutput(writer: TextWriter, chunkSize = 64 * 1024): BufferedOutput {
  let parts: string[] = [];
  let size = 0;
  const flush = async () => {
    if (parts.length === 0) return;
    const text = parts.join("");
    parts = [];
    size = 0;
    await writer(text);
  };
  return {
    async write(text) {
      parts.push(text);
      size += text.length;
      if (size >= chunkSize) await flush();
    },
    flush,
  };
}

/** Writes to a Node stream, waiting for 'drain' when its buffer is full (for apps/web/scripts/leads.ts). */
export function streamWriter(stream: NodeJS.WritableStream): TextWriter {
  return (text) =>
    stream.write(text) ? undefined : new Promise<void>((resolve) => stream.once("drain", () => resolve()));
}

/** An id the database does not hold: exit code 1. */
export async function notFound(io: LeadsCommandIo, id: string): Promise<number> {
  await io.stderr(`No submission ${printable(id)} in ${locationOf(io)}. See pnpm leads list.\n`);
  return 1;
}

export const bodyOf = (record: SubmissionRecord): Record<string, unknown> =>
  typeof record.body === "object" && record.body !== null ? (record.body as Record<string, unknown>) : {};

/** The lead source: the body's documented source field, else the consent record's. */
export const sourceOf = (record: SubmissionRecord): string => {
  const source = bodyOf(record).source;
  return typeof source === "string" ? source : (record.consent?.source ?? "");
};
