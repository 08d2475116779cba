import { describe, expect, it } from "vitest";
import { createClient } from "contentful";
import { createCdaAdapter, createCdaEngine } from "@tupelo-medicare/content/engine";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";
import type { ContentfulExport } from "@tupelo-medicare/content/engine";
import { deliveredRevision, diffDeliveredState, readDeliveredState } from "./content-state.js";

const sdkOver = (space: ContentfulExport) =>
  createClient({
    space: "embedded",
    accessToken: "x",
    host: "embedded.invalid",
    adapter: createCdaAdapter(createCdaEngine(space, { spaceId: "embedded" })),
    retryOnError: false,
  });

type Mutable = { entries: Array<{ sys: Record<string, unknown>; fields: Record<string, unknown> }>; assets: unknown[] };

describe("delivered content state", () => {
  it("lists every delivered entry and asset with its revision", async () => {
    const state = await readDeliveredState(sdkOver(embeddedSpace));
    expect(Object.keys(state.entries).length).toBeGreaterThan(50);
    expect(state.entries["post-turning-65-medicare-checklist"]).toEqual({ revision: 1, contentType: "pageBlogPost" });
    expect(Object.keys(state.assets).length).toBeGreaterThan(10);
  });

  it("finds changed, new and removed entries between two states, and the revision served now", async () => {
    const space = structuredClone(embeddedSpace) as unknown as Mutable;
    const before = await readDeliveredState(sdkOver(space as unknown as ContentfulExport));
    const post = space.entries.find((entry) => entry.sys.id === "post-turning-65-medicare-checklist")!;
    post.sys.publishedCounter = 2;
    const removed = space.entries.findIndex((entry) => entry.sys.id === "cat-medicare-basics");
    space.entries.splice(removed, 1);
    const after = sdkOver(space as unknown as ContentfulExport);
    const changes = diffDeliveredState(before, await readDeliveredState(after));
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: "Entry", id: "post-turning-65-medicare-checklist", contentType: "pageBlogPost" },
        { kind: "Entry", id: "cat-medicare-basics", contentType: "category" },
      ]),
    );
    expect(changes).toHaveLength(2);
    expect(await deliveredRevision(after, "Entry", "post-turning-65-medicare-checklist")).toBe(2);
    expect(await deliveredRevision(after, "Entry", "cat-medicare-basics")).toBeNull();
  });
});
