import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSearchPage } from "./search-page.js";

const CONFIG = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};

describe("GET /search", () => {
  let distDir: string;
  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), "search-page-"));
  });
  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  const app = (logs: string[]) => {
    const page = createSearchPage({ distDir, config: CONFIG, log: (message) => logs.push(message) });
    return new Hono()
      .get("/search", async (context, next) => (await page(context)) ?? next())
      .get("/search", (context) => context.text("prerendered page"));
  };

  it("leaves a request with no query to the prerendered page", async () => {
    const logs: string[] = [];
    for (const url of ["/search", "/search?q=", "/search?q=%20%20"])
      expect(await (await app(logs).request(url)).text()).toBe("prerendered page");
    expect(logs).toEqual([]);
  });

  it("falls back to the prerendered page (which searches in the browser) when the build has no index, and says why", async () => {
    const logs: string[] = [];
    const response = await app(logs).request("/search?q=plan+g");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("prerendered page");
    expect(logs[0]).toContain('[search] answering "plan g" in the browser instead');
  });
});
