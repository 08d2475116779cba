import { describe, expect, it, vi } from "vitest";
import { selectReviews } from "../display-rules.js";
import type { ContentClient } from "../create-content-client.js";
import type { PlaceReviews, Review } from "../view-models.js";
import type { GooglePlace } from "./google-places.js";
import { mergePlaceReviews } from "./merge-place-reviews.js";
import { withGoogleReviews } from "./with-google-reviews.js";

const review = (author: string, time: number, rating = 5, text = `Review by ${author}`): Review => ({
  author_name: author,
  profile_photo_url: "",
  relative_time_description: "",
  rating,
  text,
  author_url: "",
  time,
});

const curated: PlaceReviews = {
  name: "Office entry name",
  listingUrl: "https://www.google.com/maps/search/?api=1&query=Office",
  placeData: {
    name: "Office entry name",
    rating: 4.7,
    user_ratings_total: 1800,
    reviews: [review("Office A", 900), review("Office B", 800), review("Office C", 700, 4), review("Office D", 600)],
  },
};

const google = (reviews: Review[], overrides: Partial<GooglePlace> = {}): GooglePlace => ({
  placeId: "p",
  name: "Google name",
  rating: 4.9,
  userRatingCount: 2314,
  listingUrl: "https://maps.google.com/?cid=1",
  reviews: reviews.map((item) => ({ ...item, source: "google" as const })),
  fetchedAt: "2026-11-25T00:00:00.000Z",
  ...overrides,
});

describe("mergePlaceReviews", () => {
  it("without Google's data: the office's entry as it is", () => {
    expect(mergePlaceReviews(curated, null)).toBe(curated);
    expect(mergePlaceReviews(null, null)).toBeNull();
  });

  it("takes Google's name, rating, count and listing, and marks the data as Google's", () => {
    const merged = mergePlaceReviews(curated, google([review("G1", 1000)]))!;
    expect(merged).toMatchObject({
      name: "Google name",
      listingUrl: "https://maps.google.com/?cid=1",
      placeData: { rating: 4.9, user_ratings_total: 2314 },
      google: { fetchedAt: "2026-11-25T00:00:00.000Z" },
    });
  });

  it("fills the grid up to 6 with the office's 5-star reviews when Google has fewer", () => {
    const merged = mergePlaceReviews(
      curated,
      google([review("G1", 100), review("G2", 200), review("G3", 300, 4), review("G4", 50, 5, "  ")]),
    )!;
    // Google's two qualifying reviews first, then the office's three 5-star reviews.
    expect(merged.placeData.reviews.map((item) => `${item.author_name}:${item.source}`)).toEqual([
      "G2:google",
      "G1:google",
      "Office A:office",
      "Office B:office",
      "Office D:office",
    ]);
    // The page's own rule (5 stars with text, newest first, at most 6) shows all five.
    expect(selectReviews(merged.placeData.reviews)).toHaveLength(5);
  });

  it("shows Google's reviews first even when the office's are newer, and never more than 6", () => {
    const many = [1, 2, 3, 4, 5].map((index) => review(`G${index}`, index));
    const merged = mergePlaceReviews(curated, google(many))!;
    expect(merged.placeData.reviews.map((item) => item.author_name)).toEqual([
      "G5",
      "G4",
      "G3",
      "G2",
      "G1",
      "Office A",
    ]);
    expect(selectReviews(merged.placeData.reviews).map((item) => item.author_name)).toContain("G1");
  });

  it("does not show a review twice when the office copied it from Google", () => {
    const merged = mergePlaceReviews(curated, google([review("Office A", 900)]))!;
    expect(merged.placeData.reviews.filter((item) => item.author_name === "Office A")).toHaveLength(1);
  });

  it("works with Google's data alone (no entry), and keeps the office's figures for a listing with no ratings", () => {
    expect(mergePlaceReviews(null, google([review("G1", 1)]))?.placeData.user_ratings_total).toBe(2314);
    const empty = mergePlaceReviews(curated, google([], { rating: 0, userRatingCount: 0 }))!;
    expect(empty.placeData).toMatchObject({ rating: 4.7, user_ratings_total: 1800 });
  });
});

describe("withGoogleReviews", () => {
  it("merges the stored read into getPlaceReviews and leaves every other operation alone", async () => {
    const getSiteSettings = vi.fn();
    const client = { getPlaceReviews: () => Promise.resolve(curated), getSiteSettings } as unknown as ContentClient;
    const wrapped = withGoogleReviews(client, () => Promise.resolve(google([review("G1", 1000)])));
    expect((await wrapped.getPlaceReviews())?.placeData.rating).toBe(4.9);
    await wrapped.getSiteSettings();
    expect(getSiteSettings).toHaveBeenCalledOnce();
    const failing = withGoogleReviews(client, () => Promise.reject(new Error("disk")));
    expect(await failing.getPlaceReviews()).toBe(curated);
  });
});
