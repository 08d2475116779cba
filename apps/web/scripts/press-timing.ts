/**
 * Press-to-dialog timing (a press answers at once, even before the page's code has loaded), part of `pnpm bench:web`: in Debian's chromium at a phone's size, with
 * the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), a real tap (CDP Input.dispatchTouchEvent) on a button
 * of a freshly loaded page that nobody has touched yet, timed in the page from the touch:
 * - feedback: the first frame in which anything answers the press (a dialog open, or the button's look changed);
 * - dialog: the first frame with a dialog (or the menu's panel) open on screen, whatever its content;
 * - ready: the first frame with the real content (the lead form's fields, the menu's groups) on screen;
 * - usable (a target with a `field`): the first moment a field in the dialog takes a typed character. From the tap's
 *   release, a key ('x', CDP Input.dispatchKeyEvent) is typed every 10 ms; the time is that of the first `input` event
 *   on such a field (a key typed while nothing can take it is lost, as it would be for the visitor).
 * Each run in a new browser context (cold HTTP cache, no service worker). A benchmark, not a test.
 */
import { chromium } from "@playwright/test";
import type { Browser } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "../e2e/chromium-args.js";

export interface PressTarget {
  name: string;
  path: string;
  /** The button to tap (must be in the first screen, so nothing scrolls before the tap). */
  button: string;
  /** What counts as the real content being on screen. */
  ready: string;
  /** A field of the dialog the visitor types in (usable: the first one that takes a typed character). */
  field?: string;
}

export const PRESS_TARGETS: PressTarget[] = [
  {
    name: "lead button (/medicare-breakdown)",
    path: "/medicare-breakdown",
    button: "[data-slot=lead-dialog-trigger]",
    ready: "[role=dialog] form input",
    field: "dialog[open] input, [role=dialog] input",
  },
  {
    name: "header menu (/)",
    path: "/",
    button: "[data-slot=mobile-menu-trigger]",
    ready: "[data-slot=mobile-menu] nav button",
  },
];

export interface PressSample {
  feedback: number;
  dialog: number;
  ready: number;
  /** Undefined for a target with no field. */
  usable?: number | undefined;
}

const PHONE = { width: 390, height: 844 };
/** How long the finger stays down: a quick tap. */
const TAP_MS = 60;

/** Installed before the tap: records, from the touch, the frames at which each stage first shows. */
function watchInPage({ button, ready, field }: { button: string; ready: string; field?: string }): void {
  const target = document.querySelector<HTMLElement>(button)!;
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color, style.transform, style.boxShadow, style.outline, style.filter].join();
  };
  const before = look(target);
  const shown = (selector: string) =>
    [...document.querySelectorAll(selector)].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    });
  const result: Record<string, number> = {};
  const state = window as unknown as { __press: Record<string, number> };
  state.__press = result;
  window.addEventListener(
    "touchstart",
    () => {
      const start = performance.now();
      const frame = () => {
        const now = performance.now() - start;
        const dialog = shown("dialog[open], [role=dialog], [data-slot=mobile-menu]");
        if (result.feedback === undefined && (dialog || look(target) !== before)) result.feedback = now;
        if (result.dialog === undefined && dialog) result.dialog = now;
        if (result.ready === undefined && shown(ready)) result.ready = now;
        if (result.ready === undefined) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      if (!field) return;
      const onInput = (event: Event) => {
        if (!(event.target instanceof Element) || !event.target.matches(field)) return;
        result.usable = performance.now() - start;
        window.removeEventListener("input", onInput, true);
      };
      window.addEventListener("input", onInput, true);
    },
    { capture: true, once: true },
  );
}

async function pressOnce(browser: Browser, baseUrl: string, target: PressTarget): Promise<PressSample> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  try {
    // tsx names the functions it compiles with a helper (__name) that the page does not have.
    await context.addInitScript("globalThis.__name = (f) => f");
    const page = await context.newPage();
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: "networkidle" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const box = await page.locator(target.button).first().boundingBox();
    if (!box || box.y + box.height > PHONE.height) throw new Error(`${target.button} is not in the first screen`);
    await page.evaluate(watchInPage, { button: target.button, ready: target.ready, field: target.field });
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await new Promise((resolve) => setTimeout(resolve, TAP_MS));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    if (target.field) {
      const deadline = Date.now() + 30_000;
      const usable = () =>
        page.evaluate(() => (window as unknown as { __press: PressSample }).__press.usable !== undefined);
      while (!(await usable())) {
        if (Date.now() > deadline) throw new Error(`no field of ${target.name} took a typed character in 30 s`);
        await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key: "x", text: "x" });
        await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: "x" });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    await page.waitForFunction(
      () => (window as unknown as { __press: PressSample }).__press.ready !== undefined,
      null,
      {
        timeout: 30_000,
        polling: 100,
      },
    );
    return await page.evaluate(() => (window as unknown as { __press: PressSample }).__press);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Medians of `runs` cold taps per target. */
export async function measurePresses(
  baseUrl: string,
  runs: number,
  targets: PressTarget[] = PRESS_TARGETS,
): Promise<Array<{ target: PressTarget } & PressSample>> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: Array<{ target: PressTarget } & PressSample> = [];
    for (const target of targets) {
      const samples: PressSample[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await pressOnce(browser, baseUrl, target));
      rows.push({
        target,
        feedback: median(samples.map((s) => s.feedback)),
        dialog: median(samples.map((s) => s.dialog)),
        ready: median(samples.map((s) => s.ready)),
        usable: target.field ? median(samples.map((s) => s.usable ?? Number.POSITIVE_INFINITY)) : undefined,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The table bench-web prints. */
export function printPresses(rows: Array<{ target: PressTarget } & PressSample>, runs: number): void {
  console.log(`\nFirst press on a phone (390x844, CPU 4x slower, a 60 ms tap), medians of ${runs} cold runs:`);
  console.log(
    `${"press".padEnd(40)} ${"feedback ms".padStart(12)} ${"dialog ms".padStart(10)} ${"ready ms".padStart(9)} ${"usable ms".padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.target.name.padEnd(40)} ${row.feedback.toFixed(0).padStart(12)} ${row.dialog.toFixed(0).padStart(10)} ${row.ready.toFixed(0).padStart(9)} ${(row.usable === undefined ? "-" : row.usable.toFixed(0)).padStart(10)}`,
    );
  }
  console.log(
    "feedback: the first frame where the press shows (a dialog, or the button's look changed); dialog: a dialog or the menu's panel on screen; ready: the island's own form fields / menu groups on screen; usable: tap to the first field that takes a typed character.",
  );
  for (const row of rows) {
    if (row.usable === undefined) continue;
    const met = row.usable <= USABLE_GOAL_MS;
    console.log(
      `Goal (${row.target.name}): a field takes typing within ${USABLE_GOAL_MS} ms of the tap: ${row.usable.toFixed(0)} ms, ${met ? "met" : "NOT met"}.`,
    );
  }
}

/** Issue 44's goal: tap to a first field that takes input, at 4x CPU. */
export const USABLE_GOAL_MS = 300;
