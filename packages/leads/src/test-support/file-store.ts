/**
 * Files as the earlier versions wrote them (lead-forms' server/submission-store.ts and server/legacy-inbox.ts), for
 * the import's tests: DATA_DIR/submissions/<id>.json, submissions/keys/<kind>-<sha256 hex of the key> and
 * DATA_DIR/inbox/{leads,contacts}/*.json. Written synchronously, so tens of thousands take a moment.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { hashClientKey } from "../submission-store.js";
import type { DeliveryAttempt, DeliveryState, SubmissionKind } from "../types.js";
import { sampleLead } from "./records.js";

/** The file store's record: the old consent record has no served wording, the delivery no count or lease. */
export interface OldSubmissionFile {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
  consent: {
    consentText: string | null;
    consentVersion: string | null;
    disclosureText: string | null;
    disclosureVersion: string | null;
    tpmoDisclaimer: { version: string; effectiveDate: string | null } | null;
    page: string | null;
    source: string;
    receivedAt: string;
    userAgent: string | null;
  };
  delivery: {
    state: DeliveryState;
    attempts: DeliveryAttempt[];
    nextAttemptAt: string | null;
    attemptStartedAt: string | null;
    deliveredAt: string | null;
    deadReason: string | null;
  };
}

/** A submission id of the file store for the index'th test record, received at `receivedAt`. */
export const oldId = (index: number, receivedAt = "2026-11-20T15:00:00.000Z"): string =>
  `sub_${Date.parse(receivedAt).toString(36).padStart(9, "0")}_${index.toString(16).padStart(12, "0")}`;

export function oldRecord(
  index: number,
  init: { kind?: SubmissionKind; receivedAt?: string; delivery?: Partial<OldSubmissionFile["delivery"]> } = {},
): OldSubmissionFile {
  const kind = init.kind ?? "lead";
  const receivedAt = init.receivedAt ?? "2026-11-20T15:00:00.000Z";
  const id = oldId(index, receivedAt);
  return {
    id,
    kind,
    receivedAt,
    idempotencyKey: `${kind}-${id}`,
    body: sampleLead(index),
    consent: {
      consentText: kind === "contact" ? "I agree to be contacted." : null,
      consentVersion: kind === "contact" ? "sha256:1111111111111111" : null,
      disclosureText: "By requesting the guide, you agree.",
      disclosureVersion: "sha256:0000000000000000",
      tpmoDisclaimer: { version: "sha256:2222222222222222", effectiveDate: "2026-10-01" },
      page: "/blog/a-post",
      source: "Blog Sidebar",
      receivedAt,
      userAgent: "test",
    },
    delivery: {
      state: "pending",
      attempts: [],
      nextAttemptAt: receivedAt,
      attemptStartedAt: null,
      deliveredAt: null,
      deadReason: null,
      ...init.delivery,
    },
  };
}

const write = (dataDir: string, relative: string, content: string) => {
  const file = join(dataDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** Writes a record as the file store did (pretty-printed JSON named by its id); returns its path under DATA_DIR. */
export function writeOldRecord(dataDir: string, record: OldSubmissionFile | Record<string, unknown>, name?: string) {
  const relative = `submissions/${name ?? `${String(record.id)}.json`}`;
  write(dataDir, relative, JSON.stringify(record, null, 2));
  return relative;
}

/** Writes a visitor's Idempotency-Key file naming `id`; returns its path under DATA_DIR. */
export function writeOldKey(dataDir: string, kind: SubmissionKind, key: string, id: string): string {
  const relative = `submissions/keys/${kind}-${hashClientKey(key)}`;
  write(dataDir, relative, id);
  return relative;
}

/** Writes any file under DATA_DIR (a damaged record, a *.tmp leftover); returns its path. */
export function writeDataFile(dataDir: string, relative: string, content: string): string {
  write(dataDir, relative, content);
  return relative;
}

/** Writes a file of the older inbox; returns its path under DATA_DIR. */
export function writeInboxFile(
  dataDir: string,
  folder: "leads" | "contacts",
  name: string,
  record: { kind?: SubmissionKind; receivedAt?: string; status?: "kept" | "delivered" | "undelivered"; body?: unknown },
): string {
  const relative = `inbox/${folder}/${name}`;
  write(dataDir, relative, JSON.stringify(record, null, 2));
  return relative;
}
