import { expect, test } from "@playwright/test";
import { axeViolations, collectErrors, hydrateAllIslands, waitForHydration } from "./helpers.js";

const BRAND_SUFFIX = "| Trace Medicare Partners";

/** Every route of the route table (one concrete path per dynamic route), with the h1 where docs/product.md fixes it. */
const ROUTES: { path: string; h1?: string }[] = [
  { path: "/", h1: "Making Medicare Easy, One Choice at a Time" },
  { path: "/medicare-breakdown" },
  { path: "/avoid-mistakes-with-medicare" },
  { path: "/medicare/what-is-medicare" },
  { path: "/medicare/four-parts-of-medicare" },
  { path: "/medicare/enrollment-periods" },
  { path: "/medicare/medicare-costs" },
  { path: "/medicare/eligibility" },
  { path: "/medicare/by-state" },
  { path: "/medicare/by-state/mississippi" },
  { path: "/plans" },
  { path: "/plans/medicare-advantage" },
  { path: "/plans/medicare-supplements" },
  { path: "/plans/medicarepartd" },
  { path: "/plans/medicare-add-on-coverage-options" },
  { path: "/resources" },
  { path: "/resources/guides", h1: "Medicare Resources & Guides" },
  { path: "/resources/guides/turning-65-checklist" },
  { path: "/resources/calculators" },
  // The timeline's answers rendered by the server (a bookmarked one, and one with the fields' messages).
  { path: "/resources/calculators?dob=1961-08-15&ss=no" },
  { path: "/resources/calculators?dob=1960-02-30" },
  { path: "/resources/glossary" },
  { path: "/blog", h1: "Blogs & Insights" },
  { path: "/blog/turning-65-medicare-checklist" },
  { path: "/videos", h1: "Medicare Video Library" },
  { path: "/videos/watch/what-is-medicare-in-five-minutes" },
  { path: "/medicarepartd" },
  { path: "/medicare-supplements" },
  { path: "/what-is-medicare" },
  { path: "/enrollment-periods" },
  { path: "/eligibility" },
  { path: "/four-parts-of-medicare" },
  { path: "/medicare-costs" },
  { path: "/about-us", h1: "Our Story" },
  { path: "/team" },
  { path: "/contact-us" },
  { path: "/contact" },
  { path: "/privacy-policy" },
  { path: "/terms-of-service" },
  { path: "/accessibility", h1: "Accessibility Statement" },
  { path: "/client-reviews", h1: "Client Testimonials" },
  { path: "/dana-whitfield-insurance" },
  { path: "/sitemap" },
  { path: "/search", h1: "Search" },
  { path: "/search?q=medigap+plan+g", h1: "Search" },
];

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} renders, hydrates cleanly and passes axe`, async ({ page }) => {
      // Bringing every island to life scrolls the whole page and hovers each one: a generous limit on a busy
      // 2-core machine, not a speed check.
      test.setTimeout(60_000);
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
