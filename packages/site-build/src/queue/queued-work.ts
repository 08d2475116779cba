/**
 * The regenerator's queued work: announced changes (one per entity, merged), a full re-render asked for, paths to
 * re-render. A pass takes all of it at once; a pass that fails gives its batch back under whatever arrived meanwhile
 * (the newer announcement wins, a revision to wait for is kept); a stop hands the rest back as UnfinishedWork.
 */
import type { ContentChange } from "../rules/page-dependencies.js";

/** A change as a webhook announced it. */
export interface AnnouncedChange extends ContentChange {
  /** The revision the Delivery API must serve before rendering (publish). */
  revision?: number | undefined;
  /** The entity left the Delivery API (unpublish, delete, archive): wait until it is gone. */
  removed?: boolean;
}

/** What was queued or being rendered when the regenerator stopped: nothing of it is on the pages yet. */
export interface UnfinishedWork {
  changes: AnnouncedChange[];
  all: boolean;
  paths: string[];
}

/** One pass's share of the work: everything queued when it started. */
export type WorkBatch = UnfinishedWork;

export interface QueuedWork {
  /** Merges changes with the ones queued (per entity: the latest announcement, the highest revision). */
  merge(changes: Iterable<AnnouncedChange>): void;
  addAll(): void;
  addPaths(paths: Iterable<string>): void;
  hasWork(): boolean;
  /** How much is queued, as the status counts it (changes and paths, and one for a full re-render). */
  size(): number;
  /** Takes everything queued, leaving nothing. */
  take(): WorkBatch;
  /** A failed pass's batch, back under what was queued since (newer announcements win). */
  giveBack(batch: WorkBatch): void;
  /** What is queued, as it is handed back at a stop. */
  unfinished(): UnfinishedWork;
}

export const keyOf = (change: ContentChange) => `${change.kind}:${change.id}`;

export function createQueuedWork(): QueuedWork {
  let changes = new Map<string, AnnouncedChange>();
  let all = false;
  let paths = new Set<string>();

  const merge = (incoming: Iterable<AnnouncedChange>) => {
    for (const change of incoming) {
      const previous = changes.get(keyOf(change));
      const revision = Math.max(previous?.revision ?? 0, change.revision ?? 0) || undefined;
      // The latest announcement says whether it is gone; a revision to wait for is kept.
      changes.set(keyOf(change), {
        ...previous,
        ...change,
        revision,
        contentType: change.contentType ?? previous?.contentType,
      });
    }
  };

  return {
    merge,
    addAll() {
      all = true;
    },
    addPaths(added) {
      for (const path of added) paths.add(path);
    },
    hasWork: () => changes.size > 0 || all || paths.size > 0,
    size: () => changes.size + paths.size + (all ? 1 : 0),
    take() {
      const batch = { changes: [...changes.values()], all, paths: [...paths] };
      changes = new Map();
      all = false;
      paths = new Set();
      return batch;
    },
    giveBack(batch) {
      const newer = changes;
      changes = new Map();
      merge(batch.changes);
      merge(newer.values());
      all ||= batch.all;
      for (const path of batch.paths) paths.add(path);
    },
    unfinished: () => ({ changes: [...changes.values()], all, paths: [...paths] }),
  };
}
