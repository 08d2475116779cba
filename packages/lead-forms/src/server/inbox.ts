/** The local inbox: each submission kept durably as one JSON file under DATA_DIR, never served over HTTP. */
import { createHash, randomUUID } from "node:crypto";
import { access, mkdir, open, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export type SubmissionKind = "lead" | "contact";

export interface InboxRecord<T = unknown> {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  /** 'kept': no webhook configured; 'delivered': forwarded OK; 'undelivered': the webhook failed, kept for a retry. */
  status: "kept" | "delivered" | "undelivered";
  body: T;
}

export interface Inbox {
  readonly dir: string;
  save<T>(kind: SubmissionKind, body: T, status: InboxRecord["status"]): Promise<InboxRecord<T>>;
  list(kind: SubmissionKind): Promise<InboxRecord[]>;
  /** Whether a submission with this Idempotency-Key was already delivered or kept. */
  hasKey(kind: SubmissionKind, key: string): Promise<boolean>;
  /** Remembers a delivered or kept submission's Idempotency-Key (stored hashed), so a replay is not acted on twice. */
  rememberKey(kind: SubmissionKind, key: string): Promise<void>;
}

/**
 * An inbox in `${dataDir}/inbox/{leads,contacts}` (handled Idempotency-Keys in `${dataDir}/inbox/keys/`); writes go
 * to a temporary file, are flushed, then renamed.
 */
export function createInbox(dataDir: string): Inbox {
  const dir = join(dataDir, "inbox");
  const folder = (kind: SubmissionKind) => join(dir, kind === "lead" ? "leads" : "contacts");
  const keyFile = (kind: SubmissionKind, key: string) =>
    join(dir, "keys", kind === "lead" ? "leads" : "contacts", createHash("sha256").update(key).digest("hex"));
  return {
    dir,
    async save(kind, body, status) {
      const receivedAt = new Date().toISOString();
      const id = `${receivedAt.replace(/[:.]/g, "-")}-${randomUUID()}`;
      const record: InboxRecord<typeof body> = { id, kind, receivedAt, status, body };
      await mkdir(folder(kind), { recursive: true });
      const target = join(folder(kind), `${id}.json`);
      const temporary = `${target}.tmp`;
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify(record, null, 2));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      return record;
    },
    async hasKey(kind, key) {
      try {
        await access(keyFile(kind, key));
        return true;
      } catch {
        return false;
      }
    },
    async rememberKey(kind, key) {
      const file = keyFile(kind, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, new Date().toISOString(), { mode: 0o600 });
    },
    async list(kind) {
      let names: string[];
      try {
        names = (await readdir(folder(kind))).filter((name) => name.endsWith(".json")).sort();
      } catch {
        return [];
      }
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(folder(kind), name), "utf8")) as InboxRecord));
    },
  };
}
