import { LARGER_HOUSEHOLDS } from "./help-screener.js";
import type { HelpScreenerInput, HouseholdSize, ScreenerState } from "./help-screener.js";
import { formatIncome } from "./internal/money.js";
import type { FilingStatus, IrmaaInput } from "./irmaa.js";
import type { PartBPenaltyInput, PartDPenaltyInput } from "./penalties.js";

/** A query as read from a URL: `Object.fromEntries(new URLSearchParams(location.search))`. */
export type RawQuery = Readonly<Record<string, string | null | undefined>>;

/** Why a field was refused. */
export type QueryErrorKind =
  | "required"
  | "not-a-number"
  | "negative"
  | "not-whole"
  | "too-small"
  | "too-large"
  | "larger-household"
  | "not-an-option";

export interface QueryError {
  readonly kind: QueryErrorKind;
  /** A plain-language sentence to show next to the field. */
  readonly message: string;
}

/** The typed input, or a message for each field that was refused. */
export type QueryResult<T, Field extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: Partial<Record<Field, QueryError>> };

/** The limits the parse functions apply; anything above is taken as a typing mistake. */
export const QUERY_LIMITS = {
  /** Income on a tax return, in dollars a year. */
  maxMagi: 1_000_000_000,
  /** 50 years of months. */
  maxMonths: 600,
  /** About 50 years of days. */
  maxGapDays: 18_300,
  /** Income in dollars a month. */
  maxMonthlyIncome: 1_000_000,
  /** Savings and other resources in dollars. */
  maxResources: 1_000_000_000,
  /** Household sizes above this are refused as a typing mistake rather than explained. */
  maxHouseholdSize: 20,
} as const;

const FILING_STATUS_IDS: readonly FilingStatus[] = [
  "single",
  "joint",
  "separate-lived-apart",
  "separate-lived-together",
];

/** Reads `magi` and `filingStatus` for `calculateIrmaa`. */
export function parseIrmaaQuery(raw: RawQuery): QueryResult<IrmaaInput, "magi" | "filingStatus"> {
  const errors: Partial<Record<"magi" | "filingStatus", QueryError>> = {};
  const magi = readDollars(raw.magi, QUERY_LIMITS.maxMagi, {
    required: "Please enter your modified adjusted gross income (MAGI) from your tax return of two years ago.",
    example: "109,000",
    negative: "Income can't be less than $0 here. If your tax return shows a loss, enter 0.",
  });
  if (!magi.ok) errors.magi = magi.error;
  const status = clean(raw.filingStatus).toLowerCase();
  let filingStatus: FilingStatus | undefined;
  if (status === "") errors.filingStatus = { kind: "required", message: "Please choose how you filed your taxes." };
  else if (!FILING_STATUS_IDS.includes(status as FilingStatus)) {
    errors.filingStatus = { kind: "not-an-option", message: "Please choose one of the filing statuses listed." };
  } else filingStatus = status as FilingStatus;
  if (!magi.ok || filingStatus === undefined) return { ok: false, errors };
  return { ok: true, value: { magi: magi.value, filingStatus } };
}

/** Reads `monthsWithoutCoverage` for `calculatePartBPenalty`. */
export function parsePartBPenaltyQuery(raw: RawQuery): QueryResult<PartBPenaltyInput, "monthsWithoutCoverage"> {
  const months = readCount(raw.monthsWithoutCoverage, QUERY_LIMITS.maxMonths, {
    required: "Please enter how many months you went without Part B or coverage from a current job.",
    unit: "months",
    example: "14",
    tooLarge: (value) => `Please check the number: ${value} months is more than 50 years.`,
  });
  if (!months.ok) return { ok: false, errors: { monthsWithoutCoverage: months.error } };
  return { ok: true, value: { monthsWithoutCoverage: months.value } };
}

/** Reads `uncoveredMonths`, `gapDays` and `extraHelp` (yes/no, optional) for `calculatePartDPenalty`. */
export function parsePartDPenaltyQuery(
  raw: RawQuery,
): QueryResult<PartDPenaltyInput, "uncoveredMonths" | "gapDays" | "extraHelp"> {
  const errors: Partial<Record<"uncoveredMonths" | "gapDays" | "extraHelp", QueryError>> = {};
  const months = readCount(raw.uncoveredMonths, QUERY_LIMITS.maxMonths, {
    required: "Please enter how many full months you went without Part D or other creditable drug coverage.",
    unit: "months",
    example: "14",
    tooLarge: (value) => `Please check the number: ${value} months is more than 50 years.`,
  });
  if (!months.ok) errors.uncoveredMonths = months.error;
  const days = readCount(raw.gapDays, QUERY_LIMITS.maxGapDays, {
    required: "Please enter the longest time, in days, you went without creditable drug coverage.",
    unit: "days",
    example: "90",
    tooLarge: (value) => `Please check the number: ${value} days is more than 50 years.`,
  });
  if (!days.ok) errors.gapDays = days.error;
  const extraHelp = readYesNo(raw.extraHelp);
  if (extraHelp === null) {
    errors.extraHelp = { kind: "not-an-option", message: "Please answer yes or no: do you get Extra Help?" };
  }
  if (!months.ok || !days.ok || extraHelp === null) return { ok: false, errors };
  return { ok: true, value: { uncoveredMonths: months.value, gapDays: days.value, extraHelp } };
}

/** Reads `householdSize`, `monthlyIncome`, `resources` and `state` (optional, "MS" by default) for `screenForHelp`. */
export function parseHelpScreenerQuery(
  raw: RawQuery,
): QueryResult<HelpScreenerInput, "householdSize" | "monthlyIncome" | "resources" | "state"> {
  const errors: Partial<Record<"householdSize" | "monthlyIncome" | "resources" | "state", QueryError>> = {};
  const size = readCount(raw.householdSize, QUERY_LIMITS.maxHouseholdSize, {
    required: "Please choose 1 if you live alone or are not married, or 2 for a married couple.",
    unit: "people",
    example: "1",
    tooLarge: () => "Please check the number of people.",
  });
  let householdSize: HouseholdSize | undefined;
  if (!size.ok) errors.householdSize = size.error;
  else if (size.value === 0) {
    errors.householdSize = {
      kind: "too-small",
      message: "A household has at least 1 person: you. Choose 1 if you live alone or are not married.",
    };
  } else if (size.value > 2) errors.householdSize = { kind: "larger-household", message: LARGER_HOUSEHOLDS };
  else householdSize = size.value as HouseholdSize;

  const income = readDollars(raw.monthlyIncome, QUERY_LIMITS.maxMonthlyIncome, {
    required: "Please enter your monthly income before deductions. For a couple, add both incomes.",
    example: "1,350",
    negative: "Income can't be less than $0. Enter 0 if you have no income.",
  });
  if (!income.ok) errors.monthlyIncome = income.error;
  const resources = readDollars(raw.resources, QUERY_LIMITS.maxResources, {
    required: "Please enter your savings and other resources. Enter 0 if you have none.",
    example: "5,000",
    negative: "Savings can't be less than $0. Enter 0 if you have none.",
  });
  if (!resources.ok) errors.resources = resources.error;

  const stateText = clean(raw.state).toUpperCase();
  let state: ScreenerState | undefined;
  if (stateText === "" || stateText === "MS" || stateText === "MISSISSIPPI") state = "MS";
  else if (stateText === "OTHER" || /^[A-Z]{2}$/.test(stateText)) state = "other";
  else errors.state = { kind: "not-an-option", message: "Please choose Mississippi or another state." };

  if (householdSize === undefined || !income.ok || !resources.ok || state === undefined) return { ok: false, errors };
  return { ok: true, value: { householdSize, monthlyIncome: income.value, resources: resources.value, state } };
}

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: QueryError };

const DOLLARS = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{1,2})?$/;

function readDollars(
  raw: string | null | undefined,
  max: number,
  texts: { readonly required: string; readonly example: string; readonly negative: string },
): Read<number> {
  let body = clean(raw);
  if (body === "") return refuse("required", texts.required);
  let negative = false;
  if (/^[-\u2212]/.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (body.startsWith("$")) body = body.slice(1).trim();
  if (/^[-\u2212]/.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (body === "" || body === "." || !DOLLARS.test(body)) {
    if (/^[\d,]*\.\d{3,}$/.test(body)) {
      return refuse(
        "not-a-number",
        `Please enter dollars and cents with no more than 2 decimal places, like ${texts.example}.50.`,
      );
    }
    return refuse("not-a-number", `Please enter a number of dollars, like ${texts.example}.`);
  }
  const value = Number(body.replaceAll(",", ""));
  if (negative && value > 0) return refuse("negative", texts.negative);
  if (value > max) {
    return refuse("too-large", `Please check the amount: ${formatIncome(value)} is more than ${formatIncome(max)}.`);
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

function readCount(
  raw: string | null | undefined,
  max: number,
  texts: {
    readonly required: string;
    readonly unit: string;
    readonly example: string;
    readonly tooLarge: (value: string) => string;
  },
): Read<number> {
  const body = clean(raw);
  if (body === "") return refuse("required", texts.required);
  if (/^[-\u2212]\s*[\d,.]+$/.test(body))
    return refuse("negative", `The number of ${texts.unit} can't be less than 0.`);
  if (/^(?:\d{1,3}(?:,\d{3})+|\d+)\.\d+$/.test(body)) {
    return refuse("not-whole", `Please enter a whole number of ${texts.unit}, like ${texts.example}.`);
  }
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)$/.test(body)) {
    return refuse("not-a-number", `Please enter a number of ${texts.unit}, like ${texts.example}.`);
  }
  const value = Number(body.replaceAll(",", ""));
  if (value > max) return refuse("too-large", texts.tooLarge(body));
  return { ok: true, value };
}

function readYesNo(raw: string | null | undefined): boolean | null {
  const text = clean(raw).toLowerCase();
  if (["", "no", "false", "0", "off", "n"].includes(text)) return false;
  if (["yes", "true", "1", "on", "y"].includes(text)) return true;
  return null;
}

function refuse(kind: QueryErrorKind, message: string): { readonly ok: false; readonly error: QueryError } {
  return { ok: false, error: { kind, message } };
}

function clean(raw: string | null | undefined): string {
  return (raw ?? "").trim();
}
