import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { collectErrors } from "./helpers.js";

/** The pages whose first view must run no React until the visitor interacts. */
const FIRST_VIEW_PAGES = [
  "/",
  "/blog",
  "/blog/turning-65-medicare-checklist",
  "/medicare/what-is-medicare",
  "/videos",
  "/client-reviews",
  // The timeline and the money calculators hydrate on interaction (at most 20 KB of JavaScript before it).
  "/resources/calculators",
  // Search hydrates on interaction too: the server answers /search?q=…, its form is a plain GET form.
  "/search",
  "/search?q=medigap+plan+g",
];
const VIDEO_PAGE = "/videos/watch/what-is-medicare-in-five-minutes";
/** What the embedded space's player frames point at; the tests answer for the video host. */
const YOUTUBE_FRAME = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;

/** The scripts a page fetches, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  return scripts;
}

test.describe("the first view runs no React", () => {
  for (const path of FIRST_VIEW_PAGES) {
    test(`${path}: only the small entry and the plain runtimes load before an interaction; images and videos still load`, async ({
      page,
    }) => {
      const { errors } = collectErrors(page);
      const scripts = scriptsOf(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(
        scripts.some((name) => name.startsWith("entry-client-")),
        "the entry",
      ).toBe(true);
      // The entry never competes with the stylesheet, font and first image.
      await expect(page.locator("script[type=module][src*='/entry-client-']")).toHaveAttribute("fetchpriority", "low");
      expect(
        scripts.filter((name) => name.startsWith("hydrate-island-")),
        "React's island hydrator",
      ).toEqual([]);
      // The images in view were loaded by the plain image script.
      const firstImage = page.locator("main img[data-slot=image]").first();
      if ((await firstImage.count()) > 0) await expect(firstImage).toHaveJSProperty("complete", true);
      expect(errors).toEqual([]);
    });
  }

  test("a page whose main tool hydrates at load (the contact form) loads the entry at normal priority", async ({
    page,
  }) => {
    for (const path of ["/contact"]) {
      await page.goto(path);
      await expect(page.locator("[data-island][data-hydrate=load]").first()).toBeAttached();
      expect(
        await page.locator("script[type=module][src*='/entry-client-']").getAttribute("fetchpriority"),
        path,
      ).toBeNull();
    }
  });

  test("React comes with the first interaction, and the pressed control works", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((name) => name.startsWith("hydrate-island-"))).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.filter((name) => name.startsWith("hydrate-island-"))).toHaveLength(1);
  });
});

test.describe("videos without React", () => {
  test("the player loads when the block comes into view, with the spinner until the frame has loaded", async ({
    page,
  }) => {
    const { errors } = collectErrors(page);
    const scripts = scriptsOf(page);
    let answer!: () => void;
    const frameAsked = new Promise<void>((resolve) => {
      void page.route(YOUTUBE_FRAME, (route) => {
        resolve();
        answer = () =>
          void route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Playing</p>" });
      });
    });
    await page.goto(VIDEO_PAGE);
    const block = page.locator("[data-slot=video-embed]");
    await frameAsked;
    await expect(block).toHaveAttribute("data-state", "loading");
    await expect(block.getByRole("status")).toHaveText("Loading video...");
    answer();
    await expect(block).toHaveAttribute("data-state", "loaded");
    await expect(block.getByRole("status")).toHaveCount(0);
    await expect(block.locator("iframe")).toHaveCSS("opacity", "1");
    await expect(page.frameLocator("[data-slot=video-embed] iframe").getByText("Playing")).toBeVisible();
    expect(scripts.filter((name) => name.startsWith("hydrate-island-"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a frame that does not load in time shows the failure message, and Try Again reloads the video page", async ({
    page,
  }) => {
    await page.clock.install();
    await page.route(YOUTUBE_FRAME, () => {
      // Never answers: the frame neither loads nor fails, as when the video host is unreachable.
    });
    await page.goto(VIDEO_PAGE);
    const block = page.locator("[data-slot=video-embed]");
    await expect(block).toHaveAttribute("data-state", "loading");
    await page.clock.fastForward(20_000);
    const alert = block.getByRole("alert");
    await expect(alert).toContainText("Failed to load video. Please try again later.");
    const reloaded = page.waitForEvent("load");
    await alert.getByRole("button", { name: "Try Again" }).click();
    await reloaded;
    await expect(page.locator("[data-slot=video-embed]")).toHaveAttribute("data-state", "loading");
  });
});
