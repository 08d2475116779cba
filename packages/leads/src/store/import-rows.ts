/**
 * Bringing in submissions another store kept (the file store's import, a restore): each with its consent record,
 * attempts and keys, and the files that could not be read as named problems, in one transaction.
 */
import type { ImportProblem, SubmissionRecord } from "../types.js";
import { attemptRow, consentRow, submissionRow } from "./rows.js";
import type { StoreContext } from "./store-context.js";

/** A submission an import brings in, with its history. */
export interface ImportedSubmission {
  record: SubmissionRecord;
  /** The visitor's Idempotency-Key hashes that named it. */
  keyHashes?: string[];
}

export interface SubmissionImport {
  /** Inserts imported submissions and problems in one transaction; returns the ids that were new. */
  importAll(submissions: ImportedSubmission[], problems: ImportProblem[]): Promise<Set<string>>;
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

export function createImport({ db, durable }: StoreContext): SubmissionImport {
  return {
    async importAll(submissions, problems) {
      // Multi-row statements (a few hundred rows each): 30,000 submissions are a few hundred statements, not
      // 90,000, so the write lock is held briefly on SQLite and PostgreSQL is not paced by round trips.
      // On disk before the caller moves the files away.
      const imported = await db.transaction().execute(async (trx) => {
        const inserted = new Set<string>();
        for (const chunk of chunks(submissions, 200)) {
          const rows = await trx
            .insertInto("submissions")
            .values(chunk.map(({ record }) => submissionRow(record)))
            .onConflict((conflict) => conflict.column("id").doNothing())
            .returning("id")
            .execute();
          const fresh = new Set(rows.map((row) => row.id));
          for (const id of fresh) inserted.add(id);
          const added = chunk.filter(({ record }) => fresh.has(record.id));
          const consents = added.flatMap(({ record }) =>
            record.consent ? [consentRow(record.id, record.consent)] : [],
          );
          if (consents.length) await trx.insertInto("consent_records").values(consents).execute();
          const attempts = added.flatMap(({ record }) =>
            record.delivery.attempts.map((attempt, index) => attemptRow(record.id, index + 1, attempt, null)),
          );
          for (const part of chunks(attempts, 500)) await trx.insertInto("delivery_attempts").values(part).execute();
          const keys = added.flatMap(({ record, keyHashes = [] }) =>
            keyHashes.map((keyHash) => ({
              kind: record.kind,
              key_hash: keyHash,
              submission_id: record.id,
              created_at: Date.parse(record.receivedAt),
            })),
          );
          for (const part of chunks(keys, 500))
            await trx
              .insertInto("idempotency_keys")
              .values(part)
              .onConflict((conflict) => conflict.columns(["kind", "key_hash"]).doNothing())
              .execute();
        }
        for (const problem of problems)
          await trx
            .insertInto("import_problems")
            .values({
              file: problem.file,
              reason: problem.reason,
              kept_at: problem.keptAt,
              found_at: Date.parse(problem.foundAt),
            })
            .onConflict((conflict) =>
              conflict.column("file").doUpdateSet({ reason: problem.reason, kept_at: problem.keptAt }),
            )
            .execute();
        return inserted;
      });
      await durable();
      return imported;
    },
  };
}
