/**
 * The Medicare money calculators on /resources/calculators: IRMAA, the Part B and Part D late penalties,
 * and the help-paying screener, each placed by an embedded medicareMoneyCalculator entry below the timeline. With
 * JavaScript the island answers its plain GET form in place and keeps the answers in the address; with none, the
 * form's submission is the bookmarkable address and the server answers it. Every answer shows the figures' year and
 * source, says it is an estimate, and offers 'Email me my results' (a lead with the calculator's own source).
 */
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import {
  axeViolations,
  collectErrors,
  leadDialog,
  received,
  sendLead,
  uniqueEmail,
  waitForHydration,
} from "./helpers.js";

const PAGE = "/resources/calculators";
/** What the installable-app runtime logs when service workers are blocked. */
const NO_SERVICE_WORKER = "[pwa] Service worker registration failed";
type Kind = "irmaa" | "late-penalties" | "help-paying";
const calculator = (page: Page, kind: Kind) => page.locator(`[data-slot=money-calculator][data-calculator=${kind}]`);
const RESULTS: Record<Kind, string> = {
  irmaa: "Your IRMAA estimate",
  "late-penalties": "Your late penalty estimate",
  "help-paying": "Your help paying screener answer",
};
const results = (page: Page, kind: Kind) => page.getByRole("region", { name: RESULTS[kind] });

const island = (page: Page, kind: Kind) =>
  page.locator(`[data-island=money-calculator]:has([data-calculator=${kind}])`);

/**
 * Brings the calculator's island to life as a visitor does (it hydrates on interaction: here the pointer over it) and
 * waits until it is live.
 */
async function live(page: Page, kind: Kind): Promise<Locator> {
  const section = calculator(page, kind);
  await section.scrollIntoViewIfNeeded();
  // Forced: only the pointer's arrival matters (waiting for "stable" needs animation frames a loaded machine may delay).
  await section.getByRole("heading", { level: 2 }).hover({ force: true });
  await expect(island(page, kind)).toHaveAttribute("data-hydrated", "true");
  return section;
}

/** Holds back React's island hydrator, as on a slow phone, until `release` is called (service workers blocked). */
async function holdIslandCode(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-island-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function askIrmaa(section: Locator, magi: string, status: RegExp) {
  await section.getByRole("textbox", { name: /Your income on your \d{4} tax return/ }).fill(magi);
  await section.getByRole("radio", { name: status }).check();
  await section.getByRole("button", { name: "Show my premiums" }).click();
}

async function askPenalties(section: Locator, { b, dMonths, dDays }: { b?: string; dMonths?: string; dDays?: string }) {
  if (b !== undefined)
    await section.getByRole("textbox", { name: /How many months could you have had Part B/ }).fill(b);
  if (dMonths !== undefined)
    await section.getByRole("textbox", { name: /How many full months did you go without Part D/ }).fill(dMonths);
  if (dDays !== undefined) await section.getByRole("textbox", { name: /longest time in a row, in days/ }).fill(dDays);
  await section.getByRole("button", { name: "Show my penalty" }).click();
}

async function askHelp(section: Locator, { size, income, savings }: { size: RegExp; income: string; savings: string }) {
  await section.getByRole("radio", { name: size }).check();
  await section.getByRole("textbox", { name: /Your monthly income before deductions/ }).fill(income);
  await section.getByRole("textbox", { name: /Your savings and other resources/ }).fill(savings);
  await section.getByRole("button", { name: "See if I may qualify" }).click();
}

test.describe("with JavaScript", () => {
  // Two axe runs over a long page (the timeline, three calculators, worked examples) on two shared cores.
  test.describe.configure({ timeout: 90_000 });
  test("IRMAA: a bookmarked answer opens as the server rendered it; the form answers in place, keeps the address and the back button; sources and SSA-44 events; axe passes", async ({
    page,
  }) => {
    const { errors } = collectErrors(page);
    await page.goto(`${PAGE}?magi=150000&filingStatus=single`);
    await waitForHydration(page);
    const section = await live(page, "irmaa");
    const answer = results(page, "irmaa");
    await expect(answer).toContainText("In 2026, your Part B premium is $405.80 a month");
    await expect(answer).toContainText("level 3 of 6");
    await expect(answer).toContainText("Form SSA-44");
    await expect(answer).toContainText("You stopped working");
    await expect(answer).toContainText("(in force in 2026)");
    await expect(answer.getByRole("link", { name: /^Source: cms\.gov/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/www\.cms\.gov\//,
    );
    await expect(answer).toContainText("This is an estimate");
    expect(await axeViolations(page)).toEqual([]);

    await askIrmaa(section, "250,000", /^Married, filing jointly/);
    await expect(page).toHaveURL(/\?magi=250%2C000&filingStatus=joint$/);
    await expect(answer).toContainText("more than $218,000 and no more than $274,000");
    await expect(answer).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\?magi=150000&filingStatus=single$/);
    await expect(answer).toContainText("In 2026, your Part B premium is $405.80 a month");
    expect(errors).toEqual([]);
  });

  test("late penalties: a bad field gets the package's message under it and focus; then Part B and Part D in dollars; axe passes", async ({
    page,
  }) => {
    const { errors } = collectErrors(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const section = await live(page, "late-penalties");
    await askPenalties(section, { b: "two years" });
    const months = section.getByRole("textbox", { name: /How many months could you have had Part B/ });
    await expect(section.getByText("Please enter a number of months, like 14.").last()).toBeVisible();
    await expect(months).toHaveAttribute("aria-invalid", "true");
    await expect(months).toBeFocused();
    await expect(results(page, "late-penalties")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await askPenalties(section, { b: "26", dMonths: "14", dDays: "90" });
    await expect(page).toHaveURL(/\?monthsWithoutCoverage=26&uncoveredMonths=14&gapDays=90$/);
    const answer = results(page, "late-penalties");
    await expect(answer).toContainText("$40.60 a month more (20%), so your Part B premium is $243.50 a month in 2026.");
    await expect(answer).toContainText("$5.50 a month (14% of the base premium)");
    await expect(answer).toContainText("The national base beneficiary premium (Part D): $38.99 a month");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe("the island's code held back, as on a slow phone", () => {
    // Held by page.route, which never sees what a service worker answers: none here (the runtime says so).
    test.use({ serviceWorkers: "block" });
    test("typed before the island is live: the income and filing status stay, the focus stays in the field, and the island answers them", async ({
      page,
    }) => {
      const { errors } = collectErrors(page);
      const { release } = await holdIslandCode(page);
      await page.goto(PAGE);
      await waitForHydration(page);
      const section = calculator(page, "irmaa");
      const income = section.getByRole("textbox", { name: /Your income on your \d{4} tax return/ });
      // The first focus asks for the island's code; the visitor goes on in the plain form while it loads.
      await income.fill("250,000");
      await section.getByRole("radio", { name: /^Married, filing jointly/ }).check();
      await income.focus();
      await expect(island(page, "irmaa")).not.toHaveAttribute("data-hydrated", "true");
      release();
      await expect(island(page, "irmaa")).toHaveAttribute("data-hydrated", "true");
      await expect(income).toBeFocused();
      await expect(income).toHaveValue("250,000");
      await expect(section.getByRole("radio", { name: /^Married, filing jointly/ })).toBeChecked();
      // Enter submits what the island now holds: answered in place, into the address.
      await income.press("Enter");
      await expect(page).toHaveURL(/\?magi=250%2C000&filingStatus=joint$/);
      await expect(results(page, "irmaa")).toContainText("more than $218,000 and no more than $274,000");
      await expect(results(page, "irmaa")).toBeFocused();
      expect(errors.filter((error) => !error.includes(NO_SERVICE_WORKER))).toEqual([]);
    });
  });

  test("help paying: 'you may qualify' with how to apply and 'call us'; the printout leaves the controls out; 'Email me my results' sends a 'Help Paying Screener' lead", async ({
    page,
  }) => {
    const { errors } = collectErrors(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const section = await live(page, "help-paying");
    await askHelp(section, { size: /^Just me/, income: "1,300", savings: "5000" });
    const answer = results(page, "help-paying");
    await expect(answer).toContainText("You may qualify for the Qualified Medicare Beneficiary (QMB) program.");
    await expect(answer).toContainText("Mississippi Division of Medicaid");
    await expect(answer).toContainText("This is an estimate, not a decision.");
    await expect(answer.getByRole("link", { name: "(662) 555-0142" }).first()).toHaveAttribute(
      "href",
      "tel:+16625550142",
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(section.getByRole("button", { name: "See if I may qualify" })).toBeHidden();
    await expect(answer.getByRole("button", { name: "Email me my results" })).toBeHidden();
    await expect(answer.getByRole("heading", { name: "Extra Help with drug costs" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const email = uniqueEmail("help-screener");
    await answer.getByRole("button", { name: "Email me my results" }).click();
    const dialog = leadDialog(page);
    await sendLead(dialog, { firstName: "Hattie", lastName: "Helper", email });
    await expect(dialog.getByText("Thank You!")).toBeVisible();
    await expect
      .poll(
        async () => (await received()).find((item) => item.path === "/lead" && item.body.includes(email))?.body ?? "",
      )
      .toContain('"source":"Help Paying Screener"');
    expect(errors.filter((error) => !error.includes(NO_SERVICE_WORKER))).toEqual([]);
  });
});

test.describe("with no JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // axe needs script in the page: the server's answers are checked with axe, reflow and HTML validity through
  // route-list.ts (bookmarked addresses, and one with the fields' messages).

  test("IRMAA: the plain GET form's submission is the bookmarkable address, answered by the server, back at the calculator", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const section = calculator(page, "irmaa");
    await askIrmaa(section, "109001", /^Single/);
    await expect(page).toHaveURL(/\/resources\/calculators\?magi=109001&filingStatus=single#irmaa-calculator$/);
    const answer = results(page, "irmaa");
    await expect(answer).toContainText("In 2026, your Part B premium is $284.10 a month");
    await expect(answer).toContainText("Your spouse died");
    await expect(section.getByRole("textbox", { name: /Your income on your/ })).toHaveValue("109001");
    // 'Email me my results' is a plain GET form to the guide request's page, with the calculator's source.
    await answer.getByRole("button", { name: "Email me my results" }).click();
    await expect(page).toHaveURL(/\/free-guide\?source=IRMAA\+Calculator$/);
  });

  test("late penalties: bad input shows the messages under the fields; good input the penalties", async ({ page }) => {
    const response = await page.goto(`${PAGE}?monthsWithoutCoverage=-3&uncoveredMonths=2.5&gapDays=90`);
    expect(response?.status()).toBe(200);
    const section = calculator(page, "late-penalties");
    const message = section.locator("p", { hasText: "The number of months can't be less than 0." });
    await expect(message).toBeVisible();
    const months = section.getByRole("textbox", { name: /How many months could you have had Part B/ });
    await expect(months).toHaveAttribute("aria-invalid", "true");
    await expect(months).toHaveAttribute("aria-describedby", new RegExp(`^${(await message.getAttribute("id"))!}`));
    await expect(section.locator("p", { hasText: "Please enter a whole number of months, like 14." })).toBeVisible();
    await expect(results(page, "late-penalties")).toHaveCount(0);

    await askPenalties(section, { b: "38", dMonths: "", dDays: "" });
    await expect(page).toHaveURL(/\?monthsWithoutCoverage=38&uncoveredMonths=&gapDays=#late-penalties-calculator$/);
    await expect(results(page, "late-penalties")).toContainText("$60.90 a month more (30%)");
  });

  test("help paying: the screener answers a plain submission, never as a decision", async ({ page }) => {
    await page.goto(PAGE);
    const section = calculator(page, "help-paying");
    await askHelp(section, { size: /^Me and my husband or wife/, income: "5000", savings: "0" });
    await expect(page).toHaveURL(/\?householdSize=2&monthlyIncome=5000&resources=0&state=MS#help-paying-calculator$/);
    const answer = results(page, "help-paying");
    await expect(answer).toContainText("You likely do not qualify for a Medicare Savings Program, but apply anyway if");
    await expect(answer).toContainText("This is an estimate, not a decision.");
    await expect(answer).toContainText("Call us at (662) 555-0142");
  });
});
