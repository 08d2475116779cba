/**
 * Keeps the office's Google reviews fresh on the running site: reads Place Details when the server starts and
 * then once a day. The reviews page is regenerated after the first read (the built page's data may be older than 30
 * days) and whenever what a visitor would see changes (new reviews, a new rating, or the last good read passing
 * Google's 30-day caching limit). Failures keep the last good read.
 */
import { visiblePlace } from "@tupelo-medicare/content/places";
import type { PlacesService } from "@tupelo-medicare/content/places";

/** Once a day. */
export const PLACES_REFRESH_MS = 24 * 60 * 60 * 1000;
/** The pages that show the reviews (the route table's client reviews page). */
export const REVIEW_PAGE_PATHS = ["/client-reviews"];

export interface PlacesRefresh {
  /** One refresh now; resolves once a changed page has been queued. */
  tick(): Promise<void>;
  stop(): void;
  /** The last read of Google (for /api/health): when, and whether it worked; undefined before the first or when off. */
  lastRead(): PlacesReadStatus | undefined;
}

export interface PlacesReadStatus {
  at: string;
  result: "updated" | "unchanged" | "failed";
  /** Google's message when it failed (no personal data: an HTTP status or an error code). */
  error?: string;
}

export function startPlacesRefresh(options: {
  service: PlacesService;
  /** Called with the paths to render again when the reviews a visitor sees changed. */
  onChange: (paths: string[]) => void;
  intervalMs?: number;
}): PlacesRefresh {
  const { service } = options;
  let running: Promise<void> = Promise.resolve();
  // What the pages show: unknown at start (the built page may hold a read older than 30 days, or one the stored
  // file no longer matches), so the first read always renders them; then whatever the last tick queued.
  let rendered: string | undefined;
  let last: PlacesReadStatus | undefined;
  const tick = () => {
    running = running.then(async () => {
      // The refresh answers with the read renders will now use (the new one, or the last good one kept).
      const result = await service.refresh();
      if (result.status !== "disabled")
        last = {
          at: new Date().toISOString(),
          result: result.status,
          ...(result.status === "failed" ? { error: result.error.message } : {}),
        };
      const now = visiblePlace(result.status === "disabled" ? null : result.place);
      if (now !== rendered) {
        rendered = now;
        options.onChange(REVIEW_PAGE_PATHS);
      }
    });
    return running;
  };
  if (!service.enabled) return { tick: () => Promise.resolve(), stop: () => undefined, lastRead: () => undefined };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? PLACES_REFRESH_MS);
  timer.unref();
  return { tick, stop: () => clearInterval(timer), lastRead: () => last };
}
