import { describe, expect, it } from "vitest";
import { medicareTimeline } from "./timeline.js";
import type { TimelineInput } from "./timeline.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const m = (year: number, month: number) => ({ year, month });
const figures = { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 };

function timeline(overrides: Partial<TimelineInput> & Pick<TimelineInput, "birthDate" | "today">) {
  return medicareTimeline({ getsBenefits: false, figures, ...overrides });
}

describe("medicareTimeline: born Aug 15, 1961", () => {
  const result = timeline({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10) });

  it("has the attain date, E and the IEP (R1, R2)", () => {
    expect(result.attainDate).toEqual({ kind: "attains-65", date: d(2026, 8, 14), timing: "future" });
    expect(result.eligibilityMonth).toEqual(m(2026, 8));
    expect(result.initialEnrollment).toMatchObject({
      kind: "initial-enrollment-period",
      start: d(2026, 5, 1),
      end: d(2026, 11, 30),
      timing: "future",
    });
  });

  it("lists the 7 sign-up months with their Part A and Part B starts (R3, R4)", () => {
    expect(
      result.iepSignUps.map((row) => [row.iepMonth, row.signUpMonth.month, row.partBStart, row.partAStart]),
    ).toEqual([
      [1, 5, d(2026, 8, 1), d(2026, 8, 1)],
      [2, 6, d(2026, 8, 1), d(2026, 8, 1)],
      [3, 7, d(2026, 8, 1), d(2026, 8, 1)],
      [4, 8, d(2026, 9, 1), d(2026, 8, 1)],
      [5, 9, d(2026, 10, 1), d(2026, 8, 1)],
      [6, 10, d(2026, 11, 1), d(2026, 8, 1)],
      [7, 11, d(2026, 12, 1), d(2026, 8, 1)],
    ]);
    expect(result.iepSignUps.every((row) => row.kind === "iep-sign-up" && row.timing === "future")).toBe(true);
    expect(result.premiumFreePartAStart).toEqual({
      kind: "premium-free-part-a-start",
      date: d(2026, 8, 1),
      timing: "future",
    });
    expect(result.earliestPartBStart).toEqual({ kind: "part-b-start", date: d(2026, 8, 1), timing: "future" });
  });

  it("has the Medigap Open Enrollment Period for the earliest Part B start (R10), saying so", () => {
    expect(result.medigapOpenEnrollment).toEqual({
      kind: "medigap-open-enrollment",
      start: d(2026, 8, 1),
      end: d(2027, 1, 31),
      assumedPartBStart: { basis: "initial-enrollment", date: d(2026, 8, 1) },
      movesWithPartBStart: true,
      timing: "future",
    });
  });

  it("has no automatic enrollment, job coverage or General Enrollment Period for this person", () => {
    expect(result.automaticEnrollment).toBeNull();
    expect(result.jobCoverage).toBeNull();
    expect(result.generalEnrollment).toBeNull();
  });

  it("has the Open Enrollment periods that matter once Medicare starts (R11)", () => {
    expect(result.openEnrollment).toMatchObject({
      start: d(2026, 10, 15),
      end: d(2026, 12, 7),
      coverageStarts: d(2027, 1, 1),
      timing: "future",
    });
    expect(result.medicareAdvantageOpenEnrollment).toMatchObject({ start: d(2027, 1, 1), end: d(2027, 3, 31) });
    expect(result.newMemberMedicareAdvantage).toMatchObject({ start: d(2026, 8, 1), end: d(2026, 10, 31) });
  });

  it("echoes the figures and their year", () => {
    expect(result.figures).toEqual(figures);
  });
});

describe("medicareTimeline: status relative to today", () => {
  const born = d(1961, 8, 15);

  it("is before the IEP, with the months until it opens", () => {
    expect(timeline({ birthDate: born, today: d(2026, 3, 10) }).status).toEqual({
      kind: "before-iep",
      monthsUntilIep: 2,
    });
    expect(timeline({ birthDate: born, today: d(2026, 4, 30) }).status).toEqual({
      kind: "before-iep",
      monthsUntilIep: 1,
    });
  });

  it("is in the IEP, with which of the 7 months", () => {
    expect(timeline({ birthDate: born, today: d(2026, 5, 1) }).status).toEqual({ kind: "in-iep", iepMonth: 1 });
    expect(timeline({ birthDate: born, today: d(2026, 8, 14) }).status).toEqual({ kind: "in-iep", iepMonth: 4 });
    expect(timeline({ birthDate: born, today: d(2026, 11, 30) }).status).toEqual({ kind: "in-iep", iepMonth: 7 });
  });

  it("is after the IEP from the day after it ends", () => {
    expect(timeline({ birthDate: born, today: d(2026, 12, 1) }).status).toEqual({
      kind: "after-iep",
      monthsSinceIep: 1,
    });
  });

  it("marks each sign-up month as past, current or future", () => {
    const result = timeline({ birthDate: born, today: d(2026, 8, 20) });
    expect(result.iepSignUps.map((row) => row.timing)).toEqual([
      "past",
      "past",
      "past",
      "current",
      "future",
      "future",
      "future",
    ]);
    expect(result.initialEnrollment.timing).toBe("current");
  });
});

describe("medicareTimeline: automatic enrollment (R5)", () => {
  it("starts Parts A and B on the 1st of E with the card about 3 months before", () => {
    const result = timeline({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10), getsBenefits: true });
    expect(result.automaticEnrollment).toEqual({
      kind: "automatic-enrollment",
      partAStart: d(2026, 8, 1),
      partBStart: d(2026, 8, 1),
      cardArrivalMonth: m(2026, 5),
      timing: "future",
    });
  });
});

describe("medicareTimeline: job-based coverage (R7, R9, R12)", () => {
  it("adds the Part B Special Enrollment Period, the plan deadline and the Part D gap limit", () => {
    const result = timeline({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10), coverageEnds: m(2028, 3) });
    expect(result.jobCoverage).toMatchObject({
      kind: "job-coverage",
      coverageEnds: m(2028, 3),
      lastCoveredDay: d(2028, 3, 31),
      partBSpecialEnrollment: {
        kind: "part-b-special-enrollment-period",
        start: d(2026, 12, 1),
        end: d(2028, 11, 30),
        timing: "future",
      },
      planDeadline: { kind: "job-coverage-plan-deadline", date: d(2028, 5, 31) },
      partDPenaltyFreeStartBy: { kind: "part-d-penalty-free-start-by", date: d(2028, 6, 2) },
    });
    expect(result.jobCoverage?.partBSpecialEnrollment.signUpMonthsAfterCoverage[0]?.choices).toHaveLength(4);
  });

  it("ignores coverage that ended before the eligibility month", () => {
    expect(
      timeline({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10), coverageEnds: m(2026, 7) }).jobCoverage,
    ).toBeNull();
  });

  it("has no General Enrollment Period while the Special Enrollment Period is open", () => {
    const result = timeline({ birthDate: d(1959, 6, 20), today: d(2026, 5, 10), coverageEnds: m(2026, 3) });
    expect(result.status.kind).toBe("after-iep");
    expect(result.jobCoverage?.partBSpecialEnrollment.timing).toBe("current");
    expect(result.generalEnrollment).toBeNull();
  });
});

describe("medicareTimeline: the Medigap Open Enrollment Period follows the Part B start (R10)", () => {
  // Born Aug 15, 1959: attains 65 Aug 14, 2024; E = August 2024; IEP May 1 - Nov 30, 2024.
  const born = d(1959, 8, 15);

  it("still at work past 65: the 6 months from the Part B that starts the day after job coverage ends", () => {
    const result = timeline({ birthDate: born, today: d(2026, 1, 15), coverageEnds: m(2026, 3) });
    expect(result.status.kind).toBe("after-iep");
    expect(result.jobCoverage?.partBStartWhenCoverageEnds).toEqual({
      kind: "part-b-start-when-coverage-ends",
      date: d(2026, 4, 1),
      timing: "future",
    });
    expect(result.medigapOpenEnrollment).toEqual({
      kind: "medigap-open-enrollment",
      start: d(2026, 4, 1),
      end: d(2026, 9, 30),
      assumedPartBStart: { basis: "job-coverage-ends", date: d(2026, 4, 1) },
      movesWithPartBStart: true,
      timing: "future",
    });
    // Not the window of the earliest Part B start at 65, which ended years before.
    expect(result.earliestPartBStart.date).toEqual(d(2024, 8, 1));
    expect(result.jobCoverage?.medigapOpenEnrollment).toEqual(result.medigapOpenEnrollment);
  });

  it("keeps the same assumption once coverage has ended and the Special Enrollment Period is open", () => {
    const result = timeline({ birthDate: born, today: d(2026, 5, 10), coverageEnds: m(2026, 3) });
    expect(result.jobCoverage?.partBSpecialEnrollment.timing).toBe("current");
    expect(result.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 4, 1),
      end: d(2026, 9, 30),
      assumedPartBStart: { basis: "job-coverage-ends", date: d(2026, 4, 1) },
      timing: "current",
    });
  });

  it("with coverage ending inside the IEP: Part B from the month after, through an IEP sign-up (R3)", () => {
    // E = August 2026; coverage ends September 2026 (IEP month 5), a sign-up then starts Part B October 1.
    const result = timeline({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10), coverageEnds: m(2026, 9) });
    expect(result.iepSignUps[4]?.partBStart).toEqual(d(2026, 10, 1));
    expect(result.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 10, 1),
      end: d(2027, 3, 31),
      assumedPartBStart: { basis: "job-coverage-ends", date: d(2026, 10, 1) },
    });
  });

  it("for a birthday on the 1st, counts from E a month earlier", () => {
    // Born Aug 1, 1961: E = July 2026; coverage ends that July, so Part B from August 1.
    const result = timeline({ birthDate: d(1961, 8, 1), today: d(2026, 3, 10), coverageEnds: m(2026, 7) });
    expect(result.medigapOpenEnrollment).toMatchObject({ start: d(2026, 8, 1), end: d(2027, 1, 31) });
  });

  it("enrolled automatically: from the automatic Part B start, with the job-coverage window alongside", () => {
    const result = timeline({ birthDate: born, today: d(2026, 1, 15), coverageEnds: m(2026, 3), getsBenefits: true });
    expect(result.medigapOpenEnrollment).toEqual({
      kind: "medigap-open-enrollment",
      start: d(2024, 8, 1),
      end: d(2025, 1, 31),
      assumedPartBStart: { basis: "automatic-enrollment", date: d(2024, 8, 1) },
      movesWithPartBStart: true,
      timing: "past",
    });
    expect(result.jobCoverage?.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 4, 1),
      end: d(2026, 9, 30),
      assumedPartBStart: { basis: "job-coverage-ends", date: d(2026, 4, 1) },
      timing: "future",
    });
  });

  it("enrolled automatically without job coverage: Aug 1, 2026 - Jan 31, 2027 for someone born Aug 15, 1961", () => {
    const result = timeline({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10), getsBenefits: true });
    expect(result.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 8, 1),
      end: d(2027, 1, 31),
      assumedPartBStart: { basis: "automatic-enrollment", date: d(2026, 8, 1) },
    });
  });

  it("automatic Part B turned down (hasPartB false): follows the Part B taken when job coverage ends", () => {
    const result = timeline({
      birthDate: born,
      today: d(2026, 1, 15),
      coverageEnds: m(2026, 3),
      getsBenefits: true,
      hasPartB: false,
    });
    expect(result.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 4, 1),
      assumedPartBStart: { basis: "job-coverage-ends", date: d(2026, 4, 1) },
    });
  });

  it("with only the General Enrollment Period left: from the first sign-up month still ahead", () => {
    // E = November 2023, IEP Aug 2023 - Feb 2024; the next GEP is January-March 2026.
    const before = timeline({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1) });
    expect(before.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 2, 1),
      end: d(2026, 7, 31),
      assumedPartBStart: { basis: "general-enrollment", date: d(2026, 2, 1) },
      timing: "future",
    });
    const during = timeline({ birthDate: d(1958, 11, 20), today: d(2026, 2, 15) });
    expect(during.medigapOpenEnrollment).toMatchObject({
      start: d(2026, 3, 1),
      end: d(2026, 8, 31),
      assumedPartBStart: { basis: "general-enrollment", date: d(2026, 3, 1) },
    });
  });

  it("after a Special Enrollment Period that has passed: from the next General Enrollment sign-up", () => {
    const result = timeline({ birthDate: d(1959, 6, 20), today: d(2026, 5, 10), coverageEnds: m(2025, 3) });
    expect(result.jobCoverage?.partBSpecialEnrollment.timing).toBe("past");
    expect(result.medigapOpenEnrollment).toMatchObject({
      start: d(2027, 2, 1),
      end: d(2027, 7, 31),
      assumedPartBStart: { basis: "general-enrollment", date: d(2027, 2, 1) },
    });
  });
});

describe("medicareTimeline: General Enrollment Period with the Part B late penalty (R6, R8)", () => {
  it("gives the next GEP after the IEP, with Part B starts and penalties per sign-up month", () => {
    // E = November 2023, IEP Aug 2023 - Feb 2024: the penalty counts months from March 2024.
    const result = timeline({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1) });
    expect(result.generalEnrollment).toMatchObject({
      kind: "general-enrollment-period",
      start: d(2026, 1, 1),
      end: d(2026, 3, 31),
      timing: "future",
    });
    expect(
      result.generalEnrollment?.signUpMonths.map((row) => [
        row.signUpMonth.month,
        row.partBStart,
        row.penalty.monthsCounted,
        row.penalty.percent,
        row.penalty.penaltyAmount,
        row.penalty.monthlyPremium,
      ]),
    ).toEqual([
      [1, d(2026, 2, 1), 23, 10, 20.3, 223.2],
      [2, d(2026, 3, 1), 24, 20, 40.6, 243.5],
      [3, d(2026, 4, 1), 25, 20, 40.6, 243.5],
    ]);
    expect(result.generalEnrollment?.signUpMonths[0]?.penalty.figureYear).toBe(2026);
  });

  it("offers only the months still ahead while the GEP is open", () => {
    const result = timeline({ birthDate: d(1958, 11, 20), today: d(2026, 2, 15) });
    expect(result.generalEnrollment?.timing).toBe("current");
    expect(result.generalEnrollment?.signUpMonths.map((row) => [row.signUpMonth.month, row.timing])).toEqual([
      [2, "current"],
      [3, "future"],
    ]);
  });

  it("counts from the end of job coverage once its Special Enrollment Period has passed", () => {
    // E = June 2024; coverage ended March 2025, so its SEP ended November 2025 and months count from April 2025.
    const result = timeline({ birthDate: d(1959, 6, 20), today: d(2026, 5, 10), coverageEnds: m(2025, 3) });
    expect(result.jobCoverage?.partBSpecialEnrollment.timing).toBe("past");
    expect(
      result.generalEnrollment?.signUpMonths.map((row) => [row.penalty.monthsCounted, row.penalty.percent]),
    ).toEqual([
      [22, 10],
      [23, 10],
      [24, 20],
    ]);
  });

  it("has no GEP for someone with Part B (by default, someone enrolled automatically)", () => {
    expect(
      timeline({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1), getsBenefits: true }).generalEnrollment,
    ).toBeNull();
    expect(timeline({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1), hasPartB: true }).generalEnrollment).toBeNull();
    expect(
      timeline({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1), getsBenefits: true, hasPartB: false })
        .generalEnrollment,
    ).not.toBeNull();
  });

  it("has no GEP before or during the IEP", () => {
    expect(timeline({ birthDate: d(1961, 8, 15), today: d(2026, 9, 1) }).generalEnrollment).toBeNull();
  });
});

describe("medicareTimeline: a 75-year-old", () => {
  it("shows the coming Open Enrollment and Medicare Advantage Open Enrollment (R11)", () => {
    const result = timeline({ birthDate: d(1951, 3, 10), today: d(2026, 6, 15), getsBenefits: true });
    expect(result.status).toEqual({ kind: "after-iep", monthsSinceIep: 120 });
    expect(result.openEnrollment).toMatchObject({ start: d(2026, 10, 15), timing: "future" });
    expect(result.medicareAdvantageOpenEnrollment).toMatchObject({ start: d(2027, 1, 1), timing: "future" });
    expect(result.newMemberMedicareAdvantage.timing).toBe("past");
    expect(result.medigapOpenEnrollment.timing).toBe("past");
  });

  it("shows the Medicare Advantage Open Enrollment as current from January through March", () => {
    const result = timeline({ birthDate: d(1951, 3, 10), today: d(2026, 2, 10), getsBenefits: true });
    expect(result.medicareAdvantageOpenEnrollment).toMatchObject({ start: d(2026, 1, 1), timing: "current" });
  });
});

describe("medicareTimeline: bad input", () => {
  it("throws a RangeError for an impossible date or a negative figure", () => {
    expect(() => timeline({ birthDate: d(1961, 2, 30), today: d(2026, 1, 1) })).toThrow(RangeError);
    expect(() => timeline({ birthDate: d(1961, 2, 3), today: d(2026, 13, 1) })).toThrow(RangeError);
    expect(() =>
      medicareTimeline({
        birthDate: d(1961, 2, 3),
        today: d(2026, 1, 1),
        getsBenefits: false,
        figures: { ...figures, partBPremium: -1 },
      }),
    ).toThrow(RangeError);
  });
});
