/**
 * WCAG 2.2 1.4.10 Reflow and 1.4.4 Resize text: at 320 CSS px wide (a 1280 x 1024 laptop at 400%
 * zoom is 320 x 256) nothing scrolls sideways and nothing reaches past the right edge, on every route and in every
 * state (menu open, lead dialog open, contact form showing errors, search results, timeline results), with the
 * default text and with the browser's text size at 200% (its default font size at 32 px, see setDefaultFontSize).
 * Tables keep their own scroll region (the exception 1.4.10 makes for data tables): what they clip is not counted.
 */
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { horizontalOverflow, setDefaultFontSize } from "./a11y-checks.js";
import { leadDialog, waitForHydration } from "./helpers.js";
import { ROUTES } from "./route-list.js";

/** The route table (with the server's timeline answers), a blog category and the 404 page. */
const PATHS = [...new Set([...ROUTES.map((route) => route.path), "/blog?category=enrollment", "/no-such-page"])];
const TEXT_SIZES = [
  { name: "default text", fontSize: 16 },
  { name: "200% text", fontSize: 32 },
];

async function expectReflow(page: Page, what: string): Promise<void> {
  const { scrollWidth, width, offenders } = await horizontalOverflow(page);
  expect(width, "viewport width").toBe(320);
  expect(offenders, `elements past the right edge: ${what}`).toEqual([]);
  expect(scrollWidth, `document scroll width: ${what}`).toBeLessThanOrEqual(320);
}

test.describe("at 320 CSS px (400% zoom on a 1280 x 1024 screen)", () => {
  test.use({ viewport: { width: 320, height: 256 } });

  for (const path of PATHS) {
    test(`${path} reflows with default and 200% text`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      await waitForHydration(page);
      await expectReflow(page, `${path}, default text`);
      await setDefaultFontSize(page, 32);
      await page.reload();
      await waitForHydration(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      await expectReflow(page, `${path}, 200% text`);
    });
  }
});

test.describe("states at 320 CSS px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { name, fontSize } of TEXT_SIZES) {
    test.describe(name, () => {
      test.beforeEach(async ({ page }) => {
        if (fontSize !== 16) await setDefaultFontSize(page, fontSize);
      });

      test("the phone menu, open with a group expanded", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
        // The header hydrates at first use: brought to life first, so the press opens the menu at once.
        await menuButton.hover();
        await expect(page.locator("[data-island]").filter({ has: menuButton })).toHaveAttribute(
          "data-hydrated",
          "true",
        );
        await menuButton.click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await expect(menu).toBeVisible();
        await menu.getByRole("button", { name: "Medicare Plans" }).click();
        await expect(menu.getByRole("link", { name: "Medicare Advantage" }).first()).toBeVisible();
        await expectReflow(page, "menu open");
      });

      test("the header's search, open", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        await page.getByRole("banner").locator("summary", { hasText: "Search" }).click();
        await expect(page.getByRole("search", { name: "Search the site" })).toBeVisible();
        await expectReflow(page, "header search open");
      });

      test("the lead dialog, open and showing its errors", async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Download Free Guide" }).first().click();
        const dialog = leadDialog(page);
        await expect(dialog).toBeVisible();
        await expectReflow(page, "lead dialog open");
        await dialog.getByRole("button", { name: "Send Me the Guide" }).click();
        await expect(dialog.getByText("First name is required", { exact: true })).toBeVisible();
        await expectReflow(page, "lead dialog showing errors");
      });

      test("the contact form showing its errors", async ({ page }) => {
        await page.goto("/contact-us");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Send Message" }).click();
        await expect(page.getByText("There is a problem")).toBeVisible();
        await expectReflow(page, "contact form with errors");
      });

      test("search results", async ({ page }) => {
        await page.goto("/search?q=part+d+late+enrollment+penalty");
        await waitForHydration(page);
        await expect(page.locator("main").getByRole("link").first()).toBeVisible();
        await expectReflow(page, "search results");
      });

      test("timeline results, past the first window, with the passed months unfolded", async ({ page }) => {
        const year = new Date().getFullYear();
        await page.goto(`/resources/calculators?dob=${year - 67}-06-15&ss=no&coverageEnds=${year + 1}-12`);
        await waitForHydration(page);
        const results = page.getByRole("region", { name: "Your Medicare dates" });
        await expect(results).toBeVisible();
        for (const summary of await results.locator("summary").all()) await summary.click();
        await expectReflow(page, "timeline results");
      });
    });
  }
});
