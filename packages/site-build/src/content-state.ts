/**
 * The delivered state of a space: every entry and asset id with its revision (and an entry's content type), read
 * in pages of 1,000 with only sys fields selected. Comparing two states finds the changes a lost webhook never
 * announced; `deliveredRevision` tells whether the Delivery API (and its CDN) already serves a revision.
 */
import type { ContentfulClientApi } from "contentful";
import type { ContentChange } from "./rules/page-dependencies.js";

export interface DeliveredState {
  entries: Record<string, { revision: number; contentType: string }>;
  assets: Record<string, number>;
}

type SysItem = { sys?: { id?: unknown; revision?: unknown; contentType?: { sys?: { id?: unknown } } } };

const PAGE = 1000;

/** Reads the whole delivered state. */
export async function readDeliveredState(sdk: ContentfulClientApi<undefined>): Promise<DeliveredState> {
  const state: DeliveredState = { entries: {}, assets: {} };
  for (let skip = 0; ; skip += PAGE) {
    const page = await sdk.getEntries({
      select: ["sys.id", "sys.revision", "sys.contentType"],
      limit: PAGE,
      skip,
      order: ["sys.createdAt", "sys.id"],
    } as never);
    for (const item of page.items as unknown as SysItem[]) {
      const id = item.sys?.id;
      const contentType = item.sys?.contentType?.sys?.id;
      if (typeof id === "string")
        state.entries[id] = {
          revision: Number(item.sys?.revision ?? 0),
          contentType: typeof contentType === "string" ? contentType : "",
        };
    }
    if (skip + PAGE >= page.total) break;
  }
  for (let skip = 0; ; skip += PAGE) {
    const page = await sdk.getAssets({
      select: ["sys.id", "sys.revision"],
      limit: PAGE,
      skip,
      order: ["sys.createdAt", "sys.id"],
    } as never);
    for (const item of page.items as unknown as SysItem[]) {
      const id = item.sys?.id;
      if (typeof id === "string") state.assets[id] = Number(item.sys?.revision ?? 0);
    }
    if (skip + PAGE >= page.total) break;
  }
  return state;
}

/** The changes from one state to another: new or newer entries and assets, and those no longer delivered. */
export function diffDeliveredState(before: DeliveredState, after: DeliveredState): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const [id, entry] of Object.entries(after.entries)) {
    const old = before.entries[id];
    if (!old || old.revision !== entry.revision)
      changes.push({ kind: "Entry", id, contentType: entry.contentType || undefined });
  }
  for (const [id, entry] of Object.entries(before.entries)) {
    if (!after.entries[id]) changes.push({ kind: "Entry", id, contentType: entry.contentType || undefined });
  }
  for (const [id, revision] of Object.entries(after.assets)) {
    if (before.assets[id] !== revision) changes.push({ kind: "Asset", id });
  }
  for (const id of Object.keys(before.assets)) {
    if (after.assets[id] === undefined) changes.push({ kind: "Asset", id });
  }
  return changes;
}

/** The revision the Delivery API serves for an entry or asset now, or null when it does not deliver it. */
export async function deliveredRevision(
  sdk: ContentfulClientApi<undefined>,
  kind: "Entry" | "Asset",
  id: string,
): Promise<number | null> {
  const query = { "sys.id": id, select: ["sys.id", "sys.revision"], limit: 1 } as never;
  const page = kind === "Entry" ? await sdk.getEntries(query) : await sdk.getAssets(query);
  const item = page.items[0] as unknown as SysItem | undefined;
  return item ? Number(item.sys?.revision ?? 0) : null;
}
