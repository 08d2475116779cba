import { describe, expect, it } from "vitest";
import { attemptOutcome } from "./attempt-outcome.js";

const record = { id: "sub_0000abcd_0123456789ab", kind: "lead" as const };
const schedule = { retryDelaysMs: [60_000, 300_000], random: () => 0.5, now: 1_000_000 };

describe("an attempt's outcome", () => {
  it("is delivered, saying so only after a retry", () => {
    expect(attemptOutcome(record, 1, { ok: true, status: 204 }, schedule)).toEqual({
      outcome: { state: "delivered", nextAttemptAt: null, deliveredAt: 1_000_000, deadReason: null },
      line: null,
    });
    expect(attemptOutcome(record, 2, { ok: true, status: 200 }, schedule).line).toBe(
      `[leads] lead ${record.id} delivered on attempt 2`,
    );
  });

  it("is due again on the schedule while it lasts", () => {
    const { outcome, line } = attemptOutcome(record, 1, { ok: false, status: 503, error: "HTTP 503" }, schedule);
    expect(outcome.state).toBe("pending");
    expect(outcome.nextAttemptAt).toBeGreaterThan(1_000_000);
    expect(line).toMatch(/^\[leads\] lead sub_0000abcd_0123456789ab attempt 1 failed \(HTTP 503\); next attempt in /);
  });

  it("is dead once the schedule is spent, or at once for a final refusal, and says how to see and retry it", () => {
    const spent = attemptOutcome(record, 3, { ok: false, status: 0, error: "network error" }, schedule);
    expect(spent.outcome).toEqual({
      state: "dead",
      nextAttemptAt: null,
      deliveredAt: null,
      deadReason: "3 attempts failed; the last: network error",
    });
    expect(spent.line).toContain(`pnpm leads show ${record.id}, pnpm leads retry ${record.id}`);
    const refused = attemptOutcome(
      record,
      1,
      { ok: false, status: 550, error: "550 no such user", final: true },
      schedule,
    );
    expect(refused.outcome.deadReason).toBe("refused, not tried again: 550 no such user");
    expect(refused.line).toContain("was refused (550 no such user) and is not tried again");
  });
});
