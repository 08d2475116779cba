import { describe, expect, it } from "vitest";
import type { ContentfulClientApi } from "contentful";
import { ContentError } from "../errors.js";
import { createReadCache } from "../reads/content-reads.js";
import type { ContentRead } from "../reads/content-reads.js";
import { collection, rawEntry } from "../test-support/client-fakes.js";
import { answerCopy, createReader, isUnknownContentType } from "./reader.js";

/** An SDK stand-in that counts its calls; `withoutLinkResolution` answers collections as contentful.js would. */
function fakeSdk(options: { getEntries?: () => Promise<unknown>; getEntry?: () => Promise<unknown> } = {}) {
  const calls: string[] = [];
  const answer = () => collection([rawEntry("p1", "pageBlogPost", { slug: "one" })]);
  const sdk = {
    getEntries: () => {
      calls.push("resolved getEntries");
      return Promise.resolve(answer());
    },
    getEntry: (id: string) => {
      calls.push(`getEntry ${id}`);
      return options.getEntry ? options.getEntry() : Promise.resolve(rawEntry(id, "video", {}));
    },
    withoutLinkResolution: {
      getEntries: () => {
        calls.push("getEntries");
        return options.getEntries ? options.getEntries() : Promise.resolve(answer());
      },
    },
  };
  return { sdk: sdk as unknown as ContentfulClientApi<undefined>, calls };
}

const sdkError = (status: number, name: string, details?: unknown) =>
  Object.assign(new Error(JSON.stringify({ status, statusText: name, message: name, details })), { name });

describe("the reader", () => {
  it("reads collections without the SDK's link resolution and keeps how to copy their entries", async () => {
    const { sdk, calls } = fakeSdk();
    const found = await createReader(sdk, {}).getEntries({ content_type: "pageBlogPost", limit: 1 });
    expect(calls).toEqual(["getEntries"]);
    expect(found.items).toHaveLength(1);
    expect(answerCopy(found)?.resolve).toBeTypeOf("function");
  });

  it("uses the SDK's own getEntries when it has no unresolved variant", async () => {
    const { sdk, calls } = fakeSdk();
    delete (sdk as { withoutLinkResolution?: unknown }).withoutLinkResolution;
    await createReader(sdk, {}).getEntries({ content_type: "pageBlogPost" });
    expect(calls).toEqual(["resolved getEntries"]);
  });

  it("shares one call between readers of one read cache and reports each read to its onRead", async () => {
    const { sdk, calls } = fakeSdk();
    const readCache = createReadCache();
    const reads: ContentRead[] = [];
    const query = { content_type: "pageBlogPost", "fields.slug": "one", limit: 1 };
    const first = await createReader(sdk, { readCache, onRead: (read) => reads.push(read) }).getEntries(query);
    const second = await createReader(sdk, { readCache, onRead: (read) => reads.push(read) }).getEntries({ ...query });
    expect(calls).toEqual(["getEntries"]);
    expect(second).toBe(first);
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ kind: "entries", query, contentType: "pageBlogPost", total: 1 });
    expect(reads[0]!.entries).toHaveProperty("p1");
  });

  it("reads one entry by id and records a missing one as a dependency before it throws", async () => {
    const { sdk } = fakeSdk();
    const reads: ContentRead[] = [];
    const entry = await createReader(sdk, { onRead: (read) => reads.push(read) }).getEntry("v1", 2);
    expect(entry).toMatchObject({ sys: { id: "v1" } });
    expect(reads[0]).toMatchObject({ kind: "entry", query: { "sys.id": "v1", include: 2 } });

    const missing = fakeSdk({ getEntry: () => Promise.reject(sdkError(404, "NotFound")) });
    const missingReads: ContentRead[] = [];
    const read = createReader(missing.sdk, { onRead: (item) => missingReads.push(item) }).getEntry("gone", 2);
    await expect(read).rejects.toBeInstanceOf(ContentError);
    expect(missingReads).toEqual([
      {
        kind: "entry",
        query: { "sys.id": "gone", include: 2 },
        contentType: undefined,
        items: [],
        total: 0,
        entries: { gone: 0 },
        assets: {},
      },
    ]);
  });

  it("reads a content type the space lacks as no entries, and passes other failures on", async () => {
    const unknownType = sdkError(400, "InvalidQuery", {
      errors: [{ name: "unknownContentType", value: "appointmentSettings" }],
    });
    const { sdk } = fakeSdk({ getEntries: () => Promise.reject(unknownType) });
    const reader = createReader(sdk, {});
    expect(await reader.getEntriesOfOptionalType({ content_type: "appointmentSettings", limit: 1 })).toEqual({
      items: [],
      total: 0,
      skip: 0,
      limit: 1,
    });
    await expect(reader.getEntriesOfOptionalType({ content_type: "other", limit: 1 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(reader.getEntries({ content_type: "appointmentSettings" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("isUnknownContentType", () => {
  it("is the 400 naming that content type only", () => {
    const error = sdkError(400, "InvalidQuery", { errors: [{ name: "unknownContentType", value: "x" }] });
    expect(isUnknownContentType(error, "x")).toBe(true);
    expect(isUnknownContentType(error, "y")).toBe(false);
    expect(isUnknownContentType(sdkError(500, "ServerError"), "x")).toBe(false);
  });
});
