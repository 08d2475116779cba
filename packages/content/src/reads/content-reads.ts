/**
 * What a content client read: every Delivery API call it made (the query, or the entry id), the ids of the
 * items it returned in order, the total, and every entry and asset reached through the answer (linked entries
 * resolved through `include`, rich-text embeds, and links left unresolved because their target is not
 * published), each with the revision it had. A site records this per page to know which pages change when an
 * entry or asset changes, and which pages exist because of it.
 */

import { DEFAULT_ENTRY_DEPTH } from "../internal/plain.js";

/** One Delivery API call and what it returned. */
export interface ContentRead {
  /** `entries` for a collection query, `entry` for one entry by id. */
  kind: "entries" | "entry";
  /** The query parameters (collection) or `{ "sys.id": id, include }` (one entry). */
  query: Record<string, unknown>;
  /** The content type the query is about, when it names one. */
  contentType: string | undefined;
  /** Ids of the returned top-level items, in order. */
  items: string[];
  /** The collection's total (1 or 0 for one entry). */
  total: number;
  /** Every entry reached, with its revision (0 for a link whose target was not delivered). */
  entries: Record<string, number>;
  /** Every asset reached, with its revision (0 when not delivered). */
  assets: Record<string, number>;
  /** The latest `sys.updatedAt` among everything reached (ISO), when the answer carried one. */
  updatedAt?: string | undefined;
}

/** Shares identical Delivery API calls between renders (for one build or one regeneration). */
export interface ReadCache {
  get(key: string): Promise<unknown> | undefined;
  set(key: string, value: Promise<unknown>): void;
}

/**
 * A read cache for one pass: a map that keeps the `maxEntries` most recently used answers (shared reads such as the
 * site settings or the latest posts stay; one-page reads make way, so a 1,000-page build does not hold every answer).
 */
export function createReadCache(
  options: { maxEntries?: number } = {},
): ReadCache & { clear(): void; readonly size: number } {
  const maxEntries = options.maxEntries ?? 300;
  const map = new Map<string, Promise<unknown>>();
  return {
    get: (key) => {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set: (key, value) => {
      map.delete(key);
      map.set(key, value);
      if (map.size > maxEntries) map.delete(map.keys().next().value!);
      // A failed call is not shared: the next render asks again.
      value.catch(() => {
        if (map.get(key) === value) map.delete(key);
      });
    },
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

/** A stable key for a query: sorted parameters, arrays joined as the SDK sends them. */
export function readKey(kind: ContentRead["kind"], query: Record<string, unknown>): string {
  const normalised = Object.keys(query)
    .sort()
    .map((key) => {
      const value = query[key];
      return [key, Array.isArray(value) ? value.map(String).join(",") : value] as const;
    });
  return `${kind}:${JSON.stringify(normalised)}`;
}

/** How deep the content client copies linked entries into view models (toPlainEntry's default depth). */
const VIEW_MODEL_DEPTH = DEFAULT_ENTRY_DEPTH;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The revision of a delivered entity's sys (CDA `revision`), 0 when absent. */
function revisionOf(sys: Record<string, unknown>): number {
  return typeof sys.revision === "number" ? sys.revision : 0;
}

/**
 * Walks a resolved SDK answer (items with links replaced by their targets, possibly circular) and collects every
 * entry and asset id reached. Unresolved links count too: publishing their target must re-render the page. With
 * `maxDepth`, entries further than that many links from a top-level item are recorded (their id is still seen, as
 * a link) but not walked: the client copies view models only that deep (toPlainEntry), so nothing beyond reaches a
 * page. Without it, the whole resolved graph is walked.
 */
export function collectReferences(
  value: unknown,
  into: Pick<ContentRead, "entries" | "assets" | "updatedAt">,
  maxDepth = Number.POSITIVE_INFINITY,
): void {
  const record = (sys: Record<string, unknown> & { id: string }, type: "Entry" | "Asset") => {
    const bucket = type === "Entry" ? into.entries : into.assets;
    bucket[sys.id] = Math.max(bucket[sys.id] ?? 0, revisionOf(sys));
    if (typeof sys.updatedAt === "string" && (!into.updatedAt || sys.updatedAt > into.updatedAt))
      into.updatedAt = sys.updatedAt;
  };
  // Breadth first over resolved entries, so an entry reached by two paths counts at its shortest distance.
  const queued = new Set<object>();
  const queue: Array<{ node: unknown; depth: number }> = [{ node: Array.isArray(value) ? value : [value], depth: -1 }];
  for (let index = 0; index < queue.length; index += 1) {
    const { node: root, depth } = queue[index]!;
    if (depth > maxDepth) continue;
    const seen = new Set<object>();
    const stack: unknown[] = [root];
    while (stack.length > 0) {
      const current = stack.pop();
      if (!isObject(current) || seen.has(current)) continue;
      seen.add(current);
      if (Array.isArray(current)) {
        for (const item of current) stack.push(item);
        continue;
      }
      const sys =
        isObject(current.sys) && typeof current.sys.id === "string"
          ? (current.sys as Record<string, unknown> & { id: string })
          : undefined;
      const type = sys ? (sys.type === "Link" ? sys.linkType : sys.type) : undefined;
      if (sys && (type === "Entry" || type === "Asset")) {
        record(sys, type);
        // Another resolved entry is one link further away: walked in its turn.
        if (sys.type === "Entry" && current !== root) {
          if (!queued.has(current)) {
            queued.add(current);
            queue.push({ node: current, depth: depth + 1 });
          }
          continue;
        }
        if (sys.type !== "Entry") continue;
      }
      for (const [key, child] of Object.entries(current)) {
        if (key !== "sys" && isObject(child)) stack.push(child);
      }
    }
  }
}

/** Builds the read record of one SDK answer. */
export function describeRead(kind: ContentRead["kind"], query: Record<string, unknown>, answer: unknown): ContentRead {
  const read: ContentRead = {
    kind,
    query,
    contentType: typeof query.content_type === "string" ? query.content_type : undefined,
    items: [],
    total: 0,
    entries: {},
    assets: {},
  };
  if (kind === "entry") {
    if (isObject(answer) && isObject(answer.sys) && typeof answer.sys.id === "string") {
      read.items.push(answer.sys.id);
      read.total = 1;
      const contentType =
        isObject(answer.sys.contentType) && isObject(answer.sys.contentType.sys)
          ? answer.sys.contentType.sys.id
          : undefined;
      if (typeof contentType === "string") read.contentType = contentType;
    }
    collectReferences(answer, read, VIEW_MODEL_DEPTH);
    return read;
  }
  const items = isObject(answer) && Array.isArray(answer.items) ? (answer.items as unknown[]) : [];
  for (const item of items) {
    if (isObject(item) && isObject(item.sys) && typeof item.sys.id === "string") read.items.push(item.sys.id);
  }
  read.total = isObject(answer) && typeof answer.total === "number" ? answer.total : items.length;
  collectReferences(items, read, VIEW_MODEL_DEPTH);
  return read;
}
