/**
 * Where a Medicare money calculator sits on any page an editor embeds it in, between two empty <template> markers:
 * the server swaps what lies between them for the island answering the address's query
 * (src/server/money-calculator-page.ts), so a bookmarked or submitted calculator shows its answer with no JavaScript,
 * and the island hydrates that answer.
 */
import { fillIslandRegions } from "./fill-island-regions.js";
import { MONEY_REGION, regionMarkers } from "./island-region.js";
import MoneyCalculatorIsland from "./money-calculator-island.js";
import type { MoneyCalculatorIslandProps } from "./money-calculator-island.js";
import { moneyFieldsFromQuery } from "../calculators/money-query.js";

/** Whether a prerendered page holds a money calculator (cheap: one search, before anything is rendered). */
export const hasMoneyRegion = (shell: string): boolean => shell.includes(regionMarkers(MONEY_REGION).start);

/**
 * The page with every money calculator the query asks for showing its answer (or the messages under its fields); the
 * others as prerendered. Throws when the page has no money calculator.
 */
export function fillMoneyRegions(shell: string, search: string): string {
  return fillIslandRegions<MoneyCalculatorIslandProps>(shell, MONEY_REGION, MoneyCalculatorIsland, (prerendered) => {
    const { fields, asked } = moneyFieldsFromQuery(prerendered.calculator.kind, search);
    return asked ? { calculator: prerendered.calculator, initial: { fields } } : prerendered;
  });
}
