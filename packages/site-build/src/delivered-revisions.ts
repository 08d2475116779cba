/**
 * Which revision the Delivery API (and its CDN) serves now for many entries or assets at once: 100 ids a call
 * (`sys.id[in]`, `select=sys`, include 0), entries and assets separately. An id missing from the answer is not
 * delivered (unpublished, deleted, archived, or not yet published).
 */
import type { ContentfulClientApi } from "contentful";

/** Ids per call (the CDA's default page size, so one page answers them all). */
export const REVISIONS_PER_CALL = 100;

type SysItem = { sys?: { id?: unknown; revision?: unknown } };

/** The revision served for each delivered id among `ids` (absent: not delivered). */
export async function deliveredRevisions(
  sdk: ContentfulClientApi<undefined>,
  kind: "Entry" | "Asset",
  ids: Iterable<string>,
): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  const calls: string[][] = [];
  for (let index = 0; index < unique.length; index += REVISIONS_PER_CALL)
    calls.push(unique.slice(index, index + REVISIONS_PER_CALL));
  const served = new Map<string, number>();
  // The calls go out together: the client's limiter decides how many are in flight.
  await Promise.all(
    calls.map(async (chunk) => {
      const query = { "sys.id[in]": chunk.join(","), select: ["sys"], limit: REVISIONS_PER_CALL };
      const page =
        kind === "Entry"
          ? await sdk.getEntries({ ...query, include: 0 } as never)
          : await sdk.getAssets(query as never);
      for (const item of page.items as unknown as SysItem[]) {
        const id = item.sys?.id;
        if (typeof id === "string") served.set(id, Number(item.sys?.revision ?? 0));
      }
    }),
  );
  return served;
}
