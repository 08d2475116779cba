/**
 * The Medicare money calculators' region, wherever an editor embeds one: each calculator the query asks for
 * (?magi=…, the form's own names) shows its answer or its fields' messages; the others stay as prerendered. The
 * query is read no further than MAX_MONEY_QUERY_LENGTH.
 */
import type { RegionEntry } from "../region-entry.js";
import type { MoneyCalculatorIslandProps } from "./money-calculator-island.js";
import { askedCalculators, MAX_MONEY_QUERY_LENGTH, MONEY_FIELDS, moneyFieldsFromQuery } from "./money-query.js";

export const moneyRegion: RegionEntry<MoneyCalculatorIslandProps> = {
  log: "calculators",
  failure: "a calculator is answered in the browser instead",
  personal: Object.values(MONEY_FIELDS).flat(),
  asks: (url) => askedCalculators(url.search.slice(0, MAX_MONEY_QUERY_LENGTH)).length > 0,
  props: (prerendered, request) => {
    const { fields, asked } = moneyFieldsFromQuery(
      prerendered.calculator.kind,
      request.url.search.slice(0, MAX_MONEY_QUERY_LENGTH),
    );
    return asked ? { calculator: prerendered.calculator, initial: { fields } } : prerendered;
  },
};
