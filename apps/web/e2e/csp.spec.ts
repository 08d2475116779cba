/**
 * The Content-Security-Policy allows styles from the site's own files only (style-src 'self', no 'unsafe-inline'):
 * the main pages, the dialogs, the phone menu and the category dropdown meet it with no violation (no
 * securitypolicyviolation event, no CSP console error, no report sent), a dialog still locks the page's scroll, and no
 * built or server-rendered page carries a style attribute or a <style> element.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { collectErrors, hydrateAllIslands, leadDialog, waitForHydration } from "./helpers.js";

const CLIENT_DIR = join(import.meta.dirname, "..", process.env.E2E_DIST_DIR ?? "dist", "client");

/** Starts recording CSP violations three ways; call before the first navigation. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sample.slice(0, 60)})`);
    });
  });
  const { errors } = collectErrors(page);
  const reports: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/csp-report") reports.push(request.postData() ?? "");
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    return [
      ...events.map((text) => `event ${text}`),
      ...errors.filter((text) => /Content Security Policy|Content-Security-Policy/i.test(text)),
      ...reports.map((body) => `report ${body.slice(0, 200)}`),
    ];
  };
}

/** True while the page cannot be scrolled: the lock's attribute and overflow on the body, and a wheel moves nothing. */
async function scrollIsLocked(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  const state = await page.evaluate(() => ({
    attribute: document.body.hasAttribute("data-scroll-locked"),
    overflow: getComputedStyle(document.body).overflow,
    scrollY: window.scrollY,
  }));
  return state.attribute && state.overflow === "hidden" && state.scrollY === before;
}

const PAGES = [
  "/",
  "/blog/turning-65-medicare-checklist",
  "/search?q=medicare",
  "/resources/calculators",
  "/resources/calculators?magi=150000&filingStatus=single",
  "/free-guide",
];

for (const path of PAGES) {
  test(`${path} meets the style policy with no violation, every island hydrated`, async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    await hydrateAllIslands(page);
    expect(await violations()).toEqual([]);
  });
}

test("the guide dialog opens, locks the page's scroll and closes with no violation", async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  const widthBefore = await page.evaluate(() => document.documentElement.clientWidth);
  await page.getByRole("button", { name: "Download Free Guide" }).first().click();
  const dialog = leadDialog(page);
  await expect(dialog).toBeVisible();
  // Locked from the first frame (the placeholder dialog, while the form's code loads), and in the form's own dialog.
  expect(await scrollIsLocked(page)).toBe(true);
  await expect(dialog.getByRole("textbox").first()).toBeVisible();
  expect(await scrollIsLocked(page)).toBe(true);
  // The scrollbar's width is taken up by the body's margin: the page keeps its width.
  const gap = await page.evaluate(() =>
    document.body.style.getPropertyValue("--removed-body-scroll-bar-size").replace("px", ""),
  );
  expect(Number(gap) + (await page.evaluate(() => document.documentElement.clientWidth))).toBeGreaterThanOrEqual(
    widthBefore,
  );
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  const after = await page.evaluate(() => ({
    attribute: document.body.hasAttribute("data-scroll-locked"),
    style: document.body.getAttribute("style") ?? "",
  }));
  expect(after).toEqual({ attribute: false, style: "" });
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  expect(await violations()).toEqual([]);
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu opens, locks the page's scroll and closes with no violation", async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    expect(await page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(true);
    await menu.getByRole("button", { name: "Medicare Plans" }).click();
    await menu.getByRole("button", { name: "Close" }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.hasAttribute("data-scroll-locked"))).toBe(false);
    expect(await violations()).toEqual([]);
  });
});

test("the blog's category dropdown opens and closes with no violation", async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  await page.goto("/blog");
  await waitForHydration(page);
  await hydrateAllIslands(page);
  const trigger = page.getByRole("combobox").first();
  await trigger.click();
  await expect(page.getByRole("option", { name: "All Categories" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("option", { name: "All Categories" })).toBeHidden();
  expect(await violations()).toEqual([]);
});

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "assets") continue;
    if (statSync(path).isDirectory()) htmlFiles(path, out);
    else if (name.endsWith(".html")) out.push(path);
  }
  return out;
}

/** The style attributes and <style> elements of a page, each with a little of what surrounds it. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/.{0,60}(?:<style[\s>]|\sstyle=).{0,60}/gis)].map((match) => match[0]);
}

test("no built page, and no page the server renders, carries a style attribute or a <style> element", async ({
  request,
}) => {
  const files = htmlFiles(CLIENT_DIR);
  expect(files.length).toBeGreaterThan(20);
  const found = files.flatMap((file) => inlineStyles(readFileSync(file, "utf8")).map((text) => `${file}: ${text}`));
  for (const path of [
    "/search?q=medicare",
    "/resources/calculators?magi=150000&filingStatus=single",
    "/resources/calculators?dob=1960-02-30",
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    found.push(...inlineStyles(await response.text()).map((text) => `${path}: ${text}`));
  }
  expect(found).toEqual([]);
});
