import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPlacesService, PLACE_MAX_AGE_MS, startPlacesStandIn } from "@tupelo-medicare/content/places";
import type { PlacesStandIn } from "@tupelo-medicare/content/places";
import { REVIEW_PAGE_PATHS, startPlacesRefresh } from "./places-refresh.js";

describe("the daily Google reviews refresh", () => {
  let standIn: PlacesStandIn;
  let dataDir: string;
  let now: Date;
  const silent = { info: () => undefined, error: () => undefined };

  beforeEach(async () => {
    standIn = await startPlacesStandIn();
    dataDir = await mkdtemp(join(tmpdir(), "places-refresh-"));
    now = new Date("2026-11-01T00:00:00Z");
  });
  afterEach(async () => {
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = () => {
    const queued: string[][] = [];
    const service = createPlacesService({
      config: { apiKey: "k", placeId: "ChIJexamplePlaceId", host: standIn.url },
      dataDir,
      now: () => now,
      logger: silent,
    });
    const refresh = startPlacesRefresh({ service, onChange: (paths) => queued.push(paths), intervalMs: 3_600_000 });
    return { refresh, queued };
  };

  it("reads at start and regenerates the reviews page when what visitors see changed, not otherwise", async () => {
    const { refresh, queued } = start();
    await refresh.tick(); // the start-up read and this one
    expect(standIn.requests.length).toBe(2);
    expect(queued).toEqual([REVIEW_PAGE_PATHS]);
    expect(REVIEW_PAGE_PATHS).toEqual(["/client-reviews"]);

    // Same answer a day later: nothing to render.
    now = new Date("2026-11-02T00:00:00Z");
    await refresh.tick();
    expect(queued).toHaveLength(1);

    // A new rating: the page is rendered again.
    standIn.setPlace({ ...(JSON.parse(JSON.stringify(await fetchPlace(standIn))) as object), rating: 4.7 });
    await refresh.tick();
    expect(queued).toHaveLength(2);
    refresh.stop();
  });

  it("keeps the page as it is while Google fails, and renders it again once the last read passes 30 days", async () => {
    const { refresh, queued } = start();
    await refresh.tick();
    expect(queued).toHaveLength(1);
    standIn.script({ status: 500 }, { status: 500 });
    now = new Date(Date.parse("2026-11-01T00:00:00Z") + 24 * 3_600_000);
    await refresh.tick();
    expect(queued).toHaveLength(1);
    now = new Date(Date.parse("2026-11-01T00:00:00Z") + PLACE_MAX_AGE_MS + 1);
    await refresh.tick();
    expect(queued).toHaveLength(2);
    refresh.stop();
  });

  it("renders the reviews page after the first read even when the stored read did not change (the build's may be stale)", async () => {
    // The build read Google and rendered the page with it; the server starts with the same stored read.
    await createPlacesService({
      config: { apiKey: "k", placeId: "ChIJexamplePlaceId", host: standIn.url },
      dataDir,
      now: () => now,
      logger: silent,
    }).refresh();
    const { refresh, queued } = start();
    await refresh.tick();
    expect(queued).toEqual([REVIEW_PAGE_PATHS]);
    refresh.stop();
  });

  it("at start with Google failing and the build's read past 30 days: renders the page again without it", async () => {
    const build = createPlacesService({
      config: { apiKey: "k", placeId: "ChIJexamplePlaceId", host: standIn.url },
      dataDir,
      now: () => now,
      logger: silent,
    });
    await build.refresh();
    // The server starts 31 days after the build, and Google answers 500.
    now = new Date(Date.parse("2026-11-01T00:00:00Z") + PLACE_MAX_AGE_MS + 24 * 3_600_000);
    standIn.script({ status: 500 }, { status: 500 });
    const { refresh, queued } = start();
    await refresh.tick();
    expect(await build.current()).toBeNull();
    expect(queued).toEqual([REVIEW_PAGE_PATHS]);
    refresh.stop();
  });

  it("does nothing without the key and place id", async () => {
    const queued: string[][] = [];
    const refresh = startPlacesRefresh({
      service: createPlacesService({ config: null, dataDir, logger: silent }),
      onChange: (paths) => queued.push(paths),
    });
    await refresh.tick();
    expect(queued).toEqual([]);
    expect(standIn.requests).toEqual([]);
  });
});

async function fetchPlace(standIn: PlacesStandIn): Promise<unknown> {
  const response = await fetch(`${standIn.url}/v1/places/ChIJexamplePlaceId`);
  return response.json();
}
