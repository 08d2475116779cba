import { describe, expect, it } from "vitest";
import { createContentClient } from "../create-content-client.js";
import type { ContentClient } from "../create-content-client.js";
import type { ContentfulExport } from "../content-server/index.js";
import { embeddedSpace } from "../embedded/index.js";
import { createCdaAdapter, createCdaEngine } from "../engine/index.js";
import type { ContentRead } from "./content-reads.js";
import { POST_CARD_VIEW, RELATED_POST_VIEW } from "./entry-views.js";

/** A client over a copy of the embedded space changed by `edit` (an export file, fields by locale). */
function clientOver(edit: (space: ContentfulExport) => void, onRead?: (read: ContentRead) => void): ContentClient {
  const space = structuredClone(embeddedSpace);
  edit(space);
  return createContentClient({
    strict: true,
    source: { type: "contentful", space: "embedded", accessToken: "embedded", host: "embedded.invalid" },
    adapter: createCdaAdapter(createCdaEngine(space, { spaceId: "embedded" })),
    ...(onRead ? { onRead } : {}),
  });
}

type Fields = Record<string, Record<string, unknown>>;
const fieldsOf = (space: ContentfulExport, id: string) =>
  space.entries.find((entry) => entry.sys.id === id)!.fields as unknown as Fields;

const POST = "post-initial-enrollment-period-explained";
/** A post listing POST among its related posts. */
const READER = "post-turning-65-medicare-checklist";
const OTHER = "post-working-past-65-and-medicare";

/** Every field of `id`, each changed on its own: to OTHER's value (or another's), or removed. */
function eachFieldChange(id = POST): Array<[string, (space: ContentfulExport) => void]> {
  const fields = fieldsOf(embeddedSpace, id);
  const otherId = id === OTHER ? POST : OTHER;
  return Object.keys(fields).map((name) => [
    name,
    (space) => {
      const entry = fieldsOf(space, id);
      const other = fieldsOf(space, otherId)[name];
      if (other && JSON.stringify(other) !== JSON.stringify(entry[name]) && name !== "slug") entry[name] = other;
      else if (name === "slug") entry[name] = { "en-US": "a-changed-slug" };
      else delete entry[name];
    },
  ]);
}

/**
 * The guard: every field of `id` whose change alters what `view` returns must be one the reads say they show (or a
 * read shows the entry whole). Returns the fields that altered it.
 */
async function fieldsThatShow(view: (client: ContentClient) => Promise<unknown>, id = POST): Promise<string[]> {
  const reads: ContentRead[] = [];
  const before = JSON.stringify(
    await view(
      clientOver(
        () => undefined,
        (read) => reads.push(read),
      ),
    ),
  );
  const shown = new Set<string>();
  let whole = false;
  for (const read of reads) {
    if (read.entries[id] === undefined) continue;
    if (read.shown?.[id]) for (const name of read.shown[id]) shown.add(name);
    else whole = true;
  }
  const showing: string[] = [];
  for (const [name, change] of eachFieldChange(id)) {
    const after = JSON.stringify(await view(clientOver(change)).catch(() => "invalid"));
    if (after !== before) {
      showing.push(name);
      if (!whole) expect(shown, `${name} changes the view but the read does not show it`).toContain(name);
    }
  }
  return showing;
}

describe("entry views follow the client's view models", () => {
  it("a post's card changes only with the fields its read shows (the guard against stale cards)", async () => {
    const showing = await fieldsThatShow(async (client) =>
      (await client.getBlogPosts({ limit: 100 })).items.find((item) => item.id === POST),
    );
    expect(showing).toEqual(expect.arrayContaining(["title", "slug", "excerpt"]));
    expect(showing).not.toContain("contentBody");
  });

  it("a post that another post relates to and links from its body: only what the reader's page shows of it", async () => {
    const showing = await fieldsThatShow((client) => client.getBlogPost("turning-65-medicare-checklist"));
    expect(showing).toEqual(expect.arrayContaining(["title", "slug"]));
    expect(showing).not.toContain("contentBody");
  });

  it("a post's call to action: only the fields its call to action shows", async () => {
    const showing = await fieldsThatShow(
      (client) => client.getBlogPost("turning-65-medicare-checklist"),
      "cta-free-guide",
    );
    expect(showing).toEqual(expect.arrayContaining(["ctaTitle", "ctaButtonText"]));
  });

  it("a call to action that is not a websiteCta shows nothing, so what it links to is no dependency", async () => {
    const reads: ContentRead[] = [];
    await clientOver(
      () => undefined,
      (read) => reads.push(read),
    ).getBlogPost("what-is-irmaa");
    const post = reads.at(-1)!;
    const shown = post.shown?.["video-what-is-medicare-in-five-minutes"] ?? [];
    const videoFields = Object.keys(fieldsOf(embeddedSpace, "video-what-is-medicare-in-five-minutes"));
    expect(videoFields).toEqual(expect.arrayContaining(["title", "relatedVideos"]));
    expect(shown.filter((name) => videoFields.includes(name))).toEqual([]);
    // The video's related videos are not reached through it.
    expect(post.entries["video-medigap-plan-g-explained"]).toBeUndefined();
  });

  it("a post a guide's text links to: only what the guide's page shows of it", async () => {
    const showing = await fieldsThatShow((client) => client.getResourceGuide("medicare-basics-guide"), READER);
    expect(showing).not.toContain("contentBody");
  });
});

describe("what a read records of its views", () => {
  it("a list's cards are shown in part, with each card's field hashes; the cards' related posts are not read", async () => {
    const reads: ContentRead[] = [];
    await clientOver(
      () => undefined,
      (read) => reads.push(read),
    ).getBlogPosts({ limit: 100 });
    const list = reads.at(-1)!;
    expect(list.shown?.[POST]).toEqual([...(POST_CARD_VIEW.fields as string[])].sort());
    // The list asks for the cards' fields alone (select), so those are the fields it hashes: never the body.
    expect(list.query.select).toEqual(["sys", ...(POST_CARD_VIEW.fields as string[]).map((name) => `fields.${name}`)]);
    expect(Object.keys(list.hashes?.[POST]?.fields ?? {}).sort()).toEqual(
      [...(POST_CARD_VIEW.fields as string[])].sort(),
    );
    expect(list.hashes?.[POST]?.revision).toBeGreaterThan(0);
    // A card's category is shown whole; its call to action (never on a card) is no dependency of the list.
    const callToAction = (fieldsOf(embeddedSpace, POST).callToAction?.["en-US"] as { sys: { id: string } }).sys.id;
    const onlyLinkedByCta = embeddedSpace.entries.every(
      (entry) =>
        entry.sys.contentType?.sys.id !== "pageBlogPost" ||
        JSON.stringify(entry.fields.callToAction ?? "").includes(callToAction) ||
        !JSON.stringify(entry.fields).includes(callToAction),
    );
    if (onlyLinkedByCta) expect(list.entries[callToAction]).toBeUndefined();
  });

  it("a post's own read shows it whole, and its related posts and what its body links to in part", async () => {
    const reads: ContentRead[] = [];
    await clientOver(
      () => undefined,
      (read) => reads.push(read),
    ).getBlogPost("turning-65-medicare-checklist");
    const [read] = reads;
    expect(read!.shown?.[READER]).toBeUndefined();
    expect(read!.entries[READER]).toBeGreaterThanOrEqual(1);
    // A related post the body does not link to is shown in part; one the body links to (an entry hyperlink, POST)
    // is shown whole.
    expect(read!.shown?.[OTHER]).toEqual([...(RELATED_POST_VIEW.fields as string[])].sort());
    // POST is related and linked from the body: what both show, never its body.
    expect(read!.shown?.[POST]).toEqual(expect.arrayContaining(["excerpt", "slug", "title"]));
    expect(read!.shown?.[POST]).not.toContain("contentBody");
    // Only what a page shows of an entry is hashed: a related post's body is never hashed.
    expect(Object.keys(read!.hashes?.[OTHER]?.fields ?? {}).sort()).toEqual(
      [...(RELATED_POST_VIEW.fields as string[])].filter((name) => name in fieldsOf(embeddedSpace, OTHER)).sort(),
    );
    expect(read!.hashes?.[OTHER]?.revision).toBeGreaterThan(0);
  });

  it("a select call shows only the fields it selects", async () => {
    const reads: ContentRead[] = [];
    await clientOver(
      () => undefined,
      (read) => reads.push(read),
    ).getAllSlugs("blogPost");
    expect(reads[0]!.shown?.[POST]).toEqual(["slug"]);
    expect(Object.keys(reads[0]!.hashes?.[POST]?.fields ?? {})).toEqual(["slug"]);
  });
});
