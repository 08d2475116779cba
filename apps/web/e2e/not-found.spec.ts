import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./helpers.js";

const NOT_FOUND_TEXT = "We're sorry, the page you are looking for doesn't exist or has been moved.";

/** The served document itself: 404, the not-found page, noindex (what a visitor and a crawler get before scripts). */
async function expectServedNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  const html = await response!.text();
  expect(html).toContain("Page Not Found</h1>");
  expect(html).toContain("Return to Home");
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/?>/);
}

async function expectNotFoundPage(page: Page, path: string) {
  await expect(page.locator("h1:visible")).toHaveText("Page Not Found");
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex/);
  await expect(page).toHaveTitle(/^Page Not Found \| Trace Medicare Partners$/);
  expect(new URL(page.url()).pathname).toBe(path);
}

test.describe("the served document (no scripts)", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ["/this-page-does-not-exist", "/blog/no-such-post"]) {
    test(`${path} is served as the 404 page`, async ({ page }) => {
      await expectServedNotFound(page, path);
      await expectNotFoundPage(page, path);
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    });
  }
});

test("/this-page-does-not-exist hydrates as the 404 page and links home", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await expectServedNotFound(page, "/this-page-does-not-exist");
  await waitForHydration(page);
  await expectNotFoundPage(page, "/this-page-does-not-exist");
  expect(pageErrors).toEqual([]);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1:visible")).toHaveText("Making Medicare Easy, One Choice at a Time");
});

test("/blog/no-such-post hydrates as the 404 page", async ({ page }) => {
  // The server answers an unknown /blog/{slug} with 404.html; the browser must hydrate the not-found page there,
  // not the blog post route the path would match (no hydration mismatch).
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await expectServedNotFound(page, "/blog/no-such-post");
  await waitForHydration(page);
  expect(pageErrors).toEqual([]);
  await expectNotFoundPage(page, "/blog/no-such-post");
});
