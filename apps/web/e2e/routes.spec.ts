import { expect, test } from "@playwright/test";
import { axeViolations, collectErrors, hydrateAllIslands, waitForHydration } from "./helpers.js";
import { ROUTES } from "./route-list.js";

const BRAND_SUFFIX = "| Trace Medicare Partners";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} renders, hydrates cleanly and passes axe`, async ({ page }) => {
      // Bringing every island to life scrolls the whole page and hovers each one: a generous limit on a busy 2-core
      // machine, not a speed check (one route of 47 went past 60 s in a CI run; alone they take 12-16 s).
      test.setTimeout(120_000);
      const { errors } = collectErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status(), "HTTP status").toBe(200);
      await waitForHydration(page);

      const h1 = page.locator("h1:visible");
      await expect(h1).toHaveCount(1);
      if (route.h1) await expect(h1).toHaveText(route.h1);
      else expect((await h1.innerText()).trim()).not.toBe("");

      expect(await page.title()).toMatch(/\S \| Trace Medicare Partners$/);
      expect((await page.title()).endsWith(BRAND_SUFFIX)).toBe(true);

      await hydrateAllIslands(page);
      expect(await axeViolations(page), "axe violations").toEqual([]);
      expect(errors, "console and page errors").toEqual([]);
    });
  }
});
