import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { collectErrors, waitForHydration } from "./helpers.js";

const cards = (page: Page) => page.getByRole("region", { name: "Blog posts" }).locator("li h2");
/** The card titles once the list has loaded (empty while the skeleton shows). */
const loadedTitles = (page: Page) => cards(page).allInnerTexts();
const categoryTrigger = (page: Page) => page.getByRole("combobox", { name: /Filter by category/ });

async function chooseCategory(page: Page, name: string) {
  await categoryTrigger(page).click();
  await page.getByRole("option", { name, exact: true }).click();
}

test("the category filter keeps the category in the query and 'All Categories' removes it", async ({ page }) => {
  const { errors } = collectErrors(page);
  await page.goto("/blog");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogs & Insights");
  await expect(categoryTrigger(page)).toContainText("All Categories");
  const allTitles = await cards(page).allInnerTexts();
  expect(allTitles.length).toBeGreaterThan(0);

  await chooseCategory(page, "Enrollment");
  await expect(page).toHaveURL(/\/blog\?category=enrollment$/);
  await expect(categoryTrigger(page)).toContainText("Enrollment");
  let enrollmentTitles: string[] = [];
  await expect
    .poll(async () => {
      enrollmentTitles = await loadedTitles(page);
      return enrollmentTitles.length > 0 && JSON.stringify(enrollmentTitles) !== JSON.stringify(allTitles);
    })
    .toBe(true);

  await chooseCategory(page, "Caregiving");
  await expect(page).toHaveURL(/\/blog\?category=caregiving$/);
  await expect
    .poll(async () => {
      const titles = await loadedTitles(page);
      return titles.length > 0 && JSON.stringify(titles) !== JSON.stringify(enrollmentTitles);
    })
    .toBe(true);

  await chooseCategory(page, "All Categories");
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => loadedTitles(page)).toEqual(allTitles);
  expect(errors).toEqual([]);
});

test("Next opens page 2 of the list and Previous goes back", async ({ page }) => {
  const { errors } = collectErrors(page);
  await page.goto("/blog");
  await waitForHydration(page);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(/Page 1 of \d+/);
  const total = Number((await pagination.innerText()).match(/Page 1 of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);
  const firstPage = await cards(page).allInnerTexts();

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pagination).toContainText(`Page 2 of ${total}`);
  await expect
    .poll(async () => {
      const titles = await loadedTitles(page);
      return titles.length > 0 && JSON.stringify(titles) !== JSON.stringify(firstPage);
    })
    .toBe(true);
  await expect(page).toHaveTitle(/^Blogs & Insights: Page 2 \| Trace Medicare Partners$/);

  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(pagination).toContainText(`Page 1 of ${total}`);
  expect(errors).toEqual([]);
});

test("a category page loads directly (prerendered)", async ({ page }) => {
  const { errors } = collectErrors(page);
  const response = await page.goto("/blog?category=enrollment");
  expect(response?.status()).toBe(200);
  // The category's posts are in the HTML itself, before any script runs.
  const html = await response!.text();
  expect(html).toContain("Articles about Enrollment");
  await waitForHydration(page);
  await expect(categoryTrigger(page)).toContainText("Enrollment");
  expect(await cards(page).count()).toBeGreaterThan(0);
  await expect(page).toHaveTitle(/^Blogs & Insights: Enrollment \| Trace Medicare Partners$/);
  expect(errors).toEqual([]);
});

test("a page beyond the last gives 404", async ({ page }) => {
  const response = await page.goto("/blog?page=999");
  expect(response?.status()).toBe(404);
  // The served document is the not-found page, and the browser keeps it after hydration.
  const html = await response!.text();
  expect(html).toContain("Page Not Found</h1>");
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/?>/);
  await expect(page.locator("h1:visible")).toHaveText("Page Not Found");
});
