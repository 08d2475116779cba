/**
 * `pnpm leads stats [--since DATE]`: which pages and lead sources bring leads, per month. Read as a stream and tallied
 * in a Map per grouping, so memory grows with the number of months, sources and pages, never with submissions. The
 * totals are checked against the database's own count: a figure the office reports on must be exact.
 */
import { DELIVERY_STATES } from "../types.js";
import type { DeliveryState, SubmissionRecord } from "../types.js";
import { expectPositionals, optionValue } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { locationOf, sourceOf } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { fit, formatLocalTime, localMonth, localTimeZone, plural, printable, sinceOption } from "./text-format.js";

type Tally = Record<DeliveryState, number> & { received: number };

const emptyTally = (): Tally => ({ received: 0, pending: 0, delivered: 0, dead: 0, kept: 0 });

function count(tally: Tally, state: string): void {
  tally.received += 1;
  if ((DELIVERY_STATES as readonly string[]).includes(state)) tally[state as DeliveryState] += 1;
}

/** The page a lead came from, without its query and fragment: utm_ parameters must not split one page into many. */
export function pagePath(page: string | null | undefined): string {
  if (!page) return "(unknown)";
  return page.split(/[?#]/, 1)[0] || "/";
}

interface Tallies {
  total: Tally;
  month: Map<string, Tally>;
  source: Map<string, Tally>;
  page: Map<string, Tally>;
}

function add(groups: Map<string, Tally>, key: string, state: string): void {
  let tally = groups.get(key);
  if (!tally) groups.set(key, (tally = emptyTally()));
  count(tally, state);
}

async function tallyAll(io: LeadsCommandIo, since: number | undefined): Promise<Tallies> {
  const tallies: Tallies = { total: emptyTally(), month: new Map(), source: new Map(), page: new Map() };
  for await (const record of io.store.iterate({ since })) tallyOne(tallies, record);
  return tallies;
}

function tallyOne(tallies: Tallies, record: SubmissionRecord): void {
  const state = record.delivery.state;
  count(tallies.total, state);
  add(tallies.month, localMonth(record.receivedAt), state);
  add(tallies.source, sourceOf(record) || "(none)", state);
  add(tallies.page, pagePath(record.consent?.page), state);
}

/** The figures' columns; KEPT only when some were kept (a site with webhooks configured never keeps any). */
function figureColumns(total: Tally): { title: string; of: (tally: Tally) => number }[] {
  return [
    { title: "RECEIVED", of: (tally) => tally.received },
    { title: "DELIVERED", of: (tally) => tally.delivered },
    { title: "WAITING", of: (tally) => tally.pending },
    { title: "DEAD", of: (tally) => tally.dead },
    ...(total.kept > 0 ? [{ title: "KEPT", of: (tally: Tally) => tally.kept }] : []),
  ];
}

/** One section: a label column (cut at 60) and right-aligned figures, then the TOTAL line. */
function section(heading: string, label: string, rows: [string, Tally][], total: Tally): string {
  const columns = figureColumns(total);
  const labels = [label, ...rows.map(([key]) => printable(key)), "TOTAL"];
  const labelWidth = Math.min(60, Math.max(...labels.map((text) => Array.from(text).length)));
  const widths = columns.map((column) => Math.max(column.title.length, String(column.of(total)).length));
  const line = (text: string, figures: string[]) =>
    `${fit(text, labelWidth)}  ${figures.map((figure, index) => figure.padStart(widths[index]!)).join("  ")}\n`;
  return [
    `${heading}\n`,
    line(
      label,
      columns.map((column) => column.title),
    ),
    ...rows.map(([key, tally]) =>
      line(
        printable(key),
        columns.map((column) => String(column.of(tally))),
      ),
    ),
    line(
      "TOTAL",
      columns.map((column) => String(column.of(total))),
    ),
  ].join("");
}

const byReceived = (groups: Map<string, Tally>): [string, Tally][] =>
  [...groups].sort(([a, x], [b, y]) => y.received - x.received || (a < b ? -1 : a > b ? 1 : 0));

function render(tallies: Tallies, since: Date | undefined): string {
  const months = [...tallies.month].sort(([a], [b]) => (a < b ? -1 : 1));
  const scope = since ? `received since ${formatLocalTime(since)}` : "received";
  return [
    section(`Submissions ${scope}, per month (local time, ${localTimeZone()}):`, "MONTH", months, tallies.total),
    section("Per lead source:", "SOURCE", byReceived(tallies.source), tallies.total),
    section("Per page (its path, without the query):", "PAGE", byReceived(tallies.page), tallies.total),
    `${plural(tallies.total.received, "submission")} in all; WAITING: not delivered yet (pending).\n`,
  ].join("\n");
}

/** How often stats reads again when submissions arrived or were purged while it read. */
const READS = 3;

export async function statsCommand(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  expectPositionals(parsed, "stats", []);
  const since = sinceOption(optionValue(parsed, "--since"));
  const sinceMs = since?.getTime();
  for (let read = 1; ; read += 1) {
    const before = await io.store.counts(sinceMs);
    const tallies = await tallyAll(io, sinceMs);
    const after = await io.store.counts(sinceMs);
    if (tallies.total.received === after.total) {
      if (after.total === 0)
        await io.stdout(
          `No submissions${since ? ` received since ${formatLocalTime(since)}` : ""} in ${locationOf(io)}.\n`,
        );
      else await io.stdout(render(tallies, since));
      return 0;
    }
    // A submission that arrived (or was purged) while stats read is a reason to read again, not a wrong figure.
    const changed = before.total !== after.total;
    if (changed && read < READS) continue;
    throw new Error(
      `the stats add up to ${plural(tallies.total.received, "submission")} but the database counts ${after.total}${changed ? " (it kept changing while stats read it; run it again)" : ""}. Nothing was printed: the figures would be wrong.`,
    );
  }
}
