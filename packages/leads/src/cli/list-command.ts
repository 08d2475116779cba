/**
 * `pnpm leads list`: every submission, newest first, without personal data. Rows are written as they are read
 * (keyset batches), so the columns have fixed widths: a width computed over every row would mean holding them all.
 */
import { formatDelay } from "../retry-schedule.js";
import { DELIVERY_STATES } from "../types.js";
import type { ImportProblem, SubmissionRecord } from "../types.js";
import { bufferedOutput, locationOf, sourceOf } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { fit, formatLocalTime, plural, printable } from "./text-format.js";

/**
 * The columns and their widths. ID fits the store's ids (sub_ + 9 + _ + 12) and is never cut (it is what `show`
 * takes); RECEIVED fits formatLocalTime; the note fits "next attempt <time> (in 23h 59m)"; SOURCE is last, cut at 40.
 */
const COLUMNS = [
  { title: "ID", width: 26 },
  { title: "KIND", width: 7 },
  { title: "RECEIVED", width: 26 },
  { title: "STATE", width: 9 },
  { title: "TRIES", width: 5 },
  { title: "NEXT ATTEMPT / DEAD REASON", width: 56 },
  { title: "SOURCE", width: 40 },
] as const;

function line(cells: string[]): string {
  const [id, ...rest] = cells;
  const padded = [id!.padEnd(COLUMNS[0].width), ...rest.map((cell, index) => fit(cell, COLUMNS[index + 1]!.width))];
  return `${padded.join("  ").trimEnd()}\n`;
}

/** What `list` says in its note column: when the next attempt is due, why it is dead, when it was delivered. */
export function deliveryNote(record: SubmissionRecord, now: Date): string {
  const { delivery } = record;
  switch (delivery.state) {
    case "pending": {
      if (delivery.attemptStartedAt) return `attempt under way since ${formatLocalTime(delivery.attemptStartedAt)}`;
      if (!delivery.nextAttemptAt) return "next attempt: when the server starts";
      const due = Date.parse(delivery.nextAttemptAt) - now.getTime();
      return `next attempt ${formatLocalTime(delivery.nextAttemptAt)}${due > 0 ? ` (in ${formatDelay(due)})` : " (due now)"}`;
    }
    case "dead":
      return `dead: ${delivery.deadReason ?? "every attempt failed"}`;
    case "delivered":
      return delivery.deliveredAt ? `delivered ${formatLocalTime(delivery.deliveredAt)}` : "delivered";
    case "kept":
      return "kept (no webhook; read it here)";
    default:
      return "";
  }
}

const row = (record: SubmissionRecord, now: Date): string =>
  line([
    record.id,
    record.kind,
    formatLocalTime(record.receivedAt),
    printable(record.delivery.state),
    String(record.delivery.attemptCount),
    printable(deliveryNote(record, now)),
    printable(sourceOf(record)),
  ]);

/** The counts line, from the database's own count (exact, whatever was listed). */
async function summary(io: LeadsCommandIo): Promise<string> {
  const counts = await io.store.counts();
  const known = DELIVERY_STATES.map((state) => `${counts[state]} ${state}`);
  const other = counts.total - DELIVERY_STATES.reduce((sum, state) => sum + counts[state], 0);
  return `${plural(counts.total, "submission")}: ${[...known, ...(other > 0 ? [`${other} in another state`] : [])].join(", ")}\n`;
}

/** Files of the old file store that could not be imported: the office decides what to do with each. */
export function needsAttention(problems: ImportProblem[]): string {
  if (problems.length === 0) return "";
  const lines = [
    "",
    `Needs attention: ${plural(problems.length, "file")} of the old file store could not be imported (set aside, nothing deleted):`,
    ...problems.flatMap((problem) => [
      `  ${printable(problem.file)}`,
      `    reason: ${printable(problem.reason)}`,
      `    kept at: ${printable(problem.keptAt)}`,
      `    found: ${formatLocalTime(problem.foundAt)}`,
    ]),
  ];
  return `${lines.join("\n")}\n`;
}

export async function listCommand(io: LeadsCommandIo, now: Date): Promise<number> {
  const out = bufferedOutput(io.stdout);
  let listed = 0;
  try {
    for await (const record of io.store.iterate({ order: "desc" })) {
      // The header waits for the first row: an empty database gets one sentence instead.
      if (listed === 0) await out.write(line(COLUMNS.map((column) => column.title)));
      await out.write(row(record, now));
      listed += 1;
    }
  } finally {
    await out.flush();
  }
  if (listed === 0) await io.stdout(`No submissions in ${locationOf(io)}.\n`);
  else await io.stdout(`\n${await summary(io)}`);
  const attention = needsAttention(await io.store.importProblems());
  if (attention) await io.stdout(attention);
  return 0;
}
