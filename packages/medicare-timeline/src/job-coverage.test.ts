import { describe, expect, it } from "vitest";
import {
  partBSpecialEnrollment,
  partBStartForSepSignUp,
  partBStartWhenJobCoverageEnds,
  partDPenaltyFreeStartBy,
  planDeadlineAfterJobCoverage,
} from "./job-coverage.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const m = (year: number, month: number) => ({ year, month });
const born = d(1961, 8, 15); // E = August 2026, IEP May-Nov 2026

describe("R7: Part B Special Enrollment Period for job-based coverage", () => {
  it("runs from the month after the IEP through the 8th month after coverage ends", () => {
    const sep = partBSpecialEnrollment(born, m(2028, 3));
    expect(sep).toMatchObject({
      kind: "part-b-special-enrollment-period",
      start: d(2026, 12, 1),
      end: d(2028, 11, 30),
      lastCoveredDay: d(2028, 3, 31),
      afterCoverageStart: d(2028, 4, 1),
    });
    expect(sep?.signUpMonthsAfterCoverage.map((option) => option.signUpMonth)).toEqual([
      m(2028, 4),
      m(2028, 5),
      m(2028, 6),
      m(2028, 7),
      m(2028, 8),
      m(2028, 9),
      m(2028, 10),
      m(2028, 11),
    ]);
  });

  it("lets a sign-up while covered start that month or any of the next 3", () => {
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2028, 1))).toEqual([
      d(2028, 1, 1),
      d(2028, 2, 1),
      d(2028, 3, 1),
      d(2028, 4, 1),
    ]);
  });

  it("lets a sign-up in the first month after coverage ends start that month or any of the next 3", () => {
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2028, 4))).toEqual([
      d(2028, 4, 1),
      d(2028, 5, 1),
      d(2028, 6, 1),
      d(2028, 7, 1),
    ]);
  });

  it("starts the month after a sign-up later in the 8 months", () => {
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2028, 5))).toEqual([d(2028, 6, 1)]);
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2028, 11))).toEqual([d(2028, 12, 1)]);
  });

  it("is over after the 8th month", () => {
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2028, 12))).toBeNull();
  });

  it("leaves IEP months to the IEP (POMS HI 00805.275 B.1)", () => {
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2026, 10))).toBeNull();
    const sep = partBSpecialEnrollment(born, m(2026, 9));
    expect(sep?.signUpMonthsAfterCoverage.map((option) => option.signUpMonth)).toEqual([
      m(2026, 12),
      m(2027, 1),
      m(2027, 2),
      m(2027, 3),
      m(2027, 4),
      m(2027, 5),
    ]);
    expect(sep?.signUpMonthsAfterCoverage[0]?.choices).toEqual([d(2027, 1, 1)]);
  });

  it("does not exist when coverage ended before the eligibility month", () => {
    expect(partBSpecialEnrollment(born, m(2026, 7))).toBeNull();
    expect(partBStartForSepSignUp(born, m(2026, 7), m(2027, 1))).toBeNull();
  });
});

describe("R7: Part B with no gap when job-based coverage ends", () => {
  it("starts the day after the last covered day", () => {
    expect(partBStartWhenJobCoverageEnds(born, m(2028, 3))).toEqual(d(2028, 4, 1));
    expect(partBStartWhenJobCoverageEnds(born, m(2028, 12))).toEqual(d(2029, 1, 1));
  });

  it("is one of the choices a Special Enrollment sign-up in the last covered month gives", () => {
    expect(partBStartForSepSignUp(born, m(2028, 3), m(2028, 3))).toContainEqual(
      partBStartWhenJobCoverageEnds(born, m(2028, 3)),
    );
  });

  it("does not exist when coverage ended before the eligibility month", () => {
    expect(partBStartWhenJobCoverageEnds(born, m(2026, 7))).toBeNull();
    expect(partBStartWhenJobCoverageEnds(born, m(2026, 8))).toEqual(d(2026, 9, 1));
  });
});

describe("R12: Medicare Advantage / Part D after job-based coverage", () => {
  it("runs through 2 months after the month coverage ends", () => {
    expect(planDeadlineAfterJobCoverage(m(2028, 3))).toEqual(d(2028, 5, 31));
    expect(planDeadlineAfterJobCoverage(m(2027, 12))).toEqual(d(2028, 2, 29));
  });
});

describe("R9: the 63-day Part D gap after job-based coverage", () => {
  it("needs drug coverage to start by the last covered day + 63 days", () => {
    expect(partDPenaltyFreeStartBy(m(2028, 3))).toEqual(d(2028, 6, 2));
    expect(partDPenaltyFreeStartBy(m(2026, 12))).toEqual(d(2027, 3, 4));
  });
});
