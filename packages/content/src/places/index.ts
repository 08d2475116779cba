/**
 * @tupelo-medicare/content/places: the office's Google Business Profile reviews through the Places API (New),
 * for servers and builds (Node: it keeps the last good read in a file).
 */
export {
  fetchPlaceDetails,
  isSafePlacesHost,
  toGooglePlace,
  PlaceDetailsError,
  PLACES_API_HOST,
  PLACES_FIELD_MASK,
  PLACES_TIMEOUT_MS,
} from "./google-places.js";
export type { GooglePlace, PlaceDetailsOptions } from "./google-places.js";
export { placeFile, readStoredPlace, writeStoredPlace, isPlaceUsable, PLACE_MAX_AGE_MS } from "./place-store.js";
export { mergePlaceReviews } from "./merge-place-reviews.js";
export { createPlacesService, visiblePlace, PLACES_NOT_INITIALIZED, PLACES_FETCH_FAILED } from "./places-service.js";
export type { GooglePlacesConfig, PlacesService, PlacesServiceOptions, RefreshResult } from "./places-service.js";
export { withGoogleReviews } from "./with-google-reviews.js";
export { startPlacesStandIn, standInPlace } from "./places-stand-in.js";
export type { PlacesStandIn, StandInAnswer, StandInRequest } from "./places-stand-in.js";
