/**
 * The durable submission store under DATA_DIR/submissions: one JSON file per submission holding the webhook body, its
 * consent record and its delivery state. Every write goes to a temporary file that is flushed (fsync), renamed over
 * the record and followed by a flush of the folder, so an accepted submission survives a crash or `kill -9`.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { ConsentRecord } from "./consent-record.js";

export type SubmissionKind = "lead" | "contact";

/**
 * 'pending': waiting for (another) delivery attempt; 'delivered': the webhook answered 2xx; 'dead': every retry
 * failed (kept, reported); 'kept': no webhook is configured, the office reads it from the store.
 */
export type DeliveryState = "pending" | "delivered" | "dead" | "kept";

/** One delivery attempt, without personal data. */
export interface DeliveryAttempt {
  at: string;
  ok: boolean;
  /** HTTP status, or 0 for a network error or timeout. */
  status: number;
  error?: string;
  durationMs: number;
}

export interface SubmissionRecord<T = unknown> {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  /** Sent as the Idempotency-Key header of every delivery of this submission. */
  idempotencyKey: string;
  /** The documented webhook body, exactly as it is delivered. */
  body: T;
  /** What the visitor was shown and agreed to; never sent in the webhook body. */
  consent: ConsentRecord;
  delivery: {
    state: DeliveryState;
    attempts: DeliveryAttempt[];
    /** When the next attempt is due (pending only). */
    nextAttemptAt: string | null;
    /** Set while an attempt is under way: a record found so after a crash may have reached the webhook. */
    attemptStartedAt: string | null;
    deliveredAt: string | null;
    deadReason: string | null;
  };
}

export interface SubmissionStore {
  readonly dir: string;
  /** Writes a new submission durably (flushed) and returns it. */
  create<T>(init: {
    kind: SubmissionKind;
    body: T;
    consent: ConsentRecord;
    state: "pending" | "kept";
    receivedAt?: Date;
    id?: string;
  }): Promise<SubmissionRecord<T>>;
  /** Replaces a record durably. */
  save(record: SubmissionRecord): Promise<void>;
  get(id: string): Promise<SubmissionRecord | null>;
  /** Every record, oldest first. */
  list(): Promise<SubmissionRecord[]>;
  remove(id: string): Promise<void>;
  /** The submission a visitor's Idempotency-Key already created, if any. */
  idForClientKey(kind: SubmissionKind, key: string): Promise<string | null>;
  rememberClientKey(kind: SubmissionKind, key: string, id: string): Promise<void>;
}

const ID = /^sub_[0-9a-z]+_[0-9a-f]{12}$/;

/** A submission id (sortable by time): sub_<ms base36>_<12 hex>. */
export const newSubmissionId = (now: Date): string =>
  `sub_${now.getTime().toString(36).padStart(9, "0")}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;

export const isSubmissionId = (value: string): boolean => ID.test(value);

/** Writes `text` to `file` durably: temporary file, fsync, rename, fsync of the folder. */
async function writeDurably(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomUUID().slice(0, 8)}.tmp`;
  const handle = await open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  const folder = await open(join(file, ".."), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** The store in `${dataDir}/submissions` (visitors' Idempotency-Keys, hashed, in `keys/`). */
export function createSubmissionStore(dataDir: string): SubmissionStore {
  const dir = join(dataDir, "submissions");
  const keysDir = join(dir, "keys");
  const fileOf = (id: string) => {
    if (!isSubmissionId(id)) throw new Error(`Not a submission id: ${id}`);
    return join(dir, `${id}.json`);
  };
  const keyFile = (kind: SubmissionKind, key: string) =>
    join(keysDir, `${kind}-${createHash("sha256").update(key).digest("hex")}`);
  let ready: Promise<unknown> | undefined;
  const ensureDirs = () => (ready ??= mkdir(keysDir, { recursive: true, mode: 0o700 }));

  const read = async (id: string): Promise<SubmissionRecord | null> => {
    try {
      return JSON.parse(await readFile(fileOf(id), "utf8")) as SubmissionRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };

  return {
    dir,
    async create({ kind, body, consent, state, receivedAt = new Date(), id = newSubmissionId(receivedAt) }) {
      await ensureDirs();
      const record = {
        id,
        kind,
        receivedAt: receivedAt.toISOString(),
        idempotencyKey: `${kind}-${id}`,
        body,
        consent,
        delivery: {
          state,
          attempts: [],
          nextAttemptAt: state === "pending" ? receivedAt.toISOString() : null,
          attemptStartedAt: null,
          deliveredAt: null,
          deadReason: null,
        },
      } satisfies SubmissionRecord<typeof body>;
      await writeDurably(fileOf(id), JSON.stringify(record, null, 2));
      return record;
    },
    async save(record) {
      await ensureDirs();
      await writeDurably(fileOf(record.id), JSON.stringify(record, null, 2));
    },
    get: (id) => (isSubmissionId(id) ? read(id) : Promise.resolve(null)),
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const ids = names
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -5))
        .filter(isSubmissionId)
        .sort();
      const records = await Promise.all(ids.map((id) => read(id).catch(() => null)));
      return records.filter((record): record is SubmissionRecord => record !== null);
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
    async idForClientKey(kind, key) {
      try {
        const id = (await readFile(keyFile(kind, key), "utf8")).trim();
        return isSubmissionId(id) ? id : null;
      } catch {
        return null;
      }
    },
    async rememberClientKey(kind, key, id) {
      await ensureDirs();
      await writeDurably(keyFile(kind, key), id);
    },
  };
}
