/**
 * The last good Place Details read, kept in one JSON file (DATA_DIR/places/{placeId}.json) so a failed read or a
 * restart never blanks the reviews. Google's Places API terms allow caching place content for at most 30
 * consecutive calendar days (the place ID itself may be kept indefinitely): older data is never used.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { z } from "zod";
import { reviewSchema } from "../schemas.js";
import type { GooglePlace } from "./google-places.js";

/** How long a read may be shown: 30 days. */
export const PLACE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A stored read, checked like Google's answer: a file from another version or edited by hand is not shown. */
const storedPlaceSchema = z.object({
  placeId: z.string().min(1),
  name: z.string(),
  rating: z.number().min(0).max(5),
  userRatingCount: z.number().int().min(0),
  listingUrl: z.string(),
  reviews: z.array(reviewSchema.extend({ source: z.literal("google").optional() })),
  fetchedAt: z.iso.datetime(),
}) satisfies z.ZodType<GooglePlace, unknown>;

/** The file that keeps a place's last good read. */
export function placeFile(dataDir: string, placeId: string): string {
  return join(dataDir, "places", `${placeId.replace(/[^A-Za-z0-9_-]/g, "_")}.json`);
}

/** Whether a read is still usable at `now`. */
export function isPlaceUsable(place: GooglePlace, now: Date): boolean {
  const age = now.getTime() - Date.parse(place.fetchedAt);
  return Number.isFinite(age) && age >= 0 && age <= PLACE_MAX_AGE_MS;
}

/** The stored read of `file`, or null when there is none, it cannot be read, is not a read, or is older than 30 days. */
export async function readStoredPlace(file: string, now = new Date()): Promise<GooglePlace | null> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  const parsed = storedPlaceSchema.safeParse(json);
  if (!parsed.success) return null;
  return isPlaceUsable(parsed.data, now) ? parsed.data : null;
}

/** Stores a read atomically (a reader never sees half a file). */
export async function writeStoredPlace(file: string, place: GooglePlace): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(place, null, 1) + "\n");
  await rename(temporary, file);
}
