// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { selectReviews } from "@tupelo-medicare/content";
import type { ContentClient, PlaceReviews, Review } from "@tupelo-medicare/content";
import { reviewsQuery } from "../app/queries.js";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  setTestContent,
  testQueryClient,
  testSite,
} from "../test-support/page-harness.js";
import ClientReviewsPage from "./client-reviews.js";
import { prefetch } from "./client-reviews.data.js";
import { bindContentClient } from "../app/content-client.js";

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
  it("shows 6 skeleton cards, marked busy, while loading", () => {
    setTestContent({
      ...embeddedContent(),
      getPlaceReviews: () => new Promise<never>(() => undefined),
    } satisfies ContentClient);
    renderReviews(testQueryClient());
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-busy")).toBe("true");
    expect(within(status).getAllByTestId("review-skeleton")).toHaveLength(6);
  });

  it("shows the documented error in red when the reviews fail to load", async () => {
    setTestContent({
      ...embeddedContent(),
      getPlaceReviews: () => Promise.reject(new Error("down")),
    } satisfies ContentClient);
    const queryClient = testQueryClient();
    queryClient.setQueryDefaults(reviewsQuery().queryKey, { retry: false });
    renderReviews(queryClient);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Failed to load reviews. Please try again later.");
    expect(alert.className).toContain("text-danger-700");
  });

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
