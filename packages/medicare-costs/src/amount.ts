/** What the calculators say in place of a figure that could not be checked against its source. */
export const UNCONFIRMED_MESSAGE = "This figure could not be confirmed.";

/** A dollar amount worked out from the year's figures, or, when a figure it needs is unconfirmed, no number at all. */
export type Amount =
  | { readonly confirmed: true; readonly dollars: number }
  | { readonly confirmed: false; readonly dollars: null; readonly message: string };

/** A figure a result depended on that could not be confirmed, for the page to list with its source. */
export interface UnconfirmedFigure {
  /** Where the figure sits in the figures table, e.g. "partD.basePremium". */
  readonly figure: string;
  /** What the figure is, in plain words. */
  readonly label: string;
  readonly source: string;
  readonly note?: string;
  /** Always `UNCONFIRMED_MESSAGE`. */
  readonly message: string;
}
