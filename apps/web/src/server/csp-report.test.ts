import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.js";
import { CSP_REPORT_BODY_LIMIT, createCspReportHandler, readViolations } from "./csp-report.js";
import { readAppEnv } from "../env.js";

const reportUri = {
  "csp-report": {
    "document-uri": "https://www.example.com/resources/calculators?magi=150000&dob=1961-08-15#irmaa",
    referrer: "https://www.example.com/?q=ada",
    "violated-directive": "style-src-elem",
    "effective-directive": "style-src-elem",
    "original-policy": "default-src 'self'",
    "blocked-uri": "inline",
    "source-file": "https://www.example.com/assets/entry-abc.js?v=1",
    "line-number": 12,
    "script-sample": "ada@example.com",
  },
};

const reportTo = [
  {
    type: "csp-violation",
    url: "https://www.example.com/contact-us?email=ada@example.com",
    body: {
      documentURL: "https://www.example.com/contact-us?email=ada@example.com",
      effectiveDirective: "img-src",
      blockedURL: "https://tracker.example/pixel.gif?who=ada@example.com",
      sample: "ada@example.com",
      disposition: "enforce",
    },
  },
  { type: "deprecation", body: { id: "x" } },
];

afterEach(() => vi.restoreAllMocks());

describe("the Content-Security-Policy", () => {
  it("allows scripts and styles from the site only, nothing inline, and names its report endpoint both ways", async () => {
    const response = await createApp(readAppEnv({}), { clientDir: "/nonexistent" }).request("/no-such-page");
    const csp = response.headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives["script-src"]).toBe("'self'");
    // Styles from the site's files only: no inline <style> element and no style attribute (scripts/csp-safe-styles.ts).
    expect(directives["style-src"]).toBe("'self'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toMatch(/style-src-(elem|attr)/);
    expect(directives["report-uri"]).toBe("/api/csp-report");
    expect(directives["report-to"]).toBe("csp-endpoint");
    expect(response.headers.get("reporting-endpoints")).toBe('csp-endpoint="/api/csp-report"');
  });
});

describe("POST /api/csp-report", () => {
  it("logs each violation on one line with the directive, what was blocked and the page's path: no query, sample or address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const app = createApp(readAppEnv({}), { clientDir: "/nonexistent" });
    const first = await app.request("/api/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify(reportUri),
    });
    expect(first.status).toBe(204);
    const second = await app.request("/api/csp-report", {
      method: "POST",
      headers: { "content-type": "application/reports+json" },
      body: JSON.stringify(reportTo),
    });
    expect(second.status).toBe(204);
    const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("[csp]"));
    expect(lines).toEqual([
      "[csp] violation of style-src-elem: blocked inline on /resources/calculators (/assets/entry-abc.js:12)",
      "[csp] violation of img-src: blocked https://tracker.example/pixel.gif on /contact-us",
    ]);
    const all = lines.join("\n");
    for (const secret of ["ada", "150000", "1961", "203.0.113.9", "?"]) expect(all).not.toContain(secret);
  });

  it("answers 204 to anything else it is sent, and logs nothing", async () => {
    const log = vi.fn();
    const app = new Hono().post("/r", createCspReportHandler({ log }));
    for (const body of ["not json", "{}", "[]", JSON.stringify({ "csp-report": "x" }), ""])
      expect((await app.request("/r", { method: "POST", body })).status).toBe(204);
    expect(log).not.toHaveBeenCalled();
  });

  it("refuses a body over 8 KB while it streams in, declared or not", async () => {
    const log = vi.fn();
    const app = new Hono().post("/r", createCspReportHandler({ log }));
    const big = JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(CSP_REPORT_BODY_LIMIT) } });
    expect((await app.request("/r", { method: "POST", body: big })).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 10; index++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const chunked = await app.request("/r", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(log).not.toHaveBeenCalled();
  });

  it("reads at most perMinute requests a minute from everyone together, then 429 and one line saying how many", async () => {
    const log = vi.fn();
    let clock = 0;
    const app = new Hono().post("/r", createCspReportHandler({ log, perMinute: 3, now: () => clock }));
    const send = () => app.request("/r", { method: "POST", body: JSON.stringify(reportUri) });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await send()).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(log).toHaveBeenCalledTimes(3);
    clock += 60_000;
    expect((await send()).status).toBe(204);
    expect(log.mock.calls.map((call) => String(call[0]))[3]).toBe(
      "[csp] 2 violation report(s) turned away in the last minute (over 3 a minute)",
    );
  });

  it("keeps a keyword or an origin and path of the blocked address, and the page's path only", () => {
    expect(
      readViolations({
        "csp-report": {
          "document-uri": "https://u:p@site.test/a/b?x=1",
          "violated-directive": "script-src",
          "blocked-uri": "data:image/png;base64,AAAA",
        },
      }),
    ).toEqual([{ directive: "script-src", blocked: "data", page: "/a/b" }]);
    expect(readViolations({ "csp-report": { "blocked-uri": "eval" } })).toEqual([
      { directive: "unknown", blocked: "eval", page: "unknown" },
    ]);
  });
});
