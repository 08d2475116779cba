/**
 * Renders read the office's Google reviews from the last good Place Details read the server stored under
 * DATA_DIR/places (the server and the build fetch it; a render never calls Google). Without GOOGLE_PLACES_API_KEY
 * and GOOGLE_PLACE_ID the content client is returned as it is: the reviews come from the content space alone.
 */
import type { ContentClient } from "@tupelo-medicare/content";
import { placeFile, readStoredPlace, withGoogleReviews } from "@tupelo-medicare/content/places";
import { readDataDir, readPlacesEnv } from "../env.js";

export function withStoredGoogleReviews(
  content: ContentClient,
  env: Record<string, string | undefined>,
): ContentClient {
  const config = readPlacesEnv(env);
  if (!config) return content;
  const file = placeFile(readDataDir(env), config.placeId);
  return withGoogleReviews(content, () => readStoredPlace(file));
}
