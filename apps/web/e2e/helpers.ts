/** Shared helpers of the e2e specs: error collection, hydration wait, axe and the webhook receiver. */
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { ConsoleMessage, Locator, Page } from "@playwright/test";
import { RECEIVER_PORT } from "../playwright.config.js";
import { officeToday } from "../src/tools/timeline/office-today.js";
import type { ReceivedRequest } from "./receiver.js";

/** Hosts that cannot load offline (embedded players and maps): their failures are expected. */
const EXTERNAL_HOSTS =
  /^https?:\/\/([^/]*\.)?(youtube-nocookie\.com|youtube\.com|player\.vimeo\.com|vimeo\.com|google\.com|googleapis\.com|gstatic\.com)(\/|$)/;
/** The review photo that is deliberately missing (the card must fall back to its placeholder). */
const MISSING_REVIEW_PHOTO = "/embedded-assets/reviews/missing.webp";

function isIgnorable(message: ConsoleMessage): boolean {
  const url = message.location().url ?? "";
  if (url.endsWith(MISSING_REVIEW_PHOTO) || url.includes(`${MISSING_REVIEW_PHOTO}?`)) return true;
  return EXTERNAL_HOSTS.test(url);
}

/** Starts collecting console errors and page errors; call before the first navigation. */
export function collectErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isIgnorable(message))
      errors.push(`console: ${message.text()} @ ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { errors };
}

/**
 * Waits until the network is idle and the page's islands that hydrate at load are live (the island runtime sets
 * data-hydrated on <html>; islands further down hydrate when scrolled near, the header at first use).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // Polled on a timer, not on animation frames, which a page under heavy load can stop delivering.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { polling: 100 });
}

/**
 * Brings every island of the page to life: scrolls to the bottom in viewport steps (islands hydrate when near
 * the viewport), moves the pointer over the islands that hydrate at first use, then waits until every island is
 * hydrated (all but those hidden at this viewport). Hydration mismatches would show up as console errors.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  // Scrolled from here, one short evaluate a step, and waited on here: nothing waits on the page's own timers or
  // animation frames (a page under heavy load, or one its browser throttles, can stop delivering them; a single
  // long evaluate awaiting them once hung a run for two minutes).
  const step = await page.evaluate(() => Math.max(200, window.innerHeight - 100));
  // Bounded: a page that grows while scrolled (images taking their height) cannot keep the loop going.
  for (let y = 0, steps = 0, height = 1; y < height && steps < 200; y += step, steps += 1) {
    height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    // Time for the intersection observers to see this position.
    await page.waitForTimeout(80);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Islands that hydrate at first use (header, category dropdown): move the pointer over each one shown.
  const islands = page.locator("[data-island]");
  for (let index = 0, count = await islands.count(); index < count; index += 1) {
    const island = islands.nth(index);
    if ((await island.getAttribute("data-hydrated")) === "true") continue;
    const box = island.locator(":scope > :is(header, div, button, section, article)").first();
    if ((await box.count()) === 0 || !(await box.isVisible())) continue;
    // Centred first: the service-worker notices sit at the bottom right and would take the pointer there.
    await box.evaluate((element) => element.scrollIntoView({ block: "center", inline: "center" }));
    // Forced: only the pointer's arrival matters, and waiting for "stable" needs animation frames, which a page under
    // heavy load (two cores running every suite) can stop delivering.
    await box.hover({ position: { x: 2, y: 2 }, force: true });
  }
  // Islands hidden at this viewport (e.g. a phone-only button on a desktop) have no box and wait until shown.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
        (island) =>
          island.dataset.hydrated === "true" ||
          ![...island.children].some((child) => child.getClientRects().length > 0),
      ),
    undefined,
    { polling: 100 },
  );
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe with the WCAG 2.x A/AA tags, leaving embedded frames' content out, and the service-worker notices: they
 * appear whenever the worker finishes installing, often in the middle of a run and mid-fade (the text has not its
 * final contrast yet). pwa.spec.ts checks the notices with axe once they are fully shown. Finite animations are
 * finished first.
 */
export async function axeViolations(page: Page, { includeNotices = false }: { includeNotices?: boolean } = {}) {
  // Jumped to their end, not awaited: a page under heavy load can stop delivering the frames that would finish them.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)) animation.finish();
    }
  });
  // axe-core's target-size takes a sticky element for a relative one (dequelabs/axe-core#3720, open): on a scrolled
  // page the sticky header's controls "overlap" whatever scrolled under them, a failure that depends only on where the
  // page was scrolled. The header is checked unstuck (its place in the flow is the same, so nothing else moves) and
  // stuck again after; its own controls are checked wherever the page is at the top.
  const unstuck = await page.evaluate(() => {
    const header = document.querySelector<HTMLElement>("[data-slot=site-header]");
    if (!header || window.scrollY === 0 || getComputedStyle(header).position !== "sticky") return false;
    header.style.position = "relative";
    return true;
  });
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).exclude("iframe");
  const results = await (includeNotices ? builder : builder.exclude('[data-slot="notice-region"]'))
    .analyze()
    .finally(async () => {
      if (unstuck)
        await page.evaluate(() =>
          document.querySelector<HTMLElement>("[data-slot=site-header]")?.style.removeProperty("position"),
        );
    });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Makes the webhook receiver answer 503 to bodies containing `marker` (true), or accept them again (false). */
export async function refuseAtReceiver(marker: string, refuse: boolean): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${RECEIVER_PORT}/control/${refuse ? "refuse" : "accept"}`, {
    method: "POST",
    body: marker,
  });
  if (!response.ok) throw new Error(`The receiver did not take /control/${refuse ? "refuse" : "accept"}`);
}

/** What the webhook receiver got so far. */
export async function received(): Promise<ReceivedRequest[]> {
  const response = await fetch(`http://127.0.0.1:${RECEIVER_PORT}/received`);
  return (await response.json()) as ReceivedRequest[];
}

/** The request the webhook receiver got at `path` (/lead or /contact) whose body holds `email`, once it has come. */
export async function findReceived(path: string, email: string): Promise<ReceivedRequest> {
  let match: ReceivedRequest | undefined;
  await expect
    .poll(async () => {
      match = (await received()).find((item) => item.path === path && item.body.includes(email));
      return !!match;
    })
    .toBe(true);
  return match!;
}

/** The served site's APPOINTMENT_LINK_SECRET (playwright.config.ts), so a test can make an e-mail's change link. */
export const E2E_LINK_SECRET = "e2e-appointment-link-secret-0123456789abcdef";

/** A unique e-mail address for one test, so parallel tests can find their own submissions. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills the lead dialog's five fields (phone 6625550142, zip 38804) and presses 'Send Me the Guide'. */
export async function sendLead(
  dialog: Locator,
  { firstName, lastName, email }: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByLabel("Phone number").fill("6625550142");
  await dialog.getByLabel("Zip code").fill("38804");
  await dialog.getByRole("button", { name: "Send Me the Guide" }).click();
}

/** Fills the contact form on the current page (no phone, consent ticked), presses 'Send Message' and returns the form. */
export async function sendContact(
  page: Page,
  { name, email, message }: { name: string; email: string; message: string },
): Promise<Locator> {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}

/** Whether two boxes (Playwright's boundingBox, viewport px) share any area; a missing box overlaps nothing. */
export function boxesOverlap(
  a: { x: number; y: number; width: number; height: number } | null,
  b: { x: number; y: number; width: number; height: number } | null,
): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fills 'Your Medicare timeline' (birth date, benefits yes/no) in `form` and presses 'Show my dates'. */
export async function askTimeline(
  form: Locator,
  { month, day, year, ss }: { month: string; day: string; year: string; ss: "Yes" | "No" },
): Promise<void> {
  await form.getByLabel("Month").first().selectOption({ label: month });
  await form.getByLabel("Day").fill(day);
  await form.getByLabel("Year").first().fill(year);
  await form.getByRole("radio", { name: ss }).check();
  await form.getByRole("button", { name: "Show my dates" }).click();
}

/** A birth date the timeline tool is asked about, in the forms the tests type and read it. */
export interface TestBirthDate {
  /** YYYY-MM-DD, as in `?dob=` */
  iso: string;
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** The month's name, as the form's Month list shows it ("August"). */
  monthName: string;
  /** The month the person turns 65. */
  turns65: { year: number; month: number };
}

const monthName = (month: number) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month - 1, 1));

/**
 * Someone who turns 65 on the 15th of the month `monthsAhead` months from today in the office's time zone (the
 * server's "today"): with 4 or more, their Initial Enrollment Period (three months before that month to three after)
 * has not begun, so every one of its seven sign-up months is still ahead, whatever day the tests run on.
 */
export function turning65In(monthsAhead = 5, today = officeToday()): TestBirthDate {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + monthsAhead;
  const turns65 = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  const born = { year: turns65.year - 65, month: turns65.month, day: 15 };
  return {
    ...born,
    iso: `${born.year}-${String(born.month).padStart(2, "0")}-15`,
    monthName: monthName(born.month),
    turns65,
  };
}

/** "May 1, 2026": a calendar date as the pages write it. */
export function longDate(year: number, month: number, day: number): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** The Initial Enrollment Period of someone born on a day other than the 1st: "May 1, 2026 to November 30, 2026". */
export function initialEnrollmentText({ turns65 }: TestBirthDate): string {
  const start = new Date(Date.UTC(turns65.year, turns65.month - 1 - 3, 1));
  // Day 0 of the month after the last: that month's last day.
  const end = new Date(Date.UTC(turns65.year, turns65.month - 1 + 4, 0));
  return `${longDate(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)} to ${longDate(
    end.getUTCFullYear(),
    end.getUTCMonth() + 1,
    end.getUTCDate(),
  )}`;
}

/**
 * The lead dialog of the island (Radix, role=dialog on a div), not its plain-HTML placeholder (a <dialog> that holds a
 * form of its own while the island's code loads, press-shell.tsx): the one a test fills once the island is live.
 */
export function leadDialog(page: Page): Locator {
  return page
    .locator('[role="dialog"]:not(dialog)')
    .filter({ has: page.getByRole("heading", { name: "Get Your Free Medicare Guide" }) });
}
