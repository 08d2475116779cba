import { expect, test } from "@playwright/test";
import {
  boxesOverlap,
  collectErrors,
  findReceived,
  leadDialog,
  received,
  refuseAtReceiver,
  sendContact,
  sendLead,
  uniqueEmail,
  waitForHydration,
} from "./helpers.js";

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

test("the lead dialog validates, submits and forwards the exact lead body", async ({ page }) => {
  const { errors } = collectErrors(page);
  const email = uniqueEmail("lead");
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Download Free Guide" }).first().click();
  const dialog = leadDialog(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Send Me the Guide" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Invalid email address",
    "Phone number must be at least 10 digits",
    "Zip code must be at least 5 digits",
  ]) {
    await expect(dialog.getByText(message, { exact: true }).first()).toBeVisible();
  }

  await sendLead(dialog, { firstName: "Martha", lastName: "Tester", email });

  await expect(dialog.getByText("Thank You!")).toBeVisible();
  await expect(dialog.getByText("Your guide will be sent to your email shortly.")).toBeVisible();

  const record = await findReceived("/lead", email);
  expect(record.contentType).toMatch(/^application\/json/);
  const body = JSON.parse(record.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual([
    "firstName",
    "lastName",
    "email",
    "phone",
    "zipCode",
    "source",
    "timestamp",
    "leadType",
  ]);
  expect(body).toMatchObject({
    firstName: "Martha",
    lastName: "Tester",
    email,
    phone: "6625550142",
    zipCode: "38804",
    source: "Medicare Breakdown",
    leadType: "Medicare Guide Download",
  });
  expect(body.timestamp).toMatch(ISO_TIMESTAMP);
  expect(Number.isNaN(Date.parse(body.timestamp as string))).toBe(false);

  // The dialog closes by itself 3 s after success.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  expect(errors).toEqual([]);
});

test("the contact form sends the message and forwards the exact contact body", async ({ page }) => {
  const { errors } = collectErrors(page);
  const email = uniqueEmail("contact");
  await page.goto("/contact-us");
  await waitForHydration(page);
  const form = await sendContact(page, {
    name: "Walter Tester",
    email,
    message: "Please call me about Medicare Supplement plans.",
  });

  await expect(page.getByText("Your message has been sent! We will contact you shortly.")).toBeVisible();

  const record = await findReceived("/contact", email);
  expect(record.contentType).toMatch(/^application\/json/);
  const body = JSON.parse(record.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["name", "email", "phone", "message", "marketingConsent", "source", "timestamp"]);
  expect(body).toMatchObject({
    name: "Walter Tester",
    email,
    phone: "Not provided",
    message: "Please call me about Medicare Supplement plans.",
    marketingConsent: true,
    source: "Website Contact Form",
  });
  expect(body.timestamp).toMatch(ISO_TIMESTAMP);
  // The form is reset after success.
  await expect(form.getByLabel("Email address")).toHaveValue("");
  expect(errors).toEqual([]);
});

for (const { width, height } of [
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px the contact toast stays until dismissed, over the header: never over the form or the focus; Escape dismisses it`, async ({
    page,
  }) => {
    const { errors } = collectErrors(page);
    await page.setViewportSize({ width, height });
    await page.clock.install();
    await page.goto("/contact-us");
    await waitForHydration(page);
    const form = await sendContact(page, {
      name: "Toast Reader",
      email: uniqueEmail("toast"),
      message: "Please send me the Medicare Supplement rates.",
    });
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Your message has been sent! We will contact you shortly." });
    await expect(toast).toBeVisible();
    // Not on a timer (WCAG 2.2.1): still there ten minutes later.
    await page.clock.fastForward(10 * 60_000);
    await expect(toast).toBeVisible();

    const close = toast.getByRole("button", { name: "Close toast" });
    const closeBox = await close.boundingBox();
    expect(closeBox?.width).toBeGreaterThanOrEqual(24);
    expect(closeBox?.height).toBeGreaterThanOrEqual(24);
    // Over the sticky header only: the form (as far as it shows below the header) and the focus stay clear.
    const header = page.locator("header").first();
    const focused = page.locator(":focus");
    await expect(focused).toHaveCount(1);
    await expect
      .poll(async () => {
        const [toastBox, headerBox, focusBox, formBox] = await Promise.all([
          toast.boundingBox(),
          header.boundingBox(),
          focused.boundingBox(),
          form.boundingBox(),
        ]);
        const visibleForm =
          formBox && headerBox
            ? { ...formBox, y: Math.max(formBox.y, headerBox.y + headerBox.height), height: formBox.height }
            : formBox;
        return {
          withinHeader: !!toastBox && !!headerBox && toastBox.y + toastBox.height <= headerBox.y + headerBox.height,
          overForm: boxesOverlap(toastBox, visibleForm),
          overFocus: boxesOverlap(toastBox, focusBox),
        };
      })
      .toEqual({ withinHeader: true, overForm: false, overFocus: false });

    await page.keyboard.press("Escape");
    await expect(toast).toBeHidden();
    expect(errors).toEqual([]);
  });
}

test("a lead sent while the webhook is down shows 'Thank You!' and reaches the webhook once it is back, once", async ({
  page,
}) => {
  const { errors } = collectErrors(page);
  const email = uniqueEmail("down");
  await refuseAtReceiver(email, true);
  try {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Download Free Guide" }).first().click();
    const dialog = leadDialog(page);
    await sendLead(dialog, { firstName: "Dora", lastName: "Downtime", email });
    // Accepted by the site (stored durably) although the webhook refuses it.
    await expect(dialog.getByText("Thank You!")).toBeVisible();
    await page.waitForTimeout(2500);
    expect((await received()).filter((item) => item.body.includes(email))).toHaveLength(0);
    const health = (await (await page.request.get("/api/health")).json()) as {
      submissions: { waitingForDelivery: number };
    };
    expect(health.submissions.waitingForDelivery).toBeGreaterThanOrEqual(1);
  } finally {
    await refuseAtReceiver(email, false);
  }
  // The queue retries on its schedule: delivered once, with the same Idempotency-Key as the refused attempts.
  await expect
    .poll(async () => (await received()).filter((item) => item.body.includes(email)).length, { timeout: 20_000 })
    .toBe(1);
  const [delivered] = (await received()).filter((item) => item.body.includes(email));
  expect(delivered!.idempotencyKey).toMatch(/^lead-sub_/);
  expect(Object.keys(JSON.parse(delivered!.body) as object)).toEqual([
    "firstName",
    "lastName",
    "email",
    "phone",
    "zipCode",
    "source",
    "timestamp",
    "leadType",
  ]);
  await page.waitForTimeout(3000);
  expect((await received()).filter((item) => item.body.includes(email))).toHaveLength(1);
  expect(errors).toEqual([]);
});
