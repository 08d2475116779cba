/**
 * Submissions kept by earlier versions in DATA_DIR/inbox/{leads,contacts} ('kept' without a webhook, 'undelivered'
 * when it failed) move into the submission store once: undelivered ones are queued for delivery, nothing rots in a
 * file. The old file is moved to DATA_DIR/inbox/imported/ after its record is written.
 */
import { mkdir, readdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import type { SubmissionKind, SubmissionStore } from "./submission-store.js";

interface LegacyRecord {
  kind?: SubmissionKind;
  receivedAt?: string;
  status?: "kept" | "delivered" | "undelivered";
  body?: { source?: unknown };
}

/** Imports the legacy inbox; returns how many submissions were queued and kept. */
export async function importLegacyInbox(
  dataDir: string,
  store: SubmissionStore,
  options: { queue: boolean },
): Promise<{ queued: number; kept: number }> {
  const result = { queued: 0, kept: 0 };
  for (const [kind, folder] of [
    ["lead", "leads"],
    ["contact", "contacts"],
  ] as const) {
    const dir = join(dataDir, "inbox", folder);
    let names: string[];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith(".json"));
    } catch {
      continue;
    }
    const imported = join(dataDir, "inbox", "imported", folder);
    await mkdir(imported, { recursive: true });
    for (const name of names.sort()) {
      const legacy = JSON.parse(await readFile(join(dir, name), "utf8")) as LegacyRecord;
      if (legacy.status !== "delivered" && legacy.body) {
        const receivedAt = new Date(legacy.receivedAt ?? Date.now());
        const state = legacy.status === "undelivered" && options.queue ? "pending" : "kept";
        await store.create({
          kind,
          body: legacy.body,
          consent: {
            consentText: null,
            consentVersion: null,
            disclosureText: null,
            disclosureVersion: null,
            tpmoDisclaimer: null,
            page: null,
            source: typeof legacy.body.source === "string" ? legacy.body.source : "",
            receivedAt: receivedAt.toISOString(),
            userAgent: null,
          },
          state,
          receivedAt,
        });
        result[state === "pending" ? "queued" : "kept"] += 1;
      }
      await rename(join(dir, name), join(imported, name));
    }
  }
  return result;
}
