/**
 * What a tool registers for its request-time region (islands/regions.ts adds the island): whether a request asks for
 * it, the island's props for that request, and what the server may log and must not keep. Plain data and functions,
 * no component: the server imports the registry as it is.
 */
import type { AppointmentSettings } from "@tupelo-medicare/content";
import type { SearchIndex } from "@tupelo-medicare/site-search";

/** The office's appointment settings as published, and the seats the leads database holds taken. */
export interface AppointmentsRead {
  settings: AppointmentSettings;
  /** Seats taken per start (ISO, UTC) between two instants. */
  takenSeats: (from: Date, to: Date) => Promise<Map<string, number>>;
  /** Whether the appointment e-mails are sent (SMTP_URL set): the Done page says whether one comes. */
  mail: boolean;
  /** Whether they carry the change-or-cancel link (APPOINTMENT_LINK_SECRET set too). */
  manageLinks: boolean;
}

/** What a region's props may read of the request. */
export interface RegionRequest {
  /** The address asked for. */
  url: URL;
  /** When the request came. */
  now: Date;
  /** The site's search index, read by the server (search-index.json). */
  searchIndex: () => Promise<SearchIndex>;
  /** The appointment settings (read at most every few seconds) and the seats taken, read only when asked for. */
  appointments: () => Promise<AppointmentsRead>;
}

export interface RegionEntry<P> {
  /** What the server's one log line says when it cannot answer: `[log] failure: error` (never the query). */
  log: string;
  failure: string;
  /** Query parameters that hold personal input: an address holding any is answered no-store, whatever answers it. */
  personal: readonly string[];
  /** Whether a GET asks for the region (path and query, before any file is read); absent: only its post fills it. */
  asks?: (url: URL) => boolean;
  /** The island's props for a request that asks for the region, from the props it was prerendered with. */
  props?: (prerendered: P, request: RegionRequest) => P | Promise<P>;
  /** The page around the filled region, for the props it shows (search's title). */
  page?: (html: string, props: P) => string;
}
