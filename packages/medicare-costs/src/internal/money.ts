import { UNCONFIRMED_MESSAGE } from "../amount.js";
import type { Amount, UnconfirmedFigure } from "../amount.js";
import type { FigureSource } from "../figures.js";

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$109,000" for whole dollars, "$109,000.50" otherwise. */
export function formatIncome(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

/** Always with cents: "$202.90", "$487.00". */
export function formatPremium(dollars: number): string {
  return withCents.format(dollars);
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function amount(dollars: number, confirmed: boolean): Amount {
  return confirmed ? { confirmed: true, dollars } : { confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE };
}

export function unconfirmed(figure: string, label: string, source: FigureSource): UnconfirmedFigure {
  return {
    figure,
    label,
    source: source.source,
    ...(source.note ? { note: source.note } : {}),
    message: UNCONFIRMED_MESSAGE,
  };
}

export function assertFiniteAmount(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number of dollars`);
}
