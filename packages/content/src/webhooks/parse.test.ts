import { describe, expect, it } from "vitest";
import { parseWebhook, webhookPayload, WebhookParseError } from "./index.js";

const entry = {
  metadata: { tags: [] },
  sys: {
    id: "post-1",
    type: "Entry",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
    publishedAt: "2025-01-02T00:00:00.000Z",
    version: 5,
    publishedVersion: 4,
    publishedCounter: 2,
    space: { sys: { type: "Link", linkType: "Space", id: "space-a" } },
    environment: { sys: { type: "Link", linkType: "Environment", id: "master" } },
    contentType: { sys: { type: "Link", linkType: "ContentType", id: "pageBlogPost" } },
  },
  fields: { title: { "en-US": "Hello" }, slug: { "en-US": "hello" } },
};

describe("parseWebhook", () => {
  it("reads a publish webhook", () => {
    const { topic, body } = webhookPayload("publish", entry);
    const webhook = parseWebhook(topic, JSON.stringify(body));
    expect(webhook).toMatchObject({
      topic: "ContentManagement.Entry.publish",
      kind: "Entry",
      action: "publish",
      id: "post-1",
      contentType: "pageBlogPost",
      revision: 2,
      updatedAt: "2025-01-02T00:00:00.000Z",
      removed: false,
    });
  });

  it("reads tombstones as removals", () => {
    for (const action of ["unpublish", "delete"] as const) {
      const { topic, body } = webhookPayload(action, entry, { now: Date.UTC(2026, 0, 1) });
      const webhook = parseWebhook(topic, JSON.stringify(body));
      expect(webhook).toMatchObject({
        kind: "Entry",
        action,
        id: "post-1",
        contentType: "pageBlogPost",
        removed: true,
      });
      expect(webhook.updatedAt).toBe("2026-01-01T00:00:00.000Z");
    }
    expect(parseWebhook("ContentManagement.Asset.archive", '{"sys":{"id":"img"}}')).toMatchObject({
      kind: "Asset",
      removed: true,
    });
  });

  it("prefers publishedCounter, then revision, then publishedVersion", () => {
    expect(
      parseWebhook("ContentManagement.Entry.publish", '{"sys":{"id":"a","revision":3,"publishedVersion":9}}').revision,
    ).toBe(3);
    expect(parseWebhook("ContentManagement.Entry.publish", '{"sys":{"id":"a","publishedVersion":9}}').revision).toBe(9);
    expect(parseWebhook("ContentManagement.Entry.save", '{"sys":{"id":"a"}}').revision).toBeUndefined();
  });

  it("accepts other topics and bodies without sys", () => {
    const webhook = parseWebhook("ContentManagement.Task.create", '{"custom":true}');
    expect(webhook).toMatchObject({ kind: "other", action: "create", id: "", contentType: undefined, removed: false });
    expect(parseWebhook("ContentManagement.ContentType.unpublish", '{"sys":{"id":"page"}}').kind).toBe("ContentType");
  });

  it("throws a WebhookParseError on bad input", () => {
    expect(() => parseWebhook(undefined, "{}")).toThrow(WebhookParseError);
    expect(() => parseWebhook(undefined, "{}")).toThrow("Missing X-Contentful-Topic header");
    expect(() => parseWebhook("publish", "{}")).toThrow(/Malformed X-Contentful-Topic 'publish'/);
    expect(() => parseWebhook("ContentManagement.Entry.publish", "{")).toThrow(/is not valid JSON/);
    expect(() => parseWebhook("ContentManagement.Entry.publish", "[1]")).toThrow(/must be a JSON object, got an array/);
  });
});

describe("webhookPayload", () => {
  it("sends the entity in management format on publish, with sys.revision", () => {
    const { topic, body } = webhookPayload("publish", entry, { spaceId: "local", environmentId: "staging" });
    expect(topic).toBe("ContentManagement.Entry.publish");
    expect(body).toEqual({
      metadata: { tags: [] },
      sys: {
        ...entry.sys,
        space: { sys: { type: "Link", linkType: "Space", id: "local" } },
        environment: { sys: { type: "Link", linkType: "Environment", id: "staging" } },
        revision: 2,
      },
      fields: entry.fields,
    });
  });

  it("sends a tombstone without fields on unpublish and delete", () => {
    const { topic, body } = webhookPayload("unpublish", entry, { now: new Date("2026-02-01T00:00:00.000Z") });
    expect(topic).toBe("ContentManagement.Entry.unpublish");
    expect(body).toEqual({
      sys: {
        type: "DeletedEntry",
        id: "post-1",
        space: { sys: { type: "Link", linkType: "Space", id: "space-a" } },
        environment: { sys: { type: "Link", linkType: "Environment", id: "master" } },
        contentType: { sys: { type: "Link", linkType: "ContentType", id: "pageBlogPost" } },
        revision: 2,
        createdAt: "2025-01-01T00:00:00.000Z",
        updatedAt: "2026-02-01T00:00:00.000Z",
        deletedAt: "2026-02-01T00:00:00.000Z",
      },
    });
    const asset = { sys: { id: "img-1", type: "Asset" }, fields: { file: {} } };
    expect(webhookPayload("delete", asset)).toMatchObject({
      topic: "ContentManagement.Asset.delete",
      body: { sys: { type: "DeletedAsset", id: "img-1" } },
    });
  });

  it("infers the kind from the shape and keeps content type bodies whole", () => {
    const contentType = {
      sys: { id: "category" },
      name: "Category",
      displayField: "name",
      fields: [{ id: "name", type: "Symbol" }],
    };
    const { topic, body } = webhookPayload("publish", contentType);
    expect(topic).toBe("ContentManagement.ContentType.publish");
    expect(body).toMatchObject({
      name: "Category",
      displayField: "name",
      fields: contentType.fields,
      sys: { type: "ContentType", revision: 1 },
    });
    expect(webhookPayload("archive", { sys: { id: "x", contentType: entry.sys.contentType }, fields: {} }).topic).toBe(
      "ContentManagement.Entry.archive",
    );
    expect(() => webhookPayload("publish", { sys: { id: "x" } })).toThrow(/set sys.type/);
  });

  it("does not share objects with the entity", () => {
    const { body } = webhookPayload("save", entry) as { body: { fields: { title: Record<string, string> } } };
    body.fields.title["en-US"] = "Changed";
    expect(entry.fields.title["en-US"]).toBe("Hello");
  });
});
