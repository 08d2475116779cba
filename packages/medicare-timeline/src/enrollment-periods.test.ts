import { describe, expect, it } from "vitest";
import {
  generalEnrollmentPeriod,
  medicareAdvantageOpenEnrollment,
  newMemberMedicareAdvantagePeriod,
  nextGeneralEnrollmentPeriod,
  openEnrollmentPeriod,
  partBStartForGepSignUp,
  relevantMedicareAdvantageOpenEnrollment,
  relevantOpenEnrollment,
} from "./enrollment-periods.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const m = (year: number, month: number) => ({ year, month });

describe("R6: General Enrollment Period", () => {
  it("is Jan 1 - Mar 31", () => {
    expect(generalEnrollmentPeriod(2027)).toEqual({
      kind: "general-enrollment-period",
      start: d(2027, 1, 1),
      end: d(2027, 3, 31),
    });
  });

  it("is this year's while it is open, otherwise next year's", () => {
    expect(nextGeneralEnrollmentPeriod(d(2027, 1, 1)).start).toEqual(d(2027, 1, 1));
    expect(nextGeneralEnrollmentPeriod(d(2027, 3, 31)).start).toEqual(d(2027, 1, 1));
    expect(nextGeneralEnrollmentPeriod(d(2027, 4, 1)).start).toEqual(d(2028, 1, 1));
    expect(nextGeneralEnrollmentPeriod(d(2026, 12, 31)).start).toEqual(d(2027, 1, 1));
  });

  it("starts Part B the 1st of the month after sign-up (no more July 1 start since 2023)", () => {
    expect(partBStartForGepSignUp(m(2027, 1))).toEqual(d(2027, 2, 1));
    expect(partBStartForGepSignUp(m(2027, 2))).toEqual(d(2027, 3, 1));
    expect(partBStartForGepSignUp(m(2027, 3))).toEqual(d(2027, 4, 1));
    expect(partBStartForGepSignUp(m(2027, 4))).toBeNull();
  });
});

describe("R11: Open Enrollment and Medicare Advantage Open Enrollment", () => {
  it("Open Enrollment is Oct 15 - Dec 7, effective Jan 1", () => {
    expect(openEnrollmentPeriod(2026)).toEqual({
      kind: "open-enrollment",
      start: d(2026, 10, 15),
      end: d(2026, 12, 7),
      coverageStarts: d(2027, 1, 1),
    });
  });

  it("Medicare Advantage Open Enrollment is Jan 1 - Mar 31", () => {
    expect(medicareAdvantageOpenEnrollment(2027)).toEqual({
      kind: "medicare-advantage-open-enrollment",
      start: d(2027, 1, 1),
      end: d(2027, 3, 31),
    });
  });

  it("new Medicare Advantage members get the first 3 months of Medicare", () => {
    expect(newMemberMedicareAdvantagePeriod(d(2026, 8, 1))).toEqual({
      kind: "new-member-medicare-advantage-period",
      start: d(2026, 8, 1),
      end: d(2026, 10, 31),
    });
    expect(newMemberMedicareAdvantagePeriod(d(2026, 12, 1)).end).toEqual(d(2027, 2, 28));
  });

  it("picks the Open Enrollment not yet over, once Medicare has started", () => {
    expect(relevantOpenEnrollment(d(2026, 3, 1), d(2016, 4, 1)).start).toEqual(d(2026, 10, 15));
    expect(relevantOpenEnrollment(d(2026, 12, 7), d(2016, 4, 1)).start).toEqual(d(2026, 10, 15));
    expect(relevantOpenEnrollment(d(2026, 12, 8), d(2016, 4, 1)).start).toEqual(d(2027, 10, 15));
    // Medicare from Aug 2027: the 2026 Open Enrollment changes coverage before they have Medicare.
    expect(relevantOpenEnrollment(d(2026, 3, 1), d(2027, 8, 1)).start).toEqual(d(2027, 10, 15));
    // Medicare from Jan 1, 2027: the 2026 Open Enrollment's changes start the same day.
    expect(relevantOpenEnrollment(d(2026, 3, 1), d(2027, 1, 1)).start).toEqual(d(2026, 10, 15));
  });

  it("picks the Medicare Advantage Open Enrollment not yet over, once Medicare has started", () => {
    expect(relevantMedicareAdvantageOpenEnrollment(d(2026, 2, 10), d(2016, 4, 1)).start).toEqual(d(2026, 1, 1));
    expect(relevantMedicareAdvantageOpenEnrollment(d(2026, 4, 1), d(2016, 4, 1)).start).toEqual(d(2027, 1, 1));
    expect(relevantMedicareAdvantageOpenEnrollment(d(2026, 2, 10), d(2026, 8, 1)).start).toEqual(d(2027, 1, 1));
  });
});
