import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PLACES_FIELD_MASK, PlaceDetailsError, fetchPlaceDetails, isSafePlacesHost } from "./google-places.js";
import { PLACE_MAX_AGE_MS, placeFile, readStoredPlace } from "./place-store.js";
import { PLACES_FETCH_FAILED, PLACES_NOT_INITIALIZED, createPlacesService } from "./places-service.js";
import { standInPlace, startPlacesStandIn } from "./places-stand-in.js";
import type { PlacesStandIn } from "./places-stand-in.js";

const PLACE_ID = "ChIJexamplePlaceId";
let standIn: PlacesStandIn;
let dataDir: string;
const logger = () => ({ info: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() });

beforeEach(async () => {
  standIn = await startPlacesStandIn();
  dataDir = await mkdtemp(join(tmpdir(), "places-"));
});
afterEach(async () => {
  await standIn.close();
  await rm(dataDir, { recursive: true, force: true });
});

const service = (log = logger(), options: { now?: () => Date; timeoutMs?: number } = {}) =>
  createPlacesService({
    config: { apiKey: "test-key", placeId: PLACE_ID, host: standIn.url },
    dataDir,
    logger: log,
    ...options,
  });

describe("Place Details (Places API New)", () => {
  it("sends the key and the field mask in headers to /v1/places/{id} and maps the answer to the review shape", async () => {
    const place = await fetchPlaceDetails({
      apiKey: "test-key",
      placeId: PLACE_ID,
      host: standIn.url,
      now: () => new Date("2026-11-25T00:00:00Z"),
    });
    expect(standIn.requests).toEqual([
      { path: `/v1/places/${PLACE_ID}?languageCode=en`, apiKey: "test-key", fieldMask: PLACES_FIELD_MASK },
    ]);
    expect(PLACES_FIELD_MASK).toBe("id,displayName,rating,userRatingCount,reviews,googleMapsUri");
    expect(place).toMatchObject({
      placeId: PLACE_ID,
      name: "Example Medicare Agency",
      rating: 4.9,
      userRatingCount: 2314,
      listingUrl: "https://maps.google.com/?cid=181234567890",
      fetchedAt: "2026-11-25T00:00:00.000Z",
    });
    expect(place.reviews[0]).toEqual({
      author_name: "Ada Example",
      profile_photo_url: "https://lh3.googleusercontent.com/a/example-11=s128-c0x00000000-cc-rp-mo",
      relative_time_description: "3 weeks ago",
      rating: 5,
      text: "They explained Plan G and Plan N side by side. No pressure at all.",
      author_url: "https://www.google.com/maps/contrib/11000",
      time: Date.parse("2026-11-02T15:04:05Z") / 1000,
      source: "google",
    });
    expect(place.reviews).toHaveLength(5);
  });

  it("keeps review text exactly as Google returns it, markup included (the page shows it as text)", async () => {
    const hostile = standInPlace(PLACE_ID);
    const reviews = hostile.reviews as Array<{ text: { text: string } }>;
    reviews[0]!.text.text = '<img src=x onerror="alert(1)"><script>alert(2)</script> Great & kind';
    standIn.setPlace(hostile);
    const place = await fetchPlaceDetails({ apiKey: "k", placeId: PLACE_ID, host: standIn.url });
    expect(place.reviews[0]!.text).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script> Great & kind');
  });

  it("drops author and photo addresses that are not http(s)", async () => {
    const odd = standInPlace(PLACE_ID);
    const reviews = odd.reviews as Array<{ authorAttribution: { uri: string; photoUri: string } }>;
    reviews[0]!.authorAttribution = { uri: "javascript:alert(1)", photoUri: "data:image/png;base64,xx" };
    standIn.setPlace(odd);
    const place = await fetchPlaceDetails({ apiKey: "k", placeId: PLACE_ID, host: standIn.url });
    expect(place.reviews[0]).toMatchObject({ author_url: "", profile_photo_url: "" });
  });
});

describe("the key's transport", () => {
  it("is sent only to an https origin, or http to this machine", async () => {
    for (const host of [
      "https://places.googleapis.com",
      "http://127.0.0.1:8787",
      "http://localhost:1",
      "http://[::1]:2",
    ])
      expect(isSafePlacesHost(host), host).toBe(true);
    for (const host of ["http://places.googleapis.com", "http://10.0.0.5", "ftp://x", "https://u:p@x", "nonsense"])
      expect(isSafePlacesHost(host), host).toBe(false);
    const fetch = vi.fn<typeof globalThis.fetch>();
    const refused = fetchPlaceDetails({ apiKey: "k", placeId: PLACE_ID, host: "http://places.example", fetch });
    await expect(refused).rejects.toMatchObject({ name: "PlaceDetailsError", reason: "config" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("never follows a redirect (which would carry the key elsewhere)", async () => {
    const seen: Array<string | undefined> = [];
    const elsewhere = createServer((request, response) => {
      seen.push(request.headers["x-goog-api-key"] as string | undefined);
      response.end("{}");
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    const redirecting = createServer((request, response) => {
      response.writeHead(307, { location: `${target}${request.url}` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const read = fetchPlaceDetails({
        apiKey: "secret-key",
        placeId: PLACE_ID,
        host: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`,
      });
      await expect(read).rejects.toBeInstanceOf(PlaceDetailsError);
      await expect(read).rejects.toMatchObject({ reason: "network" });
      expect(seen).toEqual([]);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});

describe("the places service", () => {
  it("without a key or place id: says 'Places service not initialized' and reads nothing", async () => {
    const log = logger();
    const off = createPlacesService({ config: null, dataDir, logger: log });
    expect(off.enabled).toBe(false);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining(PLACES_NOT_INITIALIZED));
    expect(await off.refresh()).toEqual({ status: "disabled" });
    expect(await off.current()).toBeNull();
    expect(standIn.requests).toHaveLength(0);
  });

  it("stores a good read in DATA_DIR/places and serves it; a second identical read is 'unchanged'", async () => {
    const places = service();
    expect((await places.refresh()).status).toBe("updated");
    const stored = JSON.parse(await readFile(placeFile(dataDir, PLACE_ID), "utf8")) as { userRatingCount: number };
    expect(stored.userRatingCount).toBe(2314);
    expect((await places.current())?.rating).toBe(4.9);
    expect((await places.refresh()).status).toBe("unchanged");
  });

  it.each([
    ["an API error (500)", { status: 500 }, /HTTP 500 \(INTERNAL: Stand-in error 500\)/],
    ["the quota (429)", { status: 429 }, /HTTP 429 \(RESOURCE_EXHAUSTED/],
    ["a malformed answer (not JSON)", { body: "<html>oops</html>" }, /malformed answer: not JSON/],
    ["a malformed answer (not a place)", { json: { id: 7, reviews: "none" } }, /malformed answer/],
    ["a timeout", { delayMs: 1500 }, /no answer within 300 ms/],
  ])("on %s: logs 'Failed to fetch place details' and keeps the last good read", async (_name, answer, message) => {
    const log = logger();
    const places = service(log, { timeoutMs: 300 });
    await places.refresh();
    const good = await places.current();
    standIn.script(answer);
    const result = await places.refresh();
    expect(result.status).toBe("failed");
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(PLACES_FETCH_FAILED));
    expect(log.error.mock.calls[0]![0]).toMatch(message);
    expect(await places.current()).toEqual(good);
  });

  it("with nothing stored yet, a failure leaves no Google data (the content space alone)", async () => {
    const log = logger();
    standIn.script({ status: 503 });
    const result = await service(log).refresh();
    expect(result).toMatchObject({ status: "failed", place: null });
    expect(log.error.mock.calls[0]![0]).toMatch(/no earlier read to keep/);
  });

  it("never serves a read older than 30 days (Google's caching limit)", async () => {
    let now = new Date("2026-10-01T00:00:00Z");
    const places = service(logger(), { now: () => now });
    await places.refresh();
    now = new Date(Date.parse("2026-10-01T00:00:00Z") + PLACE_MAX_AGE_MS);
    expect(await places.current()).not.toBeNull();
    now = new Date(Date.parse("2026-10-01T00:00:00Z") + PLACE_MAX_AGE_MS + 1);
    expect(await places.current()).toBeNull();
    standIn.script({ status: 500 });
    expect(await places.refresh()).toMatchObject({ status: "failed", place: null });
  });

  it("ignores a stored file that is not a read", async () => {
    const file = placeFile(dataDir, PLACE_ID);
    await service().refresh();
    await writeFile(file, "{ not json");
    expect(await readStoredPlace(file)).toBeNull();
  });

  it("ignores a stored file whose shape is not a read (another version, or edited by hand)", async () => {
    const now = new Date("2026-11-25T00:00:00Z");
    const file = placeFile(dataDir, PLACE_ID);
    await service(logger(), { now: () => now }).refresh();
    const good = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown> & { reviews: object[] };
    expect(await readStoredPlace(file, now)).toEqual(good);
    await writeFile(file, JSON.stringify({ ...good, reviews: [{ ...good.reviews[0], rating: "5" }] }));
    expect(await readStoredPlace(file, now)).toBeNull();
    await writeFile(file, JSON.stringify({ ...good, fetchedAt: "yesterday" }));
    expect(await readStoredPlace(file, now)).toBeNull();
    await writeFile(file, JSON.stringify({ ...good, userRatingCount: undefined }));
    expect(await readStoredPlace(file, now)).toBeNull();
  });
});
