/** What the queue asks of a sender: one kind's way out (its webhook, the appointments' e-mail). */
import type { DeliveryAttempt } from "../types.js";
import type { DeliveryRecord } from "../submission-store.js";

/**
 * What one attempt came to: ok, or the failure (status 0 for a network error or timeout); `final` gives up at once
 * (a refusal no retry changes, such as an SMTP server's 5xx for the recipient).
 */
export type SendResult = Pick<DeliveryAttempt, "ok" | "status" | "error"> & { final?: boolean };

/** Sends the deliveries of one kind; `send` never throws (a failure is a result). */
export interface DeliverySender {
  send(record: DeliveryRecord): Promise<SendResult>;
  /** What a repeat after a cut-off attempt may cause, for the log line. */
  repeatNote?: string;
  /** Closes what the sender keeps open (connections); called by `stop()`. */
  close?(): void | Promise<void>;
}
