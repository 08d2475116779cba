/**
 * Draft preview against the local content server's Preview API (the token "preview" on the same host): a draft
 * post is visible in preview with the banner and noindex, absent from the published site; a saved (unpublished)
 * change to a published post shows in preview only; Exit preview returns to the published site.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectControlsShow } from "./a11y-checks.js";
import { axeViolations, collectErrors } from "./helpers.js";
import { startRegenerationSite, until } from "./regeneration-harness.js";
import type { ExportEntity } from "@tupelo-medicare/content/content-server";
import type { RegenerationSite } from "./regeneration-harness.js";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const RUN = randomBytes(3).toString("hex");
const SECRET = `preview-${randomBytes(16).toString("hex")}`;
const DRAFT_SLUG = `draft-${RUN}-medicare-notes`;
const DRAFT_TITLE = `Draft ${RUN}: notes nobody has published`;
const PUBLISHED = "turning-65-medicare-checklist";
const SAVED_TITLE = `Saved ${RUN}: a title change not yet published`;

let site: RegenerationSite;
let publishedTitle = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startRegenerationSite({ previewSecret: SECRET });
  site.editSpace((space) => {
    const posts = space.entries.filter((entry) => entry.sys.contentType?.sys.id === "pageBlogPost");
    const template = posts[0]!;
    const draft = structuredClone<ExportEntity>(template);
    draft.sys = {
      ...draft.sys,
      id: `draft-${RUN}`,
      version: 1,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    for (const key of ["publishedVersion", "publishedAt", "publishedCounter", "firstPublishedAt"])
      delete draft.sys[key];
    draft.fields = {
      ...draft.fields,
      title: { "en-US": DRAFT_TITLE },
      slug: { "en-US": DRAFT_SLUG },
      publishedDate: { "en-US": "2030-01-01" },
    };
    space.entries.push(draft);
    // A draft saved before its required fields are filled in: preview says what keeps it from showing.
    space.entries.push({
      ...structuredClone(draft),
      sys: { ...draft.sys, id: `bare-${RUN}` },
      fields: { title: { "en-US": `Bare ${RUN}` }, slug: { "en-US": `bare-${RUN}` } },
    });
    const post = posts.find((entry) => entry.fields.slug?.["en-US"] === PUBLISHED)!;
    publishedTitle = String(post.fields.title?.["en-US"]);
    post.fields.title = { "en-US": SAVED_TITLE };
    post.sys.version = Number(post.sys.publishedVersion) + 2;
  });
  // The content server reloads the file (a draft save sends no webhook): wait for its Preview API to serve it.
  await until("the draft in the Preview API", async () => {
    const response = await fetch(
      `${site.content.url}/spaces/embedded/environments/master/entries?sys.id=draft-${RUN}`,
      { headers: { authorization: "Bearer preview" } },
    );
    const body = (await response.json()) as { total?: number };
    return body.total === 1 ? true : undefined;
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("servers.log", { body: site.describe(), contentType: "text/plain" });
});

test("the published site has no draft, and preview does not exist for a wrong secret", async ({ page }) => {
  const draft = await page.goto(`${site.url}/blog/${DRAFT_SLUG}`);
  expect(draft?.status()).toBe(404);
  await page.goto(`${site.url}/blog/${PUBLISHED}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publishedTitle);
  const wrong = await page.goto(`${site.url}/api/preview?secret=wrong&path=/blog/${DRAFT_SLUG}`);
  expect(wrong?.status()).toBe(401);
  await page.goto(`${site.url}/blog/${DRAFT_SLUG}`);
  await expect(page.getByText("Preview: this page shows unpublished changes")).toHaveCount(0);
});

test("a draft post is visible in preview with the banner and noindex; exit returns to the published site", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  const response = await page.goto(`${site.url}/api/preview?secret=${SECRET}&path=/blog/${DRAFT_SLUG}`);
  expect(page.url()).toBe(`${site.url}/blog/${DRAFT_SLUG}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["content-security-policy"]).toContain(
    "frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TITLE);
  await expect(page.getByRole("region", { name: "Draft preview" })).toContainText(
    "Preview: this page shows unpublished changes",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator("h1")).toHaveAttribute("data-contentful-entry-id", `draft-${RUN}`);
  await expect(page.locator("h1")).toHaveAttribute("data-contentful-field-id", "title");
  expect(await axeViolations(page)).toEqual([]);
  // In forced colours (Windows High Contrast) the banner's text and its links still show.
  await page.emulateMedia({ forcedColors: "active" });
  const banner = page.getByRole("region", { name: "Draft preview" });
  expect(await expectControlsShow(page, banner, "preview banner")).toBeGreaterThanOrEqual(1);
  await page.emulateMedia({ forcedColors: "none" });

  // Links to drafts resolve in preview: the blog list shows the draft first (its date is the latest).
  await page.goto(`${site.url}/blog`);
  await expect(page.getByRole("heading", { name: DRAFT_TITLE })).toBeVisible();
  // A published post with a saved, unpublished change shows the change.
  await page.goto(`${site.url}/blog/${PUBLISHED}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAVED_TITLE);

  await page.getByRole("link", { name: "Exit preview" }).click();
  await expect(page).toHaveURL(`${site.url}/blog/${PUBLISHED}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publishedTitle);
  await expect(page.getByText("Preview: this page shows unpublished changes")).toHaveCount(0);
  expect(errors).toEqual([]);
  // The draft is gone with preview (the 404 page logs its own console line).
  const after = await page.goto(`${site.url}/blog/${DRAFT_SLUG}`);
  expect(after?.status()).toBe(404);
  // Nothing of preview reached the build output or the sitemap.
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(DRAFT_SLUG);
});

test("an incomplete draft shows what keeps it from showing", async ({ page }) => {
  await page.goto(`${site.url}/api/preview?secret=${SECRET}&type=pageBlogPost&id=bare-${RUN}`);
  expect(page.url()).toBe(`${site.url}/blog/bare-${RUN}`);
  const bar = page.getByRole("region", { name: "Draft preview" });
  await expect(bar).toContainText("Not shown until complete");
  await expect(bar.getByRole("listitem").first()).toContainText(`bare-${RUN}`);
  await expect(bar.getByRole("listitem").first()).toContainText("publishedDate");
  await page.goto(`${site.url}/api/preview/exit`);
});

test("an entry opened by type and id goes to its own page, never to an address from the query", async ({ page }) => {
  await page.goto(
    `${site.url}/api/preview?secret=${SECRET}&type=pageBlogPost&id=draft-${RUN}&path=${encodeURIComponent("//example.com/")}`,
  );
  expect(page.url()).toBe(`${site.url}/blog/${DRAFT_SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TITLE);
  const open = await page.request.get(
    `${site.url}/api/preview?secret=${SECRET}&path=${encodeURIComponent("https://example.com/")}`,
    { maxRedirects: 0 },
  );
  expect(open.status()).toBe(400);
  await page.goto(`${site.url}/api/preview/exit`);
});
