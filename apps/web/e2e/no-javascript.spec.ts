/**
 * Works without JavaScript (progressive enhancement): a bookmarked Medicare timeline shows its dates,
 * a bad one the field's message, and the tool's plain GET form answers, all rendered by the server; site search
 * lists its results; 'Download Free Guide' leads to the guide request's page, whose form posts itself; the contact form is posted (never a GET: nothing personal in the address) and answered by the
 * server with its success message, or the visitor's values and the fields' messages. With JavaScript, the island takes over the server's answer as it is (no change, no error).
 */
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import {
  formatLongDate,
  formatMonth,
  medicareTimeline,
  validateTimelineInput,
} from "@tupelo-medicare/medicare-timeline";
import type { MedicareTimeline, TimelineFigures } from "@tupelo-medicare/medicare-timeline";
import { officeToday } from "../src/tools/timeline/office-today.js";
import {
  askTimeline,
  collectErrors,
  findReceived,
  received,
  sendContact,
  turning65In,
  uniqueEmail,
  waitForHydration,
} from "./helpers.js";

const PAGE = "/resources/calculators";
const tool = (page: Page) => page.locator("[data-slot=medicare-timeline]");
const results = (page: Page) => page.getByRole("region", { name: "Your Medicare dates" });
/** Someone whose first sign-up window is still wholly ahead, on any day the tests run (turning 65 in five months). */
const born = turning65In(5);

/** The tool's props as the page carries them: its figures and the server's answer. */
async function islandProps(page: Page) {
  const props = await page.locator('[data-island="timeline-tool"]').getAttribute("data-props");
  return JSON.parse(props!) as { tool: { figures: TimelineFigures }; initial?: { today: string } };
}

/**
 * The timeline the rules package gives for `birthDate` (no benefits) on the day the server answered the page for,
 * which must be today in America/Chicago: one of `days`, read on either side of the request (midnight may fall there).
 */
async function servedTimeline(page: Page, birthDate: string, days: string[]): Promise<MedicareTimeline> {
  const props = await islandProps(page);
  expect(days).toContain(props.initial?.today);
  const checked = validateTimelineInput({
    birthDate,
    getsBenefits: false,
    coverageEnds: null,
    today: props.initial!.today,
  });
  if (!checked.ok) throw new Error(`The test's birth date ${birthDate} is refused`);
  return medicareTimeline({ ...checked.value, figures: props.tool.figures });
}

/** Loads `url` and returns the timeline it must show (servedTimeline). */
async function openTimeline(page: Page, url: string, birthDate: string): Promise<MedicareTimeline> {
  const before = officeToday();
  await page.goto(url);
  return servedTimeline(page, birthDate, [before, officeToday()]);
}

/** The dates the person `born` must see, in the page's words. */
async function expectDates(page: Page, timeline: MedicareTimeline) {
  const region = results(page);
  await expect(region).toBeVisible();
  const iep = timeline.initialEnrollment;
  await expect(region).toContainText(`${formatLongDate(iep.start)} to ${formatLongDate(iep.end)}`);
  const medigap = timeline.medigapOpenEnrollment;
  await expect(region).toContainText(`${formatLongDate(medigap.start)} to ${formatLongDate(medigap.end)}`);
  await expect(region).toContainText(`65 in ${formatMonth(born.turns65)}.`);
  const signUps = timeline.iepSignUps.map((signUp) => formatMonth(signUp.signUpMonth));
  const table = region.getByRole("table", { name: "When your coverage starts, by the month you sign up" });
  const firstCells = await table.locator("tbody tr td:first-child").allTextContents();
  expect(firstCells.map((cell) => cell.replace(/ \(.*\)$/, ""))).toEqual(signUps);
}

test.describe("with no JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bookmarked timeline (?dob=…&ss=no) shows its dates, as of today in the office's time zone, and its answers in the form", async ({
    page,
  }) => {
    const timeline = await openTimeline(page, `${PAGE}?dob=${born.iso}&ss=no`, born.iso);
    await expectDates(page, timeline);
    const form = tool(page);
    await expect(form.getByLabel("Month").first()).toHaveValue(String(born.month));
    await expect(form.getByLabel("Day")).toHaveValue("15");
    await expect(form.getByLabel("Year").first()).toHaveValue(String(born.year));
    await expect(form.getByRole("radio", { name: "No" })).toBeChecked();
  });

  test("a bad query shows the form with the field's own message under it, and no dates", async ({ page }) => {
    const response = await page.goto(`${PAGE}?dob=1960-02-30&ss=no`);
    expect(response?.status()).toBe(200);
    const form = tool(page);
    const message = form.getByText("February 30, 1960 is not a date. Check the day.");
    await expect(message).toBeVisible();
    const month = form.getByLabel("Month").first();
    await expect(month).toHaveAttribute("aria-invalid", "true");
    await expect(month).toHaveAttribute("aria-describedby", (await message.getAttribute("id"))!);
    await expect(results(page)).toHaveCount(0);
  });

  test("the tool's form is a plain GET form: submitting it loads the page with the answers and shows the dates", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(results(page)).toHaveCount(0);
    const form = tool(page);
    const before = officeToday();
    await askTimeline(form, { month: born.monthName, day: "15", year: String(born.year), ss: "No" });
    await expect(page).toHaveURL(
      new RegExp(`/resources/calculators\\?dobMonth=${born.month}&dobDay=15&dobYear=${born.year}&ss=no&`),
    );
    await expectDates(page, await servedTimeline(page, born.iso, [before, officeToday()]));
  });

  test("the contact form posts itself: the success message shows, the address holds nothing personal, the office's webhook gets the message", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-contact");
    await page.goto("/contact-us");
    const requests: Array<{ method: string; url: string }> = [];
    page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
    const form = await sendContact(page, {
      name: "Nora Noscript",
      email,
      message: "Please call me about Part D plans, no script here.",
    });
    await expect(page).toHaveURL(/\/contact-us\?message=sent(#contact-form-title)?$/);
    await expect(form.getByRole("status")).toHaveText("Your message has been sent! We will contact you shortly.");
    await expect(form.getByLabel("Email address")).toHaveValue("");
    // Posted, never sent in an address: no request's URL holds what was typed.
    expect(requests.filter(({ url }) => new URL(url).pathname === "/api/contact")).toEqual([
      { method: "POST", url: expect.stringMatching(/\/api\/contact#contact-form-title$|\/api\/contact$/) },
    ]);
    for (const { url } of requests) {
      expect(url).not.toContain("Noscript");
      expect(url).not.toContain(encodeURIComponent(email));
      expect(url).not.toContain("nojs-contact");
    }
    const record = await findReceived("/contact", email);
    expect(record.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(record.body)).toMatchObject({
      name: "Nora Noscript",
      email,
      phone: "Not provided",
      message: "Please call me about Part D plans, no script here.",
      marketingConsent: true,
      source: "Website Contact Form",
    });
  });

  test("a bad contact form post shows the form again with the visitor's values and the fields' messages, and sends nothing", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-bad");
    await page.goto("/contact-us");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await form.getByLabel("Name", { exact: true }).fill("N");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("textbox", { name: "Message" }).fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).not.toHaveURL(/nojs-bad|\?/);
    const answered = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await expect(answered.getByText("There is a problem")).toBeVisible();
    const name = answered.getByLabel("Name", { exact: true });
    await expect(name).toHaveValue("N");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("Email address")).toHaveValue(email);
    await expect(answered.getByRole("textbox", { name: "Message" })).toHaveValue("Too short");
    for (const message of [
      "Name must be at least 2 characters",
      "Message must be at least 10 characters",
      "You must consent to receive marketing communications to submit this form",
    ])
      await expect(answered.locator("[data-slot=field-error]").getByText(message)).toBeVisible();
    await expect(
      answered.locator("[data-slot=field-error]").getByText("Please enter a valid email address"),
    ).toHaveCount(0);
    // Corrected and sent again: the office gets that message, once; the refused one was never kept.
    await name.fill("Nora Noscript");
    await answered.getByRole("textbox", { name: "Message" }).fill("Too short, now long enough.");
    await answered.getByRole("checkbox").check();
    await answered.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent!" })).toBeVisible();
    const record = await findReceived("/contact", email);
    expect(JSON.parse(record.body)).toMatchObject({ name: "Nora Noscript", message: "Too short, now long enough." });
    expect((await received()).filter((item) => item.body.includes(email))).toHaveLength(1);
  });

  test("the guide request: 'Download Free Guide' leads to its page, whose form posts itself; 'Thank You!' shows and the office gets the lead with its source", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-guide");
    await page.goto("/avoid-mistakes-with-medicare");
    await page.getByRole("button", { name: "Download Free Guide" }).first().click();
    await expect(page).toHaveURL(/\/free-guide\?source=Avoid\+Mistakes\+with\+Medicare\+Page$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get Your Free Medicare Guide" })).toBeVisible();
    const requests: Array<{ method: string; url: string }> = [];
    page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
    const form = page.getByRole("form", { name: "Get Your Free Medicare Guide" });
    // Bad input first: the form comes back with the values and the field's message.
    await form.getByLabel("First name").fill("Nora");
    await form.getByLabel("Last name").fill("Noscript");
    await form.getByLabel("Email address").fill("not-an-address");
    await form.getByLabel("Phone number").fill("(662) 555-0147");
    await form.getByLabel("Zip code").fill("38804");
    await form.getByRole("button", { name: "Send Me the Guide" }).click();
    const answered = page.getByRole("form", { name: "Get Your Free Medicare Guide" });
    await expect(answered.getByText("There is a problem")).toBeVisible();
    await expect(answered.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("Last name")).toHaveValue("Noscript");
    await answered.getByLabel("Email address").fill(email);
    await answered.getByRole("button", { name: "Send Me the Guide" }).click();
    await expect(page).toHaveURL(/\/free-guide\?message=sent(#guide-form-title)?$/);
    await expect(page.locator("[data-slot=lead-success]")).toContainText("Thank You!");
    await expect(page.locator("[data-slot=lead-success]")).toHaveAttribute("role", "status");
    await expect(page.locator("[data-slot=lead-success]")).toContainText(
      "Your guide will be sent to your email shortly.",
    );
    // Posted, never sent in an address.
    expect(requests.filter(({ url }) => new URL(url).pathname === "/api/leads").map(({ method }) => method)).toEqual([
      "POST",
      "POST",
    ]);
    for (const { url } of requests) {
      expect(url).not.toContain("Noscript");
      expect(url).not.toContain("nojs-guide");
    }
    const record = await findReceived("/lead", email);
    expect(JSON.parse(record.body)).toMatchObject({
      firstName: "Nora",
      lastName: "Noscript",
      email,
      phone: "(662) 555-0147",
      zipCode: "38804",
      source: "Avoid Mistakes with Medicare Page",
      leadType: "Medicare Guide Download",
    });
    expect((await received()).filter((item) => item.body.includes(email))).toHaveLength(1);
  });

  test("site search: the search page's form lists the results", async ({ page }) => {
    await page.goto("/search");
    const main = page.getByRole("main");
    const form = main.getByRole("search", { name: "Search Medicare topics" });
    await form.getByRole("searchbox").fill("medigap plan g");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=medigap\+plan\+g$/);
    await expect(main.getByRole("status")).toHaveText(/^\d+ results? for “medigap plan g”\.$/);
    const links = main.getByRole("list", { name: /^Results for/ }).locator("h2 a");
    expect(await links.count()).toBeGreaterThan(0);
  });
});

test("with JavaScript, the island takes over the server's timeline as it is: no change to the page, no console error", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  // Every change inside the tool once the document is parsed: nodes or text, or an attribute given another value
  // (hydration sets some of the inputs' attributes again, to the values they have).
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { timelineChanges: string[] }).timelineChanges = changes;
    document.addEventListener("DOMContentLoaded", () => {
      const island = document.querySelector('[data-island="timeline-tool"]');
      if (!island) return;
      new MutationObserver((records) => {
        for (const record of records) {
          const name = record.attributeName;
          if (name === null) changes.push(record.type);
          else if ((record.target as Element).getAttribute(name) !== record.oldValue) changes.push(`attribute ${name}`);
        }
      }).observe(island, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeOldValue: true,
      });
    });
  });
  const timeline = await openTimeline(page, `${PAGE}?dob=${born.iso}&ss=no`, born.iso);
  await waitForHydration(page);
  // It hydrates at the first sign of use: the pointer over it.
  await tool(page).getByRole("heading", { level: 2 }).hover({ force: true });
  await expect(page.locator('[data-island="timeline-tool"]')).toHaveAttribute("data-hydrated", "true");
  await expectDates(page, timeline);
  const changes = await page.evaluate(() => (window as unknown as { timelineChanges: string[] }).timelineChanges);
  // The runtime marks the island live (data-hydrated on the island itself): nothing else changes.
  expect(changes.filter((change) => change !== "attribute data-hydrated")).toEqual([]);
  // The island is live: it answers the next question in place.
  await tool(page).getByRole("radio", { name: "Yes" }).check();
  await tool(page).getByRole("button", { name: "Show my dates" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?dob=${born.iso}&ss=yes$`));
  await expect(results(page)).toContainText(/You (will be|were) enrolled automatically/);
  expect(errors).toEqual([]);
});

test("with JavaScript, the guide request's page sends from the island: 'Thank You!' in place, the lead with its source, no console error", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  const email = uniqueEmail("js-guide");
  await page.goto("/free-guide?source=Blog+Sidebar");
  await waitForHydration(page);
  await expect(page.locator('[data-island="lead-form"]')).toHaveAttribute("data-hydrated", "true");
  const form = page.getByRole("form", { name: "Get Your Free Medicare Guide" });
  await form.getByLabel("First name").fill("Jay");
  await form.getByLabel("Last name").fill("Script");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("(662) 555-0148");
  await form.getByLabel("Zip code").fill("38801");
  await form.getByRole("button", { name: "Send Me the Guide" }).click();
  await expect(page.locator("[data-slot=lead-success]")).toContainText("Thank You!");
  // The island sent it: the address did not change.
  await expect(page).toHaveURL(/\/free-guide\?source=Blog\+Sidebar$/);
  const record = await findReceived("/lead", email);
  expect(JSON.parse(record.body)).toMatchObject({ firstName: "Jay", source: "Blog Sidebar" });
  expect(errors).toEqual([]);
});
