export { UNCONFIRMED_MESSAGE } from "./amount.js";
export type { Amount, UnconfirmedFigure } from "./amount.js";
export {
  checkExtraHelpFigures,
  checkIrmaaFigures,
  checkMedicareCostFigures,
  checkMedicareSavingsFigures,
  checkPartBFigures,
  checkPartDFigures,
  checkPovertyGuidelineFigures,
} from "./check-figures.js";
export type { FiguresCheck } from "./check-figures.js";
export type {
  ExtraHelpFigures,
  Figure,
  FigureSource,
  HelpScreenerFigures,
  IrmaaCalculatorFigures,
  IrmaaFigures,
  IrmaaTier,
  LimitFigure,
  MedicareCostFigures,
  MedicareSavingsFigures,
  PartBFigures,
  PartDFigures,
  PenaltyCalculatorFigures,
  PovertyGuidelineFigures,
} from "./figures.js";
export { FIGURES_2026 } from "./figures-2026.js";
export {
  EXTRA_HELP_APPLY,
  LARGER_HOUSEHOLDS,
  MEDICARE_SAVINGS_PROGRAMS,
  MISSISSIPPI_MSP_APPLY,
  OTHER_STATE_MSP_APPLY,
  screenForHelp,
} from "./help-screener.js";
export type {
  ExtraHelpScreen,
  HelpAnswer,
  HelpScreenerInput,
  HelpScreenResult,
  HouseholdSize,
  HowToApply,
  MedicareSavingsProgram,
  MedicareSavingsScreen,
  ScreenerState,
} from "./help-screener.js";
export { calculateIrmaa, describeIncomeRange, FILING_STATUSES, irmaaRows, irmaaTableFor } from "./irmaa.js";
export type {
  FilingStatus,
  IncomeBound,
  IrmaaBracket,
  IrmaaInput,
  IrmaaResult,
  IrmaaRow,
  IrmaaTable,
} from "./irmaa.js";
export { LIFE_CHANGING_EVENT_FORM, LIFE_CHANGING_EVENTS } from "./life-changing-events.js";
export type { LifeChangingEvent } from "./life-changing-events.js";
export { calculatePartBPenalty, calculatePartDPenalty } from "./penalties.js";
export type {
  PartBPenaltyInput,
  PartBPenaltyResult,
  PartDPenaltyInput,
  PartDPenaltyReason,
  PartDPenaltyResult,
} from "./penalties.js";
export {
  parseHelpScreenerQuery,
  parseIrmaaQuery,
  parsePartBPenaltyQuery,
  parsePartDPenaltyQuery,
  QUERY_LIMITS,
} from "./queries.js";
export type { QueryError, QueryErrorKind, QueryResult, RawQuery } from "./queries.js";
