/**
 * Every control usable, checked the way an auditor does by hand. WCAG 1.4.12 text spacing (no
 * text clipped), 2.4.7 and 2.4.11 (tabbing through pages at 390 and 1280 px, every focused element shows a focus
 * indicator and is never wholly covered by the sticky header, the appointment bar or anything fixed), 2.5.8 target
 * size (24 x 24 CSS px or the spacing and inline exceptions), forced colours (Windows High Contrast: every control,
 * focus ring and star rating still shows) and prefers-reduced-motion (nothing moves by itself or slides).
 */
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { startPlacesStandIn, standInPlace } from "@tupelo-medicare/content/places";
import type { PlacesStandIn } from "@tupelo-medicare/content/places";
import {
  clippedText,
  expectControlsShow,
  focusReport,
  recordUnfocusedLooks,
  smallTargets,
  strongestContrast,
  TEXT_SPACING_CSS,
} from "./a11y-checks.js";
import type { FocusReport } from "./a11y-checks.js";
import { hydrateAllIslands, leadDialog, turning65In, waitForHydration } from "./helpers.js";
import { startRegenerationSite } from "./regeneration-harness.js";
import type { RegenerationSite } from "./regeneration-harness.js";

/** A timeline with its sign-up table in full (the window still ahead, on any day the tests run). */
const TIMELINE = `/resources/calculators?dob=${turning65In(5).iso}&ss=no`;
const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

test.describe("text spacing (WCAG 1.4.12)", () => {
  // The reader's own spacing stylesheet (a user style or an extension) is not the site's: the browser applies it
  // whatever the CSP says, so the test's <style> goes in with the CSP set aside (style-src 'self' would block it).
  test.use({ bypassCSP: true });
  for (const path of [
    "/",
    "/contact-us",
    "/blog/turning-65-medicare-checklist",
    TIMELINE,
    "/client-reviews",
    "/about-us",
  ]) {
    for (const { name, viewport } of WIDTHS) {
      test(`${path} (${name}) clips no text with the spacing override`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        await page.addStyleTag({ content: TEXT_SPACING_CSS });
        expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing)).not.toBe("normal");
        expect(await clippedText(page)).toEqual([]);
      });
    }
  }
});

/**
 * Tabs from where the focus is (the top of the page at first) until the focus comes round again (or `limit` presses); a
 * report per stop. Shift+Tab goes backwards: each control then scrolls in from the top, under the sticky header.
 */
async function tabThrough(page: Page, limit = 160, key: "Tab" | "Shift+Tab" = "Tab"): Promise<FocusReport[]> {
  await recordUnfocusedLooks(page);
  const reports: FocusReport[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    // What the visitor sees is the next painted frame: the notices move off the focus in that frame (before it is
    // painted), so the report waits for it (bounded: a page under load may deliver frames late). A menu that opens
    // as the focus enters it grows over 300 ms (clipping its last links until then): the report waits for what
    // moves to settle too, as the eye does (bounded by a second).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const settling = document
                .getAnimations()
                .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
              void Promise.allSettled(settling.map((animation) => animation.finished)).then(() => {
                clearTimeout(timer);
                resolve();
              });
            }),
          );
        }),
    );
    const report = await focusReport(page);
    if (!report) continue;
    if (seen.has(report.key)) break;
    seen.add(report.key);
    reports.push(report);
  }
  return reports;
}

test.describe("keyboard focus: visible and never hidden (WCAG 2.4.7, 2.4.11)", () => {
  for (const path of ["/", "/contact-us", TIMELINE, "/blog/turning-65-medicare-checklist"]) {
    for (const { name, viewport } of WIDTHS) {
      test(`${path} (${name})`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        const reports = await tabThrough(page);
        expect(reports.length, "controls reached by Tab").toBeGreaterThan(10);
        expect(
          reports.filter((report) => !report.indicated).map((report) => report.name),
          "no focus indicator",
        ).toEqual([]);
        // Neither the sticky header, nor the phone's appointment bar (it hides when the focus is under it), nor a
        // service-worker notice (it moves off the focus) covers a focused control.
        expect(
          reports.filter((report) => report.hidden).map((report) => report.name),
          "wholly covered",
        ).toEqual([]);
        // Backwards from the end of the page: each control scrolls in at the top, where the sticky header is.
        await page.evaluate(() => {
          const last = [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")]
            .filter((element) => element.getClientRects().length > 0)
            .at(-1);
          last?.focus();
        });
        const backwards = await tabThrough(page, 160, "Shift+Tab");
        expect(backwards.length, "controls reached by Shift+Tab").toBeGreaterThan(10);
        expect(
          backwards.filter((report) => report.hidden).map((report) => report.name),
          "wholly covered, going backwards",
        ).toEqual([]);
      });
    }
  }
});

test.describe("target size (WCAG 2.5.8)", () => {
  const paths = ["/", "/medicare/four-parts-of-medicare", "/blog", "/blog/turning-65-medicare-checklist", TIMELINE];
  for (const path of [...paths, "/contact-us", "/client-reviews", "/about-us", "/search?q=medigap+plan+g", "/team"]) {
    for (const { name, viewport } of WIDTHS) {
      test(`${path} (${name})`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        await hydrateAllIslands(page);
        expect(await smallTargets(page)).toEqual([]);
      });
    }
  }
});

test.describe("target size on /client-reviews with Google's reviews", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const PLACE_ID = "ChIJexamplePlaceId";
  let standIn: PlacesStandIn;
  let site: RegenerationSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    standIn = await startPlacesStandIn({ place: standInPlace(PLACE_ID) });
    site = await startRegenerationSite({
      env: { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACE_ID: PLACE_ID, GOOGLE_PLACES_HOST: standIn.url },
    });
    await site.waitForLog(/^\[regenerate\] .*rendered/, { timeout: 120_000 });
  });

  test.afterAll(async () => {
    await site?.stop();
    await standIn?.close();
  });

  for (const { name, viewport } of WIDTHS) {
    test(`every control is 24 x 24 px or spaced (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/client-reviews`);
      await expect(page.getByTestId("review-card").filter({ hasText: "on Google Maps" }).first()).toBeVisible();
      await hydrateAllIslands(page);
      expect(await smallTargets(page)).toEqual([]);
    });
  }
});

/** The focus ring shows in forced colours: the area around the control changes when it takes the keyboard focus. */
async function expectFocusRingShows(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const clip = { x: Math.max(box.x - 8, 0), y: Math.max(box.y - 8, 0), width: box.width + 16, height: box.height + 16 };
  const before = await page.screenshot({ clip, animations: "disabled" });
  // Focused the keyboard way (a Tab from the element before it), so :focus-visible matches.
  await control.evaluate((element) => {
    const all = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")];
    all[all.indexOf(element as HTMLElement) - 1]?.focus();
  });
  await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
  const after = await page.screenshot({ clip, animations: "disabled" });
  expect(after.equals(before), "the focus ring changes the pixels around the control").toBe(false);
}

test.describe("forced colours (Windows High Contrast)", () => {
  test.use({ colorScheme: "light" });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
  });

  for (const { name, viewport } of WIDTHS) {
    test(`header and footer controls show and focus rings show (${name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto("/");
      await waitForHydration(page);
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
      const header = page.getByRole("banner");
      expect(await expectControlsShow(page, header, "header")).toBeGreaterThan(2);
      expect(await expectControlsShow(page, page.getByRole("contentinfo"), "footer")).toBeGreaterThan(10);
      await expectFocusRingShows(page, header.getByRole("link", { name: /Trace Medicare Partners/ }).first());
      await expectFocusRingShows(page, page.getByRole("contentinfo").getByRole("link").first());
    });
  }

  test("the lead dialog's fields, buttons and close button show", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Download Free Guide" }).first().click();
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send Me the Guide" }).click();
    await expect(dialog.getByText("First name is required", { exact: true })).toBeVisible();
    expect(await expectControlsShow(page, dialog, "lead dialog")).toBeGreaterThan(5);
    await expectFocusRingShows(page, dialog.getByRole("button", { name: "Close" }));
  });

  test("the timeline's form and results show, and the star ratings keep their filled and empty stars", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(TIMELINE);
    await waitForHydration(page);
    const tool = page.locator("[data-slot=medicare-timeline]");
    await expect(page.getByRole("region", { name: "Your Medicare dates" })).toBeVisible();
    expect(await expectControlsShow(page, tool, "timeline")).toBeGreaterThan(5);
    await expectFocusRingShows(page, tool.getByRole("button", { name: "Show my dates" }));

    await page.goto("/client-reviews");
    await waitForHydration(page);
    const rating = page.getByTestId("aggregate-rating").locator("[data-slot=star-rating]");
    await rating.scrollIntoViewIfNeeded();
    // A 4.9 rating: the first star solid, the last part-filled; an empty star would be an outline only.
    const stars = rating.locator(":scope > span");
    const first = await strongestContrast(page, await stars.first().screenshot({ animations: "disabled" }));
    expect(first, "a filled star shows").toBeGreaterThanOrEqual(3);
    const filledShare = await stars.first().evaluate((star) => {
      const svg = star.querySelectorAll("svg");
      return getComputedStyle(svg[svg.length - 1]!).fill;
    });
    const emptyFill = await stars.first().evaluate((star) => getComputedStyle(star.querySelector("svg")!).fill);
    expect(filledShare, "filled and empty stars differ").not.toBe(emptyFill);
  });
});

test.describe("prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  /** Animations and transitions that still take time (the stylesheet shortens them all to 0.01 ms). */
  async function movingAnimations(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const duration = Number(timing?.duration ?? 0);
          const iterations = Number(timing?.iterations ?? 1);
          return animation.playState === "running" && (duration > 1 || !Number.isFinite(iterations));
        })
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name =
            "animationName" in animation
              ? animation.animationName
              : "transitionProperty" in animation
                ? animation.transitionProperty
                : "";
          return `${String(name)} on <${target?.tagName.toLowerCase() ?? "?"} class="${target?.getAttribute("class")?.slice(0, 80) ?? ""}">`;
        }),
    );
  }

  test("opening the phone menu, a menu group and the lead dialog moves nothing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    expect(await movingAnimations(page)).toEqual([]);
    await menu.getByRole("button", { name: "Medicare Plans" }).click();
    expect(await movingAnimations(page)).toEqual([]);
    await menu.getByRole("button", { name: "Close" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Download Free Guide" }).first().click();
    await expect(leadDialog(page)).toBeVisible();
    expect(await movingAnimations(page)).toEqual([]);
  });

  test("the About page's carousel never advances by itself and changes slides without sliding", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await hydrateAllIslands(page);
    const carousel = page.locator("[data-slot=timeline-carousel]");
    await carousel.scrollIntoViewIfNeeded();
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])');
    const first = await current.getAttribute("aria-label");
    // Nothing to wait for but time: a carousel that advanced by itself would have moved in these seconds.
    await page.waitForTimeout(4_000);
    expect(await current.getAttribute("aria-label")).toBe(first);
    // A jump, not a glide: the track's place is read in every frame from before the press until well after it, and
    // it is only ever where it was or where it ends (a glide would pass through places in between). Frames are
    // counted, not time: when Embla moves it depends on the machine.
    const track = carousel.locator('[aria-live="polite"]');
    await track.evaluate((element) => {
      const places: string[] = [];
      (window as unknown as { trackPlaces: string[] }).trackPlaces = places;
      const read = () => {
        places.push(getComputedStyle(element).transform);
        if (places.length < 600) requestAnimationFrame(read);
      };
      read();
    });
    const before = await track.evaluate((element) => getComputedStyle(element).transform);
    await carousel.getByRole("button", { name: "Next milestone" }).click();
    await expect(current).not.toHaveAttribute("aria-label", first!);
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).not.toBe(before);
    const after = await track.evaluate((element) => getComputedStyle(element).transform);
    // Ten more frames after the track got there: it stays (a glide would still be moving).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const places = (window as unknown as { trackPlaces: string[] }).trackPlaces;
          const target = Math.min(600, places.length + 10);
          const wait = () => (places.length >= target ? resolve() : requestAnimationFrame(wait));
          wait();
        }),
    );
    const places = await page.evaluate(() => [
      ...new Set((window as unknown as { trackPlaces: string[] }).trackPlaces),
    ]);
    expect(places.sort()).toEqual([before, after].sort());
    expect(await movingAnimations(page)).toEqual([]);
  });
});
