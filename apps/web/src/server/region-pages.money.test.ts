import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import type { renderPage } from "../entry-server.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { createRegionPages } from "./region-pages.js";

/** These pages have no booking region: reading the appointments is a bug. */
const noAppointments = () => Promise.reject(new Error("no appointments in this test"));

const CONFIG = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};
const PAGE = "/resources/calculators";

const pageApp = (distDir: string, logs: string[]) => {
  const page = createRegionPages({
    appointments: noAppointments,
    distDir,
    log: (message) => logs.push(message),
    now: () => new Date("2026-03-10T18:00:00Z"),
  });
  return new Hono()
    .get("*", async (context, next) => (await page(context)) ?? next())
    .get("*", (context) => context.text("prerendered page"));
};

/** Text as the browser shows it: tags dropped, entities decoded. */
const shown = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Every money calculator island's props, in document order, as the browser will read them. */
const islandProps = (html: string) =>
  [...html.matchAll(/data-island="money-calculator" data-hydrate="interaction" data-props="([^"]*)"/g)].map(
    (match) =>
      JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as {
        calculator: { kind: string; figures: { ok: boolean; value?: Record<string, unknown> } };
        initial?: { fields: Record<string, string> };
      },
  );

describe("a calculator query with no built page to answer it", () => {
  let distDir: string;
  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), "money-page-"));
  });
  afterEach(() => rm(distDir, { recursive: true, force: true }));

  it("leaves a page with no calculator query, or a path that is no page, to the site's files, quietly", async () => {
    const logs: string[] = [];
    for (const url of [PAGE, `${PAGE}?dob=1961-08-15`, "/assets/x.js?magi=1", `${PAGE}?magi=150000`])
      expect(await (await pageApp(distDir, logs).request(url)).text(), url).toBe("prerendered page");
    expect(logs).toEqual([]);
  });

  it("falls back to the prerendered page when the SSR bundle is missing, and never logs the income", async () => {
    await mkdir(join(distDir, "client", "resources", "calculators"), { recursive: true });
    await writeFile(
      join(distDir, "client", "resources", "calculators", "index.html"),
      '<template data-money-region="start"></template><div data-island="money-calculator"></div><template data-money-region="end"></template>',
    );
    const logs: string[] = [];
    const response = await pageApp(distDir, logs).request(`${PAGE}?magi=987654&filingStatus=single`);
    expect(await response.text()).toBe("prerendered page");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[calculators\] a calculator is answered in the browser instead: /);
    expect(logs[0]).not.toContain("987654");
  });
});

describe("a calculator query on a built site (the real /resources/calculators page)", () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), "money-page-built-"));
    await mkdir(join(distDir, "ssr"));
    const entry = fileURLToPath(new URL("../entry-server.tsx", import.meta.url));
    await writeFile(join(distDir, "ssr", "entry-server.js"), `export * from ${JSON.stringify(entry)};\n`);
    const server = (await loadEntryServer(distDir)) as Awaited<ReturnType<typeof loadEntryServer>> & {
      renderPage: typeof renderPage;
    };
    const { html } = await server.renderPage(PAGE, {
      content: createEmbeddedContentClient(),
      assets: { script: "/assets/entry.js", styles: [], preload: [] },
      config: CONFIG,
    });
    await mkdir(join(distDir, "client", PAGE), { recursive: true });
    await writeFile(join(distDir, "client", PAGE, "index.html"), html);
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it("the prerendered page holds the three calculators below the timeline, each in its region with the 2026 figures", async () => {
    const shell = await readFile(join(distDir, "client", PAGE, "index.html"), "utf8");
    expect(islandProps(shell).map((props) => props.calculator.kind)).toEqual([
      "irmaa",
      "late-penalties",
      "help-paying",
    ]);
    expect(islandProps(shell).every((props) => props.calculator.figures.ok && !props.initial)).toBe(true);
    // Each carries only the figures it reads (calculators/money-figures.ts), not the whole year's.
    expect(islandProps(shell).map((props) => Object.keys(props.calculator.figures.value!).sort())).toEqual([
      ["irmaa", "kind", "partB", "year"],
      ["kind", "partB", "partD", "year"],
      ["extraHelp", "kind", "medicareSavings", "povertyGuidelines", "year"],
    ]);
    expect(shell.indexOf('data-island="timeline-tool"')).toBeLessThan(shell.indexOf('data-island="money-calculator"'));
    expect(shell.match(/data-money-region="start"/g)).toHaveLength(3);
  });

  it("answers a bookmarked IRMAA address in its island only, with its answer in the props; the rest as prerendered", async () => {
    const logs: string[] = [];
    const response = await pageApp(distDir, logs).request(`${PAGE}?magi=150%2C000&filingStatus=single`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, follow");
    const html = await response.text();
    const text = shown(html);
    expect(text).toContain("In 2026, your Part B premium is $405.80 a month");
    expect(text).toContain("level 3 of 6");
    expect(text).toContain("Form SSA-44");
    expect(text).toContain("Email me my results");
    expect(html).toMatch(/aria-label="Your IRMAA estimate" role="region"/);
    expect(html).toMatch(/name="magi" value="150,000"/);
    const props = islandProps(html);
    expect(props[0]!.initial).toEqual({ fields: { magi: "150,000", filingStatus: "single" } });
    expect(props[1]!.initial).toBeUndefined();
    expect(props[2]!.initial).toBeUndefined();
    const shell = await readFile(join(distDir, "client", PAGE, "index.html"), "utf8");
    expect(html.slice(0, html.indexOf('data-money-region="start"'))).toBe(
      shell.slice(0, shell.indexOf('data-money-region="start"')),
    );
    expect(logs).toEqual([]);
  });

  it("answers a plain submission of the penalty form, and the help screener beside it, in one address", async () => {
    const html = await (
      await pageApp(distDir, []).request(
        `${PAGE}?monthsWithoutCoverage=26&uncoveredMonths=&gapDays=&householdSize=2&monthlyIncome=5000&resources=0&state=MS`,
      )
    ).text();
    const text = shown(html);
    expect(text).toContain("$40.60 a month more (20%)");
    expect(text).toContain("You likely do not qualify for a Medicare Savings Program");
    expect(text).toContain("Only Social Security can decide Extra Help");
  });

  it("shows the package's messages under the fields for a bad query, with no result, and never a 500", async () => {
    const response = await pageApp(distDir, []).request(`${PAGE}?householdSize=0&monthlyIncome=-5&resources=abc`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = shown(html);
    expect(text).toContain("A household has at least 1 person: you.");
    expect(text).toContain("Income can't be less than $0. Enter 0 if you have no income.");
    expect(text).toContain("Please enter a number of dollars, like 5,000.");
    expect(html).not.toContain('aria-label="Your help paying screener answer"');
    const errorId = /<p id="([^"]+-monthlyIncome-error)"/.exec(html)![1]!;
    expect(html).toMatch(new RegExp(`aria-invalid="true" aria-describedby="${errorId}[^"]*"[^>]*name="monthlyIncome"`));
  });

  it("answers the timeline on the same page when the address asks both", async () => {
    const html = await (
      await pageApp(distDir, []).request(`${PAGE}?dob=1961-08-15&ss=no&magi=50000&filingStatus=joint`)
    ).text();
    const text = shown(html);
    expect(text).toContain("You turn 65 in August 2026.");
    expect(text).toContain("you pay the standard Part B premium");
  });

  it("keeps markup out: the query reaches the page only as escaped text", async () => {
    const html = await (
      await pageApp(distDir, []).request(
        `${PAGE}?magi=${encodeURIComponent('"><script>alert(1)</script>')}&filingStatus=single`,
      )
    ).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(shown(html)).toContain("Please enter a number of dollars, like 109,000.");
  });
});
