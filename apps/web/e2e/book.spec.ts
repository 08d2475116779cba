import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { horizontalOverflow } from "./a11y-checks.js";
import { manageToken } from "../src/server/manage-link.js";
import { MANAGE_TEXT } from "../src/tools/booking/manage-text.js";
import { axeViolations, collectErrors, E2E_LINK_SECRET, findReceived, uniqueEmail } from "./helpers.js";

// Seven pages, each checked with axe, on two shared cores.
test.describe.configure({ timeout: 180_000 });

/** A phone number of its own per booking (the contact limit counts an e-mail or a phone). */
const uniquePhone = () => `662555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

/** Presses Tab until `target` has the focus (keyboard only: no pointer is used). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

interface Run {
  page: Page;
  keyboard: boolean;
  /** Which open time to take (parallel runs take different ones). */
  slot: number;
  /** Whether the page runs scripts. */
  scripts: boolean;
}

async function tick(run: Run, control: Locator) {
  if (!run.keyboard) return control.check();
  const radioGroup = await control.evaluate((element) =>
    element instanceof HTMLInputElement && element.type === "radio" ? element.name : null,
  );
  if (radioGroup === null) {
    await tabTo(run.page, control);
    await run.page.keyboard.press("Space");
    return;
  }
  // Tab enters a radio group at its checked radio (or its first); the arrow keys move within it, checking as they go.
  const group = run.page.locator(`input[type="radio"][name="${radioGroup}"]`);
  const checked = group.locator(":scope:checked");
  await tabTo(run.page, (await checked.count()) > 0 ? checked : group.first());
  for (let presses = 0; presses < 200; presses++) {
    if (await control.evaluate((element) => element === document.activeElement)) break;
    await run.page.keyboard.press("ArrowDown");
  }
  await run.page.keyboard.press("Space");
  await expect(control).toBeChecked();
}

async function press(run: Run, button: Locator) {
  if (run.keyboard) {
    await tabTo(run.page, button);
    await run.page.keyboard.press("Enter");
  } else await button.click();
}

async function fill(run: Run, field: Locator, value: string) {
  if (run.keyboard) {
    await tabTo(run.page, field);
    await run.page.keyboard.type(value);
  } else await field.fill(value);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/**
 * axe on the page. With scripts off axe cannot run in it: the page as the browser holds it (served by a plain post),
 * its scripts taken out, is checked in a page of its own that runs axe, at the same address and size (so its styles
 * load and contrast, sizes and reflow are the no-script page's).
 */
async function expectCalm(run: Run) {
  if (run.scripts) {
    expect(await axeViolations(run.page)).toEqual([]);
    return;
  }
  const html = (await run.page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const address = run.page.url().split("#")[0]!;
  // javaScriptEnabled said outright: a context made in a test takes the test's options (scripts off) otherwise.
  const context = await run.page
    .context()
    .browser()!
    .newContext({ viewport: run.page.viewportSize(), javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route(address, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await checker.goto(address);
    expect(await axeViolations(checker)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Books from the Part D page's link to Done; returns the e-mail and the statements Check your answers showed. */
async function book(run: Run) {
  const { page } = run;
  const email = uniqueEmail("book");
  await page.goto("/book?products=part-d");
  await expect(heading(page, "What would you like to talk about?")).toBeVisible();
  // With scripts the island posts each step in place: this page is never left until Done (the mark stays).
  if (run.scripts) await page.evaluate(() => void ((window as { bookingMark?: boolean }).bookingMark = true));
  const partD = page.getByRole("checkbox", { name: "Prescription drug plans (Part D)" });
  await expect(partD).toBeChecked();
  await expectCalm(run);
  await tick(run, page.getByRole("checkbox", { name: "Medicare Supplement (Medigap)" }));
  await press(run, page.getByRole("button", { name: "Continue" }));

  await expect(heading(page, "How would you like to meet?")).toBeVisible();
  await expectCalm(run);
  await tick(run, page.getByRole("radio", { name: "By phone" }));
  await press(run, page.getByRole("button", { name: "Continue" }));

  await expect(heading(page, "When would you like to meet?")).toBeVisible();
  await expect(page.getByText(/Central Time/).first()).toBeVisible();
  await expectCalm(run);
  const times = page.locator('input[name="start"]');
  await tick(run, times.nth(run.slot % (await times.count())));
  await press(run, page.getByRole("button", { name: "Continue" }));

  await expect(heading(page, "About you")).toBeVisible();
  await expectCalm(run);
  await fill(run, page.getByLabel("First name", { exact: true }), "Martha");
  await fill(run, page.getByLabel("Last name", { exact: true }), "Booker");
  await fill(run, page.getByLabel("Phone number"), uniquePhone());
  await fill(run, page.getByLabel("Email"), email);
  await fill(run, page.getByLabel("ZIP code"), "38804");
  await tick(run, page.getByRole("radio", { name: "Me", exact: true }));
  await press(run, page.getByRole("button", { name: "Continue" }));

  await expect(heading(page, "Check your answers before booking")).toBeVisible();
  await expectCalm(run);
  await expect(page.getByText(email)).toBeVisible();
  const statements = await page.locator('[data-slot="soa-statements"] li').allTextContents();
  expect(statements.length).toBeGreaterThanOrEqual(5);

  // Change the method from Check your answers: back on Check with the new answer, every other one kept.
  await press(run, page.getByRole("button", { name: "Change how", exact: true }));
  await expect(heading(page, "How would you like to meet?")).toBeVisible();
  await tick(run, page.getByRole("radio", { name: "By video call" }));
  await press(run, page.getByRole("button", { name: "Continue" }));
  await expect(heading(page, "Check your answers before booking")).toBeVisible();
  await expect(page.getByText("By video call").first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await press(run, page.getByRole("button", { name: "Confirm appointment" }));
  await expect(heading(page, "Your appointment is booked")).toBeVisible();
  if (run.scripts) {
    expect(await page.evaluate(() => (window as { bookingMark?: boolean }).bookingMark)).toBe(true);
    // The Done page's own address (Post/Redirect/Get), its heading focused as a reload would have it.
    expect(new URL(page.url()).searchParams.has("booked")).toBe(true);
    await expect(heading(page, "Your appointment is booked")).toBeFocused();
  }
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain("Martha");
  await expect(page.getByRole("link", { name: "Add to my calendar" })).toBeVisible();
  await expectCalm(run);
  return { email, statements };
}

/** The statements the office received (the webhook receiver's body): the SOA text as the server stored it. */
async function deliveredStatements(email: string) {
  const record = await findReceived("/appointment", email);
  const body = JSON.parse(record.body) as { soa: { text: string }; products: Array<{ id: string }> };
  expect(body.products.map((product) => product.id)).toEqual(["part-d", "medigap"]);
  return body.soa.text.split("\n");
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`booking at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`books with JavaScript, the SOA the office has equal to what Check your answers showed (${width} px)`, async ({
      page,
    }) => {
      const { errors } = collectErrors(page);
      const { email, statements } = await book({ page, keyboard: false, slot: width === 390 ? 0 : 2, scripts: true });
      expect(await deliveredStatements(email)).toEqual(statements);
      expect(errors).toEqual([]);
    });

    test.describe("with no JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test(`books with plain form posts (${width} px)`, async ({ page }) => {
        const { email, statements } = await book({
          page,
          keyboard: false,
          slot: width === 390 ? 4 : 6,
          scripts: false,
        });
        expect(await deliveredStatements(email)).toEqual(statements);
      });
    });
  });
}

test.describe("the e-mail's change-or-cancel link, with no JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test("moves the appointment to another time, then cancels it; the link then works no more", async ({ page }) => {
    const run: Run = { page, keyboard: false, slot: 10, scripts: false };
    const { email } = await book(run);
    const booked = JSON.parse((await findReceived("/appointment", email)).body) as {
      id: string;
      meeting: { start: string };
    };
    const link = `/book/manage?t=${encodeURIComponent(manageToken(E2E_LINK_SECRET, booked.id))}`;

    await page.goto(link);
    await expect(heading(page, MANAGE_TEXT.manage)).toBeVisible();
    await expect(page.getByText("Martha Booker").first()).toBeVisible();
    await expectCalm(run);
    await press(run, page.getByRole("button", { name: MANAGE_TEXT.change }));
    await expect(heading(page, "When would you like to meet?")).toBeVisible();
    await expectCalm(run);
    const times = page.locator('input[name="start"]');
    let other = 0;
    while ((await times.nth(other).getAttribute("value")) === booked.meeting.start) other += 1;
    const newStart = (await times.nth(other + 3).getAttribute("value"))!;
    await tick(run, times.nth(other + 3));
    await press(run, page.getByRole("button", { name: "Continue" }));
    await expect(heading(page, MANAGE_TEXT.moved)).toBeVisible();
    await expectCalm(run);
    const moved = JSON.parse((await findReceived("/appointment", `"appointment.moved","id":"${booked.id}"`)).body) as {
      meeting: { start: string };
    };
    expect(moved.meeting.start).toBe(newStart);

    await page.goto(link);
    await press(run, page.getByRole("button", { name: MANAGE_TEXT.cancel }));
    await expect(heading(page, MANAGE_TEXT.cancelQuestion)).toBeVisible();
    await expectCalm(run);
    await press(run, page.getByRole("button", { name: MANAGE_TEXT.cancelYes }));
    await expect(heading(page, MANAGE_TEXT.cancelled)).toBeVisible();
    await findReceived("/appointment", `"appointment.cancelled","id":"${booked.id}"`);

    await page.goto(link);
    await expect(heading(page, MANAGE_TEXT.gone)).toBeVisible();
    await expect(page.getByText("Martha Booker")).toHaveCount(0);
    await expectCalm(run);
    // A tampered link shows nobody's appointment either.
    await page.goto(`${link.slice(0, -3)}abc`);
    await expect(heading(page, MANAGE_TEXT.gone)).toBeVisible();
  });
});

test("books with the keyboard only", async ({ page }) => {
  const { email, statements } = await book({ page, keyboard: true, slot: 8, scripts: true });
  expect(await deliveredStatements(email)).toEqual(statements);
});

test("the pages that only link to /book load none of its JavaScript, their links plain and with the page's products", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/medicarepartd", "/blog/turning-65-medicare-checklist", "/contact"]) {
    await page.goto(path);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
    // Every appointment link is an ordinary link into the flow.
    const links = page.locator('a[href^="/book"]');
    expect(await links.count(), path).toBeGreaterThan(0);
  }
  await page.goto("/medicarepartd");
  await expect(page.locator('a[href="/book?products=part-d"]').first()).toBeAttached();
  await page.goto("/blog/turning-65-medicare-checklist");
  await expect(page.getByRole("link", { name: "Book Appointment" }).first()).toHaveAttribute("href", "/book");
  expect(scripts.filter((path) => path.includes("booking"))).toEqual([]);
});

test("no step scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/book?products=part-d");
  const steps = [
    () => page.getByRole("button", { name: "Continue" }).click(),
    async () => {
      await page.getByRole("radio", { name: "By phone" }).check();
      await page.getByRole("button", { name: "Continue" }).click();
    },
    async () => {
      await page.locator('input[name="start"]').first().check();
      await page.getByRole("button", { name: "Continue" }).click();
    },
  ];
  for (const step of [() => Promise.resolve(), ...steps]) {
    await step();
    const overflow = await horizontalOverflow(page);
    expect(overflow.offenders, page.url()).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
  }
});
