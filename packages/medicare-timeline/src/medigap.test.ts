import { describe, expect, it } from "vitest";
import { medigapGuaranteedIssueEnd, medigapOpenEnrollment, medigapOpenEnrollmentForPartB } from "./medigap.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("R10: Medigap Open Enrollment Period", () => {
  it("born Aug 15, 1961 with Part B from Aug 1, 2026: Aug 1, 2026 - Jan 31, 2027", () => {
    expect(medigapOpenEnrollment(d(1961, 8, 15), d(2026, 8, 1))).toEqual({
      kind: "medigap-open-enrollment",
      start: d(2026, 8, 1),
      end: d(2027, 1, 31),
    });
  });

  it("follows a later Part B start (e.g. after job coverage)", () => {
    expect(medigapOpenEnrollment(d(1961, 8, 15), d(2028, 6, 1))).toMatchObject({
      start: d(2028, 6, 1),
      end: d(2028, 11, 30),
    });
  });

  it("never starts before the month the person is 65, even if Part B came earlier", () => {
    expect(medigapOpenEnrollment(d(1961, 8, 15), d(2025, 3, 1))).toMatchObject({
      start: d(2026, 8, 1),
      end: d(2027, 1, 31),
    });
  });

  it("starts with E for a birthday on the 1st (born Aug 1, 1961: July 1 - Dec 31, 2026)", () => {
    expect(medigapOpenEnrollment(d(1961, 8, 1), d(2026, 7, 1))).toMatchObject({
      start: d(2026, 7, 1),
      end: d(2026, 12, 31),
    });
  });

  it("ends on the last day of a leap February when that is the 6th month", () => {
    expect(medigapOpenEnrollment(d(1962, 9, 20), d(2027, 9, 1))).toMatchObject({
      start: d(2027, 9, 1),
      end: d(2028, 2, 29),
    });
  });
});

describe("R10: a Medigap Open Enrollment Period that says which Part B start it assumes", () => {
  it("born Aug 15, 1959, Part B from Apr 1, 2026 when job coverage ends: Apr 1 - Sep 30, 2026", () => {
    expect(medigapOpenEnrollmentForPartB(d(1959, 8, 15), { basis: "job-coverage-ends", date: d(2026, 4, 1) })).toEqual({
      kind: "medigap-open-enrollment",
      start: d(2026, 4, 1),
      end: d(2026, 9, 30),
      assumedPartBStart: { basis: "job-coverage-ends", date: d(2026, 4, 1) },
      movesWithPartBStart: true,
    });
  });
});

describe("R10: Medigap guaranteed-issue right", () => {
  it("ends 63 days after qualifying coverage ends", () => {
    expect(medigapGuaranteedIssueEnd(d(2028, 3, 31))).toEqual(d(2028, 6, 2));
  });
});
