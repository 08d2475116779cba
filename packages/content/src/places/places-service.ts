/**
 * The office's Google place, kept fresh on the server: `refresh()` reads Place Details and stores the answer (the
 * build and a daily timer call it); `current()` gives the last good read (at most 30 days old). Failures never
 * blank the reviews: they are logged ('Failed to fetch place details') and the last good read stays.
 */
import { fetchPlaceDetails, PlaceDetailsError } from "./google-places.js";
import type { GooglePlace, PlaceDetailsOptions } from "./google-places.js";
import { placeFile, readStoredPlace, writeStoredPlace } from "./place-store.js";

export const PLACES_NOT_INITIALIZED = "Places service not initialized";
export const PLACES_FETCH_FAILED = "Failed to fetch place details";

export interface GooglePlacesConfig {
  apiKey: string;
  placeId: string;
  host?: string | undefined;
}

export interface PlacesServiceOptions {
  /** Null or undefined without GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID: the service only says it is off. */
  config: GooglePlacesConfig | null | undefined;
  /** The folder that keeps the last good read (DATA_DIR). */
  dataDir: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  logger?: Pick<Console, "info" | "error">;
}

export type RefreshResult =
  | { status: "disabled" }
  | { status: "updated" | "unchanged"; place: GooglePlace }
  | { status: "failed"; error: PlaceDetailsError; place: GooglePlace | null };

export interface PlacesService {
  readonly enabled: boolean;
  /** Reads Google's data now and stores it; on failure keeps (and returns) the last good read. */
  refresh(): Promise<RefreshResult>;
  /** The last good read, or null (none, or older than 30 days, or the service is off). */
  current(): Promise<GooglePlace | null>;
}

/** A read without its time ("" for none): two reads with the same value show visitors the same thing. */
export const visiblePlace = (place: GooglePlace | null): string =>
  place ? JSON.stringify({ ...place, fetchedAt: undefined }) : "";

export function createPlacesService(options: PlacesServiceOptions): PlacesService {
  const logger = options.logger ?? console;
  const now = options.now ?? (() => new Date());
  const config = options.config;
  if (!config) {
    logger.info(
      `[places] ${PLACES_NOT_INITIALIZED}: GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are not set; the reviews come from the content space only.`,
    );
    return {
      enabled: false,
      refresh: () => Promise.resolve({ status: "disabled" }),
      current: () => Promise.resolve(null),
    };
  }
  const file = placeFile(options.dataDir, config.placeId);
  const current = () => readStoredPlace(file, now());
  const detailsOptions: PlaceDetailsOptions = {
    apiKey: config.apiKey,
    placeId: config.placeId,
    now,
    ...(config.host ? { host: config.host } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return {
    enabled: true,
    current,
    async refresh() {
      const before = await current();
      try {
        const place = await fetchPlaceDetails(detailsOptions);
        await writeStoredPlace(file, place);
        return { status: visiblePlace(before) === visiblePlace(place) ? "unchanged" : "updated", place };
      } catch (error) {
        const failure =
          error instanceof PlaceDetailsError
            ? error
            : new PlaceDetailsError(error instanceof Error ? error.message : String(error), "network");
        const kept = before
          ? `keeping the read of ${before.fetchedAt}`
          : "no earlier read to keep (the reviews come from the content space)";
        logger.error(`[places] ${PLACES_FETCH_FAILED}: ${failure.message}; ${kept}`);
        return { status: "failed", error: failure, place: before };
      }
    },
  };
}
