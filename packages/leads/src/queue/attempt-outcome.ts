/**
 * What one attempt's result makes of a delivery: delivered, due again on the retry schedule, or dead (the schedule
 * spent, or a refusal no retry changes), with the office's log line (ids and reasons only, no personal data).
 */
import { formatDelay, retryDelay } from "../retry-schedule.js";
import type { DeliveryOutcome, DeliveryRecord } from "../submission-store.js";
import type { SendResult } from "./sender.js";

export interface AttemptOutcome {
  outcome: DeliveryOutcome;
  /** The line to log once the outcome is recorded, or null (a first-time delivery says nothing). */
  line: string | null;
}

export function attemptOutcome(
  record: Pick<DeliveryRecord, "id" | "kind">,
  number: number,
  result: SendResult,
  schedule: { retryDelaysMs: readonly number[]; random?: (() => number) | undefined; now: number },
): AttemptOutcome {
  const { id, kind } = record;
  if (result.ok)
    return {
      outcome: { state: "delivered", nextAttemptAt: null, deliveredAt: schedule.now, deadReason: null },
      line: number > 1 ? `[leads] ${kind} ${id} delivered on attempt ${number}` : null,
    };
  const delay = result.final ? null : retryDelay(schedule.retryDelaysMs, number, schedule.random);
  const reason = result.error ?? `HTTP ${result.status}`;
  if (delay !== null)
    return {
      outcome: { state: "pending", nextAttemptAt: schedule.now + delay, deliveredAt: null, deadReason: null },
      line: `[leads] ${kind} ${id} attempt ${number} failed (${reason}); next attempt in ${formatDelay(delay)}`,
    };
  const kept = `it is kept: pnpm leads show ${id}, pnpm leads retry ${id}`;
  return result.final
    ? {
        outcome: {
          state: "dead",
          nextAttemptAt: null,
          deliveredAt: null,
          deadReason: `refused, not tried again: ${reason}`,
        },
        line: `[leads] ${kind} ${id} was refused (${reason}) and is not tried again; ${kept}`,
      }
    : {
        outcome: {
          state: "dead",
          nextAttemptAt: null,
          deliveredAt: null,
          deadReason: `${number} attempts failed; the last: ${reason}`,
        },
        line: `[leads] ${kind} ${id} is dead after ${number} failed attempts (last: ${reason}); ${kept}`,
      };
}
