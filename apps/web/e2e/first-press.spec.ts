/**
 * The first press answers at once: a lead button or the phone menu, pressed before React and the
 * island's code have loaded, opens its plain-HTML placeholder dialog straight away; the press is kept while the code
 * loads (held here with page.route) and opens the real dialog once the island is live. Focus moves in, Escape closes,
 * focus returns to the button; closing the placeholder cancels the press.
 */
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { collectErrors, findReceived, uniqueEmail } from "./helpers.js";

// No service worker: scripts it answered from its cache would never reach page.route, which holds them here.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" });
// Two shared cores: React and an island's code can take several seconds to arrive and run once released.
test.setTimeout(120_000);
const LOADED = { timeout: 60_000 };

/** Holds every script requested from now on until `release()`: the island's code cannot arrive before. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The page's errors, but the service worker's registration, which this spec blocks on purpose. */
const pageErrors = (errors: string[]) => errors.filter((error) => !error.includes("[pwa] Service worker registration"));

const shellNamed = (page: Page, name: string) => page.locator("dialog[data-press-shell][open]", { hasText: name });

test("a lead button's first tap opens the real form at once, takes typing while the code loads, and hands it over", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  await page.goto("/medicare-breakdown", { waitUntil: "networkidle" });
  const scripts = await holdScripts(page);
  const button = page.locator("[data-slot=lead-dialog-trigger]").first();

  const shellId = await button.evaluate((element) => element.closest<HTMLElement>("[data-island]")!.dataset.shell);
  expect(shellId).toBeTruthy();
  await button.tap();
  const shell = shellNamed(page, "Get Your Free Medicare Guide");
  await expect(shell).toBeVisible();
  // The guide request's own form, server-rendered: its first field has the focus and takes typing at once.
  await expect(shell.getByLabel("First name")).toBeFocused();
  await page.keyboard.type("Marg");
  await shell.getByLabel("Email address").fill("marg@example.com");
  await shell.getByLabel("First name").focus();
  await page.keyboard.type("aret");
  await expect(page.getByRole("dialog", { name: "Get Your Free Medicare Guide" })).toBeVisible();
  // The page behind does not scroll, from the placeholder on; from here, count every moment the lock lapses.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.evaluate(() => {
    const record = window as unknown as { __unlocked: number };
    record.__unlocked = 0;
    new MutationObserver(() => {
      if (!document.body.hasAttribute("data-scroll-locked")) record.__unlocked += 1;
    }).observe(document.body, { attributes: true, attributeFilter: ["data-scroll-locked"] });
  });
  // Focus is in the dialog; the code is still on its way.
  expect(await shell.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expect.poll(scripts.held).toBeGreaterThan(0);
  expect(await button.evaluate((element) => element.closest<HTMLElement>("[data-island]")!.dataset.hydrated)).toBe(
    undefined,
  );

  scripts.release();
  // The same press, now served by the island: its dialog, with what was typed and the focus in the field typed in,
  // and the placeholder gone.
  const form = page.locator("[role=dialog]:not(dialog) [data-slot=lead-form]");
  await expect(form.getByLabel("First name")).toBeVisible(LOADED);
  await expect(page.locator(`[id="${shellId}"]`)).toHaveCount(0);
  await expect(form.getByLabel("First name")).toHaveValue("Margaret");
  await expect(form.getByLabel("Email address")).toHaveValue("marg@example.com");
  await expect(form.getByLabel("First name")).toBeFocused();
  // The real dialog took the lock over before the placeholder let it go.
  expect(await page.evaluate(() => (window as unknown as { __unlocked: number }).__unlocked)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(false);
  expect(pageErrors(errors)).toEqual([]);
});

test("the placeholder's form posts itself while the island's code never arrives: the office gets the lead", async ({
  page,
}) => {
  await page.goto("/medicare-breakdown", { waitUntil: "networkidle" });
  await holdScripts(page);
  const email = uniqueEmail("press-shell");
  await page.locator("[data-slot=lead-dialog-trigger]").first().tap();
  const shell = shellNamed(page, "Get Your Free Medicare Guide");
  await expect(shell.getByLabel("First name")).toBeFocused();
  await shell.getByLabel("First name").fill("Paula");
  await shell.getByLabel("Last name").fill("Placeholder");
  await shell.getByLabel("Email address").fill(email);
  await shell.getByLabel("Phone number").fill("(662) 555-0148");
  await shell.getByLabel("Zip code").fill("38804");
  await shell.getByRole("button", { name: "Send Me the Guide" }).click();
  // A plain post, answered by the server with the guide request's page (as without JavaScript).
  await expect(page).toHaveURL(/\/free-guide\?message=sent(#guide-form-title)?$/, LOADED);
  await expect(page.locator("[data-slot=lead-success]")).toContainText("Thank You!");
  const record = await findReceived("/lead", email);
  expect(JSON.parse(record.body)).toMatchObject({ firstName: "Paula", lastName: "Placeholder", email });
});

test("closing the placeholder before the code is there cancels the press", async ({ page }) => {
  const { errors } = collectErrors(page);
  await page.goto("/medicare-breakdown", { waitUntil: "networkidle" });
  const scripts = await holdScripts(page);
  const button = page.locator("[data-slot=lead-dialog-trigger]").first();
  const island = page.locator("[data-island=lead-button]").first();

  await button.tap();
  const shell = shellNamed(page, "Get Your Free Medicare Guide");
  await expect(shell).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shell).toHaveCount(0);
  await expect(button).toBeFocused();

  scripts.release();
  await expect(island).toHaveAttribute("data-hydrated", "true", LOADED);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The island works from now on.
  await button.tap();
  await expect(page.locator("[role=dialog]:not(dialog) [data-slot=lead-form]").getByLabel("First name")).toBeVisible(
    LOADED,
  );
  expect(pageErrors(errors)).toEqual([]);
});

test("the phone menu's first tap opens at once and becomes the real menu", async ({ page }) => {
  const { errors } = collectErrors(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const scripts = await holdScripts(page);
  const button = page.locator("[data-slot=mobile-menu-trigger]");

  await button.tap();
  const shell = shellNamed(page, "Menu");
  await expect(shell).toBeVisible();
  await expect(shell.getByRole("button", { name: "Close" })).toBeFocused();

  scripts.release();
  const menu = page.locator("[data-slot=mobile-menu]");
  await expect(menu.getByRole("navigation", { name: "Main" })).toBeVisible(LOADED);
  await expect(page.locator("dialog[data-press-shell][open]")).toHaveCount(0);
  await expect.poll(() => menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(pageErrors(errors)).toEqual([]);
});

test("with the keyboard: Enter on the focused button opens the placeholder, then the real dialog", async ({ page }) => {
  await page.goto("/medicare-breakdown", { waitUntil: "networkidle" });
  const scripts = await holdScripts(page);
  const button = page.locator("[data-slot=lead-dialog-trigger]").first();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(shellNamed(page, "Get Your Free Medicare Guide")).toBeVisible();
  scripts.release();
  await expect(page.locator("[role=dialog]:not(dialog) [data-slot=lead-form]").getByLabel("First name")).toBeVisible(
    LOADED,
  );
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});
