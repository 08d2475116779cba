import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  compareDates,
  compareMonths,
  daysBetween,
  firstDayOf,
  formatIsoDate,
  formatIsoMonth,
  lastDayOf,
  monthOf,
  monthsBetween,
  parseIsoDate,
  parseIsoMonth,
} from "./calendar-date.js";
import type { CalendarDate } from "./calendar-date.js";
import {
  attainDate,
  eligibilityMonth,
  initialEnrollmentPeriod,
  partBStartForIepSignUp,
  premiumFreePartAStart,
} from "./eligibility.js";
import { partBStartForGepSignUp } from "./enrollment-periods.js";
import { timelineToIcs } from "./ics.js";
import { partBStartForSepSignUp, partBStartWhenJobCoverageEnds } from "./job-coverage.js";
import { medigapOpenEnrollment } from "./medigap.js";
import { partBLatePenalty } from "./penalties.js";
import { medicareTimeline } from "./timeline.js";

const figures = { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 };

function dateArb(minYear: number, maxYear: number): fc.Arbitrary<CalendarDate> {
  const any = fc
    .tuple(fc.integer({ min: minYear, max: maxYear }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([year, month, day]) => ({ year, month, day: Math.min(day, lastDayOf({ year, month }).day) }));
  // Birthdays on the 1st and on Feb 29 are where the rules bend; make sure they come up often.
  const first = fc
    .tuple(fc.integer({ min: minYear, max: maxYear }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => ({ year, month, day: 1 }));
  const leapDay = fc
    .integer({ min: Math.ceil(minYear / 4), max: Math.floor(maxYear / 4) })
    .map((q) => q * 4)
    .filter((y) => y % 100 !== 0 || y % 400 === 0)
    .map((year) => ({ year, month: 2, day: 29 }));
  return fc.oneof({ arbitrary: any, weight: 4 }, { arbitrary: first, weight: 1 }, { arbitrary: leapDay, weight: 1 });
}

const birthDates = dateArb(1900, 2060);

describe("properties", () => {
  it("the IEP is always 7 whole months with E as its 4th month", () => {
    fc.assert(
      fc.property(birthDates, (birthDate) => {
        const iep = initialEnrollmentPeriod(birthDate);
        const e = eligibilityMonth(birthDate);
        expect(iep.months).toHaveLength(7);
        expect(iep.months[3]).toEqual(e);
        iep.months.forEach((month, index) => expect(monthsBetween(e, month)).toBe(index - 3));
        expect(iep.start).toEqual(firstDayOf(addMonths(e, -3)));
        expect(iep.end).toEqual(lastDayOf(addMonths(e, 3)));
        expect(monthsBetween(monthOf(iep.start), monthOf(iep.end))).toBe(6);
      }),
      { numRuns: 2000 },
    );
  });

  it("E is the birth month, unless the birthday is on the 1st (then the month before)", () => {
    fc.assert(
      fc.property(birthDates, (birthDate) => {
        const birthMonth65 = { year: birthDate.year + 65, month: birthDate.month };
        expect(eligibilityMonth(birthDate)).toEqual(birthDate.day === 1 ? addMonths(birthMonth65, -1) : birthMonth65);
      }),
      { numRuns: 2000 },
    );
  });

  it("the attain date is the day before the 65th birthday (Feb 28 for Feb 29)", () => {
    fc.assert(
      fc.property(birthDates, (birthDate) => {
        const next = addDays(attainDate(birthDate), 1);
        if (birthDate.month === 2 && birthDate.day === 29)
          expect(next).toEqual({ year: birthDate.year + 65, month: 3, day: 1 });
        else expect(next).toEqual({ ...birthDate, year: birthDate.year + 65 });
      }),
      { numRuns: 2000 },
    );
  });

  // An early sign-up (IEP months 1-2) waits for E, which is 2-3 months after the sign-up month; so the bound is
  // "never more than 1 month after the later of the sign-up month and E", and exactly the later of E and sign-up + 1.
  it("IEP Part B never starts before E, nor more than 1 month after the later of the sign-up month and E", () => {
    fc.assert(
      fc.property(birthDates, fc.integer({ min: 0, max: 6 }), (birthDate, index) => {
        const e = eligibilityMonth(birthDate);
        const signUpMonth = initialEnrollmentPeriod(birthDate).months[index]!;
        const start = partBStartForIepSignUp(birthDate, signUpMonth)!;
        const later = compareMonths(signUpMonth, e) > 0 ? signUpMonth : e;
        expect(start.day).toBe(1);
        expect(compareMonths(monthOf(start), e)).toBeGreaterThanOrEqual(0);
        expect(monthsBetween(later, monthOf(start))).toBeLessThanOrEqual(1);
        const nextMonth = addMonths(signUpMonth, 1);
        expect(monthOf(start)).toEqual(compareMonths(nextMonth, e) > 0 ? nextMonth : e);
        if (index >= 2) expect(monthsBetween(signUpMonth, monthOf(start))).toBe(1);
        expect(premiumFreePartAStart(birthDate, signUpMonth)).toEqual(firstDayOf(e));
      }),
      { numRuns: 2000 },
    );
  });

  it("after the IEP, the earliest Part B start is never before E nor more than 1 month after the sign-up month", () => {
    fc.assert(
      fc.property(
        birthDates,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 140 }),
        (birthDate, coverageOffset, signUpOffset) => {
          const e = eligibilityMonth(birthDate);
          const coverageEnds = addMonths(e, coverageOffset);
          const signUpMonth = addMonths(e, signUpOffset);
          const choices = partBStartForSepSignUp(birthDate, coverageEnds, signUpMonth);
          if (choices) {
            expect(compareMonths(monthOf(choices[0]!), e)).toBeGreaterThanOrEqual(0);
            expect(monthsBetween(signUpMonth, monthOf(choices[0]!))).toBeLessThanOrEqual(1);
            expect(monthsBetween(signUpMonth, monthOf(choices.at(-1)!))).toBeLessThanOrEqual(3);
          }
          const gepStart = partBStartForGepSignUp(signUpMonth);
          if (gepStart) expect(monthsBetween(signUpMonth, monthOf(gepStart))).toBe(1);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("the Medigap Open Enrollment Period always lasts 6 months, starts on a 1st, and not before E or Part B", () => {
    fc.assert(
      fc.property(birthDates, fc.integer({ min: -24, max: 240 }), (birthDate, offset) => {
        const partBStart = firstDayOf(addMonths(eligibilityMonth(birthDate), offset));
        const window = medigapOpenEnrollment(birthDate, partBStart);
        expect(window.start.day).toBe(1);
        expect(window.end).toEqual(lastDayOf(monthOf(window.end)));
        expect(monthsBetween(monthOf(window.start), monthOf(window.end))).toBe(5);
        expect(compareDates(window.start, partBStart)).toBeGreaterThanOrEqual(0);
        expect(compareMonths(monthOf(window.start), eligibilityMonth(birthDate))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("the timeline's Medigap window is 6 months from a 1st, never before 65 nor before the Part B start it assumes", () => {
    fc.assert(
      fc.property(
        birthDates,
        fc.integer({ min: -30, max: 300 }),
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.integer({ min: -12, max: 180 }), { nil: undefined }),
        (birthDate, todayOffset, getsBenefits, hasPartB, coverageOffset) => {
          const e = eligibilityMonth(birthDate);
          const today = { ...firstDayOf(addMonths(e, todayOffset)), day: 1 + (Math.abs(todayOffset) % 28) };
          const coverageEnds = coverageOffset === undefined ? undefined : addMonths(e, coverageOffset);
          const timeline = medicareTimeline({
            birthDate,
            today,
            getsBenefits,
            figures,
            ...(hasPartB === undefined ? {} : { hasPartB }),
            ...(coverageEnds ? { coverageEnds } : {}),
          });
          const window = timeline.medigapOpenEnrollment;
          const assumed = window.assumedPartBStart;
          expect(window.kind).toBe("medigap-open-enrollment");
          expect(window.movesWithPartBStart).toBe(true);
          // Always 6 whole months, starting on a 1st.
          expect(window.start.day).toBe(1);
          expect(window.end).toEqual(lastDayOf(monthOf(window.end)));
          expect(monthsBetween(monthOf(window.start), monthOf(window.end))).toBe(5);
          // Never before 65, never before the assumed Part B start: it starts with the month of that start.
          expect(compareMonths(monthOf(window.start), e)).toBeGreaterThanOrEqual(0);
          expect(compareDates(window.start, assumed.date)).toBeGreaterThanOrEqual(0);
          expect(assumed.date.day).toBe(1);
          expect(window.start).toEqual(assumed.date);
          expect(window).toMatchObject(medigapOpenEnrollment(birthDate, assumed.date));

          // Which Part B start it assumes.
          const keepsAutomatic = getsBenefits && (hasPartB ?? getsBenefits);
          if (keepsAutomatic) {
            expect(assumed).toEqual({ basis: "automatic-enrollment", date: firstDayOf(e) });
          } else if (timeline.generalEnrollment) {
            expect(assumed).toEqual({
              basis: "general-enrollment",
              date: timeline.generalEnrollment.signUpMonths[0]!.partBStart,
            });
            // Only the General Enrollment Period is left: the Medigap window is still ahead.
            expect(window.timing).toBe("future");
          } else if (timeline.jobCoverage) {
            expect(assumed.basis).toBe("job-coverage-ends");
            // The day after the last covered day, a start the rules give for a sign-up in the last covered month or
            // the first month after (R3 inside the IEP, R7 after it).
            expect(assumed.date).toEqual(addDays(timeline.jobCoverage.lastCoveredDay, 1));
            expect(assumed.date).toEqual(partBStartWhenJobCoverageEnds(birthDate, coverageEnds!));
            const reachable = [coverageEnds!, addMonths(coverageEnds!, 1)].some((signUpMonth) => {
              const iepStart = partBStartForIepSignUp(birthDate, signUpMonth);
              const sepChoices = partBStartForSepSignUp(birthDate, coverageEnds!, signUpMonth) ?? [];
              return [...(iepStart ? [iepStart] : []), ...sepChoices].some(
                (start) => compareDates(start, assumed.date) === 0,
              );
            });
            expect(reachable).toBe(true);
            expect(timeline.jobCoverage.medigapOpenEnrollment).toEqual(window);
          } else {
            expect(assumed).toEqual({ basis: "initial-enrollment", date: timeline.earliestPartBStart.date });
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("General Enrollment sign-up penalties never decrease month over month", () => {
    fc.assert(
      fc.property(
        birthDates,
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
        (birthDate, yearsAfter, coverageOffset) => {
          const e = eligibilityMonth(birthDate);
          const coverageEnds = coverageOffset === undefined ? undefined : addMonths(e, coverageOffset);
          const year = e.year + 1 + yearsAfter;
          const penalties = [1, 2, 3].map((month) =>
            partBLatePenalty({
              birthDate,
              enrollmentMonth: { year, month },
              ...(coverageEnds ? { coverageEnds } : {}),
              figures,
            }),
          );
          for (let i = 1; i < penalties.length; i += 1) {
            expect(penalties[i]!.percent).toBeGreaterThanOrEqual(penalties[i - 1]!.percent);
            expect(penalties[i]!.penaltyAmount).toBeGreaterThanOrEqual(penalties[i - 1]!.penaltyAmount);
            expect(penalties[i]!.monthlyPremium).toBeGreaterThanOrEqual(penalties[i - 1]!.monthlyPremium);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("the timeline's General Enrollment penalties never decrease month over month", () => {
    fc.assert(
      fc.property(dateArb(1900, 1975), dateArb(2020, 2045), fc.boolean(), (birthDate, today, withCoverage) => {
        fc.pre(compareDates(birthDate, today) < 0);
        const coverageEnds = withCoverage ? addMonths(eligibilityMonth(birthDate), 14) : undefined;
        const timeline = medicareTimeline({
          birthDate,
          today,
          getsBenefits: false,
          figures,
          ...(coverageEnds ? { coverageEnds } : {}),
        });
        const rows = timeline.generalEnrollment?.signUpMonths ?? [];
        for (let i = 1; i < rows.length; i += 1) {
          expect(rows[i]!.penalty.percent).toBeGreaterThanOrEqual(rows[i - 1]!.penalty.percent);
          expect(rows[i]!.penalty.monthlyPremium).toBeGreaterThanOrEqual(rows[i - 1]!.penalty.monthlyPremium);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("dates and months formatted then parsed come back unchanged", () => {
    fc.assert(
      fc.property(dateArb(1000, 9999), (date) => {
        expect(parseIsoDate(formatIsoDate(date))).toEqual({ ok: true, value: date });
        expect(parseIsoMonth(formatIsoMonth(monthOf(date)))).toEqual({ ok: true, value: monthOf(date) });
      }),
      { numRuns: 2000 },
    );
  });

  it("day arithmetic agrees with UTC milliseconds", () => {
    fc.assert(
      fc.property(dateArb(1800, 2200), dateArb(1800, 2200), (a, b) => {
        const utc = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);
        expect(daysBetween(a, b)).toBe((utc(b) - utc(a)) / 86_400_000);
        expect(addDays(a, daysBetween(a, b))).toEqual(b);
      }),
      { numRuns: 2000 },
    );
  });

  it("ICS lines never exceed 75 octets and always end with CRLF", () => {
    fc.assert(
      fc.property(
        dateArb(1930, 1975),
        dateArb(2020, 2040),
        fc.boolean(),
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.string({ maxLength: 120 }),
        (birthDate, today, getsBenefits, title, prodId) => {
          fc.pre(compareDates(birthDate, today) < 0);
          const timeline = medicareTimeline({ birthDate, today, getsBenefits, figures });
          const ics = timelineToIcs(timeline, {
            prodId,
            title,
            now: new Date(Date.UTC(2026, 2, 10)),
            includePast: true,
          });
          expect(ics.endsWith("\r\n")).toBe(true);
          const lines = ics.split("\r\n");
          expect(lines.pop()).toBe("");
          for (const line of lines) {
            expect(line).not.toMatch(/[\r\n]/);
            expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
