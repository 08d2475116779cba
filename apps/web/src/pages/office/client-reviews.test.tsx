// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPlacesService, standInPlace, startPlacesStandIn } from "@tupelo-medicare/content/places";
import type { PlacesStandIn } from "@tupelo-medicare/content/places";
import { readPlacesEnv } from "../../env.js";
import { storedGoogleReviews } from "../../regenerate/google-reviews.js";
import { selectReviews } from "@tupelo-medicare/content";
import type { ContentClient, PlaceReviews, Review } from "@tupelo-medicare/content";
import { reviewsQuery } from "../../app/queries.js";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  setTestContent,
  testQueryClient,
  testSite,
} from "../../test-support/page-harness.js";
import ClientReviewsPage from "./client-reviews.js";
import { prefetch } from "./client-reviews.data.js";
import { bindContentClient } from "../../app/content-client.js";

const renderReviews = (queryClient: QueryClient) =>
  renderWithProviders(<ClientReviewsPage />, { queryClient, entry: "/client-reviews" });
const prefetched = () => prefetchedWith(prefetch);

function seeded(data: PlaceReviews | null): QueryClient {
  const queryClient = testQueryClient();
  queryClient.setQueryData(reviewsQuery().queryKey, data);
  return queryClient;
}

const review = (overrides: Partial<Review>): Review => ({
  author_name: "Pat Example",
  profile_photo_url: "",
  relative_time_description: "a month ago",
  rating: 5,
  text: "Very helpful.",
  author_url: "https://maps.example.com/review/1",
  time: 1_700_000_000,
  ...overrides,
});

const place = (reviews: Review[], rating = 4.8, total = 127): PlaceReviews => ({
  name: "Office",
  listingUrl: "https://maps.example.com/office",
  placeData: { name: "Office", rating, user_ratings_total: total, reviews },
});

function jsonLd() {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>,
  );
}

setUpEmbeddedContentPerTest();

describe("client reviews, loaded from the embedded content", () => {
  it("has the one h1 'Client Testimonials' and the aggregate card texts", async () => {
    const data = (await embeddedContent().getPlaceReviews())!;
    renderReviews(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Client Testimonials",
    ]);
    const card = screen.getByTestId("aggregate-rating");
    expect(within(card).getByRole("img", { name: `Rated ${data.placeData.rating} out of 5` })).toBeTruthy();
    expect(within(card).getByText("4.8 out of 5")).toBeTruthy();
    expect(within(card).getByText("Outstanding!")).toBeTruthy();
    expect(within(card).getByText(`Based on ${data.placeData.user_ratings_total} verified reviews`)).toBeTruthy();
    expect(within(card).getByText("Our clients love working with us! Read their experiences below.")).toBeTruthy();
  });

  it("shows at most 6 five-star reviews with text, newest first", async () => {
    const data = (await embeddedContent().getPlaceReviews())!;
    const expected = selectReviews(data.placeData.reviews);
    expect(data.placeData.reviews.length).toBeGreaterThan(6);
    renderReviews(await prefetched());
    const cards = screen.getAllByTestId("review-card");
    expect(cards).toHaveLength(expected.length);
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(
      expected.map((item) => item.author_name),
    );
  });

  it("shows each review's photo, name, time, stars, clamped text and a new-tab 'Read full review' link", async () => {
    const newest = selectReviews((await embeddedContent().getPlaceReviews())!.placeData.reviews)[0]!;
    renderReviews(await prefetched());
    const card = screen.getAllByTestId("review-card")[0]!;
    const photo = card.querySelector("img")!;
    expect(photo.getAttribute("src")).toBe(newest.profile_photo_url);
    expect([photo.getAttribute("width"), photo.getAttribute("height"), photo.getAttribute("alt")]).toEqual([
      "56",
      "56",
      "",
    ]);
    expect(within(card).getByText(newest.relative_time_description)).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Rated 5 out of 5" })).toBeTruthy();
    expect(within(card).getByText(newest.text).className).toContain("line-clamp-4");
    const link = within(card).getByRole("link", {
      name: `Read full review from ${newest.author_name} (opens in a new tab)`,
    });
    expect(link.getAttribute("href")).toBe(newest.author_url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toContain("(opens in a new tab)");
  });

  it("links 'See All of Our Reviews' to the public listing in a new tab", async () => {
    const data = (await embeddedContent().getPlaceReviews())!;
    renderReviews(await prefetched());
    const link = screen.getByRole("link", { name: /See All of Our Reviews/ });
    expect(link.getAttribute("href")).toBe(data.listingUrl);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("describes the organisation with the fixed 4.8/100 rating and the newest shown review", async () => {
    const newest = selectReviews((await embeddedContent().getPlaceReviews())!.placeData.reviews)[0]!;
    renderReviews(await prefetched());
    await waitFor(() => expect(document.title).toBe(`Client Testimonials | ${testSite.brand}`));
    const agency = jsonLd().find((data) => data["@type"] === "InsuranceAgency")!;
    expect(agency.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.8,
      reviewCount: 100,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = agency.review as Array<{
      author: { name: string };
      reviewBody: string;
      reviewRating: { ratingValue: number };
    }>;
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.author.name).toBe(newest.author_name);
    expect(reviews[0]!.reviewBody).toBe(newest.text);
    expect(reviews[0]!.reviewRating.ratingValue).toBe(5);
  });
});

describe("client review cards", () => {
  it("keeps only five-star reviews with text, newest first, at most 6", () => {
    const items = [
      review({ author_name: "Old", time: 1 }),
      review({ author_name: "Four stars", rating: 4, time: 100 }),
      review({ author_name: "Empty", text: "  ", time: 99 }),
      ...Array.from({ length: 7 }, (_, index) => review({ author_name: `New ${index}`, time: 10 + index })),
    ];
    renderReviews(seeded(place(items)));
    const names = screen
      .getAllByTestId("review-card")
      .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    expect(names).toEqual(["New 6", "New 5", "New 4", "New 3", "New 2", "New 1"]);
  });

  it("shows the placeholder icon when a profile photo is missing or fails to load", async () => {
    renderReviews(
      seeded(
        place([
          review({ author_name: "No photo", time: 2 }),
          review({ author_name: "Broken", profile_photo_url: "/broken.png", time: 1 }),
        ]),
      ),
    );
    const [missing, broken] = screen.getAllByTestId("review-card");
    expect(missing!.querySelector('[data-slot="image"]')!.getAttribute("data-state")).toBe("error");
    const image = await waitFor(() => broken!.querySelector("img")!);
    fireEvent.error(image);
    await waitFor(() => expect(broken!.querySelector('[data-slot="image"]')!.getAttribute("data-state")).toBe("error"));
  });

  it("formats the average to one decimal, the tier and the count with separators", () => {
    renderReviews(seeded(place([review({})], 4.46, 2345)));
    const card = screen.getByTestId("aggregate-rating");
    expect(within(card).getByText("4.5 out of 5")).toBeTruthy();
    expect(within(card).getByText("Great!")).toBeTruthy();
    expect(within(card).getByText("Based on 2,345 verified reviews")).toBeTruthy();
  });
});

describe("client reviews states", () => {
  it("keeps showing the prerendered reviews when a background refetch fails", async () => {
    const queryClient = await prefetched();
    queryClient.setQueryDefaults(reviewsQuery().queryKey, { retry: false });
    bindContentClient(queryClient, {
      ...embeddedContent(),
      getPlaceReviews: () => Promise.reject(new Error("offline")),
    } satisfies ContentClient);
    renderReviews(queryClient);
    await queryClient.refetchQueries({ queryKey: reviewsQuery().queryKey });
    expect(queryClient.getQueryState(reviewsQuery().queryKey)?.status).toBe("error");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByTestId("review-card").length).toBeGreaterThan(0);
  });

  it("shows the same error when the content has no reviews entry", () => {
    renderReviews(seeded(null));
    expect(screen.getByRole("alert").textContent).toBe("Failed to load reviews. Please try again later.");
  });
});

describe("client reviews from the office's Google listing (Places API stand-in)", () => {
  let standIn: PlacesStandIn;
  let dataDir: string;
  const silent = { info: () => undefined, error: () => undefined };
  const placesEnv = () => ({
    GOOGLE_PLACES_API_KEY: "test-key",
    GOOGLE_PLACE_ID: "ChIJexamplePlaceId",
    GOOGLE_PLACES_HOST: standIn.url,
    DATA_DIR: dataDir,
  });
  /** What the build and the server do: read Place Details and store it under DATA_DIR. */
  const refresh = () => createPlacesService({ config: readPlacesEnv(placesEnv()), dataDir, logger: silent }).refresh();
  /** What a render does: the content client merges the stored read. */
  const renderMerged = async () => {
    setTestContent(storedGoogleReviews(placesEnv())(embeddedContent()));
    renderReviews(await prefetched());
  };

  beforeEach(async () => {
    standIn = await startPlacesStandIn();
    dataDir = await mkdtemp(join(tmpdir(), "reviews-places-"));
  });
  afterEach(async () => {
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("shows Google's rating and count with Google's attribution, Google's reviews first and the office's after", async () => {
    await refresh();
    await renderMerged();
    const card = screen.getByTestId("aggregate-rating");
    expect(within(card).getByText("4.9 out of 5")).toBeTruthy();
    expect(within(card).getByText("Based on 2,314 verified reviews")).toBeTruthy();
    expect(within(card).getByTestId("google-attribution").textContent).toBe(
      "Rating and number of reviews from Google Maps",
    );
    const cards = screen.getAllByTestId("review-card");
    // Google gives four 5-star reviews with text; the office's entry fills the grid to 6.
    expect(cards).toHaveLength(6);
    const google = cards.filter((item) => item.textContent?.includes("on Google Maps"));
    expect(google).toHaveLength(4);
    const author = within(google.find((item) => item.textContent?.includes("Ada Example"))!).getByRole("link", {
      name: /^Ada Example/,
    });
    expect(author.getAttribute("href")).toBe("https://www.google.com/maps/contrib/11000");
    expect(author.getAttribute("target")).toBe("_blank");
    expect(screen.getByText(/come from our listing on Google Maps/)).toBeTruthy();
    // Each Google review links its author's photo to the author's profile too, as Google returns both.
    for (const item of google) {
      const photoLink = within(item).getByTestId("review-photo-link");
      const nameLink = within(item).getByRole("heading", { level: 3 }).querySelector("a")!;
      expect(photoLink.getAttribute("href")).toBe(nameLink.getAttribute("href"));
      expect(photoLink.querySelector("img")?.getAttribute("src")).toMatch(/^https:\/\/lh3\.googleusercontent\.com\//);
    }
    expect(within(author.closest("article")!).getByTestId("review-photo-link").getAttribute("href")).toBe(
      "https://www.google.com/maps/contrib/11000",
    );
    // The office's own reviews keep a plain photo.
    const office = cards.filter((item) => !item.textContent?.includes("on Google Maps"));
    expect(office.length).toBeGreaterThan(0);
    for (const item of office) expect(within(item).queryByTestId("review-photo-link")).toBeNull();
    expect(screen.getByRole("link", { name: /See All of Our Reviews/ }).getAttribute("href")).toBe(
      "https://maps.google.com/?cid=181234567890",
    );
  });

  it("keeps Google's reviews out of the structured data: its sample review is the office's newest shown one", async () => {
    // Google's newest review is newer than any of the office's, so it is the first card.
    const newer = standInPlace("ChIJexamplePlaceId");
    (newer.reviews as Array<{ publishTime: string }>)[0]!.publishTime = new Date().toISOString();
    standIn.setPlace(newer);
    await refresh();
    await renderMerged();
    await waitFor(() => expect(document.title).toBe(`Client Testimonials | ${testSite.brand}`));
    const cards = screen.getAllByTestId("review-card");
    expect(cards[0]!.textContent).toContain("Ada Example");
    const office = cards.filter((item) => !item.textContent?.includes("on Google Maps"));
    const agency = jsonLd().find((data) => data["@type"] === "InsuranceAgency")!;
    const reviews = agency.review as Array<{ author: { name: string } }>;
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.author.name).toBe(within(office[0]!).getByRole("heading", { level: 3 }).textContent);
    expect(JSON.stringify(agency)).not.toContain("Ada Example");
  });

  it("keeps the last good read when Google fails, and uses the content entry alone without one", async () => {
    standIn.script({ status: 500 });
    expect((await refresh()).status).toBe("failed");
    await renderMerged();
    const data = (await embeddedContent().getPlaceReviews())!;
    expect(screen.queryByTestId("google-attribution")).toBeNull();
    expect(screen.getByRole("link", { name: /See All of Our Reviews/ }).getAttribute("href")).toBe(data.listingUrl);
  });

  it("shows Google's answer after a failed refresh that followed a good one", async () => {
    await refresh();
    standIn.script({ status: 429 });
    expect((await refresh()).status).toBe("failed");
    await renderMerged();
    expect(screen.getByTestId("google-attribution")).toBeTruthy();
  });

  it("shows a hostile review text as text: no element from it reaches the page", async () => {
    const hostile = standInPlace("ChIJexamplePlaceId");
    const reviews = hostile.reviews as Array<{ text: { text: string } }>;
    reviews[0]!.text.text = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>Kind & patient';
    standIn.setPlace(hostile);
    await refresh();
    await renderMerged();
    expect(screen.getByText(/<img src=x onerror=.*Kind & patient/)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect([...document.querySelectorAll("script")].some((script) => script.textContent?.includes("__pwned"))).toBe(
      false,
    );
  });

  it("without the key, the service says 'Places service not initialized' and the page uses the content entry", async () => {
    const messages: string[] = [];
    createPlacesService({
      config: readPlacesEnv({}),
      dataDir,
      logger: { info: (message: string) => messages.push(message), error: () => undefined },
    });
    expect(messages.join("\n")).toContain("Places service not initialized");
    setTestContent(storedGoogleReviews({})(embeddedContent()));
    renderReviews(await prefetched());
    expect(screen.queryByTestId("google-attribution")).toBeNull();
    expect(screen.getAllByTestId("review-card").length).toBeGreaterThan(0);
  });
});
