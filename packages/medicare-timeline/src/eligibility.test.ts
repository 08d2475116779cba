import { describe, expect, it } from "vitest";
import {
  attainDate,
  automaticEnrollment,
  eligibilityMonth,
  iepMonthNumber,
  initialEnrollmentPeriod,
  partBStartForIepSignUp,
  premiumFreePartAStart,
} from "./eligibility.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const m = (year: number, month: number) => ({ year, month });

describe("R1: attaining 65 and the eligibility month", () => {
  it("attains 65 the day before the 65th birthday (born Aug 15, 1961 → Aug 14, 2026, E = August 2026)", () => {
    expect(attainDate(d(1961, 8, 15))).toEqual(d(2026, 8, 14));
    expect(eligibilityMonth(d(1961, 8, 15))).toEqual(m(2026, 8));
  });

  it("keeps the birth month for a birthday on the 2nd (born May 2, 1961 → attains May 1, 2026, E = May, not April)", () => {
    expect(attainDate(d(1961, 5, 2))).toEqual(d(2026, 5, 1));
    expect(eligibilityMonth(d(1961, 5, 2))).toEqual(m(2026, 5));
  });

  it("moves E to the previous month only for a birthday on the 1st", () => {
    expect(attainDate(d(1961, 8, 1))).toEqual(d(2026, 7, 31));
    expect(eligibilityMonth(d(1961, 8, 1))).toEqual(m(2026, 7));
  });

  it("moves a January 1 birthday into December of the year before", () => {
    expect(attainDate(d(1962, 1, 1))).toEqual(d(2026, 12, 31));
    expect(eligibilityMonth(d(1962, 1, 1))).toEqual(m(2026, 12));
  });

  it("gives a Feb 29 birthday February: attains 65 on Feb 28 (the 65th birthday is never in a leap year)", () => {
    expect(attainDate(d(1960, 2, 29))).toEqual(d(2025, 2, 28));
    expect(eligibilityMonth(d(1960, 2, 29))).toEqual(m(2025, 2));
    expect(eligibilityMonth(d(1964, 2, 29))).toEqual(m(2029, 2));
  });

  it("gives a March 1 birthday February, ending on Feb 29 in a leap year", () => {
    expect(attainDate(d(1963, 3, 1))).toEqual(d(2028, 2, 29));
    expect(attainDate(d(1961, 3, 1))).toEqual(d(2026, 2, 28));
    expect(eligibilityMonth(d(1961, 3, 1))).toEqual(m(2026, 2));
  });

  it("throws on an impossible date instead of guessing", () => {
    expect(() => attainDate(d(1961, 2, 30))).toThrow(RangeError);
  });
});

describe("R2: the Initial Enrollment Period", () => {
  it("matches POMS HI 00805.015: first month of eligibility July 1992 → Apr 1 - Oct 31, 1992", () => {
    for (const birthDate of [d(1927, 7, 15), d(1927, 8, 1)]) {
      const iep = initialEnrollmentPeriod(birthDate);
      expect(eligibilityMonth(birthDate)).toEqual(m(1992, 7));
      expect(iep.start).toEqual(d(1992, 4, 1));
      expect(iep.end).toEqual(d(1992, 10, 31));
    }
  });

  it("born Aug 15, 1961: May 1 - Nov 30, 2026", () => {
    const iep = initialEnrollmentPeriod(d(1961, 8, 15));
    expect(iep).toMatchObject({ kind: "initial-enrollment-period", start: d(2026, 5, 1), end: d(2026, 11, 30) });
    expect(iep.months).toEqual([m(2026, 5), m(2026, 6), m(2026, 7), m(2026, 8), m(2026, 9), m(2026, 10), m(2026, 11)]);
  });

  it("born May 2, 1961: Feb 1 - Aug 31, 2026", () => {
    const iep = initialEnrollmentPeriod(d(1961, 5, 2));
    expect(iep.start).toEqual(d(2026, 2, 1));
    expect(iep.end).toEqual(d(2026, 8, 31));
  });

  it("crosses the year end (born Jan 1, 1962: Sep 1, 2026 - Mar 31, 2027)", () => {
    const iep = initialEnrollmentPeriod(d(1962, 1, 1));
    expect(iep.start).toEqual(d(2026, 9, 1));
    expect(iep.end).toEqual(d(2027, 3, 31));
  });

  it("numbers the IEP months 1-7 and nothing outside", () => {
    expect(iepMonthNumber(d(1961, 8, 15), m(2026, 5))).toBe(1);
    expect(iepMonthNumber(d(1961, 8, 15), m(2026, 8))).toBe(4);
    expect(iepMonthNumber(d(1961, 8, 15), m(2026, 11))).toBe(7);
    expect(iepMonthNumber(d(1961, 8, 15), m(2026, 4))).toBeNull();
    expect(iepMonthNumber(d(1961, 8, 15), m(2026, 12))).toBeNull();
  });
});

describe("R3: Part B start for an IEP sign-up", () => {
  it("born Aug 15, 1961: May/Jun/Jul → Aug 1; Aug → Sep 1; Sep → Oct 1; Oct → Nov 1; Nov → Dec 1, 2026", () => {
    const born = d(1961, 8, 15);
    expect(partBStartForIepSignUp(born, m(2026, 5))).toEqual(d(2026, 8, 1));
    expect(partBStartForIepSignUp(born, m(2026, 6))).toEqual(d(2026, 8, 1));
    expect(partBStartForIepSignUp(born, m(2026, 7))).toEqual(d(2026, 8, 1));
    expect(partBStartForIepSignUp(born, m(2026, 8))).toEqual(d(2026, 9, 1));
    expect(partBStartForIepSignUp(born, m(2026, 9))).toEqual(d(2026, 10, 1));
    expect(partBStartForIepSignUp(born, m(2026, 10))).toEqual(d(2026, 11, 1));
    expect(partBStartForIepSignUp(born, m(2026, 11))).toEqual(d(2026, 12, 1));
  });

  it("matches POMS HI 00805.165: first eligible in June, signs up in July → Part B from Aug 1", () => {
    const born = d(1961, 6, 10);
    expect(eligibilityMonth(born)).toEqual(m(2026, 6));
    expect(partBStartForIepSignUp(born, m(2026, 7))).toEqual(d(2026, 8, 1));
  });

  it("crosses the year end: born Jan 1, 1962 (E = Dec 2026), signing up in Dec 2026 → Jan 1, 2027", () => {
    expect(partBStartForIepSignUp(d(1962, 1, 1), m(2026, 12))).toEqual(d(2027, 1, 1));
    expect(partBStartForIepSignUp(d(1962, 1, 1), m(2026, 9))).toEqual(d(2026, 12, 1));
  });

  it("gives no IEP start date outside the IEP", () => {
    expect(partBStartForIepSignUp(d(1961, 8, 15), m(2026, 4))).toBeNull();
    expect(partBStartForIepSignUp(d(1961, 8, 15), m(2026, 12))).toBeNull();
  });
});

describe("R4: premium-free Part A", () => {
  it("born Aug 15, 1961: Aug 1, 2026 for an application in any IEP month", () => {
    for (let month = 5; month <= 11; month += 1) {
      expect(premiumFreePartAStart(d(1961, 8, 15), m(2026, month))).toEqual(d(2026, 8, 1));
    }
  });

  it("goes back at most 6 months after the IEP, never before E", () => {
    expect(premiumFreePartAStart(d(1961, 8, 15), m(2027, 1))).toEqual(d(2026, 8, 1));
    expect(premiumFreePartAStart(d(1961, 8, 15), m(2027, 2))).toEqual(d(2026, 8, 1));
    expect(premiumFreePartAStart(d(1961, 8, 15), m(2027, 3))).toEqual(d(2026, 9, 1));
    expect(premiumFreePartAStart(d(1961, 8, 15), m(2028, 6))).toEqual(d(2027, 12, 1));
  });

  it("has no start for an application before the IEP opens", () => {
    expect(premiumFreePartAStart(d(1961, 8, 15), m(2026, 4))).toBeNull();
  });
});

describe("R5: automatic enrollment", () => {
  it("starts Parts A and B on the 1st of E with the card about 3 months before", () => {
    expect(automaticEnrollment(d(1961, 8, 15))).toEqual({
      kind: "automatic-enrollment",
      partAStart: d(2026, 8, 1),
      partBStart: d(2026, 8, 1),
      cardArrivalMonth: m(2026, 5),
    });
  });

  it("uses the previous month for a birthday on the 1st", () => {
    expect(automaticEnrollment(d(1962, 1, 1))).toMatchObject({
      partBStart: d(2026, 12, 1),
      cardArrivalMonth: m(2026, 9),
    });
  });
});
