import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import { createLogger, logInRequest, requestIdOf, requestLog, requestWarning, routeConsole } from "./logger.js";
import { createSubmissions } from "./submissions.js";

/** A destination that keeps what is written, line by line. */
function collector() {
  const lines: string[] = [];
  let rest = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
      done();
    },
  });
  return { stream, lines };
}

const saved = { ...console };
afterEach(() => Object.assign(console, saved));

describe("createLogger", () => {
  it("writes one JSON line per event with LOG_FORMAT=json: ISO time, level name, area, message", () => {
    const out = collector();
    const logger = createLogger({ format: "json", level: "info", destination: out.stream });
    logger.info({ area: "leads" }, "delivered 3 submissions");
    logger.warn("two\nlines");
    logger.debug("below the level");
    expect(out.lines).toHaveLength(2);
    const [first, second] = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      area: "leads",
      msg: "delivered 3 submissions",
    });
    expect(second).toMatchObject({ level: "warn", msg: "two\nlines" });
  });

  it("writes the same events as plain text lines by default, the area as the [area] prefix", () => {
    const out = collector();
    const logger = createLogger({ format: "text", level: "info", destination: out.stream });
    logger.info({ area: "regenerate" }, "pass done: 4 pages");
    logger.error("no area");
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] INFO: \[regenerate\] pass done: 4 pages$/);
    expect(out.lines[1]).toMatch(/\] ERROR: no area$/);
  });

  it("routes console lines through the logger, one event a call, the [area] prefix read as the area", () => {
    const out = collector();
    routeConsole(createLogger({ format: "json", level: "debug", destination: out.stream }));
    console.info("[places] read %d reviews", 12);
    console.warn("[leads] backlog", { waiting: 2 });
    console.error(new Error("boom"));
    console.log("plain");
    const records = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => [record.level, record.area, record.msg])).toEqual([
      ["info", "places", "read 12 reviews"],
      ["warn", "leads", "backlog { waiting: 2 }"],
      ["error", undefined, expect.stringMatching(/^Error: boom\n {4}at /)],
      ["info", undefined, "plain"],
    ]);
    // Still one line each: the stack's newlines are escaped inside the JSON string.
    expect(out.lines).toHaveLength(4);
  });
});

describe("logInRequest", () => {
  it("writes a line about a request with that request's id, whatever awaits came before it", async () => {
    const out = collector();
    const logger = createLogger({ format: "json", level: "info", destination: out.stream });
    routeConsole(logger);
    const app = new Hono();
    app.use("*", requestLog(logger));
    app.get("/form", async (context) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      requestWarning("[contact] a form post could not be handed to the leads service", context);
      return context.text("ok");
    });
    const [first, second] = await Promise.all([
      app.request("/form", { headers: { "x-request-id": "first-1" } }),
      app.request("/form", { headers: { "x-request-id": "second-2" } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const records = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const warnings = records.filter((record) => record.area === "contact");
    expect(warnings.map((record) => [record.level, record.requestId]).sort()).toEqual([
      ["warn", "first-1"],
      ["warn", "second-2"],
    ]);
    expect(warnings[0]!.msg).toBe("a form post could not be handed to the leads service");
    // Outside a request, a line is the console's as it is (no id).
    logInRequest("info", "[leads] started");
    expect(JSON.parse(out.lines.at(-1)!)).toMatchObject({ area: "leads", msg: "started" });
    expect(JSON.parse(out.lines.at(-1)!)).not.toHaveProperty("requestId");
  });
});

describe("the server's log (createApp with a logger)", () => {
  it("writes an access line per request with its id (also answered as X-Request-Id), which a failure's line carries too, and no personal data", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "web-log-"));
    try {
      const out = collector();
      const logger = createLogger({ format: "json", level: "info", destination: out.stream });
      routeConsole(logger);
      const env = readAppEnv({ DATA_DIR: dataDir });
      const submissions = createSubmissions(env);
      const failing = { ...submissions, health: () => Promise.reject(new Error("database on fire")) };
      const app = createApp(env, { clientDir: "/nonexistent", submissions: failing, logger });
      await submissions.start();

      const lead = await app.request("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          phone: "6625550142",
          zipCode: "38804",
          source: "Medicare Breakdown",
          timestamp: "2026-11-22T10:00:00.000Z",
          leadType: "Medicare Guide Download",
        }),
      });
      expect(lead.status).toBe(201);
      const search = await app.request("/search?q=Ada+Lovelace+6625550142&dob=1960-02-14");
      const health = await app.request("/api/health", { headers: { "x-request-id": "monitor-42" } });
      expect(health.status).toBe(500);
      const forged = await app.request("/", { headers: { "x-request-id": "a b forged=1;" } });
      await submissions.stop();

      const records = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const access = records.filter((record) => record.area === "http");
      expect(access.map((record) => [record.method, record.path, record.status])).toEqual([
        ["POST", "/api/leads", 201],
        ["GET", "/search", search.status],
        ["GET", "/api/health", 500],
        ["GET", "/", forged.status],
      ]);
      const ids = [lead, search, health, forged].map((response) => response.headers.get("x-request-id"));
      expect(access.map((record) => record.requestId)).toEqual(ids);
      expect(ids[2]).toBe("monitor-42");
      // A header that is not a plain token is replaced by a new id (it could forge a log line).
      expect(ids[3]).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(4);
      for (const record of access) expect(record.ms).toEqual(expect.any(Number));
      // The failure is logged with the id of the request it happened in.
      const failure = records.find((record) => record.area === "server" && String(record.msg).includes("failed"));
      expect(failure).toMatchObject({ level: "error", requestId: "monitor-42" });
      const text = out.lines.join("\n");
      for (const personal of ["Ada", "Lovelace", "ada@example.com", "6625550142", "1960-02-14", "?q="]) {
        expect(text).not.toContain(personal);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("requestIdOf", () => {
  it("keeps a proxy's plain token of up to 64 characters and makes a new id otherwise", () => {
    expect(requestIdOf("monitor-42")).toBe("monitor-42");
    expect(requestIdOf("a".repeat(64))).toBe("a".repeat(64));
    for (const bad of [undefined, "", "a".repeat(65), "two words", "<script>", "id\nforged-line"]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
