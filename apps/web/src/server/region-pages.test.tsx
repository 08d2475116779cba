// @vitest-environment jsdom
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { act } from "@testing-library/react";
import { Hono } from "hono";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serializeBoot } from "../app/boot.js";
import type { PublicConfig } from "../env.js";
import { IslandFrame } from "../islands/island-frame.js";
import { islandIdPrefix } from "../islands/island-ids.js";
import { IslandCollector, IslandCollectorContext } from "../islands/island.js";
import { IslandRegion } from "../islands/island-region.js";
import { loadIsland, loadIslands } from "../islands/islands.js";
import { regionsAskedBy } from "../islands/regions.js";
import type { RegionDefinition, Regions } from "../islands/regions.js";
import { renderIslands } from "../islands/render-islands.js";
import { EMPTY_SEARCH } from "../islands/search-region.js";
import { testSite } from "../test-support/page-harness.js";
import { createRegionPages } from "./region-pages.js";

/** These pages have no booking region: reading the appointments is a bug. */
const noAppointments = () => Promise.reject(new Error("no appointments in this test"));

const CONFIG: PublicConfig = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};

/** One region, registered once: `?topic=` on any page holding it shows that topic's one result in the search island. */
const PROBE: RegionDefinition<"search"> = {
  island: "search",
  log: "probe",
  failure: "a topic is answered in the browser instead",
  personal: ["topic"],
  asks: (url) => url.searchParams.has("topic"),
  props: (_prerendered, request) => {
    const topic = request.url.searchParams.get("topic")!;
    return {
      query: topic,
      results: [
        { id: "1", kind: "article", title: `All about ${topic}`, url: `/blog/${topic}`, score: 1, excerpt: [] },
      ],
      suggestion: null,
    };
  },
};
const REGISTRY: Regions = { probe: PROBE };

/** A prerendered page holding the probe region after another island, with its boot data. */
function prerenderedPage(): string {
  const collector = new IslandCollector();
  const body = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      <main>
        <IslandRegion region="probe" name="search" props={EMPTY_SEARCH} />
      </main>
    </IslandCollectorContext.Provider>,
  );
  const boot = serializeBoot({ config: CONFIG, site: testSite, notFound: false });
  return (
    `<!doctype html><html><head><title>Topics</title></head><body>` +
    `<script id="__boot" type="application/json">${boot}</script>` +
    renderIslands(`<div data-island="header" data-props="{}" class="contents"></div>${body}`, collector, testSite) +
    `</body></html>`
  );
}

describe("a region registered once", () => {
  let distDir: string;
  beforeAll(async () => {
    await loadIslands();
    await mkdir(join(process.cwd(), "test-results"), { recursive: true });
    distDir = await mkdtemp(join(process.cwd(), "test-results", "region-pages-"));
    // The SSR bundle is the app's own entry (what `pnpm build` bundles into dist/ssr).
    await mkdir(join(distDir, "ssr"));
    // A path of its own (jsdom has its own URL class, which node:url does not take).
    const entry = join(dirname(fileURLToPath(import.meta.url)), "..", "entry-server.tsx");
    await writeFile(join(distDir, "ssr", "entry-server.js"), `export * from ${JSON.stringify(entry)};\n`);
    await mkdir(join(distDir, "client", "topics"), { recursive: true });
    await writeFile(join(distDir, "client", "topics", "index.html"), prerenderedPage());
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const app = (logs: string[] = []) => {
    const pages = createRegionPages({
      appointments: noAppointments,
      distDir,
      regions: REGISTRY,
      log: (message) => logs.push(message),
    });
    return new Hono()
      .get("*", async (context, next) => (await pages(context)) ?? next())
      .get("*", (context) => context.text("prerendered page"));
  };

  it("is answered by the server when the request asks for it, and left to the prerendered page when not", async () => {
    expect(regionsAskedBy(new URL("https://x.test/topics?topic=medigap"), REGISTRY)).toEqual(["probe"]);
    const logs: string[] = [];
    expect(await (await app(logs).request("/topics")).text()).toBe("prerendered page");
    expect(await (await app(logs).request("/elsewhere?topic=medigap")).text()).toBe("prerendered page");
    const response = await app(logs).request("/topics?topic=medigap");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('href="/blog/medigap"');
    expect(html).toContain("All about medigap");
    expect(html.match(/data-probe-region/g)).toHaveLength(2);
    expect(logs).toEqual([]);
  });

  it("is hydrated by its island from the server's answer, with no mismatch", async () => {
    const html = await (await app().request("/topics?topic=medigap")).text();
    window.history.replaceState(null, "", "/topics?q=medigap");
    const errors = vi.spyOn(console, "error");
    document.body.innerHTML = new DOMParser().parseFromString(html, "text/html").body.innerHTML;
    const element = document.querySelector<HTMLElement>('[data-island="search"]')!;
    expect(JSON.parse(element.dataset.props!)).toMatchObject({ query: "medigap", suggestion: null });
    // As entry-client hydrates it: its own root, in the island frame, with the ids of its document order (1: the
    // header island comes first).
    const Component = (await loadIsland("search")) as ComponentType<object>;
    // eslint-disable-next-line @typescript-eslint/require-await -- act() must be awaited to flush the hydration
    await act(async () => {
      hydrateRoot(
        element,
        <IslandFrame site={testSite} onHydrated={() => (element.dataset.hydrated = "true")}>
          <Component {...(JSON.parse(element.dataset.props!) as object)} />
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(1) },
      );
    });
    expect(element.dataset.hydrated).toBe("true");
    expect(errors).not.toHaveBeenCalled();
    expect(element.querySelector<HTMLInputElement>("#search-page-q")!.value).toBe("medigap");
    expect(element.querySelector('a[href="/blog/medigap"]')).not.toBeNull();
  });

  it("that fails is left to the prerendered page, with one line naming the region and never the query", async () => {
    const logs: string[] = [];
    const failing: Regions = {
      probe: {
        ...PROBE,
        props: () => {
          throw new Error("no topics today");
        },
      },
    };
    const pages = createRegionPages({
      appointments: noAppointments,
      distDir,
      regions: failing,
      log: (message) => logs.push(message),
    });
    const failingApp = new Hono()
      .get("*", async (context, next) => (await pages(context)) ?? next())
      .get("*", (context) => context.text("prerendered page"));
    expect(await (await failingApp.request("/topics?topic=medigap")).text()).toBe("prerendered page");
    expect(logs).toEqual(["[probe] a topic is answered in the browser instead: Error: no topics today"]);
  });
});
