import { describe, expect, it } from "vitest";
import type { ContentfulClientApi } from "contentful";
import { createContentClient, POST_INCLUDE } from "../create-content-client.js";
import { embeddedSpace } from "../embedded/index.js";
import { createCdaAdapter, createCdaEngine } from "../engine/index.js";
import { buildClientParams } from "../create-content-client.js";
import { createClient } from "contentful";
import type { ContentRead } from "./content-reads.js";

/**
 * The Delivery client of the embedded space, every getEntries call sent with `include` replaced when given (also
 * through `withoutLinkResolution`, which the content client reads through).
 */
function deliveryWith(include?: number): ContentfulClientApi<undefined> {
  const sdk = createClient(
    buildClientParams({
      source: { type: "contentful", space: "embedded", accessToken: "embedded", host: "embedded.invalid" },
      adapter: createCdaAdapter(createCdaEngine(embeddedSpace, { spaceId: "embedded" })),
    }),
  );
  if (include === undefined) return sdk;
  const unresolved = sdk.withoutLinkResolution;
  return {
    ...sdk,
    getEntries: (query: Record<string, unknown>) => sdk.getEntries({ ...query, include } as never),
    withoutLinkResolution: {
      ...unresolved,
      getEntries: (query: Record<string, unknown>) => unresolved.getEntries({ ...query, include } as never),
    },
  } as unknown as ContentfulClientApi<undefined>;
}

/** Every post's view model and the record of its call, read through `delivery`. */
async function postsThrough(delivery: ContentfulClientApi<undefined>) {
  const reads: ContentRead[] = [];
  const content = createContentClient({
    strict: true,
    source: { type: "client", client: delivery },
    onRead: (read) => reads.push(read),
  });
  const slugs = (await content.getAllSlugs("blogPost")).sort();
  const out: Array<{ slug: string; post: unknown; read: ContentRead }> = [];
  for (const slug of slugs) {
    reads.length = 0;
    const post = await content.getBlogPost(slug);
    out.push({ slug, post, read: reads.at(-1)! });
  }
  return out;
}

describe("a post's call (getBlogPost) resolves POST_INCLUDE levels of links", () => {
  it("gives every post of the embedded space the same view model and read record as include 10", async () => {
    const shallow = await postsThrough(deliveryWith());
    const deep = await postsThrough(deliveryWith(10));
    expect(shallow.length).toBeGreaterThan(5);
    expect(shallow.map(({ read }) => read.query.include)).toEqual(shallow.map(() => POST_INCLUDE));
    for (const [index, { slug, post, read }] of shallow.entries()) {
      expect(post, slug).toEqual(deep[index]!.post);
      // The recorded query is the one the client sent (include POST_INCLUDE); everything it reached is the same.
      expect(read, slug).toEqual({ ...deep[index]!.read, query: read.query });
    }
  });

  it("is as shallow as that allows: one level less changes what some post's view model or record holds", async () => {
    const shallower = await postsThrough(deliveryWith(POST_INCLUDE - 1));
    const deep = await postsThrough(deliveryWith(10));
    const differs = shallower.some(
      ({ post, read }, index) =>
        JSON.stringify(post) !== JSON.stringify(deep[index]!.post) ||
        JSON.stringify(read.entries) !== JSON.stringify(deep[index]!.read.entries) ||
        JSON.stringify(read.assets) !== JSON.stringify(deep[index]!.read.assets),
    );
    expect(differs).toBe(true);
  });
});
