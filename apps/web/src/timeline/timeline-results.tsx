/**
 * A person's Medicare dates in plain language, long US dates ("January 5, 2025"), from the rules package's
 * timeline. Pure: the island decides when to show it.
 */
import type { ReactNode } from "react";
import { formatLongDate, formatMonth, outOfScopeCases } from "@tupelo-medicare/medicare-timeline";
import type { CalendarDate, MedicareTimeline, Timing } from "@tupelo-medicare/medicare-timeline";
import { useSiteConfig } from "@tupelo-medicare/ui";

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

const tableClass =
  "w-full border-collapse text-left text-lg [&_td]:border-t [&_td]:border-border-subtle [&_td]:py-2 [&_td]:pr-4 [&_th]:py-2 [&_th]:pr-4 [&_th]:font-bold";

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

export function TimelineResults({ timeline }: { timeline: MedicareTimeline }) {
  const config = useSiteConfig();
  const { figures } = timeline;
  return (
    <div data-slot="timeline-results" className="flex flex-col gap-6 text-lg text-ink">
      <p className="m-0 text-xl">
        <strong>
          You turn 65 in {formatMonth({ year: timeline.birthDate.year + 65, month: timeline.birthDate.month })}.
        </strong>{" "}
        {statusSentence(timeline)}
      </p>

      <Section title="Your Initial Enrollment Period">
        <p className="mt-0">
          <strong>{range(timeline.initialEnrollment.start, timeline.initialEnrollment.end)}</strong>
          <TimingNote timing={timeline.initialEnrollment.timing} />. These 7 months are your first chance to sign up for
          Medicare Part A and Part B: the 3 months before your birthday month, that month, and the 3 months after.
        </p>
        <table className={tableClass}>
          <caption className="mb-2 text-left font-bold">When your coverage starts, by the month you sign up</caption>
          <thead>
            <tr>
              <th scope="col">If you sign up in</th>
              <th scope="col">Part A starts</th>
              <th scope="col">Part B starts</th>
            </tr>
          </thead>
          <tbody>
            {timeline.iepSignUps.map((signUp) => (
              <tr key={signUp.iepMonth}>
                <td>
                  {formatMonth(signUp.signUpMonth)}
                  <TimingNote timing={signUp.timing} />
                </td>
                <td>{formatLongDate(signUp.partAStart)}</td>
                <td>{formatLongDate(signUp.partBStart)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mb-0">
          Signing up in the first 3 months means no gap: your coverage starts the month you turn 65.
        </p>
      </Section>

      {timeline.automaticEnrollment ? (
        <Section title="You will be enrolled automatically">
          <p className="my-0">
            Because you already get Social Security or Railroad Retirement benefits, you do not need to sign up. Part A
            and Part B start <strong>{formatLongDate(timeline.automaticEnrollment.partBStart)}</strong>. Your red, white
            and blue Medicare card should arrive around{" "}
            <strong>{formatMonth(timeline.automaticEnrollment.cardArrivalMonth)}</strong>. You can keep Part B or turn
            it down with the instructions that come with the card.
          </p>
        </Section>
      ) : null}

      <Section title="Your Medigap Open Enrollment Period">
        <p className="my-0">
          <strong>{range(timeline.medigapOpenEnrollment.start, timeline.medigapOpenEnrollment.end)}</strong>
          <TimingNote timing={timeline.medigapOpenEnrollment.timing} />, if your Part B starts{" "}
          {formatLongDate(timeline.medigapOpenEnrollment.start)}. For these 6 months, any Medigap (Medicare Supplement)
          insurer must sell you any of its policies at its best price, whatever your health. If your Part B starts
          later, this window moves with it.
        </p>
      </Section>

      {timeline.jobCoverage ? (
        <Section title="When your job-based coverage ends">
          <p className="mt-0">
            Your coverage from work ends <strong>{formatLongDate(timeline.jobCoverage.lastCoveredDay)}</strong>.
          </p>
          <ul className="mb-0 flex flex-col gap-2 pl-6">
            <li>
              <strong>Part B Special Enrollment Period:</strong>{" "}
              {range(
                timeline.jobCoverage.partBSpecialEnrollment.start,
                timeline.jobCoverage.partBSpecialEnrollment.end,
              )}
              <TimingNote timing={timeline.jobCoverage.partBSpecialEnrollment.timing} />. Signing up in this window has
              no late penalty.
            </li>
            <li>
              <strong>Medicare Advantage or Part D plan:</strong> join by{" "}
              {formatLongDate(timeline.jobCoverage.planDeadline.date)}
              <TimingNote timing={timeline.jobCoverage.planDeadline.timing} /> (2 full months after your coverage ends).
            </li>
            <li>
              <strong>To avoid the Part D late penalty:</strong> have drug coverage start by{" "}
              {formatLongDate(timeline.jobCoverage.partDPenaltyFreeStartBy.date)}, if your job plan&apos;s drug coverage
              counts as creditable.
            </li>
          </ul>
        </Section>
      ) : null}

      {timeline.generalEnrollment ? (
        <Section title="Signing up late: the General Enrollment Period">
          <p className="mt-0">
            <strong>{range(timeline.generalEnrollment.start, timeline.generalEnrollment.end)}</strong>
            <TimingNote timing={timeline.generalEnrollment.timing} />. Part B starts the month after you sign up. A late
            penalty is added to the Part B premium for as long as you have Part B: 10% for each full 12 months you went
            without it.
          </p>
          <table className={tableClass}>
            <caption className="mb-2 text-left font-bold">
              Part B start and late penalty, by the month you sign up ({figures.year} figures)
            </caption>
            <thead>
              <tr>
                <th scope="col">If you sign up in</th>
                <th scope="col">Part B starts</th>
                <th scope="col">Late penalty</th>
                <th scope="col">Monthly premium</th>
              </tr>
            </thead>
            <tbody>
              {timeline.generalEnrollment.signUpMonths.map((signUp) => (
                <tr key={`${signUp.signUpMonth.year}-${signUp.signUpMonth.month}`}>
                  <td>{formatMonth(signUp.signUpMonth)}</td>
                  <td>{formatLongDate(signUp.partBStart)}</td>
                  <td>
                    {signUp.penalty.percent}% ({dollars(signUp.penalty.penaltyAmount)} a month)
                  </td>
                  <td>{dollars(signUp.penalty.monthlyPremium)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}

      <Section title="Every year after that">
        <ul className="my-0 flex flex-col gap-2 pl-6">
          <li>
            <strong>Open Enrollment:</strong> {range(timeline.openEnrollment.start, timeline.openEnrollment.end)}
            <TimingNote timing={timeline.openEnrollment.timing} />. Change your Medicare Advantage or Part D plan;
            changes start {formatLongDate(timeline.openEnrollment.coverageStarts)}. It comes back every October 15 to
            December 7.
          </li>
          <li>
            <strong>Medicare Advantage Open Enrollment:</strong>{" "}
            {range(timeline.medicareAdvantageOpenEnrollment.start, timeline.medicareAdvantageOpenEnrollment.end)}
            <TimingNote timing={timeline.medicareAdvantageOpenEnrollment.timing} />. If you are in a Medicare Advantage
            plan, you can switch plans once or go back to Original Medicare. It comes back every January 1 to March 31.
          </li>
        </ul>
      </Section>

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
            className="font-bold whitespace-nowrap text-primary-700 underline underline-offset-4"
          >
            {config.phone.display}
          </a>{" "}
          (TTY {config.phone.tty}) and a licensed agent will work out your dates with you.
        </p>
      </Section>
    </div>
  );
}
