import { describe, expect, it } from "vitest";
import type { ContentClient } from "@tupelo-medicare/content";
import { contentClientOf } from "./content-client.js";
import { createQueryClient, QUERY_DEFAULTS } from "./query-client.js";
import { siteSettingsQuery } from "./queries.js";

const stub = (name: string) => ({ getSiteSettings: () => Promise.resolve({ name }) }) as unknown as ContentClient;

describe("query behaviour (docs/product.md: Calls, Constants)", () => {
  it("keeps data fresh 5 minutes, 10 minutes in cache, and leaves retries to the content client", () => {
    const defaults = createQueryClient({ content: stub("a") }).getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    expect(defaults.queries?.retry).toBe(0);
    expect(defaults.mutations?.retry).toBe(1);
    expect(QUERY_DEFAULTS.queryRetries).toBe(0);
  });

  it("gives each render its own content client: two query clients never share content", async () => {
    const one = createQueryClient({ content: stub("one") });
    const two = createQueryClient({ content: stub("two") });
    const [a, b] = await Promise.all([one.fetchQuery(siteSettingsQuery()), two.fetchQuery(siteSettingsQuery())]);
    expect(a).toEqual({ name: "one" });
    expect(b).toEqual({ name: "two" });
    expect(contentClientOf(one)).not.toBe(contentClientOf(two));
  });

  it("does not retry a failed read on top of the content client", async () => {
    let calls = 0;
    const failing = {
      getSiteSettings: () => ((calls += 1), Promise.reject(Object.assign(new Error("down"), { status: 503 }))),
    } as unknown as ContentClient;
    await expect(createQueryClient({ content: failing }).fetchQuery(siteSettingsQuery())).rejects.toThrow("down");
    expect(calls).toBe(1);
  });
});
