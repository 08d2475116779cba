/**
 * 'Your Medicare timeline' on /resources/calculators: placed by an embedded medicareTimelineTool entry,
 * inputs in the address, plain-language dates, clear messages for bad input, an .ics download, a clean printout,
 * and 'Email me my timeline' sending a lead with source 'Medicare Timeline'. A visitor past their first
 * sign-up window sees what is still ahead first (the Medigap window following the Part B taken when job coverage
 * ends) with the passed months folded, and on a phone the sign-up table reads as a list. With no JavaScript:
 * no-javascript.spec.ts.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import {
  askTimeline,
  axeViolations,
  collectErrors,
  initialEnrollmentText,
  leadDialog,
  received,
  sendLead,
  turning65In,
  uniqueEmail,
  waitForHydration,
} from "./helpers.js";

const PAGE = "/resources/calculators";
/** What the installable-app runtime logs when service workers are blocked. */
const NO_SERVICE_WORKER = "[pwa] Service worker registration failed";
const tool = (page: Page) => page.locator("[data-slot=medicare-timeline]");
/** Someone whose first sign-up window is still wholly ahead, on any day the tests run (turning 65 in five months). */
const born = turning65In(5);
const turnsText = `You turn 65 in ${born.monthName} ${born.turns65.year}.`;
const bornQuery = (ss: "no" | "yes") => new RegExp(`\\?dob=${born.iso}&ss=${ss}$`);

test("a bookmarked result opens with the dates; the form answers in place, keeps the address and the back button; axe passes", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  await page.goto(`${PAGE}?dob=${born.iso}&ss=no`);
  await waitForHydration(page);
  const results = page.getByRole("region", { name: "Your Medicare dates" });
  await expect(results).toContainText(turnsText);
  await expect(results).toContainText(initialEnrollmentText(born));
  await expect(results.getByRole("table").first().locator("tbody tr")).toHaveCount(7);
  await expect(results).toContainText("2026 figures: the standard Part B premium is $202.90 a month");
  await expect(results.getByRole("link", { name: "(662) 555-0142" })).toHaveAttribute("href", "tel:+16625550142");
  expect(await axeViolations(page)).toEqual([]);

  const form = tool(page);
  await askTimeline(form, { month: "May", day: "10", year: "1958", ss: "Yes" });
  await expect(page).toHaveURL(/\?dob=1958-05-10&ss=yes$/);
  await expect(results).toContainText("You turned 65 in May 2023.");
  await page.goBack();
  await expect(page).toHaveURL(bornQuery("no"));
  await expect(results).toContainText(turnsText);
  expect(errors).toEqual([]);
});

test.describe("the island's code held back, as on a slow phone", () => {
  // Held by page.route, which never sees what a service worker answers: none here (the runtime says so).
  test.use({ serviceWorkers: "block" });

  /** Holds back React's island hydrator until the returned function is called. */
  async function holdIslandCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-island-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("typed before the island is live: the fields stay as the visitor left them, the focus where it was", async ({
    page,
  }) => {
    const { errors } = collectErrors(page);
    const release = await holdIslandCode(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const form = tool(page);
    const island = page.locator('[data-island="timeline-tool"]');
    // The first touch of the form asks for the island's code; the visitor goes on in the plain form meanwhile.
    await form.getByLabel("Month").first().selectOption({ label: born.monthName });
    await form.getByLabel("Day").fill("15");
    await form.getByLabel("Year").first().fill(String(born.year));
    await form.getByRole("radio", { name: "No" }).check();
    await form.getByLabel("Day").focus();
    await expect(island).not.toHaveAttribute("data-hydrated", "true");
    release();
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(form.getByLabel("Day")).toBeFocused();
    await expect(form.getByLabel("Day")).toHaveValue("15");
    await expect(form.getByLabel("Month").first()).toHaveValue(String(born.month));
    await expect(form.getByLabel("Year").first()).toHaveValue(String(born.year));
    await expect(form.getByRole("radio", { name: "No" })).toBeChecked();
    // The island holds them: Enter answers them in place.
    await form.getByLabel("Day").press("Enter");
    await expect(page).toHaveURL(bornQuery("no"));
    await expect(page.getByRole("region", { name: "Your Medicare dates" })).toContainText(turnsText);
    expect(errors.filter((error) => !error.includes(NO_SERVICE_WORKER))).toEqual([]);
  });

  test("'Show my dates' pressed before the island is live is held and answered once it is", async ({ page }) => {
    const { errors } = collectErrors(page);
    const release = await holdIslandCode(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    await askTimeline(tool(page), { month: born.monthName, day: "15", year: String(born.year), ss: "No" });
    await expect(page.locator('[data-island="timeline-tool"]')).not.toHaveAttribute("data-hydrated", "true");
    expect(new URL(page.url()).search).toBe("");
    release();
    await expect(page).toHaveURL(bornQuery("no"));
    const results = page.getByRole("region", { name: "Your Medicare dates" });
    await expect(results).toContainText(turnsText);
    await expect(results).toBeFocused();
    expect(errors.filter((error) => !error.includes(NO_SERVICE_WORKER))).toEqual([]);
  });
});

test("bad input gets a clear message under the field, and axe passes with it shown", async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const form = tool(page);
  await form.scrollIntoViewIfNeeded();
  await askTimeline(form, { month: "February", day: "30", year: "1960", ss: "No" });
  const message = form.getByText("February 30, 1960 is not a date. Check the day.");
  await expect(message).toBeVisible();
  await expect(form.getByLabel("Month").first()).toBeFocused();
  await expect(form.getByLabel("Day")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Your Medicare dates" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("the calendar file downloads, the printout leaves the site around it out, and 'Email me my timeline' sends a 'Medicare Timeline' lead", async ({
  page,
}) => {
  // Someone whose sign-up window opens next March, whatever today is: born in June, 64 years ago.
  const next = new Date().getFullYear() + 1;
  await page.goto(`${PAGE}?dob=${next - 65}-06-15&ss=no`);
  await waitForHydration(page);
  const results = page.getByRole("region", { name: "Your Medicare dates" });
  await expect(results).toContainText(`March 1, ${next} to September 30, ${next}`);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add these dates to my calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("medicare-timeline.ics");
  const ics = await readFile(await file.path(), "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${next}0301`);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(tool(page).getByRole("button", { name: "Show my dates" })).toBeHidden();
  await expect(results.getByRole("heading", { name: "Your Initial Enrollment Period" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  const email = uniqueEmail("timeline");
  await page.getByRole("button", { name: "Email me my timeline" }).click();
  const dialog = leadDialog(page);
  await sendLead(dialog, { firstName: "Tina", lastName: "Timeline", email });
  await expect(dialog.getByText("Thank You!")).toBeVisible();
  await expect
    .poll(async () => (await received()).find((item) => item.path === "/lead" && item.body.includes(email))?.body ?? "")
    .toContain('"source":"Medicare Timeline"');
});

test("past the first window and still at work: what is ahead comes first, the Medigap window follows the Part B taken when job coverage ends, the passed months are folded; axe passes", async ({
  page,
}) => {
  // Turned 65 two years ago (born in June, 67 years ago), covered at work until the end of next year.
  const year = new Date().getFullYear();
  await page.goto(`${PAGE}?dob=${year - 67}-06-15&ss=no&coverageEnds=${year + 1}-12`);
  await waitForHydration(page);
  const results = page.getByRole("region", { name: "Your Medicare dates" });
  await expect(results).toContainText(`You turned 65 in June ${year - 2}.`);
  await expect(results.getByRole("heading", { level: 3 })).toHaveText([
    "When your job-based coverage ends",
    "Your Medigap Open Enrollment Period",
    "Every year after that",
    "Your Initial Enrollment Period",
    "What this tool does not cover",
  ]);
  const medigap = results.locator("section", {
    has: page.getByRole("heading", { name: "Your Medigap Open Enrollment Period" }),
  });
  await expect(medigap).toContainText(`January 1, ${year + 2} to June 30, ${year + 2}.`);
  await expect(medigap).toContainText(
    `These dates are for Part B starting January 1, ${year + 2}, the day after your job-based coverage ends.`,
  );
  await expect(medigap).toContainText("If your Part B starts on a different date, your window moves with it.");

  const folded = results.locator("details");
  await expect(folded).not.toHaveAttribute("open");
  const summary = folded.locator("summary");
  await expect(summary).toHaveText("The 7 sign-up months, all of which have passed");
  await expect(folded.getByRole("table")).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await summary.click();
  await expect(folded.getByRole("table").locator("tbody tr")).toHaveCount(7);
  await expect(folded.getByRole("table")).toBeVisible();
});

test("on a phone the sign-up table reads as a list, each date under its label; on a wide screen it is a table", async ({
  page,
}) => {
  const next = new Date().getFullYear() + 1;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${PAGE}?dob=${next - 65}-06-15&ss=no`);
  await waitForHydration(page);
  const table = page.getByRole("region", { name: "Your Medicare dates" }).locator("table").first();
  const firstRow = table.locator("tbody tr").first();
  await expect(firstRow).toBeVisible();
  await expect(table.locator("thead")).toBeHidden();
  const cells = firstRow.locator("td");
  const boxes = await Promise.all([0, 1, 2].map(async (index) => (await cells.nth(index).boundingBox())!));
  // One under the other, each as wide as the row allows, none past the screen's edge.
  expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height - 1);
  expect(boxes[2]!.y).toBeGreaterThanOrEqual(boxes[1]!.y + boxes[1]!.height - 1);
  for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The column's name, drawn before the value on narrow screens only.
  await expect(cells.nth(1)).toHaveAttribute("data-label", "Part A starts");
  expect(await cells.nth(1).evaluate((cell) => getComputedStyle(cell, "::before").content)).not.toMatch(
    /^(none|normal)$/,
  );
  await expect(cells.nth(2)).toHaveText(`June 1, ${next}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.locator("thead")).toBeVisible();
  const wide = await Promise.all([0, 1].map(async (index) => (await cells.nth(index).boundingBox())!));
  expect(Math.abs(wide[0]!.y - wide[1]!.y)).toBeLessThan(2);
  expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x + wide[0]!.width - 1);
  expect(await cells.nth(1).evaluate((cell) => getComputedStyle(cell, "::before").content)).toMatch(/^(none|normal)$/);
});
