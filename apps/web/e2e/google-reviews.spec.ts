/**
 * The office's Google reviews on the running site: with GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID the server reads
 * Place Details (from a local stand-in that speaks the Places API JSON, GOOGLE_PLACES_HOST) when it starts, keeps
 * it under DATA_DIR and regenerates /client-reviews, which then shows Google's rating with its attribution and
 * Google's reviews before the office's. Without the key, the server says 'Places service not initialized' and the
 * page keeps the content entry. Runs against a private copy of dist (regeneration-harness.ts).
 */
import { expect, test } from "@playwright/test";
import { startPlacesStandIn, standInPlace } from "@tupelo-medicare/content/places";
import type { PlacesStandIn } from "@tupelo-medicare/content/places";
import { axeViolations, collectErrors } from "./helpers.js";
import { startRegenerationSite } from "./regeneration-harness.js";
import type { RegenerationSite } from "./regeneration-harness.js";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PLACE_ID = "ChIJexamplePlaceId";

test.describe("with the Google Places key", () => {
  let standIn: PlacesStandIn;
  let site: RegenerationSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const hostile = standInPlace(PLACE_ID);
    (hostile.reviews as Array<{ text: { text: string } }>)[1]!.text.text =
      '<img src=x onerror="document.title=1">Helped my mother & me <b>a lot</b>.';
    standIn = await startPlacesStandIn({ place: hostile });
    site = await startRegenerationSite({
      env: { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACE_ID: PLACE_ID, GOOGLE_PLACES_HOST: standIn.url },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await standIn?.close();
  });

  test.afterEach(async () => {
    const testInfo = test.info();
    if (site && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("servers.log", { body: site.describe(), contentType: "text/plain" });
  });

  test("the server reads Place Details with the key in a header and regenerates the reviews page", async ({ page }) => {
    await site.waitForLog(/^\[regenerate\] .*rendered/, { timeout: 90_000 });
    expect(standIn.requests[0]).toMatchObject({
      path: `/v1/places/${PLACE_ID}?languageCode=en`,
      apiKey: "test-key",
      fieldMask: "id,displayName,rating,userRatingCount,reviews,googleMapsUri",
    });
    const { errors } = collectErrors(page);
    await page.goto(`${site.url}/client-reviews`);
    const card = page.getByTestId("aggregate-rating");
    await expect(card.getByText("4.9 out of 5")).toBeVisible();
    await expect(card.getByText("Based on 2,314 verified reviews")).toBeVisible();
    await expect(card.getByText("Rating and number of reviews from Google Maps")).toBeVisible();
    const cards = page.getByTestId("review-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: "on Google Maps" })).toHaveCount(4);
    const author = page.getByRole("link", { name: /^Ada Example/ });
    await expect(author).toHaveAttribute("href", "https://www.google.com/maps/contrib/11000");
    // The author's photo links to the same profile (out of the tab order: the name is the link to reach).
    const photoLink = cards.filter({ hasText: "Ada Example" }).getByTestId("review-photo-link");
    await expect(photoLink).toHaveAttribute("href", "https://www.google.com/maps/contrib/11000");
    await expect(photoLink).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("link", { name: /See All of Our Reviews/ })).toHaveAttribute(
      "href",
      "https://maps.google.com/?cid=181234567890",
    );
    // Hostile review text is text.
    await expect(
      page.getByText('<img src=x onerror="document.title=1">Helped my mother & me <b>a lot</b>.'),
    ).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.title()).toContain("Client Testimonials");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the key never reaches the browser", async ({ request }) => {
    const html = await (await request.get(`${site.url}/client-reviews`)).text();
    expect(html).not.toContain("test-key");
    expect(html).toContain("Ada Example");
    // Nor any script, style or manifest the page loads, nor the service worker.
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|webmanifest))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const path of [...new Set(assets), "/sw.js"]) {
      const response = await request.get(`${site.url}${path}`);
      expect(response.ok(), path).toBe(true);
      expect(await response.text(), path).not.toContain("test-key");
    }
  });
});

test.describe("without the Google Places key", () => {
  test("the server says 'Places service not initialized' and the page keeps the content entry", async ({ page }) => {
    test.setTimeout(180_000);
    const site = await startRegenerationSite();
    try {
      await site.waitForLog(/Places service not initialized/, { timeout: 10_000 });
      await page.goto(`${site.url}/client-reviews`);
      await expect(page.getByTestId("aggregate-rating")).toBeVisible();
      await expect(page.getByText("Rating and number of reviews from Google Maps")).toHaveCount(0);
      expect(await page.getByTestId("review-card").count()).toBeGreaterThan(0);
    } finally {
      await site.stop();
    }
  });
});
