export {
  addDays,
  addMonths,
  checkDateParts,
  checkMonthParts,
  compareDates,
  compareMonths,
  daysBetween,
  firstDayOf,
  formatIsoDate,
  formatIsoMonth,
  formatLongDate,
  formatMonth,
  isValidCalendarDate,
  isValidCalendarMonth,
  lastDayOf,
  MONTH_NAMES,
  monthOf,
  monthsBetween,
  parseIsoDate,
  parseIsoMonth,
} from "./calendar-date.js";
export type { CalendarDate, CalendarMonth, DateError, DateErrorKind, ParseResult } from "./calendar-date.js";
export {
  attainDate,
  automaticEnrollment,
  eligibilityMonth,
  iepMonthNumber,
  initialEnrollmentPeriod,
  partBStartForIepSignUp,
  premiumFreePartAStart,
} from "./eligibility.js";
export type { AutomaticEnrollment, InitialEnrollmentPeriod } from "./eligibility.js";
export {
  generalEnrollmentPeriod,
  medicareAdvantageOpenEnrollment,
  newMemberMedicareAdvantagePeriod,
  nextGeneralEnrollmentPeriod,
  openEnrollmentPeriod,
  partBStartForGepSignUp,
  relevantMedicareAdvantageOpenEnrollment,
  relevantOpenEnrollment,
} from "./enrollment-periods.js";
export type { OpenEnrollmentPeriod } from "./enrollment-periods.js";
export {
  partBSpecialEnrollment,
  partBStartForSepSignUp,
  partBStartWhenJobCoverageEnds,
  partDPenaltyFreeStartBy,
  planDeadlineAfterJobCoverage,
} from "./job-coverage.js";
export type { PartBSpecialEnrollment, SepSignUpOption } from "./job-coverage.js";
export { medigapGuaranteedIssueEnd, medigapOpenEnrollment } from "./medigap.js";
export type { AssumedPartBStart, MedigapOpenEnrollmentForPartB, MedigapPartBBasis } from "./medigap.js";
export { partBLatePenalty, partDLatePenalty, roundToDime } from "./penalties.js";
export type {
  PartBLatePenalty,
  PartBLatePenaltyInput,
  PartDLatePenalty,
  PartDLatePenaltyInput,
  PartDPenaltyReason,
} from "./penalties.js";
export { medicareTimeline } from "./timeline.js";
export type {
  GeneralEnrollment,
  GepSignUp,
  IepSignUp,
  JobCoverage,
  MedicareTimeline,
  TimelineFigures,
  TimelineInput,
  TimelineMedigapOpenEnrollment,
  TimelineStatus,
} from "./timeline.js";
export { VALIDATION_LIMITS, validateTimelineInput } from "./validate.js";
export type {
  DateInput,
  FieldError,
  FieldErrorKind,
  MonthInput,
  RawTimelineInput,
  TimelineInputErrors,
  TimelineInputResult,
  ValidTimelineInput,
} from "./validate.js";
export { notJobBasedCoverage, outOfScopeCases } from "./out-of-scope.js";
export type { OutOfScopeCase } from "./out-of-scope.js";
export { timelineIcsEvents, timelineToIcs } from "./ics.js";
export type { IcsEvent, IcsEventKind, TimelineToIcsOptions } from "./ics.js";
export type { DateWindow, TimedDate, TimedWindow, Timing } from "./types.js";
