import {
  addMonths,
  compareDates,
  compareMonths,
  firstDayOf,
  lastDayOf,
  monthOf,
  monthsBetween,
} from "./calendar-date.js";
import type { CalendarDate, CalendarMonth } from "./calendar-date.js";
import {
  attainDate,
  automaticEnrollment,
  eligibilityMonth,
  initialEnrollmentPeriod,
  partBStartForIepSignUp,
  premiumFreePartAStart,
} from "./eligibility.js";
import type { AutomaticEnrollment, InitialEnrollmentPeriod } from "./eligibility.js";
import {
  nextGeneralEnrollmentPeriod,
  newMemberMedicareAdvantagePeriod,
  partBStartForGepSignUp,
  relevantMedicareAdvantageOpenEnrollment,
  relevantOpenEnrollment,
} from "./enrollment-periods.js";
import type { OpenEnrollmentPeriod } from "./enrollment-periods.js";
import { assertDate, assertMonth } from "./internal/assert.js";
import { timed, timedDate, timingOfWindow } from "./internal/timing.js";
import {
  partBSpecialEnrollment,
  partBStartWhenJobCoverageEnds,
  partDPenaltyFreeStartBy,
  planDeadlineAfterJobCoverage,
} from "./job-coverage.js";
import type { PartBSpecialEnrollment } from "./job-coverage.js";
import { medigapOpenEnrollmentForPartB } from "./medigap.js";
import type { AssumedPartBStart, MedigapOpenEnrollmentForPartB } from "./medigap.js";
import { partBLatePenalty } from "./penalties.js";
import type { PartBLatePenalty } from "./penalties.js";
import type { TimedDate, TimedWindow, Timing } from "./types.js";

/** The year's dollar figures, read from content (never hard-coded in an app). */
export interface TimelineFigures {
  /** The year the figures are for, e.g. 2026. */
  readonly year: number;
  /** The standard Part B premium per month, e.g. 202.90. */
  readonly partBPremium: number;
  /** The Part D national base beneficiary premium per month, e.g. 38.99. */
  readonly partDBasePremium: number;
}

export interface TimelineInput {
  readonly birthDate: CalendarDate;
  /** Gets Social Security or Railroad Retirement benefits at least 4 months before the eligibility month (R5). */
  readonly getsBenefits: boolean;
  /**
   * Has Part B now. After the IEP it decides whether the General Enrollment Period applies; with `getsBenefits`, false
   * means the automatic Part B was turned down, so the Medigap window follows a later Part B start.
   * @defaultValue `getsBenefits` (people getting benefits are enrolled automatically)
   */
  readonly hasPartB?: boolean;
  /** The month job-based coverage from the person's or a spouse's CURRENT job ends (or the job, whichever is first). */
  readonly coverageEnds?: CalendarMonth;
  /** The person's local date today. */
  readonly today: CalendarDate;
  readonly figures: TimelineFigures;
}

/** Where today falls relative to the Initial Enrollment Period. */
export type TimelineStatus =
  | { readonly kind: "before-iep"; readonly monthsUntilIep: number }
  | { readonly kind: "in-iep"; readonly iepMonth: number }
  | { readonly kind: "after-iep"; readonly monthsSinceIep: number };

/** One possible sign-up month of the Initial Enrollment Period. */
export interface IepSignUp {
  readonly kind: "iep-sign-up";
  /** 1-7; the 4th is the eligibility month. */
  readonly iepMonth: number;
  readonly signUpMonth: CalendarMonth;
  /** R3. */
  readonly partBStart: CalendarDate;
  /** R4: premium-free Part A, the 1st of E in every case. */
  readonly partAStart: CalendarDate;
  readonly timing: Timing;
}

/** One sign-up month of the General Enrollment Period with its start date and late penalty. */
export interface GepSignUp {
  readonly kind: "gep-sign-up";
  readonly signUpMonth: CalendarMonth;
  readonly partBStart: CalendarDate;
  readonly penalty: PartBLatePenalty;
  readonly timing: Timing;
}

export interface GeneralEnrollment extends TimedWindow<"general-enrollment-period"> {
  /** The sign-up months still ahead (or current), in order. */
  readonly signUpMonths: readonly GepSignUp[];
}

/** What ending job-based coverage opens (R7, R9, R12). */
export interface JobCoverage {
  readonly kind: "job-coverage";
  readonly coverageEnds: CalendarMonth;
  readonly lastCoveredDay: CalendarDate;
  readonly partBSpecialEnrollment: PartBSpecialEnrollment & { readonly timing: Timing };
  /** R12: the last day to join a Medicare Advantage or Part D plan. */
  readonly planDeadline: TimedDate<"job-coverage-plan-deadline">;
  /** R9: the latest day drug coverage can start without a 63-day gap (assuming the job plan's drug coverage is creditable). */
  readonly partDPenaltyFreeStartBy: TimedDate<"part-d-penalty-free-start-by">;
  /** R7: Part B with no gap, from the day after the last covered day. */
  readonly partBStartWhenCoverageEnds: TimedDate<"part-b-start-when-coverage-ends">;
  /** R10: the Medigap Open Enrollment Period if Part B starts the day after job-based coverage ends. */
  readonly medigapOpenEnrollment: MedigapOpenEnrollmentForPartB & { readonly timing: Timing };
}

/** The Medigap Open Enrollment Period of a timeline: the window, the Part B start it assumes, and where today falls. */
export type TimelineMedigapOpenEnrollment = MedigapOpenEnrollmentForPartB & { readonly timing: Timing };

/** Every Medicare date for one person, each item with a stable `kind` for the UI's sentences. */
export interface MedicareTimeline {
  readonly birthDate: CalendarDate;
  readonly today: CalendarDate;
  readonly figures: TimelineFigures;
  readonly status: TimelineStatus;
  /** R1. */
  readonly attainDate: TimedDate<"attains-65">;
  /** R1: E. */
  readonly eligibilityMonth: CalendarMonth;
  /** R2. */
  readonly initialEnrollment: InitialEnrollmentPeriod & { readonly timing: Timing };
  /** R3/R4: the 7 sign-up months and their start dates. */
  readonly iepSignUps: readonly IepSignUp[];
  /** R4. */
  readonly premiumFreePartAStart: TimedDate<"premium-free-part-a-start">;
  /** R3: Part B start for the earliest sign-up (IEP months 1-3, or automatic enrollment). */
  readonly earliestPartBStart: TimedDate<"part-b-start">;
  /** R5; null unless `getsBenefits`. */
  readonly automaticEnrollment: (AutomaticEnrollment & { readonly timing: Timing }) | null;
  /**
   * R10 for the Part B start this person is most likely to have (`assumedPartBStart`): automatic enrollment's when they
   * get benefits and keep Part B; the first General Enrollment sign-up's when only that is left; the day after job-based
   * coverage ends when it gives a Special Enrollment Period; otherwise `earliestPartBStart`. It moves with the actual
   * Part B start: use `medigapOpenEnrollment()` for any other.
   */
  readonly medigapOpenEnrollment: TimelineMedigapOpenEnrollment;
  /** R7/R9/R12; null without `coverageEnds`, or when coverage ended before the eligibility month. */
  readonly jobCoverage: JobCoverage | null;
  /** R6/R8; only after the IEP, without Part B and without a Special Enrollment Period open now or later. */
  readonly generalEnrollment: GeneralEnrollment | null;
  /** R11: the first Open Enrollment not yet over whose changes start once the person has Medicare. */
  readonly openEnrollment: OpenEnrollmentPeriod & { readonly timing: Timing };
  /** R11: the first Medicare Advantage Open Enrollment Period not yet over, after Medicare starts. */
  readonly medicareAdvantageOpenEnrollment: TimedWindow<"medicare-advantage-open-enrollment">;
  /** R11: the first 3 months of Medicare, from `earliestPartBStart`. */
  readonly newMemberMedicareAdvantage: TimedWindow<"new-member-medicare-advantage-period">;
}

/**
 * Every Medicare enrollment date for someone turning 65, relative to `today` (rules R1-R12). Works for any real date;
 * check user input with `validateTimelineInput` first. Throws a RangeError for an impossible date or a negative figure.
 */
export function medicareTimeline(input: TimelineInput): MedicareTimeline {
  const { birthDate, getsBenefits, coverageEnds, today, figures } = input;
  const hasPartB = input.hasPartB ?? getsBenefits;
  assertDate(birthDate, "birthDate");
  assertDate(today, "today");
  if (coverageEnds !== undefined) assertMonth(coverageEnds, "coverageEnds");
  if (!Number.isInteger(figures.year)) throw new RangeError("figures.year must be a year");
  for (const [name, value] of [
    ["partBPremium", figures.partBPremium],
    ["partDBasePremium", figures.partDBasePremium],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`figures.${name} must be a dollar amount, 0 or more`);
  }

  const e = eligibilityMonth(birthDate);
  const iep = initialEnrollmentPeriod(birthDate);
  const partAStart = firstDayOf(e);
  const earliestPartBStart = firstDayOf(e);

  const iepSignUps: IepSignUp[] = iep.months.map((signUpMonth, index) => ({
    kind: "iep-sign-up",
    iepMonth: index + 1,
    signUpMonth,
    partBStart: required(partBStartForIepSignUp(birthDate, signUpMonth)),
    partAStart: required(premiumFreePartAStart(birthDate, signUpMonth)),
    timing: timingOfWindow(firstDayOf(signUpMonth), lastDayOf(signUpMonth), today),
  }));

  const automatic = getsBenefits ? automaticEnrollment(birthDate) : null;
  const jobCoverage = coverageEnds === undefined ? null : jobCoverageTimeline(birthDate, coverageEnds, today);
  const status = statusOf(iep, today);
  const sepOpenNowOrLater = jobCoverage !== null && compareDates(jobCoverage.partBSpecialEnrollment.end, today) >= 0;
  const generalEnrollment =
    status.kind === "after-iep" && !hasPartB && !sepOpenNowOrLater ? generalEnrollmentTimeline(input) : null;
  const medigapPartBStart = assumedPartBStart({
    automatic: hasPartB ? automatic : null,
    generalEnrollment,
    jobCoverage,
    earliestPartBStart,
  });

  return {
    birthDate,
    today,
    figures,
    status,
    attainDate: timedDate("attains-65", attainDate(birthDate), today),
    eligibilityMonth: e,
    initialEnrollment: timed(iep, today),
    iepSignUps,
    premiumFreePartAStart: timedDate("premium-free-part-a-start", partAStart, today),
    earliestPartBStart: timedDate("part-b-start", earliestPartBStart, today),
    automaticEnrollment: automatic && {
      ...automatic,
      timing: timingOfWindow(firstDayOf(automatic.cardArrivalMonth), automatic.partBStart, today),
    },
    medigapOpenEnrollment: timed(medigapOpenEnrollmentForPartB(birthDate, medigapPartBStart), today),
    jobCoverage,
    generalEnrollment,
    openEnrollment: timed(relevantOpenEnrollment(today, earliestPartBStart), today),
    medicareAdvantageOpenEnrollment: timed(relevantMedicareAdvantageOpenEnrollment(today, earliestPartBStart), today),
    newMemberMedicareAdvantage: timed(newMemberMedicareAdvantagePeriod(earliestPartBStart), today),
  };
}

function statusOf(iep: InitialEnrollmentPeriod, today: CalendarDate): TimelineStatus {
  const todayMonth = monthOf(today);
  const first = monthOf(iep.start);
  const last = monthOf(iep.end);
  if (compareMonths(todayMonth, first) < 0)
    return { kind: "before-iep", monthsUntilIep: monthsBetween(todayMonth, first) };
  if (compareMonths(todayMonth, last) > 0)
    return { kind: "after-iep", monthsSinceIep: monthsBetween(last, todayMonth) };
  return { kind: "in-iep", iepMonth: monthsBetween(first, todayMonth) + 1 };
}

/**
 * The Part B start the Medigap Open Enrollment Period follows (R10 with R3, R5, R6, R7), first match wins: automatic
 * enrollment kept; only the General Enrollment Period left (the earliest start still possible); job-based coverage
 * giving a Special Enrollment Period (Part B from the day after it ends, so no gap and the window does not run out
 * while the job plan still pays); otherwise the earliest Initial Enrollment Period start.
 */
function assumedPartBStart(from: {
  automatic: AutomaticEnrollment | null;
  generalEnrollment: GeneralEnrollment | null;
  jobCoverage: JobCoverage | null;
  earliestPartBStart: CalendarDate;
}): AssumedPartBStart {
  if (from.automatic) return { basis: "automatic-enrollment", date: from.automatic.partBStart };
  const firstGepSignUp = from.generalEnrollment?.signUpMonths[0];
  if (firstGepSignUp) return { basis: "general-enrollment", date: firstGepSignUp.partBStart };
  if (from.jobCoverage) return { basis: "job-coverage-ends", date: from.jobCoverage.partBStartWhenCoverageEnds.date };
  return { basis: "initial-enrollment", date: from.earliestPartBStart };
}

function jobCoverageTimeline(
  birthDate: CalendarDate,
  coverageEnds: CalendarMonth,
  today: CalendarDate,
): JobCoverage | null {
  const sep = partBSpecialEnrollment(birthDate, coverageEnds);
  if (sep === null) return null;
  const partBStart = required(partBStartWhenJobCoverageEnds(birthDate, coverageEnds));
  return {
    kind: "job-coverage",
    coverageEnds,
    lastCoveredDay: sep.lastCoveredDay,
    partBSpecialEnrollment: timed(sep, today),
    planDeadline: timedDate("job-coverage-plan-deadline", planDeadlineAfterJobCoverage(coverageEnds), today),
    partDPenaltyFreeStartBy: timedDate("part-d-penalty-free-start-by", partDPenaltyFreeStartBy(coverageEnds), today),
    partBStartWhenCoverageEnds: timedDate("part-b-start-when-coverage-ends", partBStart, today),
    medigapOpenEnrollment: timed(
      medigapOpenEnrollmentForPartB(birthDate, { basis: "job-coverage-ends", date: partBStart }),
      today,
    ),
  };
}

function generalEnrollmentTimeline(input: TimelineInput): GeneralEnrollment {
  const { birthDate, coverageEnds, today, figures } = input;
  const window = nextGeneralEnrollmentPeriod(today);
  const signUpMonths: GepSignUp[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const signUpMonth = addMonths(monthOf(window.start), offset);
    if (compareMonths(signUpMonth, monthOf(today)) < 0) continue;
    signUpMonths.push({
      kind: "gep-sign-up",
      signUpMonth,
      partBStart: required(partBStartForGepSignUp(signUpMonth)),
      penalty: partBLatePenalty({
        birthDate,
        enrollmentMonth: signUpMonth,
        ...(coverageEnds === undefined ? {} : { coverageEnds }),
        figures,
      }),
      timing: timingOfWindow(firstDayOf(signUpMonth), lastDayOf(signUpMonth), today),
    });
  }
  return { ...timed(window, today), signUpMonths };
}

function required<T>(value: T | null): T {
  if (value === null) throw new Error("unreachable: a rule returned no date inside its own period");
  return value;
}
