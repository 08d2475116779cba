/**
 * What the reviews page shows when Google's data is available: Google's name, rating, count and listing, its
 * reviews first, and the office's curated reviews (the placeReviews entry) filling the grid up to 6. Without
 * Google's data, the entry alone; without either, null (the page's error).
 */
import { selectReviews } from "../display-rules.js";
import type { PlaceReviews, Review } from "../view-models.js";
import type { GooglePlace } from "./google-places.js";

/** Reviews shown on the page (docs/product.md: Constants). */
const SHOWN = 6;

const sameReview = (a: Review, b: Review) => a.time === b.time && a.author_name === b.author_name;

export function mergePlaceReviews(curated: PlaceReviews | null, google: GooglePlace | null): PlaceReviews | null {
  if (!google) return curated;
  const fromGoogle = selectReviews(google.reviews, SHOWN);
  const fromOffice = selectReviews(
    (curated?.placeData.reviews ?? []).filter((review) => !fromGoogle.some((shown) => sameReview(shown, review))),
    SHOWN,
  ).map((review) => ({ ...review, source: "office" as const }));
  return {
    name: google.name || curated?.name || "",
    listingUrl: google.listingUrl || curated?.listingUrl || "",
    placeData: {
      name: google.name || curated?.placeData.name || "",
      // A listing with no ratings yet keeps the office's figures.
      rating: google.userRatingCount > 0 || !curated ? google.rating : curated.placeData.rating,
      user_ratings_total:
        google.userRatingCount > 0 || !curated ? google.userRatingCount : curated.placeData.user_ratings_total,
      reviews: [...fromGoogle, ...fromOffice].slice(0, SHOWN),
    },
    google: { fetchedAt: google.fetchedAt },
  };
}
