/**
 * Lead and contact submissions go through the device outbox of @tupelo-medicare/pwa: sent at once when online,
 * kept on the device (IndexedDB) when offline or on a network error and sent exactly once when the connection
 * returns, with the form's context (the consent wording it showed and the page) beside the webhook body. The outbox
 * code loads on first use, or after the page's load event when the device keeps submissions, never in the first load.
 */
import type { Outbox } from "@tupelo-medicare/pwa/outbox";
import { withContext } from "@tupelo-medicare/lead-forms/provider";
import type { SubmissionContext, SubmitOutcome } from "@tupelo-medicare/lead-forms/provider";
import { SUBMISSION_ENDPOINTS } from "./submission-endpoints.js";

let outbox: Promise<Outbox> | undefined;
let expiredListener: (() => void) | undefined;
/** Expiries told before the PWA runtime listened (a form's first submission loads the outbox before it starts). */
let expiredUntold = false;

/**
 * Calls `listener` when submissions kept on the device expired unsent (7 days: OUTBOX_MAX_AGE_MS), now if that
 * happened already: the PWA runtime shows 'Request Not Sent'.
 */
export function onOutboxExpired(listener: () => void): void {
  expiredListener = listener;
  if (expiredUntold) {
    expiredUntold = false;
    listener();
  }
}

const tellExpired = (): void => {
  if (expiredListener) expiredListener();
  else expiredUntold = true;
};

/**
 * The page's one outbox, loaded on demand; once loaded, it replays what it keeps now and whenever the connection
 * returns, and removes (telling the visitor) what waited longer than 7 days.
 */
export function loadOutbox(): Promise<Outbox> {
  outbox ??= import("@tupelo-medicare/pwa/outbox").then(({ createOutbox, startOutboxReplay }) => {
    const created = createOutbox();
    startOutboxReplay(created, { onExpired: tellExpired });
    return created;
  });
  return outbox;
}

/** Sends a lead: 'sent', or 'queued' when it was kept on the device; rejects on a non-OK answer. */
export async function submitLead(body: unknown, context?: SubmissionContext): Promise<SubmitOutcome> {
  return (await loadOutbox()).send(SUBMISSION_ENDPOINTS.lead, withContext(body, context));
}

/** Sends a contact message: 'sent', or 'queued' when it was kept on the device; rejects on a non-OK answer. */
export async function submitContact(body: unknown, context?: SubmissionContext): Promise<SubmitOutcome> {
  return (await loadOutbox()).send(SUBMISSION_ENDPOINTS.contact, withContext(body, context));
}
