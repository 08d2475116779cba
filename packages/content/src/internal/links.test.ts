import { describe, expect, it } from "vitest";
import { createClient } from "contentful";
import { buildClientParams } from "../create-content-client.js";
import { embeddedSpace } from "../embedded/index.js";
import { createCdaAdapter, createCdaEngine } from "../engine/index.js";
import { describeRead } from "../reads/content-reads.js";
import { POST_VIEW } from "../reads/entry-views.js";
import { createLinkResolver } from "./links.js";
import { toPlainEntry } from "./plain.js";

/** The embedded space through the real SDK, with the engine's stored entries handed out uncopied (as the site does). */
function embeddedSdk() {
  return createClient(
    buildClientParams({
      source: { type: "contentful", space: "embedded", accessToken: "embedded", host: "embedded.invalid" },
      adapter: createCdaAdapter(createCdaEngine(embeddedSpace, { spaceId: "embedded" }), { copy: false }),
    }),
  );
}

const link = (id: string, linkType = "Entry") => ({ sys: { type: "Link", linkType, id } });

describe("createLinkResolver", () => {
  it("gives every post of the embedded space the copy and read record contentful.js's own resolution gives", async () => {
    const sdk = embeddedSdk();
    const posts = await sdk.getEntries({ content_type: "pageBlogPost", select: ["fields.slug"], limit: 1000 });
    expect(posts.items.length).toBeGreaterThan(5);
    for (const item of posts.items) {
      const query = { content_type: "pageBlogPost", "fields.slug": item.fields.slug, include: 4, limit: 1 };
      const resolvedAnswer = await sdk.getEntries(query);
      const rawAnswer = await sdk.withoutLinkResolution.getEntries(query);
      const resolve = createLinkResolver(rawAnswer);
      const slug = item.fields.slug as string;
      expect(toPlainEntry(rawAnswer.items[0], undefined, { resolve }), slug).toEqual(
        toPlainEntry(resolvedAnswer.items[0]),
      );
      expect(describeRead("entries", query, rawAnswer, resolve), slug).toEqual(
        describeRead("entries", query, resolvedAnswer),
      );
    }
  });

  it("never changes the answer (the engine's stored entries are shared, not copied)", async () => {
    const sdk = embeddedSdk();
    const query = { content_type: "pageBlogPost", include: 4, limit: 20 };
    const rawAnswer = await sdk.withoutLinkResolution.getEntries(query);
    const before = JSON.stringify(rawAnswer);
    const resolve = createLinkResolver(rawAnswer);
    for (const item of rawAnswer.items) {
      toPlainEntry(item, undefined, { resolve });
      toPlainEntry(item, undefined, { resolve, view: POST_VIEW });
    }
    describeRead("entries", query, rawAnswer, resolve);
    expect(JSON.stringify(rawAnswer)).toBe(before);
    // A later answer from the same engine still holds links, not resolved entries.
    const again = await sdk.withoutLinkResolution.getEntries(query);
    expect(JSON.stringify(again)).toBe(before);
  });

  it("finds entries and assets by type and id, in the items and every include list; anything else stays unresolved", () => {
    const post = { sys: { type: "Entry", id: "p" }, fields: {} };
    const other = { sys: { type: "Entry", id: "o" }, fields: {} };
    const image = { sys: { type: "Asset", id: "i" }, fields: {} };
    const resolve = createLinkResolver({ items: [post], includes: { Entry: [other], Asset: [image] } });
    expect(resolve(link("p"))).toBe(post);
    expect(resolve(link("o"))).toBe(other);
    expect(resolve(link("i", "Asset"))).toBe(image);
    // Same id, other type; a link the answer does not hold (not published, or past `include`).
    expect(resolve(link("i"))).toBeUndefined();
    expect(resolve(link("missing"))).toBeUndefined();
    expect(resolve({ sys: { type: "Link", linkType: "ContentType", id: "p" } })).toBeUndefined();
  });

  it("resolves Contentful resource links by their URN's space, environment and entry, as contentful.js does", () => {
    const inSpace = {
      sys: {
        type: "Entry",
        id: "e1",
        space: { sys: { id: "s1" } },
        environment: { sys: { id: "master" } },
      },
      fields: {},
    };
    const resolve = createLinkResolver({ items: [], includes: { Entry: [inSpace] } });
    const resource = (urn: string, linkType = "Contentful:Entry") => ({ sys: { type: "ResourceLink", linkType, urn } });
    expect(resolve(resource("crn:contentful:::content:spaces/s1/entries/e1"))).toBe(inSpace);
    expect(resolve(resource("crn:contentful:::content:spaces/s1/environments/master/entries/e1"))).toBe(inSpace);
    expect(resolve(resource("crn:contentful:::content:spaces/s2/entries/e1"))).toBeUndefined();
    expect(resolve(resource("crn:contentful:::content:spaces/s1/environments/staging/entries/e1"))).toBeUndefined();
    expect(resolve(resource("not a urn"))).toBeUndefined();
    expect(resolve(resource("crn:contentful:::content:spaces/s1/entries/e1", "Other:Thing"))).toBeUndefined();
  });
});
