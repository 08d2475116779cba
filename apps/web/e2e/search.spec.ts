/**
 * Site search: the header's form works with no JavaScript, the server answers /search?q=…, the browser
 * answers later queries with the address and the back button in step, nothing found says what to do next, and the
 * installed app searches offline.
 */
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { axeViolations, collectErrors, waitForHydration } from "./helpers.js";

/** The result links, in order. */
const resultUrls = (page: Page) =>
  page
    .getByRole("list", { name: /^Results for/ })
    .locator("h2 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test.describe("with no JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form sends a GET to /search and the server lists the results, typos and all", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blog");
    const header = page.getByRole("banner");
    await header.getByRole("searchbox", { name: "Search this site" }).first().fill("penelty part d");
    await header.getByRole("button", { name: "Search" }).first().click();
    await expect(page).toHaveURL(/\/search\?q=penelty\+part\+d$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/^\d+ results? for “penelty part d”\.$/);
    expect((await resultUrls(page)).slice(0, 3)).toContain("/blog/avoiding-the-part-d-late-penalty");
    await expect(page).toHaveTitle("Search results for “penelty part d” | Trace Medicare Partners");
    // Kind, date and the matched words marked.
    const first = page
      .getByRole("list", { name: /^Results for/ })
      .getByRole("listitem")
      .first();
    await expect(first).toContainText(/Article|Guide|Video|Page/);
    await expect(first.locator("mark").first()).toBeVisible();
  });

  test("on a phone, 'Search' in the header opens the same form", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.locator("summary", { hasText: "Search" }).click();
    const box = page.getByRole("searchbox", { name: "Search this site" }).filter({ visible: true });
    await box.fill("turnign 65");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=turnign\+65$/);
    expect((await resultUrls(page)).slice(0, 3)).toContain("/blog/turning-65-medicare-checklist");
  });
});

test("results for the issue's typo queries, no-results help, browser searches, back button, axe and no console error", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  for (const [query, expected] of [
    ["medigap plam g", "/blog/medigap-plan-g-vs-plan-n"],
    ["irmma", "/blog/what-is-irmaa"],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    expect((await resultUrls(page)).slice(0, 3), query).toContain(expected);
  }
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  // A new query answered in the browser: the address changes, the page does not reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill("dentle vishun");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=dentle\+vishun$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText("for “dentle vishun”");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await box.fill("qqqxzzy");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "We could not find a page for “qqqxzzy”" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Medigap Plan G" })).toHaveAttribute("href", "/search?q=Medigap+Plan+G");
  await expect(page.getByRole("main").getByRole("link", { name: "(662) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+16625550142",
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/q=dentle\+vishun$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText("for “dentle vishun”");
  await expect(box).toHaveValue("dentle vishun");
  await page.goBack();
  await expect(page.getByRole("main").getByRole("status")).toContainText("for “irmma”");
  expect(errors).toEqual([]);
});

test("every popular topic finds something", async ({ page }) => {
  await page.goto("/search");
  const topics = await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(topics.length).toBeGreaterThanOrEqual(5);
  for (const href of topics) {
    await page.goto(href);
    expect((await resultUrls(page)).length, href).toBeGreaterThan(0);
  }
});

test("other pages load no search code; /search is noindex and out of sitemap.xml", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  await page.goto("/blog/turning-65-medicare-checklist");
  await waitForHydration(page);
  expect(scripts.filter((path) => /search-island|search-index/.test(path))).toEqual([]);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/search<");
  await page.goto("/search?q=plan+g");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("offline in the installed app: the cached search page and index answer any query", async ({ page, context }) => {
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((request) => new URL(request.url).pathname === "/search-index.json")) return true;
          }
          return false;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto("/search?q=irmma");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/results? for “irmma”/, { timeout: 15_000 });
  expect((await resultUrls(page)).slice(0, 3)).toContain("/blog/what-is-irmaa");
  await context.setOffline(false);
});
