/**
 * Every prerendered page is valid HTML: the W3C Nu HTML Checker (vnu-jar from npm, run with the machine's Java)
 * over each .html file of the built site, and over the pages the server renders (search results, timelines), reports
 * no error.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { turning65In } from "./helpers.js";

const require = createRequire(import.meta.url);
const CLIENT_DIR = join(import.meta.dirname, "..", process.env.E2E_DIST_DIR ?? "dist", "client");

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "assets") continue;
    if (statSync(path).isDirectory()) htmlFiles(path, out);
    else if (name.endsWith(".html")) out.push(path);
  }
  return out;
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test("every prerendered page, and the server's search results, timeline and calculator pages, pass the Nu HTML Checker with no error", async ({
  request,
}) => {
  test.setTimeout(120_000);
  // Pages the server renders on request: search results, nothing found, a hostile query; a timeline, one with the
  // fields' messages, a hostile one; the money calculators' answers, one with the fields' messages, a hostile one.
  const served = mkdtempSync(join(tmpdir(), "vnu-served-"));
  const dynamic: string[] = [];
  for (const [name, url] of [
    ["search-results", `/search?q=${encodeURIComponent("medigap plan g")}`],
    ["search-none", "/search?q=qqqxzzy"],
    ["search-hostile", `/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`],
    // Its window still ahead, job coverage ending in two years: whatever day the tests run on.
    [
      "timeline",
      `/resources/calculators?dob=${turning65In(5).iso}&ss=yes&coverageEnds=${new Date().getFullYear() + 2}-06`,
    ],
    ["timeline-messages", "/resources/calculators?dob=1960-02-30"],
    ["timeline-hostile", `/resources/calculators?dob=${encodeURIComponent('"><script>alert(1)</script>')}&ss=<b>`],
    ["money-irmaa", "/resources/calculators?magi=150000&filingStatus=single"],
    ["money-penalties", "/resources/calculators?monthsWithoutCoverage=26&uncoveredMonths=14&gapDays=90"],
    ["money-help", "/resources/calculators?householdSize=1&monthlyIncome=1300&resources=5000&state=MS"],
    ["money-messages", "/resources/calculators?householdSize=0&monthlyIncome=-5&resources=abc"],
    ["money-hostile", `/resources/calculators?magi=${encodeURIComponent('"><script>alert(1)</script>')}`],
  ] as const) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const file = join(served, `${name}.html`);
    const html = await response.text();
    // The server's own render, not the prerendered page it falls back to.
    if (name.startsWith("timeline") || name.startsWith("money")) expect(html, name).toContain("&quot;initial&quot;:");
    writeFileSync(file, html);
    dynamic.push(file);
  }
  const files = [...htmlFiles(CLIENT_DIR), ...dynamic];
  expect(files.length).toBeGreaterThan(90);
  // vnu-jar's main export is the jar's path (a String object).
  const jarPath = String(require("vnu-jar") as string);
  let report = "";
  try {
    execFileSync("java", ["-jar", jarPath, "--errors-only", "--format", "json", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as { code?: string; stderr?: Buffer };
    if (failure.code === "ENOENT")
      throw new Error("Java is needed to run the Nu HTML Checker (vnu-jar): install Debian's default-jre-headless", {
        cause: error,
      });
    report = failure.stderr?.toString("utf8") ?? "";
  }
  const messages = report
    ? (JSON.parse(report) as { messages: VnuMessage[] }).messages.filter((message) => message.type === "error")
    : [];
  const readable = messages.map(
    (message) =>
      `${relative(CLIENT_DIR, message.url.replace(/^file:/, ""))}:${message.lastLine ?? "?"} ${message.message} | ${message.extract ?? ""}`,
  );
  rmSync(served, { recursive: true, force: true });
  expect(readable, `${messages.length} errors`).toEqual([]);
});
