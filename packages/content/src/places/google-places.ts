/**
 * Place Details (Places API (New)): GET {host}/v1/places/{placeId} with the key in `X-Goog-Api-Key` and the fields
 * in `X-Goog-FieldMask`. Server-side only: the key is a secret and never reaches a browser. The answer is checked
 * with zod and mapped to the review shape the reviews page shows. The key travels only over https (plain http only to
 * this machine, for the local stand-in) and never follows a redirect: a redirect would carry it to another host.
 */
import { z } from "zod";
import type { Review } from "../view-models.js";

export const PLACES_API_HOST = "https://places.googleapis.com";
/** The fields read (Place Details Enterprise + Atmosphere SKU, because of `reviews`). */
export const PLACES_FIELD_MASK = "id,displayName,rating,userRatingCount,reviews,googleMapsUri";
export const PLACES_TIMEOUT_MS = 8000;

/** A place as the site keeps it: Google's rating, count, listing and reviews, and when they were read. */
export interface GooglePlace {
  placeId: string;
  name: string;
  /** Google's average rating, 1 to 5 (0 when the place has no ratings yet). */
  rating: number;
  userRatingCount: number;
  /** The place's Google Maps listing. */
  listingUrl: string;
  /** At most 5, as Google returns them ("most relevant"), text unmodified. */
  reviews: Review[];
  /** ISO time of the successful read. */
  fetchedAt: string;
}

export interface PlaceDetailsOptions {
  apiKey: string;
  placeId: string;
  /** The API's origin; a local stand-in in tests. @defaultValue https://places.googleapis.com */
  host?: string;
  /** @defaultValue 8000 */
  timeoutMs?: number;
  /** Language of the review texts and relative times. @defaultValue "en" */
  languageCode?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Why a read failed: the HTTP status (429: quota), a timeout, a network error or an answer that is not a place. */
export class PlaceDetailsError extends Error {
  constructor(
    message: string,
    readonly reason: "http" | "timeout" | "network" | "malformed" | "config",
    readonly status?: number,
  ) {
    super(message);
    this.name = "PlaceDetailsError";
  }
}

const localizedText = z.object({ text: z.string(), languageCode: z.string().optional() });

const reviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  relativePublishTimeDescription: z.string().default(""),
  text: localizedText.optional(),
  originalText: localizedText.optional(),
  publishTime: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "publishTime must be a time"),
  authorAttribution: z
    .object({ displayName: z.string().default(""), uri: z.string().default(""), photoUri: z.string().default("") })
    .default({ displayName: "", uri: "", photoUri: "" }),
});

const placeSchema = z.object({
  id: z.string().min(1),
  displayName: localizedText.optional(),
  rating: z.number().min(0).max(5).default(0),
  userRatingCount: z.number().int().min(0).default(0),
  googleMapsUri: z.string().default(""),
  reviews: z.array(reviewSchema).default([]),
});

/** Google's photo and profile addresses, made absolute (https) and kept only when they are http(s). */
function absoluteUrl(value: string): string {
  const url = value.startsWith("//") ? `https:${value}` : value;
  return /^https?:\/\//i.test(url) ? url : "";
}

/** Maps a Place Details answer (already parsed JSON) to a GooglePlace; throws PlaceDetailsError when malformed. */
export function toGooglePlace(json: unknown, fetchedAt: Date): GooglePlace {
  const parsed = placeSchema.safeParse(json);
  if (!parsed.success) {
    throw new PlaceDetailsError(`malformed answer: ${z.prettifyError(parsed.error).replace(/\n/g, " ")}`, "malformed");
  }
  const place = parsed.data;
  return {
    placeId: place.id,
    name: place.displayName?.text ?? "",
    rating: place.rating,
    userRatingCount: place.userRatingCount,
    listingUrl: absoluteUrl(place.googleMapsUri),
    reviews: place.reviews.map((review) => ({
      author_name: review.authorAttribution.displayName,
      profile_photo_url: absoluteUrl(review.authorAttribution.photoUri),
      relative_time_description: review.relativePublishTimeDescription,
      rating: review.rating,
      text: review.text?.text ?? review.originalText?.text ?? "",
      author_url: absoluteUrl(review.authorAttribution.uri),
      time: Math.floor(Date.parse(review.publishTime) / 1000),
      source: "google" as const,
    })),
    fetchedAt: fetchedAt.toISOString(),
  };
}

/** An https:// origin, or http:// to this machine (localhost, 127.x.x.x, [::1]): where the key may be sent. */
export function isSafePlacesHost(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return url.protocol === "http:" && (host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host));
}

/** Reads a place's details from the Places API (New). Throws PlaceDetailsError on any failure. */
export async function fetchPlaceDetails(options: PlaceDetailsOptions): Promise<GooglePlace> {
  const host = (options.host ?? PLACES_API_HOST).replace(/\/+$/, "");
  if (!isSafePlacesHost(host))
    throw new PlaceDetailsError(
      "the Places host must be an https:// origin (http:// only to this machine): the API key is not sent",
      "config",
    );
  const url = `${host}/v1/places/${encodeURIComponent(options.placeId)}?languageCode=${encodeURIComponent(options.languageCode ?? "en")}`;
  const timeoutMs = options.timeoutMs ?? PLACES_TIMEOUT_MS;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: {
        "X-Goog-Api-Key": options.apiKey,
        "X-Goog-FieldMask": PLACES_FIELD_MASK,
        Accept: "application/json",
      },
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect would resend the key's header to wherever it points: refused, never followed.
      redirect: "error",
    });
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new PlaceDetailsError(`no answer within ${timeoutMs} ms`, "timeout");
    }
    throw new PlaceDetailsError(`network error: ${error instanceof Error ? error.message : String(error)}`, "network");
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new PlaceDetailsError(`no answer within ${timeoutMs} ms`, "timeout");
    }
    if (!response.ok) throw new PlaceDetailsError(`HTTP ${response.status}`, "http", response.status);
    throw new PlaceDetailsError("malformed answer: not JSON", "malformed");
  }
  if (!response.ok) {
    const detail = (body as { error?: { status?: unknown; message?: unknown } } | null)?.error;
    const text = [detail?.status, detail?.message].filter((part) => typeof part === "string").join(": ");
    throw new PlaceDetailsError(`HTTP ${response.status}${text ? ` (${text})` : ""}`, "http", response.status);
  }
  return toGooglePlace(body, (options.now ?? (() => new Date()))());
}
