import { describe, expect, it } from "vitest";
import { createClient } from "contentful";
import { createCdaAdapter, createCdaEngine } from "@tupelo-medicare/content/engine";
import type { CdaAxiosAdapter, ContentfulExport } from "@tupelo-medicare/content/engine";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";
import { deliveredRevisions } from "./delivered-revisions.js";

type Mutable = { entries: Array<{ sys: Record<string, unknown> }>; assets: Array<{ sys: Record<string, unknown> }> };

/** A raw client over the space in process, recording each call's path and query. */
function recordingClient(space: ContentfulExport) {
  const calls: Array<{ path: string; params: Record<string, unknown> }> = [];
  const inner = createCdaAdapter(createCdaEngine(space, { spaceId: "embedded" }));
  const adapter: CdaAxiosAdapter = (config) => {
    calls.push({
      path: String(config.url).split("/").pop()!,
      params: { ...(config.params as Record<string, unknown>) },
    });
    return inner(config);
  };
  const sdk = createClient({ space: "embedded", accessToken: "x", host: "embedded.invalid", adapter });
  return { sdk, calls };
}

describe("delivered revisions in batches", () => {
  it("reads 250 entry ids in 3 calls of at most 100 (sys.id[in], select sys, include 0); absent ids are not delivered", async () => {
    const space = structuredClone(embeddedSpace) as unknown as Mutable;
    const post = space.entries.find((entry) => entry.sys.id === "post-turning-65-medicare-checklist")!;
    post.sys.publishedCounter = 7;
    const { sdk, calls } = recordingClient(space as unknown as ContentfulExport);
    const missing = Array.from({ length: 248 }, (_, index) => `gone-${index}`);
    const ids = [
      "post-turning-65-medicare-checklist",
      ...missing.slice(0, 120),
      "cat-medicare-basics",
      ...missing.slice(120),
    ];
    const served = await deliveredRevisions(sdk, "Entry", [...ids, "cat-medicare-basics"]);
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.path).toBe("entries");
      expect(String(call.params["sys.id[in]"]).split(",").length).toBeLessThanOrEqual(100);
      expect(call.params).toMatchObject({ include: 0, select: "sys", limit: 100 });
    }
    expect(calls.flatMap((call) => String(call.params["sys.id[in]"]).split(",")).sort()).toEqual([...ids].sort());
    expect(Object.fromEntries(served)).toEqual({ "post-turning-65-medicare-checklist": 7, "cat-medicare-basics": 1 });
  });

  it("reads assets on their own endpoint", async () => {
    const space = structuredClone(embeddedSpace) as unknown as Mutable;
    const assetId = String(space.assets[0]!.sys.id);
    const { sdk, calls } = recordingClient(space as unknown as ContentfulExport);
    const served = await deliveredRevisions(sdk, "Asset", [assetId, "no-such-asset"]);
    expect(calls.map((call) => call.path)).toEqual(["assets"]);
    expect(calls[0]!.params).not.toHaveProperty("include");
    expect([...served.keys()]).toEqual([assetId]);
  });

  it("makes no call for no ids", async () => {
    const { sdk, calls } = recordingClient(embeddedSpace);
    expect((await deliveredRevisions(sdk, "Entry", [])).size).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
