import { useEffect, useId, useState } from "react";
import { LeadDialogProvider } from "@tupelo-medicare/lead-forms/provider";
import type { MoneyCalculatorKind } from "@tupelo-medicare/content";
import { cn, useSiteConfig } from "@tupelo-medicare/ui";
import { useAddressForm } from "../address-form/use-address-form.js";
import { GuideRequestTrigger } from "../guide-request-trigger.js";
import { submitLead } from "../../app/outbox.js";
import { SUBMISSION_ENDPOINTS } from "../../app/submission-endpoints.js";
import type { MoneyFigures } from "./money-figures.js";
import { MoneyForm, moneyFieldId, moneyFormSpec } from "./money-form.js";
import { moneyOutcome } from "./money-outcome.js";
import type { MoneyOutcome } from "./money-outcome.js";
import {
  emptyMoneyFields,
  MONEY_FIELDS,
  moneyFieldsFromQuery,
  queryWithMoneyFields,
  sameMoneyFields,
} from "./money-query.js";
import type { MoneyFields } from "./money-query.js";
import { MoneyResults } from "./money-results.js";

/**
 * What the page gives a calculator: which one, its wording, and the year's figures it reads (moneyFigures: only its
 * own part of the year, with each figure's source and year), or that they could not be read.
 */
export interface MoneyCalculatorSettings {
  kind: MoneyCalculatorKind;
  heading: string;
  intro: string;
  figures: { ok: true; year: number; value: MoneyFigures } | { ok: false };
}

export interface MoneyCalculatorIslandProps {
  calculator: MoneyCalculatorSettings;
  /**
   * The server's answer to the address's query (a bookmarked or submitted calculator, server/region-pages.ts):
   * the fields it answered. The island starts from it, so it hydrates the server's markup as it is.
   */
  initial?: { fields: MoneyFields };
}

/** The lead source of each calculator's 'Email me my results' (packages/lead-forms LEAD_SOURCES). */
export const MONEY_LEAD_SOURCES = {
  irmaa: "IRMAA Calculator",
  "late-penalties": "Late Penalty Calculator",
  "help-paying": "Help Paying Screener",
} as const satisfies Record<MoneyCalculatorKind, string>;

/** The id of a calculator's section: its form's plain submission comes back to it. */
export const moneyCalculatorAnchor = (kind: MoneyCalculatorKind) => `${kind}-calculator`;

const RESULT_LABELS: Record<MoneyCalculatorKind, string> = {
  irmaa: "Your IRMAA estimate",
  "late-penalties": "Your late penalty estimate",
  "help-paying": "Your help paying screener answer",
};

const buttonClass =
  "inline-flex min-h-12 items-center rounded-lg border-2 border-primary-700 px-5 text-lg font-bold text-primary-700 hover:bg-primary-50";

/**
 * A Medicare money calculator (IRMAA, late penalties, help paying): a plain GET form whose answers live in the
 * address, so a result can be bookmarked and shared; the server answers such an address with no script, the island
 * answers in place once live. 'Email me my results' opens the lead dialog with the calculator's own source.
 */
export default function MoneyCalculatorIsland({ calculator, initial }: MoneyCalculatorIslandProps) {
  const { kind, figures } = calculator;
  const idPrefix = useId().replace(/:/g, "");
  const config = useSiteConfig();
  const compute = (fields: MoneyFields): MoneyOutcome =>
    figures.ok ? moneyOutcome(fields, figures.value) : { kind: "none" };
  const empty = emptyMoneyFields(kind);
  const { fields, setFields, outcome, formRef, resultsRef, onSubmit } = useAddressForm<
    MoneyFields,
    MoneyOutcome,
    NonNullable<MoneyCalculatorIslandProps["initial"]>
  >({
    names: Object.fromEntries(MONEY_FIELDS[kind].map((name) => [name, name])),
    empty,
    served: initial,
    read: (search) => {
      const { fields: fromAddress, asked } = moneyFieldsFromQuery(kind, search);
      return { fields: asked ? fromAddress : empty, asked };
    },
    write: (fields, current) => queryWithMoneyFields(kind, fields, current),
    compute,
    none: { kind: "none" },
    keepsServed: (served, fromAddress) => sameMoneyFields(kind, served.fields, fromAddress),
    answered: (next) => next.kind === "result",
    firstInvalid: (next, form) => {
      if (next.kind !== "errors") return null;
      const first = moneyFormSpec(kind, figures.ok ? figures.value : null)
        .groups.flatMap((group) => group.fields)
        .find((field) => next.errors[field.name]);
      return first ? form.querySelector<HTMLElement>(`#${moneyFieldId(idPrefix, first.name)}`) : null;
    },
  });
  // 'Print my results' needs the script: shown once the island is live (its room kept until then).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  return (
    <section
      id={moneyCalculatorAnchor(kind)}
      aria-labelledby={`${idPrefix}-heading`}
      data-slot="money-calculator"
      data-calculator={kind}
      className="not-prose my-8 scroll-mt-24 rounded-2xl border-2 border-primary-100 bg-surface p-5 sm:p-8"
    >
      <h2 id={`${idPrefix}-heading`} className="mt-0 mb-3 text-3xl font-bold text-primary-900">
        {calculator.heading}
      </h2>
      {calculator.intro ? (
        <p className="mt-0 mb-6 text-lg text-ink" data-print="hide">
          {calculator.intro}
        </p>
      ) : null}
      {figures.ok ? (
        <>
          <div ref={formRef}>
            <MoneyForm
              kind={kind}
              figures={figures.value}
              idPrefix={idPrefix}
              anchor={moneyCalculatorAnchor(kind)}
              fields={fields}
              errors={outcome.kind === "errors" ? outcome.errors : {}}
              onChange={setFields}
              onSubmit={onSubmit}
            />
          </div>
          <div role="status" className="sr-only">
            {outcome.kind === "result"
              ? `${RESULT_LABELS[kind]} is shown below.`
              : outcome.kind === "errors"
                ? "Please check the fields marked above."
                : ""}
          </div>
          {outcome.kind === "result" ? (
            <div
              ref={resultsRef}
              tabIndex={-1}
              className="mt-8 outline-none"
              aria-label={RESULT_LABELS[kind]}
              role="region"
            >
              <MoneyResults result={outcome.result} figures={figures.value} />
              <div className="mt-8 flex flex-wrap gap-3" data-print="hide">
                <LeadDialogProvider endpoint={SUBMISSION_ENDPOINTS.lead} submit={submitLead}>
                  <GuideRequestTrigger source={MONEY_LEAD_SOURCES[kind]} variant="accent" size="lg">
                    Email me my results
                  </GuideRequestTrigger>
                </LeadDialogProvider>
                {/* Last and with its room kept (invisible: not seen, focused or read) until the island is live, so
                    its showing moves nothing: the island hydrates under the visitor's pointer or finger. */}
                <button type="button" onClick={() => window.print()} className={cn(buttonClass, !live && "invisible")}>
                  Print my results
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <p className="m-0 rounded-lg border-2 border-danger-700 p-4 text-lg font-bold text-danger-700">
          This calculator can&apos;t give an estimate right now: its figures could not be read. Please call us at{" "}
          <a href={config.phone.href} className="text-primary-700 underline underline-offset-4">
            {config.phone.display}
          </a>{" "}
          (TTY {config.phone.tty}) and a licensed agent will work it out with you.
        </p>
      )}
    </section>
  );
}
