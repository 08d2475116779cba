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

  await page.mouse.move(195, 400);
  for (let step = 0; step < 3; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  await expect(bar).toHaveAttribute("data-state", "visible");
  await expect(bar.getByRole("link", { name: "Schedule an Appointment" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Still shown a second after the last scroll...
  await page.waitForTimeout(1000);
  await expect(bar).toHaveAttribute("data-state", "visible", { timeout: 0 });
  // ...and hidden once the 2-second quiet period has passed.
  await page.waitForTimeout(1600);
  await expect(bar).toHaveAttribute("data-state", "hidden", { timeout: 0 });
  await expect(bar).toBeHidden();
});
