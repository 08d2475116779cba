/** The Preview API client from the environment: drafts of the embedded space or a space file, in process. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildFixtureSpace } from "../engine/test-support/fixture-space.js";
import { ContentConfigError } from "../errors.js";
import { createDeliveryClientFromEnv, createPreviewClientFromEnv, previewAvailable } from "./index.js";

const dir = mkdtempSync(join(tmpdir(), "preview-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("createPreviewClientFromEnv", () => {
  it("previews the drafts of CONTENT_SPACE_FILE, which delivery leaves out", async () => {
    const file = join(dir, "space.json");
    writeFileSync(file, JSON.stringify(buildFixtureSpace()));
    const env = { CONTENT_SPACE_FILE: file };
    const preview = createPreviewClientFromEnv(env);
    const delivery = createDeliveryClientFromEnv(env);
    const query = { content_type: "pageBlogPost", "fields.slug": "draft-post" };
    expect((await preview.getEntries(query)).items.map((item) => item.fields.title)).toEqual(["Draft Post"]);
    expect((await delivery.getEntries(query)).total).toBe(0);
  });

  it("previews the embedded space with no configuration", async () => {
    expect(previewAvailable({})).toBe(true);
    const posts = await createPreviewClientFromEnv({}).getEntries({ content_type: "pageBlogPost", limit: 1 });
    expect(posts.total).toBeGreaterThan(10);
  });

  it("refuses a Contentful space without a preview token, with a clear message", () => {
    const env = { CONTENTFUL_SPACE_ID: "abc", CONTENTFUL_ACCESS_TOKEN: "tok" };
    expect(previewAvailable(env)).toBe(false);
    expect(() => createPreviewClientFromEnv(env)).toThrow(ContentConfigError);
    expect(() => createPreviewClientFromEnv(env)).toThrow(/CONTENTFUL_PREVIEW_ACCESS_TOKEN/);
    expect(previewAvailable({ ...env, CONTENTFUL_PREVIEW_ACCESS_TOKEN: "p" })).toBe(true);
  });
});
