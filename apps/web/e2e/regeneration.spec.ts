/**
 * The running site regenerates its own pages when Contentful's webhooks arrive: a change to the space file of the
 * local content server (which sends signed, Contentful-shaped webhooks) reaches the pages a visitor opens, the blog
 * lists, the home page and sitemap.xml; a bad signature changes nothing; a failing Delivery API leaves the last good
 * pages and the pass is retried. Everything runs against a private copy of dist (see regeneration-harness.ts).
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { signRequest, webhookPayload } from "@tupelo-medicare/content/webhooks";
import { collectErrors, hydrateAllIslands, waitForHydration } from "./helpers.js";
import { regenerateAll, startRegenerationSite, WEBHOOK_PATH } from "./regeneration-harness.js";
import type { ContentfulExport, ExportEntity } from "@tupelo-medicare/content/content-server";
import type { RegenerationSite } from "./regeneration-harness.js";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A mark unique to this run, in titles and slugs (letters and digits only: nothing to escape in HTML). */
const RUN = randomBytes(3).toString("hex");
/** How long a change may take to reach the pages (a pass renders up to every page of the site). */
const REGENERATION_TIMEOUT = 60_000;

let site: RegenerationSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startRegenerationSite({ cdnWait: "10s", reconcileInterval: "0" });
  // dist may have been regenerated in place by someone else: start from exactly the space file.
  await regenerateAll(site);
});

test.afterAll(async () => {
  await site?.stop();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("servers.log", { body: site.describe(), contentType: "text/plain" });
});

const at = (path: string) => `${site.url}${path}`;
const today = () => new Date().toISOString().slice(0, 10);

function entry(space: ContentfulExport, id: string): ExportEntity {
  const found = space.entries.find((candidate) => candidate.sys.id === id);
  if (!found) throw new Error(`No entry ${id} in the space file`);
  return found;
}
const field = (item: ExportEntity, name: string) => item.fields[name]?.["en-US"];

/** The server's answer to a GET, redirects not followed. */
async function get(path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(at(path), { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The result links of the server's /search page for `query`. */
async function searchHrefs(query: string): Promise<string[]> {
  const { html } = await get(`/search?q=${encodeURIComponent(query)}`);
  const list = html.slice(html.indexOf('aria-label="Results for'));
  return [...list.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((match) => match[1]!);
}

/** Polls GET `path` until `check` holds (a deadline, never a fixed wait). */
async function waitForServed(path: string, what: string, check: (answer: Awaited<ReturnType<typeof get>>) => boolean) {
  await expect
    .poll(async () => check(await get(path).catch(() => ({ status: 0, location: null, html: "" }))), {
      message: `${path}: ${what}`,
      timeout: REGENERATION_TIMEOUT,
      intervals: [100, 250, 500],
    })
    .toBe(true);
}

/** Waits for the pass that follows a change (the server logs it after every file and the record are written). */
async function waitForPass(from: number, detail?: RegExp) {
  const { line } = await site.waitForLog(/^\[regenerate\] \d+ change\(s\)/, { from, timeout: REGENERATION_TIMEOUT });
  if (detail) expect(line).toMatch(detail);
  return line;
}

/** The lastmod sitemap.xml gives a path, or undefined when it is not listed. */
async function sitemapLastmod(path: string): Promise<string | undefined> {
  const { status, html } = await get("/sitemap.xml");
  expect(status).toBe(200);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<loc>[^<]*${escaped}</loc><lastmod>([^<]+)</lastmod>`).exec(html)?.[1];
}

const blogCards = (page: Page) => page.getByRole("region", { name: "Blog posts" }).locator("li h2 a");
const homePosts = (page: Page) =>
  page.getByRole("region", { name: "Latest From Our Blog" }).locator("li a[href^='/blog/']");
const hrefsOf = (cards: Locator) => cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Opens a page as a visitor would and waits until its islands are live. */
async function open(page: Page, path: string, { allIslands = false } = {}) {
  const response = await page.goto(at(path));
  expect(response?.status(), `${path} status`).toBe(200);
  await waitForHydration(page);
  if (allIslands) await hydrateAllIslands(page);
}

async function blogHrefs(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  return (await hrefsOf(blogCards(page))).filter((href): href is string => href !== null);
}

test("an edited post title reaches the post, /blog, the home page and sitemap.xml", async ({ page }) => {
  const { errors } = collectErrors(page);
  const id = "post-initial-enrollment-period-explained";
  const original = entry(site.readSpace(), id);
  const slug = String(field(original, "slug"));
  const oldTitle = String(field(original, "title"));
  const newTitle = `Initial Enrollment Period Explained ${RUN}`;

  await open(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldTitle);

  const from = site.logs.length;
  const editedOn = today();
  site.editSpace((space) => {
    entry(space, id).fields.title!["en-US"] = newTitle;
  });
  await waitForServed(
    `/blog/${slug}`,
    `shows '${newTitle}'`,
    ({ status, html }) => status === 200 && html.includes(newTitle),
  );
  await waitForPass(from, /rendered \d+ page\(s\)/);

  await open(page, `/blog/${slug}`, { allIslands: true });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);

  await open(page, "/blog", { allIslands: true });
  await expect(blogCards(page).filter({ hasText: newTitle })).toHaveAttribute("href", `/blog/${slug}`);
  await expect(blogCards(page).filter({ hasText: oldTitle })).toHaveCount(0);

  await open(page, "/", { allIslands: true });
  await expect(homePosts(page).filter({ hasText: newTitle })).toHaveAttribute("href", `/blog/${slug}`);
  await expect(homePosts(page).filter({ hasText: oldTitle })).toHaveCount(0);

  // The search index follows: the new title's mark finds the post.
  expect(await searchHrefs(RUN)).toContain(`/blog/${slug}`);

  // The content server stamps the edit's updatedAt with now (UTC); sitemap.xml gives the page that date.
  expect([editedOn, today()]).toContain(await sitemapLastmod(`/blog/${slug}`));
  expect(errors).toEqual([]);
});

test.describe("a new post", () => {
  const id = `post-regen-e2e-${RUN}`;
  const slug = `regen-e2e-${RUN}`;
  const title = `Regeneration Check ${RUN}`;
  let pageOneBefore: string[] = [];
  let pageTwoBefore: string[] = [];

  test("a post newer than all others is first on /blog and shifts /blog?page=2", async ({ page }) => {
    const { errors } = collectErrors(page);
    pageOneBefore = await blogHrefs(page, "/blog");
    pageTwoBefore = await blogHrefs(page, "/blog?page=2");
    expect(pageOneBefore).toHaveLength(6);
    expect(pageTwoBefore.length).toBeGreaterThan(0);
    expect(await sitemapLastmod(`/blog/${slug}`)).toBeUndefined();

    const from = site.logs.length;
    site.editSpace((space) => {
      const posts = space.entries.filter((item) => item.sys.contentType?.sys.id === "pageBlogPost");
      const newest = Math.max(...posts.map((item) => Date.parse(String(field(item, "publishedDate")))));
      const template = structuredClone(entry(space, "post-initial-enrollment-period-explained"));
      const now = new Date().toISOString();
      template.sys = {
        ...template.sys,
        id,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
        firstPublishedAt: now,
        version: 2,
        publishedVersion: 1,
        publishedCounter: 1,
      };
      template.fields.title = { "en-US": title };
      template.fields.internalName = { "en-US": `Blog post: ${title}` };
      template.fields.slug = { "en-US": slug };
      template.fields.publishedDate = { "en-US": new Date(newest + 86_400_000).toISOString() };
      template.fields.seoFields = { "en-US": { title, description: `A post added by the regeneration test ${RUN}.` } };
      space.entries.push(template);
    });
    await waitForServed(`/blog/${slug}`, "answers 200", ({ status, html }) => status === 200 && html.includes(title));
    await waitForPass(from, new RegExp(`added /blog/${slug}\\b`));

    await open(page, `/blog/${slug}`, { allIslands: true });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Page size 6 (PAGE_SIZES.blog): the new post leads page 1, whose last card moves to the top of page 2.
    expect(await blogHrefs(page, "/blog")).toEqual([`/blog/${slug}`, ...pageOneBefore.slice(0, 5)]);
    await expect(blogCards(page).first()).toHaveText(title);
    await hydrateAllIslands(page);
    expect(await blogHrefs(page, "/blog?page=2")).toEqual([pageOneBefore[5], ...pageTwoBefore].slice(0, 6));
    await hydrateAllIslands(page);

    await open(page, "/");
    await expect(homePosts(page).first()).toHaveText(title);
    expect(await sitemapLastmod(`/blog/${slug}`)).toBeDefined();
    expect(await searchHrefs(`regeneration check ${RUN}`)).toContain(`/blog/${slug}`);
    expect(errors).toEqual([]);
  });

  test("unpublishing it answers 404 and takes it off the lists; publishing it again brings it back", async ({
    page,
  }) => {
    // Serial: the previous test added the post and recorded page 1 before it.
    expect(pageOneBefore).toHaveLength(6);
    const { errors } = collectErrors(page);
    let published: Record<string, unknown> = {};
    let from = site.logs.length;
    site.editSpace((space) => {
      const { sys } = entry(space, id);
      published = { publishedVersion: sys.publishedVersion, publishedAt: sys.publishedAt };
      delete sys.publishedVersion;
      delete sys.publishedAt;
    });
    await waitForServed(`/blog/${slug}`, "answers 404", ({ status }) => status === 404);
    await waitForPass(from, new RegExp(`removed /blog/${slug}\\b`));

    // A visitor of the old address gets the not-found page (the document's own 404 is expected in the console).
    const gone = await page.goto(at(`/blog/${slug}`));
    expect(gone?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("h1:visible")).toHaveText("Page Not Found");
    const expected404 = `status of 404 (Not Found) @ ${at(`/blog/${slug}`)}`;
    errors.splice(0, errors.length, ...errors.filter((error) => !error.endsWith(expected404)));

    expect(await blogHrefs(page, "/blog")).toEqual(pageOneBefore);
    expect(await blogHrefs(page, "/blog?page=2")).toEqual(pageTwoBefore);
    await open(page, "/");
    await expect(homePosts(page).filter({ hasText: title })).toHaveCount(0);
    expect(await sitemapLastmod(`/blog/${slug}`)).toBeUndefined();
    expect(await searchHrefs(`regeneration check ${RUN}`)).not.toContain(`/blog/${slug}`);

    from = site.logs.length;
    site.editSpace((space) => Object.assign(entry(space, id).sys, published));
    await waitForServed(
      `/blog/${slug}`,
      "answers 200 again",
      ({ status, html }) => status === 200 && html.includes(title),
    );
    await waitForPass(from, new RegExp(`added /blog/${slug}\\b`));
    await open(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect((await blogHrefs(page, "/blog"))[0]).toBe(`/blog/${slug}`);
    expect(await sitemapLastmod(`/blog/${slug}`)).toBeDefined();

    // Deleting it (gone from the file) restores the site the later tests expect.
    from = site.logs.length;
    site.editSpace((space) => {
      space.entries = space.entries.filter((item) => item.sys.id !== id);
    });
    await waitForServed(`/blog/${slug}`, "answers 404 after the delete", ({ status }) => status === 404);
    await waitForPass(from, new RegExp(`removed /blog/${slug}\\b`));
    expect(await blogHrefs(page, "/blog")).toEqual(pageOneBefore);
    expect(await sitemapLastmod(`/blog/${slug}`)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test("a webhook without a valid signature is refused with 401 and changes nothing", async ({ page }) => {
  const { errors } = collectErrors(page);
  const item = entry(site.readSpace(), "post-turning-65-medicare-checklist");
  const slug = String(field(item, "slug"));
  const title = String(field(item, "title"));
  const before = await get(`/blog/${slug}`);
  const sitemapBefore = (await get("/sitemap.xml")).html;
  expect(before.status).toBe(200);

  // What a forger would announce: a publish of the post with another title.
  const forged = structuredClone(item);
  forged.fields.title = { "en-US": `Forged ${RUN}` };
  const { topic, body: payload } = webhookPayload("publish", forged, { spaceId: "embedded", environmentId: "master" });
  const body = JSON.stringify(payload);
  const headers = { "content-type": "application/vnd.contentful.management.v1+json", "x-contentful-topic": topic };
  const signable = { method: "POST", path: WEBHOOK_PATH, headers, body };
  const attempts: Array<[string, Record<string, string>]> = [
    ["no signature", headers],
    [
      "a made-up signature",
      {
        ...headers,
        "x-contentful-signature": randomBytes(32).toString("hex"),
        "x-contentful-signed-headers": "x-contentful-signed-headers,x-contentful-timestamp",
        "x-contentful-timestamp": String(Date.now()),
      },
    ],
    ["signed with another secret", { ...headers, ...signRequest(randomBytes(32).toString("hex"), signable) }],
    ["the right secret, but a minute old", { ...headers, ...signRequest(site.secret, signable, Date.now() - 60_000) }],
  ];
  const from = site.logs.length;
  for (const [what, sent] of attempts) {
    const response = await fetch(at(WEBHOOK_PATH), { method: "POST", headers: sent, body });
    expect(response.status, what).toBe(401);
    expect(((await response.json()) as { message: string }).message, what).toMatch(
      /^Invalid or missing request signature: /,
    );
  }
  await site.waitForLog(/^\[webhook\] refused: the signature is stale/, { from, timeout: 5000 });
  const refusals = site.logs
    .slice(from)
    .filter((line) => line.text.startsWith("[webhook] refused"))
    .map((line) => line.text);
  expect(refusals).toHaveLength(4);
  // The unsigned and the stale ones are refused on their headers, before the body is read.
  expect(refusals[0]).toMatch(/^\[webhook\] refused: the request is not signed/);
  expect(refusals[1]).toBe("[webhook] refused: signature mismatch");
  expect(refusals[2]).toBe("[webhook] refused: signature mismatch");
  expect(refusals[3]).toMatch(/^\[webhook\] refused: the signature is stale/);

  // Nothing happens: no pass is queued, no file changes (a short fixed window: there is no event to wait for).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(
    site.logs
      .slice(from)
      .filter((line) => /^\[(regenerate|webhook)\]/.test(line.text) && !line.text.startsWith("[webhook] refused")),
  ).toEqual([]);
  const after = await get(`/blog/${slug}`);
  expect(after.status).toBe(200);
  expect(after.html).toBe(before.html);
  expect((await get("/sitemap.xml")).html).toBe(sitemapBefore);
  await open(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(errors).toEqual([]);
});

test("while the Delivery API answers 500 the last good page stays; the pass is retried once it recovers", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { errors } = collectErrors(page);
  const id = "post-what-is-irmaa";
  const item = entry(site.readSpace(), id);
  const slug = String(field(item, "slug"));
  const oldTitle = String(field(item, "title"));
  const newTitle = `What Is IRMAA ${RUN}`;
  const control = (action: "fail" | "clear", body?: object) =>
    fetch(`${site.content.url}/__control/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });

  const from = site.logs.length;
  const webhooksBefore = site.contentLogs.length;
  expect((await control("fail", { status: 500 })).status).toBe(200);
  try {
    site.editSpace((space) => {
      entry(space, id).fields.title!["en-US"] = newTitle;
    });
    // The webhook is accepted, the pass waits for the CDN (CONTENT_CDN_WAIT), then fails and is scheduled again.
    const failed = await site.waitForLog(/^\[regenerate\] failed, the last good pages stay; retrying in \d+ ms: /, {
      from,
      timeout: 150_000,
    });
    // The cause follows on the same line, or (the SDK's error is pretty-printed JSON) on the next few.
    const cause = site.logs
      .slice(failed.index, failed.index + 12)
      .map((line) => line.text)
      .join("\n");
    expect(cause).toMatch(/"status": 500|\b500\b/);
    const during = await get(`/blog/${slug}`);
    expect(during.status).toBe(200);
    expect(during.html).toContain(oldTitle.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(during.html).not.toContain(newTitle);
    await open(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldTitle);
  } finally {
    expect((await control("clear")).status).toBe(200);
  }

  await waitForServed(
    `/blog/${slug}`,
    `shows '${newTitle}' after the recovery`,
    ({ status, html }) => status === 200 && html.includes(newTitle),
  );
  const passed = await waitForPass(from);
  const failure = site.logs.findIndex((line, index) => index >= from && line.text.startsWith("[regenerate] failed"));
  expect(site.logs.findIndex((line) => line.text === passed)).toBeGreaterThan(failure);
  // One webhook only: the page came from the retried pass, not from a second announcement.
  expect(
    site.contentLogs
      .slice(webhooksBefore)
      .filter((line) => line.startsWith(`Webhook ContentManagement.Entry.publish ${id}`)),
  ).toHaveLength(1);

  await open(page, `/blog/${slug}`, { allIslands: true });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  await open(page, "/blog?page=2");
  await expect(blogCards(page).filter({ hasText: newTitle })).toHaveAttribute("href", `/blog/${slug}`);
  expect(errors).toEqual([]);
});

test("a changed slug answers the old address with a 301 to the new one", async ({ page }) => {
  const { errors } = collectErrors(page);
  const id = "post-what-medicare-advantage-covers";
  const item = entry(site.readSpace(), id);
  const oldSlug = String(field(item, "slug"));
  const newSlug = `${oldSlug}-${RUN}`;
  const title = String(field(item, "title"));

  let from = site.logs.length;
  site.editSpace((space) => {
    entry(space, id).fields.slug!["en-US"] = newSlug;
  });
  await waitForServed(
    `/blog/${oldSlug}`,
    `moves to /blog/${newSlug}`,
    ({ status, location }) => status === 301 && location === `/blog/${newSlug}`,
  );
  await waitForPass(from, new RegExp(`moved /blog/${oldSlug} -> /blog/${newSlug}\\b`));

  const moved = await page.goto(at(`/blog/${oldSlug}`));
  expect(moved?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/blog/${newSlug}`);
  expect(moved?.request().redirectedFrom()?.url()).toBe(at(`/blog/${oldSlug}`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await open(page, "/blog");
  await expect(blogCards(page).filter({ hasText: title })).toHaveAttribute("href", `/blog/${newSlug}`);
  expect(await sitemapLastmod(`/blog/${newSlug}`)).toBeDefined();
  expect(await sitemapLastmod(`/blog/${oldSlug}`)).toBeUndefined();

  // Back to the old slug: the old address is served again and the short-lived one moves back to it.
  from = site.logs.length;
  site.editSpace((space) => {
    entry(space, id).fields.slug!["en-US"] = oldSlug;
  });
  await waitForServed(
    `/blog/${oldSlug}`,
    "answers 200 again",
    ({ status, html }) => status === 200 && html.includes(`/blog/${oldSlug}`),
  );
  await waitForPass(from);
  expect(await get(`/blog/${newSlug}`)).toMatchObject({ status: 301, location: `/blog/${oldSlug}` });
  // The same browser that followed the first 301 must not loop: the redirect is served no-cache, so it asks again.
  await open(page, `/blog/${oldSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(new URL(page.url()).pathname).toBe(`/blog/${oldSlug}`);
  const back = await page.goto(at(`/blog/${newSlug}`));
  expect(new URL(page.url()).pathname).toBe(`/blog/${oldSlug}`);
  expect(back?.status()).toBe(200);
  expect(await sitemapLastmod(`/blog/${oldSlug}`)).toBeDefined();
  expect(await sitemapLastmod(`/blog/${newSlug}`)).toBeUndefined();
  expect(errors).toEqual([]);
});
