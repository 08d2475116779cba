import { describe, expect, it } from "vitest";
import type { ContentfulExport } from "../export-file/types.js";
import { buildFixtureSpace } from "../engine/test-support/fixture-space.js";
import { RevisionLedger, entitiesOf, stableStringify } from "./revision-ledger.js";
import type { EntityKind } from "./revision-ledger.js";
import { diffSpaces } from "./space-diff.js";

type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = (): Mutable => JSON.parse(JSON.stringify(buildFixtureSpace())) as Mutable;
const entry = (space: Mutable, id: string): Mutable => (space.entries as Mutable[]).find((item) => item.sys.id === id)!;
const served = (space: ContentfulExport, kind: EntityKind, id: string) =>
  entitiesOf(space, kind).find((entity) => entity.sys.id === id)!.sys;
const T1 = new Date("2026-03-01T10:00:00.000Z");
const T2 = new Date("2026-03-01T10:05:00.000Z");
const asSpace = (space: Mutable) => space as ContentfulExport;
const events = (before: ContentfulExport, after: ContentfulExport) =>
  diffSpaces(before, after).map((event) => `${event.kind}.${event.action} ${String(event.entity.sys.id)}`);

describe("RevisionLedger", () => {
  it("serves an unchanged file as it is", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    const first = ledger.serve(asSpace(space), T1);
    expect(served(first, "Entry", "post-a")).toEqual(entry(space, "post-a").sys);
    const again = ledger.serve(asSpace(fixture()), T2);
    expect(served(again, "Entry", "post-a")).toEqual(served(first, "Entry", "post-a"));
    expect(events(first, again)).toEqual([]);
  });

  it("bumps the revision of an entry edited without a counter change, monotonically", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    const before = ledger.serve(asSpace(space), T1);
    const original = entry(space, "post-a").sys as Mutable;
    entry(space, "post-a").fields.title["en-US"] = "Edited once";
    const once = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T1);
    expect(served(once, "Entry", "post-a")).toMatchObject({
      publishedCounter: 2,
      publishedVersion: original.version + 1,
      version: original.version + 2,
      publishedAt: T1.toISOString(),
      updatedAt: T1.toISOString(),
      firstPublishedAt: original.firstPublishedAt,
    });
    expect(events(before, once)).toEqual(["Entry.publish post-a"]);
    entry(space, "post-a").fields.title["en-US"] = "Edited twice";
    const twice = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T2);
    expect(served(twice, "Entry", "post-a")).toMatchObject({ publishedCounter: 3, publishedAt: T2.toISOString() });
    expect(served(twice, "Entry", "post-b")).toEqual(served(before, "Entry", "post-b"));
  });

  it("takes the file's own revision when it is higher, and bumps past it when it falls behind", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    ledger.serve(asSpace(space), T1);
    Object.assign(entry(space, "post-b").sys, { publishedCounter: 7, publishedVersion: 12, version: 13 });
    const raised = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T1);
    expect(served(raised, "Entry", "post-b")).toMatchObject({ publishedCounter: 7, publishedVersion: 12 });
    Object.assign(entry(space, "post-b").sys, { publishedCounter: 2 });
    const lowered = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T2);
    expect(served(lowered, "Entry", "post-b")).toMatchObject({
      publishedCounter: 8,
      publishedVersion: 14,
      version: 15,
    });
  });

  it("keeps a hand-edited publishedAt while bumping", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    ledger.serve(asSpace(space), T1);
    entry(space, "post-c").sys.publishedAt = "2025-12-24T08:00:00.000Z";
    const next = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T2);
    expect(served(next, "Entry", "post-c")).toMatchObject({
      publishedCounter: 2,
      publishedAt: "2025-12-24T08:00:00.000Z",
      updatedAt: T2.toISOString(),
    });
  });

  it("ignores key order", () => {
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(stableStringify({ a: [{ c: 3, d: 2 }], b: 1 }));
  });
});

describe("diffSpaces", () => {
  it("announces unpublish, delete, archive and republish with a higher revision", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    const first = ledger.serve(asSpace(space), T1);

    delete entry(space, "post-b").sys.publishedVersion;
    space.entries = (space.entries as Mutable[]).filter((item) => item.sys.id !== "post-c");
    entry(space, "post-d").sys.archivedVersion = 3;
    const second = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T1);
    expect(events(first, second)).toEqual(["Entry.unpublish post-b", "Entry.archive post-d", "Entry.delete post-c"]);
    expect(served(second, "Entry", "post-d").publishedVersion).toBeUndefined();
    const tombstone = diffSpaces(first, second)[0]!;
    expect(tombstone.entity.sys).toEqual(served(first, "Entry", "post-b"));

    entry(space, "post-b").sys.publishedVersion = 1;
    delete entry(space, "post-d").sys.archivedVersion;
    const third = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T2);
    expect(events(second, third)).toEqual(["Entry.publish post-b", "Entry.unarchive post-d", "Entry.publish post-d"]);
    expect(served(third, "Entry", "post-b").publishedCounter).toBe(2);
  });

  it("orders content types, assets, entries, then removed content types", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    const first = ledger.serve(asSpace(space), T1);
    const types = space.contentTypes as Mutable[];
    types[0]!.name = "Renamed";
    const removedType = types.splice(types.length - 1, 1)[0]!;
    space.entries = (space.entries as Mutable[]).filter((item) => item.sys.contentType.sys.id !== removedType.sys.id);
    (space.assets as Mutable[])[0]!.fields.title["en-US"] = "New title";
    entry(space, "post-a").fields.slug["en-US"] = "new-slug";
    const next = ledger.serve(asSpace(JSON.parse(JSON.stringify(space)) as Mutable), T2);
    const list = events(first, next);
    expect(list[0]).toBe(`ContentType.publish ${types[0]!.sys.id}`);
    expect(list[1]).toBe(`Asset.publish ${(space.assets as Mutable[])[0]!.sys.id}`);
    expect(list).toContain("Entry.publish post-a");
    expect(list[list.length - 1]).toBe(`ContentType.unpublish ${removedType.sys.id}`);
    expect(served(next, "ContentType", String(types[0]!.sys.id)).publishedCounter).toBe(2);
  });

  it("keeps the published copy for delivery when a draft is saved over it (version above publishedVersion + 1)", () => {
    const ledger = new RevisionLedger();
    const space = fixture();
    const first = ledger.serveBoth(asSpace(space), T1);
    const draft = fixture();
    entry(draft, "post-a").fields.title["en-US"] = "Part A, draft";
    entry(draft, "post-a").sys.version = entry(draft, "post-a").sys.publishedVersion + 3;
    const saved = ledger.serveBoth(asSpace(draft), T2);
    const title = (copy: ContentfulExport) =>
      (entitiesOf(copy, "Entry").find((entity) => entity.sys.id === "post-a")!.fields as Mutable).title[
        "en-US"
      ] as string;
    expect(title(saved.delivered)).toBe("Understanding Medicare Part A");
    expect(title(saved.preview)).toBe("Part A, draft");
    expect(events(first.delivered, saved.delivered)).toEqual([]);
    // Publishing it (publishedVersion raised) delivers the new title.
    const published = fixture();
    entry(published, "post-a").fields.title["en-US"] = "Part A, draft";
    entry(published, "post-a").sys.publishedVersion = entry(draft, "post-a").sys.version;
    entry(published, "post-a").sys.version = entry(published, "post-a").sys.publishedVersion + 1;
    const live = ledger.serveBoth(asSpace(published), T2);
    expect(title(live.delivered)).toBe("Part A, draft");
    expect(events(saved.delivered, live.delivered)).toEqual(["Entry.publish post-a"]);
  });

  it("puts never-published drafts in the preview copy only as the file holds them", () => {
    const ledger = new RevisionLedger();
    const { preview } = ledger.serveBoth(asSpace(fixture()), T1);
    expect(served(preview, "Entry", "draft-post").publishedVersion).toBeUndefined();
  });
});
