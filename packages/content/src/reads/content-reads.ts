/**
 * What a content client read: every Delivery API call it made (the query, or the entry id), the ids of the
 * items it returned in order, the total, and every entry and asset reached through the answer (linked entries
 * resolved through `include`, rich-text embeds, and links left unresolved because their target is not
 * published), each with the revision it had. A site records this per page to know which pages change when an
 * entry or asset changes, and which pages exist because of it.
 */

import { DEFAULT_ENTRY_DEPTH } from "../internal/plain.js";
import { resolved, withLinkedTargets } from "../internal/links.js";
import type { LinkResolver } from "../internal/links.js";
import { EMBEDDED_VIEW, WHOLE, itemView, linkedView, shownFields } from "./entry-views.js";
import type { EntryView } from "./entry-views.js";
import { fieldHashes } from "./field-hashes.js";
import type { EntryFields } from "./field-hashes.js";

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
  /**
   * The entries this call's view models show only in part, with the fields they show (a post's card: its title,
   * slug, date, author, categories, image and excerpt; see entry-views.ts). Every other entry in `entries` is shown
   * whole. A change to an entry reaches this call only through a field it shows.
   */
  shown?: Record<string, string[]> | undefined;
  /**
   * For the entries in `shown`: each field's hash as delivered in this answer, with the revision (field-hashes.ts).
   * A site keeps them once per entry (recordPage moves them into `SiteDependencies.fields`), to tell which fields a
   * later change altered.
   */
  hashes?: Record<string, EntryFields> | undefined;
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

/** What a walk collects: every entity reached (with revisions), and how much of each entry the view shows. */
type Collected = Pick<ContentRead, "entries" | "assets" | "updatedAt"> & {
  /** Entries shown only in part, with the fields shown (an entry also shown whole is in `whole`). */
  partial?: Map<string, Set<string>>;
  whole?: Set<string>;
  /** The fields of each entry shown in part as first reached, hashed once the walk knows every field shown. */
  hashed?: Map<string, { revision: number; fields: Record<string, unknown> }>;
};

/**
 * Walks an SDK answer from its top-level items, each seen through `view`, and collects every entry and asset
 * reached: resolved by the SDK (links replaced by their targets, possibly circular), or read without link resolution
 * and resolved through `resolve` as each link is reached. Unresolved links count too:
 * publishing their target must re-render the page. A partial view walks only the fields it shows (a card's related
 * posts are not a dependency of the card); the entries linked under a shown field are walked through the view's
 * `via` for that field, else whole. With `maxDepth`, entries further than that many links from a top-level item are
 * recorded (their id is still seen, as a link) but not walked: the client copies view models only that deep
 * (toPlainEntry), so nothing beyond reaches a page.
 */
function walk(
  items: readonly unknown[],
  view: EntryView,
  into: Collected,
  maxDepth: number,
  resolve?: LinkResolver,
): void {
  const record = (sys: Record<string, unknown> & { id: string }, type: "Entry" | "Asset") => {
    const bucket = type === "Entry" ? into.entries : into.assets;
    bucket[sys.id] = Math.max(bucket[sys.id] ?? 0, revisionOf(sys));
    if (typeof sys.updatedAt === "string" && (!into.updatedAt || sys.updatedAt > into.updatedAt))
      into.updatedAt = sys.updatedAt;
  };
  // Breadth first over resolved entries, so an entry reached by two paths counts at its shortest distance.
  const queue: Array<{ node: Record<string, unknown>; view: EntryView; depth: number }> = [];
  const queued = new Set<string>();
  const enqueue = (node: Record<string, unknown>, nodeView: EntryView, depth: number) => {
    const sys = node.sys as Record<string, unknown> & { id: string };
    const key = `${sys.type === "Link" ? "link" : "node"}|${sys.id}|${nodeView.name}`;
    // The same object at a farther distance adds nothing; another copy of it (an SDK answer shares them) neither.
    if (queued.has(key)) return;
    queued.add(key);
    queue.push({ node, view: nodeView, depth });
  };
  /**
   * Finds the entities inside a field's value (rich text, lists, objects), each to be walked through `childView`;
   * with `slimRichText`, an entry embedded or linked in rich text through EMBEDDED_VIEW.
   */
  const scan = (value: unknown, childView: EntryView, depth: number, slimRichText = false) => {
    const seen = new Set<object>();
    const stack: Array<[unknown, EntryView]> = [[value, childView]];
    while (stack.length > 0) {
      const [found, currentView] = stack.pop()!;
      const current = resolved(found, resolve);
      if (!isObject(current) || seen.has(current)) continue;
      seen.add(current);
      if (Array.isArray(current)) {
        for (const item of current) stack.push([item, currentView]);
        continue;
      }
      if (isObject(current.sys) && typeof current.sys.id === "string") {
        const type = current.sys.type === "Link" ? current.sys.linkType : current.sys.type;
        if (type === "Entry" || type === "Asset") {
          enqueue(current, currentView, depth);
          continue;
        }
      }
      const embeds = slimRichText && typeof current.nodeType === "string" && isObject(current.data);
      for (const [key, child] of Object.entries(current)) {
        if (key === "sys" || !isObject(child)) continue;
        if (embeds && key === "data" && isObject(child.target)) {
          stack.push([child.target, EMBEDDED_VIEW]);
          for (const [name, other] of Object.entries(child)) if (name !== "target") stack.push([other, currentView]);
        } else stack.push([child, currentView]);
      }
    }
  };
  scan(items, view, 0);
  for (let index = 0; index < queue.length; index += 1) {
    const { node, view: nodeView, depth } = queue[index]!;
    const sys = node.sys as Record<string, unknown> & { id: string };
    const type = sys.type === "Link" ? sys.linkType : sys.type;
    record(sys, type === "Asset" ? "Asset" : "Entry");
    if (type !== "Entry") continue;
    const fields = sys.type === "Entry" && isObject(node.fields) ? node.fields : undefined;
    // A link (its target not delivered) or an entry the view model never reaches: counts whole.
    if (!fields || depth > maxDepth) {
      into.whole?.add(sys.id);
      continue;
    }
    const names = shownFields(nodeView, withLinkedTargets(fields, resolve));
    if (nodeView.fields === "*") into.whole?.add(sys.id);
    else if (into.partial) {
      const shown = into.partial.get(sys.id) ?? new Set<string>();
      for (const name of names) shown.add(name);
      into.partial.set(sys.id, shown);
      if (into.hashed && !into.hashed.has(sys.id)) into.hashed.set(sys.id, { revision: revisionOf(sys), fields });
    }
    for (const name of names) {
      const value = fields[name];
      if (isObject(value)) scan(value, linkedView(nodeView, name), depth + 1, nodeView.slimRichText === true);
    }
  }
}

/**
 * Walks a resolved SDK answer and collects every entry and asset reached, each shown whole (see `walk`). Without
 * `maxDepth`, the whole resolved graph is walked.
 */
export function collectReferences(
  value: unknown,
  into: Pick<ContentRead, "entries" | "assets" | "updatedAt">,
  maxDepth = Number.POSITIVE_INFINITY,
): void {
  walk(Array.isArray(value) ? value : [value], WHOLE, into, maxDepth);
}

/** Walks a call's items through the view its query implies, and notes the entries it shows only in part. */
function collectShown(
  kind: ContentRead["kind"],
  query: Record<string, unknown>,
  items: unknown[],
  read: ContentRead,
  resolve: LinkResolver | undefined,
) {
  const partial = new Map<string, Set<string>>();
  const whole = new Set<string>();
  const hashed = new Map<string, { revision: number; fields: Record<string, unknown> }>();
  const collected: Collected = { entries: read.entries, assets: read.assets, partial, whole, hashed };
  walk(items, itemView(kind, query), collected, VIEW_MODEL_DEPTH, resolve);
  if (collected.updatedAt) read.updatedAt = collected.updatedAt;
  for (const [id, fields] of partial) {
    if (whole.has(id)) continue;
    const shown = [...fields].sort();
    (read.shown ??= {})[id] = shown;
    // Only the fields shown are hashed: a field the call does not show cannot make its pages stale, and one missing
    // from what is kept counts as changed (changedFields), which reaches only the calls that show it.
    const source = hashed.get(id)!;
    (read.hashes ??= {})[id] = { revision: source.revision, fields: fieldHashes(source.fields, shown) };
  }
}

/**
 * Builds the read record of one SDK answer: resolved by the SDK, or read without link resolution and resolved
 * through `resolve` (internal/links.ts) as the walk reaches each link.
 */
export function describeRead(
  kind: ContentRead["kind"],
  query: Record<string, unknown>,
  answer: unknown,
  resolve?: LinkResolver,
): ContentRead {
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
    collectShown(kind, query, [answer], read, resolve);
    return read;
  }
  const items = isObject(answer) && Array.isArray(answer.items) ? (answer.items as unknown[]) : [];
  for (const item of items) {
    if (isObject(item) && isObject(item.sys) && typeof item.sys.id === "string") read.items.push(item.sys.id);
  }
  read.total = isObject(answer) && typeof answer.total === "number" ? answer.total : items.length;
  collectShown(kind, query, items, read, resolve);
  return read;
}
