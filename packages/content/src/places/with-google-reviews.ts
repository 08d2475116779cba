import type { ContentClient } from "../create-content-client.js";
import type { GooglePlace } from "./google-places.js";
import { mergePlaceReviews } from "./merge-place-reviews.js";

/**
 * A content client whose getPlaceReviews() merges Google's last good read (from `readPlace`, e.g. the places
 * service's `current`) with the office's placeReviews entry. Every other operation is the client's own.
 */
export function withGoogleReviews(client: ContentClient, readPlace: () => Promise<GooglePlace | null>): ContentClient {
  return {
    ...client,
    async getPlaceReviews() {
      const [curated, google] = await Promise.all([client.getPlaceReviews(), readPlace().catch(() => null)]);
      return mergePlaceReviews(curated, google);
    },
  };
}
