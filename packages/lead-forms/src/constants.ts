/** The site's same-origin endpoint that receives lead submissions (see `./server`). */
export const DEFAULT_LEAD_ENDPOINT = "/api/leads";
/** The site's same-origin endpoint that receives contact messages (see `./server`). */
export const DEFAULT_CONTACT_ENDPOINT = "/api/contact";
/** How long the lead dialog shows 'Thank You!' before it closes (SPEC §9). */
export const LEAD_DIALOG_CLOSE_DELAY_MS = 3000;

/** What a submit function reports: 'sent' (accepted now), or 'queued' (kept on the device, sent when the connection returns). */
export type SubmitOutcome = "sent" | "queued";

/** Sends one submission body; resolves when it was accepted (or with 'queued' when it was kept to send later), rejects otherwise. */
export type SubmitFunction<T> = (body: T) => Promise<void | SubmitOutcome>;
