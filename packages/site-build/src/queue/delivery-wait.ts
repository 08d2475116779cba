/**
 * The wait before a pass: until the Delivery API serves at least the revision each webhook announced (or no longer
 * serves a removed entity), so a webhook never re-renders old content. Each check asks for up to 100 ids a call
 * (`sys.id[in]`, entries and assets apart, only sys): a bulk publish of 300 entries costs 3 calls a check, not 300.
 * Checks start at once, then back off from CHECK_DELAY_MS to CHECK_DELAY_MAX_MS, for at most `cdnWaitMs`; calls go
 * through the process's shared request limiter (at most 4 in flight, all held after a 429), which preview shares.
 *
 * An announced revision is trusted only when plausible: at most REVISION_STEP_LIMIT above the revision the site was
 * last rendered from (the site record; 0 for an entity it has not seen). A larger one (a replayed or malformed
 * webhook announcing revision 2^53) is logged and clamped: the wait is then for any revision after the rendered one,
 * so it ends as soon as the publish that came with it is served, instead of lasting the whole wait. What is still
 * not served at the deadline is named in the log and rendered as served; reconciliation follows up.
 */
import { sharedDeliveryLimiter } from "@tupelo-medicare/content";
import type { ContentfulClientApi } from "contentful";
import { REVISIONS_PER_CALL, deliveredRevisions } from "../delivered-revisions.js";
import { oneLine } from "../error-text.js";
import { readSiteRecord } from "../site-record.js";
import type { ContentState } from "../site-record.js";
import { keyOf } from "./queued-work.js";
import type { AnnouncedChange } from "./queued-work.js";
import { sleep } from "./wait.js";

/** How far an announced revision may run ahead of the rendered one and still be waited for as announced. */
export const REVISION_STEP_LIMIT = 100;
/** The first wait between two checks of the Delivery API; it doubles up to CHECK_DELAY_MAX_MS. */
export const CHECK_DELAY_MS = 500;
export const CHECK_DELAY_MAX_MS = 5000;
/** Announced changes named in a log line, at most. */
const LOGGED_CHANGES = 5;

export interface DeliveryWaitOptions {
  /** The build folder: its site record says which revisions the pages were rendered from. */
  distDir: string;
  /** A Delivery client, asked for one per check (an export file is read again when it changed). */
  delivery: () => ContentfulClientApi<undefined>;
  /** How long to wait at most. @defaultValue 60000 */
  cdnWaitMs?: number | undefined;
  log: (message: string) => void;
  /** Ends the wait at once (the regenerator is stopping). */
  signal: AbortSignal;
}

/** What the wait needs the Delivery API to serve for one change: a revision, or the entity's absence (null). */
export interface AwaitedChange {
  change: AnnouncedChange;
  atLeast: number | null;
}

const describeAwaited = ({ change, atLeast }: AwaitedChange) =>
  `${change.kind} ${change.id} (${atLeast === null ? "removal" : `revision ${atLeast}`})`;

/**
 * What each change waits for, against the revisions the site was rendered from (`rendered`), announced revisions
 * clamped to what is plausible; a change that announces no revision and no removal waits for nothing.
 */
export function awaitedOf(
  changes: AnnouncedChange[],
  rendered: ContentState | undefined,
  log: (message: string) => void,
): Map<string, AwaitedChange> {
  const awaited = new Map<string, AwaitedChange>();
  for (const change of changes) {
    if (change.removed) {
      awaited.set(keyOf(change), { change, atLeast: null });
      continue;
    }
    if (change.revision === undefined) continue;
    const known = (change.kind === "Entry" ? rendered?.entries[change.id]?.revision : rendered?.assets[change.id]) ?? 0;
    if (change.revision <= known + REVISION_STEP_LIMIT) {
      awaited.set(keyOf(change), { change, atLeast: change.revision });
      continue;
    }
    log(
      `[regenerate] ${change.kind} ${change.id}: announced revision ${change.revision} is implausible (the site was rendered from revision ${known}); waiting for any revision after ${known} instead.`,
    );
    awaited.set(keyOf(change), { change, atLeast: known + 1 });
  }
  return awaited;
}

/** The wait: resolves when the Delivery API serves every change, at the deadline, or on a stop. */
export function createDeliveryWait(options: DeliveryWaitOptions): (changes: AnnouncedChange[]) => Promise<void> {
  const { log, signal } = options;
  return async (changes) => {
    const awaited = awaitedOf(changes, readSiteRecord(options.distDir)?.content, log);
    const total = awaited.size;
    if (total === 0) return;
    const limiter = sharedDeliveryLimiter();
    const rateLimitedBefore = limiter.stats().rateLimited;
    const started = Date.now();
    const deadline = started + (options.cdnWaitMs ?? 60_000);
    let checks = 0;
    let calls = 0;
    for (let delay = CHECK_DELAY_MS; ; delay = Math.min(delay * 2, CHECK_DELAY_MAX_MS)) {
      checks += 1;
      const delivery = options.delivery();
      for (const kind of ["Entry", "Asset"] as const) {
        const open = [...awaited.values()].filter((item) => item.change.kind === kind);
        if (open.length === 0) continue;
        calls += Math.ceil(open.length / REVISIONS_PER_CALL);
        let served: Map<string, number>;
        try {
          served = await deliveredRevisions(
            delivery,
            kind,
            open.map((item) => item.change.id),
          );
        } catch (error) {
          log(
            `[regenerate] checking ${open.length} ${kind.toLowerCase()}(s) on the Delivery API failed: ${oneLine(error)}`,
          );
          continue;
        }
        for (const item of open) {
          const revision = served.get(item.change.id);
          const ready =
            item.atLeast === null ? revision === undefined : revision !== undefined && revision >= item.atLeast;
          if (ready) awaited.delete(keyOf(item.change));
        }
      }
      if (awaited.size === 0 || Date.now() >= deadline || signal.aborted) break;
      await sleep(Math.min(delay, deadline - Date.now()), signal);
    }
    const rateLimited = limiter.stats().rateLimited - rateLimitedBefore;
    const cost = `${checks} check(s), ${calls} Delivery API call(s), ${rateLimited} answered 429, ${Date.now() - started} ms`;
    if (awaited.size === 0) {
      log(`[regenerate] the Delivery API serves all ${total} announced change(s) (${cost})`);
      return;
    }
    const late = [...awaited.values()];
    const named = late.slice(0, LOGGED_CHANGES).map(describeAwaited).join(", ");
    const more = late.length > LOGGED_CHANGES ? `, and ${late.length - LOGGED_CHANGES} more` : "";
    log(
      `[regenerate] the Delivery API does not serve ${late.length} of ${total} announced change(s) yet: ${named}${more}; rendering what it serves, reconciliation will follow up (${cost})`,
    );
  };
}
