import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import {
  formatLongDate,
  formatMonth,
  medicareTimeline,
  validateTimelineInput,
} from "@tupelo-medicare/medicare-timeline";
import type { renderPage } from "../entry-server.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { MAX_TIMELINE_QUERY_LENGTH } from "../tools/timeline/region.js";
import { createRegionPages } from "./region-pages.js";

/** These pages have no booking region: reading the appointments is a bug. */
const noAppointments = () => Promise.reject(new Error("no appointments in this test"));

const CONFIG = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};
const TOOL_PAGE = "/resources/calculators";

const pageApp = (distDir: string, logs: string[], now = () => new Date("2026-03-10T18:00:00Z")) => {
  const page = createRegionPages({ appointments: noAppointments, distDir, log: (message) => logs.push(message), now });
  return new Hono()
    .get("*", async (context, next) => (await page(context)) ?? next())
    .get("*", (context) => context.text("prerendered page"));
};

/** Text as the browser shows it: tags and React's text separators dropped, entities decoded. */
const shown = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** The island's props as the browser will read them. */
const islandProps = (html: string) => {
  const attribute = /data-island="timeline-tool" data-hydrate="interaction" data-props="([^"]*)"/.exec(html)![1]!;
  return JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as {
    tool: { heading: string; figures: Parameters<typeof medicareTimeline>[0]["figures"] };
    initial?: { fields: Record<string, string>; today: string };
  };
};

describe("a timeline query with no built page to answer it", () => {
  let distDir: string;
  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), "timeline-page-"));
  });
  afterEach(() => rm(distDir, { recursive: true, force: true }));

  it("leaves a page with no timeline query, or a path that is no page, to the site's files, quietly", async () => {
    const logs: string[] = [];
    for (const url of [TOOL_PAGE, `${TOOL_PAGE}?page=2`, "/assets/x.js?dob=1961-08-15", `${TOOL_PAGE}?dob=1961-08-15`])
      expect(await (await pageApp(distDir, logs).request(url)).text(), url).toBe("prerendered page");
    expect(logs).toEqual([]);
  });

  it("falls back to the prerendered page when the page holds the tool but the SSR bundle is missing, and never logs the birth date", async () => {
    await mkdir(join(distDir, "client", "resources", "calculators"), { recursive: true });
    await writeFile(
      join(distDir, "client", "resources", "calculators", "index.html"),
      '<template data-timeline-region="start"></template><div data-island="timeline-tool"></div><template data-timeline-region="end"></template>',
    );
    const logs: string[] = [];
    const response = await pageApp(distDir, logs).request(`${TOOL_PAGE}?dob=1961-08-15&ss=no`);
    expect(await response.text()).toBe("prerendered page");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[timeline\] a timeline is answered in the browser instead: /);
    expect(logs[0]).not.toContain("1961");
  });
});

describe("a timeline query on a built site (the real /resources/calculators page)", () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), "timeline-page-built-"));
    // The SSR bundle is the app's own entry (what `pnpm build` bundles into dist/ssr).
    await mkdir(join(distDir, "ssr"));
    const entry = fileURLToPath(new URL("../entry-server.tsx", import.meta.url));
    await writeFile(join(distDir, "ssr", "entry-server.js"), `export * from ${JSON.stringify(entry)};\n`);
    const server = (await loadEntryServer(distDir)) as Awaited<ReturnType<typeof loadEntryServer>> & {
      renderPage: typeof renderPage;
    };
    const content = createEmbeddedContentClient();
    for (const path of [TOOL_PAGE, "/contact"]) {
      const { html } = await server.renderPage(path, {
        content,
        assets: { script: "/assets/entry.js", styles: [], preload: [] },
        config: CONFIG,
      });
      await mkdir(join(distDir, "client", path), { recursive: true });
      await writeFile(join(distDir, "client", path, "index.html"), html);
    }
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it("shows the dates for a bookmarked dob (as of today in Chicago), in the tool's island, with the answer in its props", async () => {
    const logs: string[] = [];
    const response = await pageApp(distDir, logs).request(`${TOOL_PAGE}?dob=1961-08-15&ss=no`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, follow");
    const html = await response.text();
    const checked = validateTimelineInput({
      birthDate: "1961-08-15",
      getsBenefits: false,
      coverageEnds: null,
      today: "2026-03-10",
    });
    if (!checked.ok) throw new Error("The test's own input is refused");
    const timeline = medicareTimeline({ ...checked.value, figures: islandProps(html).tool.figures });
    const text = shown(html);
    expect(text).toContain(`You turn 65 in ${formatMonth({ year: 2026, month: 8 })}.`);
    const iep = timeline.initialEnrollment;
    expect(text).toContain(`${formatLongDate(iep.start)} to ${formatLongDate(iep.end)}`);
    const medigap = timeline.medigapOpenEnrollment;
    expect(text).toContain(`${formatLongDate(medigap.start)} to ${formatLongDate(medigap.end)}`);
    expect(html).toMatch(/<div tabindex="-1" class="[^"]*" aria-label="Your Medicare dates" role="region">/);
    // The form shows what was asked.
    expect(html).toMatch(/name="dobDay" value="15"/);
    expect(html).toContain('name="ss" checked="" value="no"');
    expect(islandProps(html).initial).toEqual({
      fields: { year: "1961", month: "8", day: "15", ss: "no", coverageYear: "", coverageMonth: "" },
      today: "2026-03-10",
    });
    expect(islandProps(html).tool.heading).toBeTruthy();
    // One island, still between its markers; the rest of the page is the prerendered one.
    expect(html.match(/data-timeline-region/g)).toHaveLength(2);
    expect(html.match(/data-island="timeline-tool"/g)).toHaveLength(1);
    const shell = await readFile(join(distDir, "client", TOOL_PAGE, "index.html"), "utf8");
    expect(html.slice(0, html.indexOf('data-timeline-region="start"'))).toBe(
      shell.slice(0, shell.indexOf('data-timeline-region="start"')),
    );
    expect(logs).toEqual([]);
  });

  it("reads a plain GET submission (the form's own field names) the same way", async () => {
    const html = await (
      await pageApp(distDir, []).request(
        `${TOOL_PAGE}?dobMonth=8&dobDay=15&dobYear=1961&ss=no&coverageEndsMonth=&coverageEndsYear=`,
      )
    ).text();
    expect(shown(html)).toContain("You turn 65 in August 2026.");
    expect(islandProps(html).initial?.fields).toMatchObject({ year: "1961", month: "8", day: "15", ss: "no" });
  });

  it("answers as of the day in America/Chicago: 04:30 UTC on June 1 is still May 31 there", async () => {
    const html = await (
      await pageApp(distDir, [], () => new Date("2026-06-01T04:30:00Z")).request(`${TOOL_PAGE}?dob=1961-08-15&ss=no`)
    ).text();
    expect(islandProps(html).initial?.today).toBe("2026-05-31");
    // May 2026 is month 1 of 7 of this person's Initial Enrollment Period.
    expect(shown(html)).toContain("You are in your sign-up window now: month 1 of 7.");
  });

  it("shows the island's own messages under the fields for a bad query, with no dates, and never a 500", async () => {
    const response = await pageApp(distDir, []).request(`${TOOL_PAGE}?dob=1960-02-30`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const checked = validateTimelineInput({
      birthDate: { year: "1960", month: "2", day: "30" },
      getsBenefits: null,
      coverageEnds: null,
      today: "2026-03-10",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const birth = checked.errors.birthDate!.message;
    const ss = checked.errors.getsBenefits!.message;
    expect(shown(html)).toContain(birth);
    expect(shown(html)).toContain(ss);
    const errorId = new RegExp(`<p id="([^"]+)"[^>]*>${birth}</p>`).exec(html)![1]!;
    expect(html).toMatch(new RegExp(`name="dobMonth" aria-invalid="true" aria-describedby="${errorId}"`));
    expect(html).not.toContain('aria-label="Your Medicare dates"');
  });

  it("keeps markup out of the query: only digits and yes/no reach the page", async () => {
    const html = await (
      await pageApp(distDir, []).request(
        `${TOOL_PAGE}?dob=${encodeURIComponent('"><script>alert(1)</script>-08-15')}&ss=${encodeURIComponent("<b>yes")}`,
      )
    ).text();
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("<b>yes");
    expect(islandProps(html).initial?.fields).toMatchObject({ year: "1", month: "8", day: "15", ss: "" });
  });

  it(`reads the query no further than ${MAX_TIMELINE_QUERY_LENGTH} characters`, async () => {
    expect(MAX_TIMELINE_QUERY_LENGTH).toBe(1024);
    const padding = `utm_source=${"x".repeat(MAX_TIMELINE_QUERY_LENGTH)}`;
    expect(await (await pageApp(distDir, []).request(`${TOOL_PAGE}?${padding}&dob=1961-08-15`)).text()).toBe(
      "prerendered page",
    );
    const html = await (await pageApp(distDir, []).request(`${TOOL_PAGE}?dob=1961-08-15&${padding}`)).text();
    expect(islandProps(html).initial?.fields).toMatchObject({ year: "1961", month: "8", day: "15" });
  });

  it("leaves a page without the tool to the site's files, and compresses with brotli when asked", async () => {
    expect(await (await pageApp(distDir, []).request("/contact?dob=1961-08-15")).text()).toBe("prerendered page");
    const response = await pageApp(distDir, []).request(`${TOOL_PAGE}?dob=1961-08-15&ss=no`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(html).toContain("You turn 65 in August 2026.");
  });
});
