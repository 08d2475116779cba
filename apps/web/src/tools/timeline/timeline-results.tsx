/**
 * A person's Medicare dates in plain language, long US dates ("January 5, 2025"), from the rules package's
 * timeline. Pure: the island decides when to show it. Before and during the Initial Enrollment Period the dates run in
 * order; after it, what is still ahead comes first and the sign-up months that have passed are folded away.
 */
import type { ReactNode } from "react";
import {
  compareMonths,
  formatLongDate,
  formatMonth,
  monthOf,
  outOfScopeCases,
} from "@tupelo-medicare/medicare-timeline";
import type {
  CalendarDate,
  MedicareTimeline,
  TimelineMedigapOpenEnrollment,
  Timing,
} from "@tupelo-medicare/medicare-timeline";
import { useSiteConfig } from "@tupelo-medicare/ui";
import { bookingLinkOf } from "../../app/booking-path.js";

export const dollars = (amount: number) => `$${amount.toFixed(2)}`;

const range = (start: CalendarDate, end: CalendarDate) => `${formatLongDate(start)} to ${formatLongDate(end)}`;

/** "(this has passed)" / "(open now)" after a date or window. */
function TimingNote({ timing }: { timing: Timing }) {
  if (timing === "past") return <span className="font-normal text-muted"> (this has passed)</span>;
  if (timing === "current") return <span className="font-bold text-success-700"> (open now)</span>;
  return null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-border-subtle pt-5 break-inside-avoid">
      <h3 className="mt-0 mb-2 text-2xl font-bold text-primary-900">{title}</h3>
      {children}
    </section>
  );
}

interface DateTableRow {
  key: string;
  cells: readonly ReactNode[];
}

/**
 * A table of sign-up months. Wide screens: a real table. Phones (below 640 px, or large text): each row reads as a
 * short list, every value preceded by its column's name (the cell's `data-label`, drawn by CSS), not squeezed columns.
 */
function DateTable({
  caption,
  columns,
  rows,
}: {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly DateTableRow[];
}) {
  return (
    <table data-slot="timeline-table" className="w-full border-collapse text-left text-lg max-sm:block">
      <caption className="mb-2 text-left font-bold max-sm:block">{caption}</caption>
      <thead className="max-sm:hidden">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-2 pr-4 font-bold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {rows.map((row) => (
          <tr key={row.key} className="max-sm:block max-sm:border-t max-sm:border-border-subtle max-sm:py-3">
            {row.cells.map((cell, index) => (
              <td
                key={columns[index]}
                data-label={columns[index]}
                className="border-t border-border-subtle py-2 pr-4 max-sm:block max-sm:border-0 max-sm:p-0 max-sm:before:font-bold max-sm:before:content-[attr(data-label)_'_'] max-sm:first:font-bold"
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function turns65Sentence(timeline: MedicareTimeline): string {
  const birthdayMonth = { year: timeline.birthDate.year + 65, month: timeline.birthDate.month };
  const past = compareMonths(monthOf(timeline.today), birthdayMonth) > 0;
  return `${past ? "You turned 65" : "You turn 65"} in ${formatMonth(birthdayMonth)}.`;
}

function statusSentence(timeline: MedicareTimeline): string {
  const { status } = timeline;
  if (status.kind === "before-iep") {
    return status.monthsUntilIep <= 1
      ? "Your sign-up window opens next month."
      : `Your sign-up window opens in ${status.monthsUntilIep} months.`;
  }
  if (status.kind === "in-iep") return `You are in your sign-up window now: month ${status.iepMonth} of 7.`;
  return "Your first sign-up window has closed. The dates below show what you can still do.";
}

/** The sign-up months of the Initial Enrollment Period; after it, folded into a closed disclosure. */
function InitialEnrollmentSection({ timeline }: { timeline: MedicareTimeline }) {
  const iep = timeline.initialEnrollment;
  const table = (
    <DateTable
      caption="When your coverage starts, by the month you sign up"
      columns={["If you sign up in", "Part A starts", "Part B starts"]}
      rows={timeline.iepSignUps.map((signUp) => ({
        key: String(signUp.iepMonth),
        cells: [
          <>
            {formatMonth(signUp.signUpMonth)}
            <TimingNote timing={signUp.timing} />
          </>,
          formatLongDate(signUp.partAStart),
          formatLongDate(signUp.partBStart),
        ],
      }))}
    />
  );
  if (timeline.status.kind === "after-iep") {
    return (
      <Section title="Your Initial Enrollment Period">
        <p className="mt-0">
          <strong>{range(iep.start, iep.end)}</strong>
          <TimingNote timing={iep.timing} />. This was your first chance to sign up for Medicare Part A and Part B.
        </p>
        <details data-slot="timeline-past-months">
          <summary className="cursor-pointer py-2 font-bold text-primary-700 underline underline-offset-4">
            The {timeline.iepSignUps.length} sign-up months, all of which have passed
          </summary>
          <div className="mt-3">{table}</div>
        </details>
      </Section>
    );
  }
  return (
    <Section title="Your Initial Enrollment Period">
      <p className="mt-0">
        <strong>{range(iep.start, iep.end)}</strong>
        <TimingNote timing={iep.timing} />. These 7 months are your first chance to sign up for Medicare Part A and Part
        B: the 3 months before your birthday month, that month, and the 3 months after.
      </p>
      {table}
      <p className="mb-0">Signing up in the first 3 months means no gap: your coverage starts the month you turn 65.</p>
    </Section>
  );
}

function AutomaticEnrollmentSection({ timeline }: { timeline: MedicareTimeline }) {
  const automatic = timeline.automaticEnrollment;
  if (!automatic) return null;
  if (automatic.timing === "past") {
    return (
      <Section title="You were enrolled automatically">
        <p className="my-0">
          Because you get Social Security or Railroad Retirement benefits, Part A and Part B started{" "}
          <strong>{formatLongDate(automatic.partBStart)}</strong> without you signing up, unless you turned Part B down.
        </p>
      </Section>
    );
  }
  return (
    <Section title="You will be enrolled automatically">
      <p className="my-0">
        Because you already get Social Security or Railroad Retirement benefits, you do not need to sign up. Part A and
        Part B start <strong>{formatLongDate(automatic.partBStart)}</strong>. Your red, white and blue Medicare card
        should arrive around <strong>{formatMonth(automatic.cardArrivalMonth)}</strong>. You can keep Part B or turn it
        down with the instructions that come with the card.
      </p>
    </Section>
  );
}

/** Which Part B start the Medigap dates are for, in the visitor's words. */
function assumedPartBSentence(timeline: MedicareTimeline, medigap: TimelineMedigapOpenEnrollment): string {
  const start = formatLongDate(medigap.assumedPartBStart.date);
  const { basis } = medigap.assumedPartBStart;
  switch (basis) {
    case "initial-enrollment":
      return `These dates are for Part B starting ${start}, the earliest start, which comes with signing up in the first 3 months of your Initial Enrollment Period.`;
    case "automatic-enrollment":
      return `These dates are for the Part B you get automatically, starting ${start}.`;
    case "job-coverage-ends":
      return `These dates are for Part B starting ${start}, the day after your job-based coverage ends.`;
    case "general-enrollment": {
      const firstMonth = timeline.generalEnrollment?.signUpMonths[0]?.signUpMonth;
      return firstMonth
        ? `These dates are for Part B starting ${start}, if you sign up in ${formatMonth(firstMonth)}, during the General Enrollment Period.`
        : `These dates are for Part B starting ${start}.`;
    }
    default:
      return basis satisfies never;
  }
}

/** The Medigap window if Part B is taken when job coverage ends, for someone whose window follows automatic Part B. */
function medigapIfPartBWhenJobEnds(timeline: MedicareTimeline) {
  return timeline.medigapOpenEnrollment.assumedPartBStart.basis === "automatic-enrollment"
    ? timeline.jobCoverage?.medigapOpenEnrollment
    : undefined;
}

function MedigapSection({ timeline }: { timeline: MedicareTimeline }) {
  const medigap = timeline.medigapOpenEnrollment;
  const ifJobPartB = medigapIfPartBWhenJobEnds(timeline);
  const alreadyStarted = timeline.automaticEnrollment?.timing === "past";
  return (
    <Section title="Your Medigap Open Enrollment Period">
      <p className="mt-0">
        <strong>{range(medigap.start, medigap.end)}</strong>
        <TimingNote timing={medigap.timing} />. For these 6 months, any Medigap (Medicare Supplement) insurer must sell
        you any of its policies at its best price, whatever your health.
      </p>
      <p className={ifJobPartB ? undefined : "mb-0"}>
        {assumedPartBSentence(timeline, medigap)} Your window is always the 6 months starting with the month your Part B
        starts, and you get it only once. If your Part B starts on a different date, your window moves with it.
      </p>
      {ifJobPartB ? (
        <p className="mb-0">
          If you {alreadyStarted ? "turned" : "turn"} down Part B while you still have job-based coverage, and take it
          to start {formatLongDate(ifJobPartB.assumedPartBStart.date)}, the day after that coverage ends, your window is{" "}
          <strong>{range(ifJobPartB.start, ifJobPartB.end)}</strong>
          <TimingNote timing={ifJobPartB.timing} /> instead. If you {alreadyStarted ? "kept" : "keep"} Part B, your
          window runs while your job plan still covers you.
        </p>
      ) : null}
    </Section>
  );
}

function JobCoverageSection({ timeline }: { timeline: MedicareTimeline }) {
  const job = timeline.jobCoverage;
  if (!job) return null;
  return (
    <Section title="When your job-based coverage ends">
      <p className="mt-0">
        Your coverage from work ends <strong>{formatLongDate(job.lastCoveredDay)}</strong>.
      </p>
      <ul className="mb-0 flex flex-col gap-2 pl-6">
        <li>
          <strong>Part B Special Enrollment Period:</strong>{" "}
          {range(job.partBSpecialEnrollment.start, job.partBSpecialEnrollment.end)}
          <TimingNote timing={job.partBSpecialEnrollment.timing} />. Signing up in this window has no late penalty.
        </li>
        {job.partBStartWhenCoverageEnds.timing === "future" &&
        timeline.medigapOpenEnrollment.assumedPartBStart.basis === "job-coverage-ends" ? (
          <li>
            <strong>Part B with no gap:</strong> sign up in {formatMonth(job.coverageEnds)}, your last month of job
            coverage, and ask for Part B to start {formatLongDate(job.partBStartWhenCoverageEnds.date)}.
          </li>
        ) : null}
        <li>
          <strong>Medicare Advantage or Part D plan:</strong> join by {formatLongDate(job.planDeadline.date)}
          <TimingNote timing={job.planDeadline.timing} /> (2 full months after your coverage ends).
        </li>
        <li>
          <strong>To avoid the Part D late penalty:</strong> have drug coverage start by{" "}
          {formatLongDate(job.partDPenaltyFreeStartBy.date)}, if your job plan&apos;s drug coverage counts as
          creditable.
        </li>
      </ul>
    </Section>
  );
}

function GeneralEnrollmentSection({ timeline }: { timeline: MedicareTimeline }) {
  const gep = timeline.generalEnrollment;
  if (!gep) return null;
  return (
    <Section title="Signing up late: the General Enrollment Period">
      <p className="mt-0">
        <strong>{range(gep.start, gep.end)}</strong>
        <TimingNote timing={gep.timing} />. Part B starts the month after you sign up. A late penalty is added to the
        Part B premium for as long as you have Part B: 10% for each full 12 months you went without it.
      </p>
      <DateTable
        caption={`Part B start and late penalty, by the month you sign up (${timeline.figures.year} figures)`}
        columns={["If you sign up in", "Part B starts", "Late penalty", "Monthly premium"]}
        rows={gep.signUpMonths.map((signUp) => ({
          key: `${signUp.signUpMonth.year}-${signUp.signUpMonth.month}`,
          cells: [
            formatMonth(signUp.signUpMonth),
            formatLongDate(signUp.partBStart),
            `${signUp.penalty.percent}% (${dollars(signUp.penalty.penaltyAmount)} a month)`,
            dollars(signUp.penalty.monthlyPremium),
          ],
        }))}
      />
    </Section>
  );
}

function EveryYearSection({ timeline }: { timeline: MedicareTimeline }) {
  return (
    <Section title="Every year after that">
      <ul className="my-0 flex flex-col gap-2 pl-6">
        <li>
          <strong>Open Enrollment:</strong> {range(timeline.openEnrollment.start, timeline.openEnrollment.end)}
          <TimingNote timing={timeline.openEnrollment.timing} />. Change your Medicare Advantage or Part D plan; changes
          start {formatLongDate(timeline.openEnrollment.coverageStarts)}. It comes back every October 15 to December 7.
        </li>
        <li>
          <strong>Medicare Advantage Open Enrollment:</strong>{" "}
          {range(timeline.medicareAdvantageOpenEnrollment.start, timeline.medicareAdvantageOpenEnrollment.end)}
          <TimingNote timing={timeline.medicareAdvantageOpenEnrollment.timing} />. If you are in a Medicare Advantage
          plan, you can switch plans once or go back to Original Medicare. It comes back every January 1 to March 31.
        </li>
      </ul>
    </Section>
  );
}

export function TimelineResults({ timeline }: { timeline: MedicareTimeline }) {
  const config = useSiteConfig();
  const { figures } = timeline;
  const pastIep = timeline.status.kind === "after-iep";
  // After the IEP: a section goes with what is still ahead unless everything in it has passed.
  const jobAhead = timeline.jobCoverage !== null && timeline.jobCoverage.partBSpecialEnrollment.timing !== "past";
  const medigapIfJobEnds = medigapIfPartBWhenJobEnds(timeline);
  const medigapAhead =
    timeline.medigapOpenEnrollment.timing !== "past" ||
    (medigapIfJobEnds !== undefined && medigapIfJobEnds.timing !== "past");
  return (
    <div data-slot="timeline-results" className="flex flex-col gap-6 text-lg text-ink">
      <p className="m-0 text-xl">
        <strong>{turns65Sentence(timeline)}</strong> {statusSentence(timeline)}
      </p>

      {pastIep ? (
        // What is still ahead first; what has passed after it, the sign-up months folded.
        <>
          {jobAhead ? <JobCoverageSection timeline={timeline} /> : null}
          {medigapAhead ? <MedigapSection timeline={timeline} /> : null}
          <GeneralEnrollmentSection timeline={timeline} />
          <EveryYearSection timeline={timeline} />
          {jobAhead ? null : <JobCoverageSection timeline={timeline} />}
          {medigapAhead ? null : <MedigapSection timeline={timeline} />}
          <AutomaticEnrollmentSection timeline={timeline} />
          <InitialEnrollmentSection timeline={timeline} />
        </>
      ) : (
        <>
          <InitialEnrollmentSection timeline={timeline} />
          <AutomaticEnrollmentSection timeline={timeline} />
          <MedigapSection timeline={timeline} />
          <JobCoverageSection timeline={timeline} />
          <GeneralEnrollmentSection timeline={timeline} />
          <EveryYearSection timeline={timeline} />
        </>
      )}

      <p className="m-0 text-base text-muted">
        {figures.year} figures: the standard Part B premium is {dollars(figures.partBPremium)} a month; the Part D base
        beneficiary premium is {dollars(figures.partDBasePremium)} a month. Dates follow Medicare&apos;s rules for
        people turning 65; your own letters from Social Security and Medicare are the final word.
      </p>

      <Section title="What this tool does not cover">
        <ul className="mt-0 flex flex-col gap-2 pl-6">
          {outOfScopeCases.map((item) => (
            <li key={item.id}>
              <strong>{item.title}:</strong> {item.description}
            </li>
          ))}
        </ul>
        <p className="mb-0">
          If one of these is you, call us at{" "}
          <a
            href={config.phone.href}
            className="font-bold min-[20.5rem]:whitespace-nowrap text-primary-700 underline underline-offset-4"
          >
            {config.phone.display}
          </a>{" "}
          (TTY {config.phone.tty})
          {bookingLinkOf(config.schedulerUrl) ? (
            <>
              {" "}
              or{" "}
              <a
                href={bookingLinkOf(config.schedulerUrl)}
                className="font-bold text-primary-700 underline underline-offset-4"
              >
                book an appointment
              </a>
            </>
          ) : null}{" "}
          and a licensed agent will work out your dates with you.
        </p>
      </Section>
    </div>
  );
}
