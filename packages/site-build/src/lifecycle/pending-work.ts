/**
 * The work a stop leaves unrendered: kept in the build folder beside the site record (never served) and queued again
 * at the next start, so a change announced just before a restart still reaches its pages.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { messageOf } from "../error-text.js";
import type { Regenerator, UnfinishedWork } from "../regenerator.js";

/** The changes a stop left unrendered (in the build folder, beside the site record; never served). */
export const PENDING_FILE = ".regenerate-pending.json";

const pendingFile = (distDir: string) => join(distDir, PENDING_FILE);

/** Writes what a stop left unrendered (temporary file + rename), or nothing when all is done. */
export function keepPending(distDir: string, work: UnfinishedWork, log: (message: string) => void): void {
  const count = work.changes.length + work.paths.length + (work.all ? 1 : 0);
  if (count === 0) return;
  const file = pendingFile(distDir);
  try {
    // Merged with what an earlier stop left, should that never have been picked up.
    const earlier = readPending(file);
    const merged: UnfinishedWork = {
      changes: [...(earlier?.changes ?? []), ...work.changes],
      all: work.all || (earlier?.all ?? false),
      paths: [...new Set([...(earlier?.paths ?? []), ...work.paths])],
    };
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(merged));
    renameSync(temporary, file);
    log(
      `[regenerate] stopping: ${work.changes.length} change(s)${work.all ? ", all pages" : ""}${work.paths.length ? `, ${work.paths.length} path(s)` : ""} not yet on the pages kept for the next start (${PENDING_FILE})`,
    );
  } catch (error) {
    log(
      `[regenerate] stopping: ${count} unrendered change(s) could not be kept (${messageOf(error)}); reconciliation will find them`,
    );
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The kept work, or undefined when there is none; throws naming the file when it cannot be read. */
function readPending(file: string): UnfinishedWork | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Partial<UnfinishedWork>;
  const changes = value.changes;
  const valid =
    Array.isArray(changes) &&
    changes.every(
      (change) =>
        typeof change === "object" &&
        change !== null &&
        (change.kind === "Entry" || change.kind === "Asset") &&
        typeof change.id === "string",
    ) &&
    typeof value.all === "boolean" &&
    isStringArray(value.paths);
  if (!valid) throw new Error(`${file} is not a list of changes`);
  return value as UnfinishedWork;
}

/**
 * Queues what the last stop kept, and removes the file. A file that cannot be read is named in the log, moved aside
 * (…json.unreadable) and answered with a full re-render, since what it held is unknown.
 */
export function resumePending(
  distDir: string,
  regenerator: Pick<Regenerator, "enqueue" | "enqueueAll" | "enqueuePaths">,
  log: (message: string) => void,
): void {
  const file = pendingFile(distDir);
  let work: UnfinishedWork | undefined;
  try {
    work = readPending(file);
  } catch (error) {
    log(
      `[regenerate] ${file} could not be read (${messageOf(error)}): kept as ${PENDING_FILE}.unreadable; rendering every page instead`,
    );
    try {
      renameSync(file, `${file}.unreadable`);
    } catch {
      // already gone: nothing to keep
    }
    regenerator.enqueueAll();
    return;
  }
  if (!work) return;
  rmSync(file, { force: true });
  log(
    `[regenerate] resuming what the last stop left: ${work.changes.length} change(s)${work.all ? ", all pages" : ""}${work.paths.length ? `, ${work.paths.length} path(s)` : ""}`,
  );
  if (work.changes.length) regenerator.enqueue(work.changes);
  if (work.all) regenerator.enqueueAll();
  if (work.paths.length) regenerator.enqueuePaths(work.paths);
}
