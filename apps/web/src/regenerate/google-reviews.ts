/**
 * Renders read the office's Google reviews from the last good Place Details read the server stored under
 * DATA_DIR/places (the server and the build fetch it; a render never calls Google). Without GOOGLE_PLACES_API_KEY
 * and GOOGLE_PLACE_ID the content client is returned as it is: the reviews come from the content space alone.
 */
import type { ContentClient } from "@tupelo-medicare/content";
import { placeFile, readStoredPlace, withGoogleReviews } from "@tupelo-medicare/content/places";
import { readDataDir, readPlacesEnv } from "../env.js";
import type { AppEnv } from "../env.js";

/**
 * Reads the places configuration once and answers a function that adds the stored Google reviews to a content
 * client (the identity when Google reviews are not configured). Renderers call it per page without parsing the
 * environment again.
 */
export function storedGoogleReviews(
  env: Record<string, string | undefined>,
): (content: ContentClient) => ContentClient {
  const config = readPlacesEnv(env);
  return withReviewsFrom(config ? placeFile(readDataDir(env), config.placeId) : null);
}

/** The stored read of the configured place (a file under DATA_DIR/places), or null without Google reviews. */
export function storedPlaceFile(env: Pick<AppEnv, "googlePlaces" | "dataDir">): string | null {
  return env.googlePlaces ? placeFile(env.dataDir, env.googlePlaces.placeId) : null;
}

/** Adds the reviews of the stored read in `file` to a content client (null: the client as it is). */
export function withReviewsFrom(file: string | null): (content: ContentClient) => ContentClient {
  if (!file) return (content) => content;
  return (content) => withGoogleReviews(content, () => readStoredPlace(file));
}
