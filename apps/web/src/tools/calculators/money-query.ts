/**
 * The Medicare money calculators' inputs as they live in the address, so a result can be bookmarked, shared with a
 * caregiver and opened again. Each calculator has its own parameter names (the names
 * @tupelo-medicare/medicare-costs' parse functions read), so several calculators and the timeline can share a page;
 * the forms send these same names, so a plain GET submission is already the short address.
 */
import type { MoneyCalculatorKind } from "@tupelo-medicare/content";

/** Each calculator's query parameters, in the order its form asks them. */
export const MONEY_FIELDS = {
  irmaa: ["magi", "filingStatus"],
  "late-penalties": ["monthsWithoutCoverage", "uncoveredMonths", "gapDays", "extraHelp"],
  "help-paying": ["householdSize", "monthlyIncome", "resources", "state"],
} as const satisfies Record<MoneyCalculatorKind, readonly string[]>;

export type MoneyFieldName<K extends MoneyCalculatorKind = MoneyCalculatorKind> = (typeof MONEY_FIELDS)[K][number];

/** A calculator's fields as typed ("" for anything missing). */
export type MoneyFields = Record<string, string>;

/** The longest value kept from one parameter (a dollar amount is under 20 characters; the rest is cut). */
export const MAX_MONEY_FIELD_LENGTH = 40;

/** The longest query string read, in UTF-16 code units. */
export const MAX_MONEY_QUERY_LENGTH = 1024;

export const emptyMoneyFields = (kind: MoneyCalculatorKind): MoneyFields =>
  Object.fromEntries(MONEY_FIELDS[kind].map((name) => [name, ""]));

/** The calculator's fields a query string holds; whether it asks that calculator at all (any of its names given). */
export function moneyFieldsFromQuery(
  kind: MoneyCalculatorKind,
  search: string,
): { fields: MoneyFields; asked: boolean } {
  const query = new URLSearchParams(search.slice(0, MAX_MONEY_QUERY_LENGTH));
  const fields = emptyMoneyFields(kind);
  let asked = false;
  for (const name of MONEY_FIELDS[kind]) {
    const value = query.get(name);
    if (value === null) continue;
    asked = true;
    fields[name] = value.trim().slice(0, MAX_MONEY_FIELD_LENGTH);
  }
  return { fields, asked };
}

/** The calculators a query string asks for. */
export function askedCalculators(search: string): MoneyCalculatorKind[] {
  return (Object.keys(MONEY_FIELDS) as MoneyCalculatorKind[]).filter(
    (kind) => moneyFieldsFromQuery(kind, search).asked,
  );
}

/** The query string with the calculator's fields (empty ones left out), other parameters kept. */
export function queryWithMoneyFields(kind: MoneyCalculatorKind, fields: MoneyFields, current = ""): string {
  const query = new URLSearchParams(current);
  for (const name of MONEY_FIELDS[kind]) query.delete(name);
  for (const name of MONEY_FIELDS[kind]) {
    const value = (fields[name] ?? "").trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

export const sameMoneyFields = (kind: MoneyCalculatorKind, a: MoneyFields, b: MoneyFields): boolean =>
  MONEY_FIELDS[kind].every((name) => (a[name] ?? "") === (b[name] ?? ""));
