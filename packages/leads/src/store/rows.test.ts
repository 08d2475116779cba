import { describe, expect, it } from "vitest";
import { sampleConsent, sampleLead } from "../test-support/records.js";
import {
  attemptOf,
  attemptRow,
  consentOf,
  consentRow,
  isSubmissionId,
  newRecord,
  newSubmissionId,
  recordOf,
  submissionRow,
} from "./rows.js";

const at = new Date("2026-11-02T15:04:05.000Z");

describe("the store's rows", () => {
  it("makes ids sortable by time that it recognises", () => {
    const earlier = newSubmissionId(at);
    const later = newSubmissionId(new Date(at.getTime() + 1));
    expect(isSubmissionId(earlier)).toBe(true);
    expect(isSubmissionId("sub_../../etc")).toBe(false);
    expect(earlier < later).toBe(true);
  });

  it("starts a pending record due at once (or at its due time) and a kept one never due", () => {
    const base = { id: newSubmissionId(at), kind: "lead" as const, receivedAt: at, idempotencyKey: "k", body: {} };
    expect(newRecord({ ...base, consent: null, state: "pending" }).delivery.nextAttemptAt).toBe(at.toISOString());
    const due = new Date(at.getTime() + 3_600_000);
    expect(newRecord({ ...base, consent: null, state: "pending", dueAt: due }).delivery.nextAttemptAt).toBe(
      due.toISOString(),
    );
    const kept = newRecord({ ...base, consent: null, state: "kept" });
    expect(kept.delivery).toMatchObject({ state: "kept", nextAttemptAt: null, attemptCount: 0, attempts: [] });
  });

  it("reads back the record, consent record and attempt it wrote", () => {
    const id = newSubmissionId(at);
    const record = newRecord({
      id,
      kind: "lead",
      receivedAt: at,
      idempotencyKey: `lead-${id}`,
      body: sampleLead(3),
      consent: sampleConsent(),
      state: "pending",
    });
    const attempt = { at: at.toISOString(), ok: false, status: 503, error: "Service Unavailable", durationMs: 41 };
    const row = submissionRow(record);
    const consent = consentRow(id, record.consent!);
    const attempts = [attemptOf(attemptRow(id, 1, attempt, "process-a"))];
    expect(recordOf(row, consent, attempts)).toEqual({ ...record, delivery: { ...record.delivery, attempts } });
    expect(consentOf(consent)).toEqual(record.consent);
    expect(attempts[0]).toEqual(attempt);
    expect(row.source).toBe(sampleLead(3).source);
  });

  it("names the submission whose body is not JSON", () => {
    const row = {
      ...submissionRow(
        newRecord({
          id: "sub_x",
          kind: "lead",
          receivedAt: at,
          idempotencyKey: "k",
          body: {},
          consent: null,
          state: "kept",
        }),
      ),
      body: "{",
    };
    expect(() => recordOf(row)).toThrow("Submission sub_x holds a body that is not JSON");
  });
});
