import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** A figure's goal: in words, and whether a value meets it. */
export interface Goal {
  text: string;
  met: (value: number) => boolean;
}

/** One figure of a bench's table. */
export interface Figure {
  scenario: string;
  figure: string;
  /** The number (NaN when it could not be measured). */
  value: number;
  unit: string;
  /** In words, e.g. "< 0.5 %", or "" when the bench sets none. */
  goal: string;
  /** Whether the goal was met, or null without a goal (or without a value). */
  met: boolean | null;
  note?: string;
}

/** What every bench records and how it ends: figures with goals, and failures (a count not exact, a request lost). */
export interface Report {
  readonly figures: Figure[];
  /** Why the bench exits 1. A time over its goal is a figure, never a failure. */
  readonly failures: string[];
  /** Adds a figure; `goal` compares the value (omit for a figure without a goal). */
  figure(scenario: string, figure: string, value: number, unit: string, goal?: Goal, note?: string): void;
  /** The figures as one Markdown table, headed by the machine they were measured on. */
  table(): string;
  /**
   * Prints the table, writes `{ date, node, cpus, ...extra, figures, failures }` to `resultFile`, prints each failure
   * and sets the exit code to 1 when there was one.
   */
  finish(resultFile: string, extra?: Record<string, unknown>): void;
}

/** The machine a figure was measured on, in words. */
export const machine = (): string => `${availableParallelism()} CPUs, Node ${process.versions.node}`;

/** A figure's value as the table shows it: whole numbers for counts, two decimals for percentages. */
export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return "not measured";
  const digits = unit === "%" ? 2 : unit === "" || Number.isInteger(value) ? 0 : Math.abs(value) >= 100 ? 0 : 1;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ""}`;
}

/** A Markdown table cell: its pipes escaped. */
export const cell = (text: string): string => text.replace(/\|/g, "\\|");

export function createReport(title: string): Report {
  const figures: Figure[] = [];
  const failures: string[] = [];
  const table = (): string =>
    [
      `${title} (${machine()}, ${new Date().toISOString()})`,
      "",
      "| scenario | figure | value | goal | met | notes |",
      "|---|---|---:|---|---|---|",
      ...figures.map(
        (each) =>
          `| ${cell(each.scenario)} | ${cell(each.figure)} | ${formatValue(each.value, each.unit)} | ${cell(each.goal)} | ${each.met === null ? "" : each.met ? "yes" : "**no**"} | ${cell(each.note ?? "")} |`,
      ),
    ].join("\n");
  return {
    figures,
    failures,
    figure(scenario, figure, value, unit, goal, note) {
      figures.push({
        scenario,
        figure,
        value,
        unit,
        goal: goal?.text ?? "",
        met: goal && Number.isFinite(value) ? goal.met(value) : null,
        ...(note ? { note } : {}),
      });
    },
    table,
    finish(resultFile, extra = {}) {
      console.log(`\n${table()}`);
      writeFileSync(
        resultFile,
        `${JSON.stringify(
          {
            date: new Date().toISOString(),
            node: process.versions.node,
            cpus: availableParallelism(),
            ...extra,
            figures: figures.map((each) => ({ ...each, value: Number.isFinite(each.value) ? each.value : null })),
            failures,
          },
          null,
          2,
        )}\n`,
      );
      console.log(`\nWritten to ${resultFile}`);
      if (failures.length > 0) {
        for (const failure of failures) console.error(`FAILED: ${failure}`);
        process.exitCode = 1;
      }
    },
  };
}
