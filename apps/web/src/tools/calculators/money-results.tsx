/**
 * A Medicare money calculator's answer in plain language: the amounts and why, the figures used with their year and
 * official source, that it is an estimate and what it does not cover. Pure: the island decides when to show it.
 */
import type { ReactNode } from "react";
import {
  FILING_STATUSES,
  irmaaRows,
  LIFE_CHANGING_EVENT_FORM,
  LIFE_CHANGING_EVENTS,
} from "@tupelo-medicare/medicare-costs";
import type {
  Amount,
  ExtraHelpScreen,
  HelpScreenResult,
  IrmaaCalculatorFigures,
  IrmaaResult,
  MedicareSavingsScreen,
  PartBPenaltyResult,
  PartDPenaltyResult,
  UnconfirmedFigure,
} from "@tupelo-medicare/medicare-costs";
import { useSiteConfig } from "@tupelo-medicare/ui";
import { figuresUsed, formatPremium } from "./figure-sources.js";
import type { MoneyFigures } from "./money-figures.js";
import type { MoneyResult } from "./money-outcome.js";
import { bookingLinkOf } from "../../app/booking-path.js";

const amountText = (amount: Amount): string => (amount.confirmed ? formatPremium(amount.dollars) : amount.message);

const linkClass = "font-bold text-primary-700 underline underline-offset-4 break-words";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-border-subtle pt-5 break-inside-avoid">
      <h3 className="mt-0 mb-2 text-2xl font-bold text-primary-900">{title}</h3>
      {children}
    </section>
  );
}

function CallUs({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  const book = bookingLinkOf(config.schedulerUrl);
  return (
    <p className="m-0">
      {children} Call us at{" "}
      <a
        href={config.phone.href}
        className="font-bold min-[20.5rem]:whitespace-nowrap text-primary-700 underline underline-offset-4"
      >
        {config.phone.display}
      </a>{" "}
      (TTY {config.phone.tty})
      {book ? (
        <>
          , or{" "}
          <a href={book} className="font-bold text-primary-700 underline underline-offset-4">
            book an appointment
          </a>
        </>
      ) : null}
      . There is no cost and no obligation.
    </p>
  );
}

function IrmaaAnswer({ irmaa, figures }: { irmaa: IrmaaResult; figures: IrmaaCalculatorFigures }) {
  const status = FILING_STATUSES.find((item) => item.id === irmaa.filingStatus)?.label ?? irmaa.filingStatus;
  const rows = irmaaRows(irmaa.filingStatus, figures);
  return (
    <>
      <p className="m-0 text-xl">
        <strong>
          {irmaa.paysAdjustment
            ? `In ${irmaa.year}, your Part B premium is ${amountText(irmaa.partBPremium)} a month, and you pay ${amountText(irmaa.partDAdjustment)} a month to Medicare on top of your Part D plan's premium.`
            : `In ${irmaa.year}, you pay the standard Part B premium, ${amountText(irmaa.standardPremium)} a month, and nothing extra for Part D.`}
        </strong>
      </p>
      <Section title="Why">
        <p className="m-0">{irmaa.bracket.why}</p>
      </Section>
      <Section title={`The ${irmaa.year} brackets for your filing status`}>
        <table data-slot="money-table" className="w-full border-collapse text-left text-lg max-sm:block">
          <caption className="mb-2 text-left font-bold max-sm:block">
            {status}: income on your {irmaa.incomeYear} tax return
          </caption>
          <thead className="max-sm:hidden">
            <tr>
              <th scope="col" className="py-2 pr-4 font-bold">
                Income
              </th>
              <th scope="col" className="py-2 pr-4 font-bold">
                Part B premium a month
              </th>
              <th scope="col" className="py-2 pr-4 font-bold">
                Added to Part D a month
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((row) => {
              const yours = row.index === irmaa.bracket.index;
              const cell =
                "border-t border-border-subtle py-2 pr-4 max-sm:block max-sm:border-0 max-sm:p-0 max-sm:before:font-bold max-sm:before:content-[attr(data-label)_'_']";
              return (
                <tr
                  key={row.index}
                  className={
                    yours
                      ? "bg-primary-50 font-bold max-sm:block max-sm:border-t max-sm:border-border-subtle max-sm:py-3"
                      : "max-sm:block max-sm:border-t max-sm:border-border-subtle max-sm:py-3"
                  }
                >
                  <td data-label="Income:" className={cell}>
                    {row.range}
                    {yours ? " (your bracket)" : ""}
                  </td>
                  <td data-label="Part B premium a month:" className={cell}>
                    {amountText(row.partBPremium)}
                  </td>
                  <td data-label="Added to Part D a month:" className={cell}>
                    {amountText(row.partDAdjustment)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
      <Section title="If your income has gone down since then">
        <p className="mt-0">
          Social Security can use a more recent year&apos;s income if one of these life-changing events happened to you.
          Ask them for a new decision with {LIFE_CHANGING_EVENT_FORM.name}.
        </p>
        <ul className="mt-0 flex flex-col gap-2 pl-6">
          {LIFE_CHANGING_EVENTS.map((event) => (
            <li key={event.id}>
              <strong>{event.label}:</strong> {event.description}
            </li>
          ))}
        </ul>
        <p className="mb-0">
          Read about it at{" "}
          <a href={LIFE_CHANGING_EVENT_FORM.aboutUrl} className={linkClass}>
            ssa.gov/medicare/lower-irmaa
          </a>{" "}
          or get{" "}
          <a href={LIFE_CHANGING_EVENT_FORM.formUrl} className={linkClass}>
            form SSA-44 (PDF)
          </a>
          .
        </p>
      </Section>
    </>
  );
}

function PartBAnswer({ partB }: { partB: PartBPenaltyResult }) {
  return (
    <Section title="Part B late penalty">
      <p className="mt-0 text-xl">
        <strong>
          {partB.percent === 0
            ? "No Part B late penalty."
            : `${amountText(partB.penalty)} a month more (${partB.percent}%), so your Part B premium is ${amountText(partB.monthlyPremium)} a month in ${partB.year}.`}
        </strong>
      </p>
      <p className="mb-0">{partB.explanation}</p>
    </Section>
  );
}

function PartDAnswer({ partD }: { partD: PartDPenaltyResult }) {
  return (
    <Section title="Part D late penalty">
      <p className="mt-0 text-xl">
        <strong>
          {partD.percent === 0
            ? "No Part D late penalty."
            : `${amountText(partD.penalty)} a month (${partD.percent}% of the base premium) added to your drug plan's premium in ${partD.year}.`}
        </strong>
      </p>
      <p className="mb-0">{partD.explanation}</p>
    </Section>
  );
}

function ProgramAnswer({ title, screen }: { title: string; screen: MedicareSavingsScreen | ExtraHelpScreen }) {
  return (
    <Section title={title}>
      <p className="mt-0 text-xl">
        <strong>{screen.headline}</strong>
      </p>
      {screen.reasons.length > 0 ? (
        <ul className="mt-0 flex flex-col gap-2 pl-6">
          {screen.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {screen.applyAnywayIf.length > 0 ? (
        <ul className="mt-0 flex flex-col gap-2 pl-6">
          {screen.applyAnywayIf.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <p className="mb-0">
        <strong>How to apply:</strong> {screen.howToApply.text}{" "}
        <a href={screen.howToApply.url} className={linkClass}>
          {screen.howToApply.agency}&apos;s website
        </a>
        .
      </p>
    </Section>
  );
}

function HelpAnswer({ help }: { help: HelpScreenResult }) {
  return (
    <>
      <ProgramAnswer title="Medicare Savings Programs (QMB, SLMB, QI)" screen={help.medicareSavings} />
      <ProgramAnswer title="Extra Help with drug costs" screen={help.extraHelp} />
      <Section title="Let us go through it with you">
        <CallUs>A licensed agent can go through the application with you and help you gather what it asks for.</CallUs>
      </Section>
    </>
  );
}

const NOT_COVERED: Record<MoneyResult["kind"], readonly string[]> = {
  irmaa: [
    "Your Part D plan's own premium, and the Part A premium.",
    "A year other than the one Social Security uses, or a tax return you amended.",
    "The Part B premium for immunosuppressive drugs only.",
    "Social Security's letter (the IRMAA notice) is the final word on what you pay.",
  ],
  "late-penalties": [
    "The Part A late penalty, for people who buy Part A.",
    "Exactly which months Medicare counts: it works them out from its own records.",
    "Penalties that are waived or lowered, for example after an appeal or a mistake by Medicare or Social Security.",
    "The Part D penalty changes every year with the base premium; this is the amount for the year shown.",
  ],
  "help-paying": [
    "Households of 3 or more people, and Alaska and Hawaii's limits.",
    "Wages (only about half of them is counted) and other income rules.",
    "Full Medicaid, and the Qualified Disabled and Working Individuals (QDWI) program.",
    "Only Social Security and your state's Medicaid office can decide whether you qualify.",
  ],
};

function Unconfirmed({ figures }: { figures: readonly UnconfirmedFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <Section title="Figures we could not confirm">
      <ul className="mt-0 mb-0 flex flex-col gap-2 pl-6">
        {figures.map((figure) => (
          <li key={figure.figure}>
            <strong>{figure.label}:</strong> {figure.message}{" "}
            <a href={figure.source} className={linkClass}>
              Official source
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MoneyResults({ result, figures }: { result: MoneyResult; figures: MoneyFigures }) {
  const unconfirmed =
    result.kind === "irmaa"
      ? result.irmaa.unconfirmed
      : result.kind === "help-paying"
        ? result.help.unconfirmed
        : [...(result.partB?.unconfirmed ?? []), ...(result.partD?.unconfirmed ?? [])];
  return (
    <div data-slot="money-results" className="flex flex-col gap-6 text-lg text-ink">
      {result.kind === "irmaa" && figures.kind === "irmaa" ? (
        <IrmaaAnswer irmaa={result.irmaa} figures={figures} />
      ) : null}
      {result.kind === "late-penalties" ? (
        <>
          {result.partB ? <PartBAnswer partB={result.partB} /> : null}
          {result.partD ? <PartDAnswer partD={result.partD} /> : null}
        </>
      ) : null}
      {result.kind === "help-paying" ? <HelpAnswer help={result.help} /> : null}

      <Unconfirmed figures={unconfirmed} />

      <Section title={`The ${figures.year} figures used`}>
        <ul className="mt-0 mb-0 flex flex-col gap-2 pl-6">
          {figuresUsed(result, figures).map((figure) => (
            <li key={figure.label}>
              <strong>{figure.label}:</strong> {figure.value ?? "could not be confirmed"} (in force in{" "}
              {figure.effectiveYear}).{" "}
              <a href={figure.source} className={linkClass}>
                Source: {new URL(figure.source).hostname.replace(/^www\./, "")}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="This is an estimate">
        <p className="mt-0">
          {result.kind === "help-paying"
            ? result.help.notADecision
            : `This is an estimate from the ${figures.year} figures, not a bill or a decision. Social Security and Medicare work out what you actually pay.`}
        </p>
        <p className="mt-0 mb-2 font-bold">What it does not cover:</p>
        <ul className="mt-0 flex flex-col gap-2 pl-6">
          {NOT_COVERED[result.kind].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {result.kind === "help-paying" ? null : (
          <CallUs>Questions about your own numbers? A licensed agent can go through them with you.</CallUs>
        )}
      </Section>
    </div>
  );
}
