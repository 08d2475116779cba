import { expect, test } from "@playwright/test";
import { collectErrors, waitForHydration } from "./helpers.js";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the mobile menu opens one group at a time and closes when a link is followed", async ({ page }) => {
  const { errors } = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await expect(menuButton).toBeVisible();
  await menuButton.click();

  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const understand = menu.getByRole("button", { name: "Understand Medicare" });
  const plans = menu.getByRole("button", { name: "Medicare Plans" });
  await expect(understand).toHaveAttribute("aria-expanded", "false");
  await expect(plans).toHaveAttribute("aria-expanded", "false");

  await understand.click();
  await expect(understand).toHaveAttribute("aria-expanded", "true");
  await plans.click();
  await expect(plans).toHaveAttribute("aria-expanded", "true");
  await expect(understand).toHaveAttribute("aria-expanded", "false");
  await expect(menu.locator('button[aria-expanded="true"]')).toHaveCount(1);

  const link = menu.getByRole("link", { name: "Medicare Advantage" }).first();
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  await link.click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator("h1:visible")).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("the appointment bar slides in while scrolling and hides 2 s after scrolling stops", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const bar = page.locator('[data-slot="mobile-appointment-bar"]');
  await expect(bar).toHaveAttribute("data-state", "hidden");
  await expect(bar).toBeHidden();

  // The page's own clock times the bar: when the last scroll event came and when the bar changed state. A busy
  // machine can only make the bar's timer fire late, never early, so the checks below hold however slow the run.
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-slot="mobile-appointment-bar"]')!;
    const record = { lastScroll: 0, changes: [] as { state: string; at: number }[] };
    Object.assign(window, { __bar: record });
    addEventListener("scroll", () => (record.lastScroll = performance.now()), { passive: true });
    new MutationObserver(() =>
      record.changes.push({ state: element.dataset.state ?? "", at: performance.now() }),
    ).observe(element, { attributes: true, attributeFilter: ["data-state"] });
  });

  await page.mouse.move(195, 400);
  // Scrolled until the bar shows (the island may still be attaching its listener on a busy machine).
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(bar).toHaveAttribute("data-state", "visible", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(bar.getByRole("link", { name: "Schedule an Appointment" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // Hidden once the scrolling has stopped for 2 seconds...
  await expect(bar).toHaveAttribute("data-state", "hidden", { timeout: 15_000 });
  await expect(bar).toBeHidden();
  const record = await page.evaluate(
    () => (window as unknown as { __bar: { lastScroll: number; changes: { state: string; at: number }[] } }).__bar,
  );
  const shown = record.changes.findIndex((change) => change.state === "visible");
  const hidden = record.changes.findIndex((change, index) => index > shown && change.state === "hidden");
  expect(shown).toBeGreaterThanOrEqual(0);
  expect(hidden).toBeGreaterThan(shown);
  // ...not before: it stayed shown through the quiet period (no change between shown and hidden)...
  expect(hidden).toBe(shown + 1);
  const quiet = record.changes[hidden]!.at - record.lastScroll;
  expect(quiet).toBeGreaterThanOrEqual(1_950);
  // ...and not long after (a bar that never hides, or waits far longer, fails).
  expect(quiet).toBeLessThan(6_000);
});
