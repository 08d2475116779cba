import { useId } from "react";
import { LeadDialogProvider } from "@tupelo-medicare/lead-forms/provider";
import { useAddressForm } from "../address-form/use-address-form.js";
import { GuideRequestTrigger } from "../guide-request-trigger.js";
import {
  daysBetween,
  medicareTimeline,
  parseIsoDate,
  timelineToIcs,
  validateTimelineInput,
} from "@tupelo-medicare/medicare-timeline";
import type { MedicareTimeline, TimelineInputErrors } from "@tupelo-medicare/medicare-timeline";
import type { MedicareTimelineTool } from "@tupelo-medicare/content";
import { submitLead } from "../../app/outbox.js";
import { SUBMISSION_ENDPOINTS } from "../../app/submission-endpoints.js";
import { TimelineForm } from "./timeline-form.js";
import { EMPTY_FIELDS, FIELD_NAMES, fieldsFromQuery, queryFromFields } from "./timeline-query.js";
import type { TimelineFields } from "./timeline-query.js";
import { TimelineResults } from "./timeline-results.js";

export interface TimelineToolIslandProps {
  /** Its wording and the linked year's figures (the tool is placed only when they can be used). */
  tool: Pick<MedicareTimelineTool, "heading" | "intro"> & { figures: NonNullable<MedicareTimelineTool["figures"]> };
  /** Today's date (YYYY-MM-DD) for tests; the visitor's own date otherwise. */
  today?: string;
  /**
   * The server's answer to the address's query (a bookmarked or submitted timeline, server/region-pages.ts): its
   * fields and the day it answered for (YYYY-MM-DD, in the office's time zone). The island starts from it, so it
   * hydrates the server's markup as it is, and keeps it while the address asks the same and that day is still today
   * within a day (time zones; a page the service worker kept from an earlier day is answered again).
   */
  initial?: { fields: TimelineFields; today: string };
}

/** The lead source of 'Email me my timeline'. */
export const TIMELINE_LEAD_SOURCE = "Medicare Timeline";
export const ICS_FILE_NAME = "medicare-timeline.ics";

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

type Outcome =
  { kind: "none" } | { kind: "errors"; errors: TimelineInputErrors } | { kind: "timeline"; timeline: MedicareTimeline };

function compute(fields: TimelineFields, tool: TimelineToolIslandProps["tool"], today: string): Outcome {
  const checked = validateTimelineInput({
    birthDate:
      fields.year || fields.month || fields.day ? { year: fields.year, month: fields.month, day: fields.day } : null,
    getsBenefits: fields.ss === "yes" ? true : fields.ss === "no" ? false : null,
    coverageEnds:
      fields.coverageYear || fields.coverageMonth ? { year: fields.coverageYear, month: fields.coverageMonth } : null,
    today,
  });
  if (!checked.ok) return { kind: "errors", errors: checked.errors };
  return { kind: "timeline", timeline: medicareTimeline({ ...checked.value, figures: tool.figures }) };
}

const sameFields = (a: TimelineFields, b: TimelineFields) =>
  (Object.keys(EMPTY_FIELDS) as Array<keyof TimelineFields>).every((key) => a[key] === b[key]);

/**
 * Whether the server's day can be the visitor's today: no more than a day apart (time zones), so not a page the
 * service worker kept from another day.
 */
function sameDayAnywhere(served: string, local: string): boolean {
  const [a, b] = [parseIsoDate(served), parseIsoDate(local)];
  return a.ok && b.ok && Math.abs(daysBetween(a.value, b.value)) <= 1;
}

/** The first field with an error, to move focus to. */
const FIRST_INVALID: Array<[keyof TimelineInputErrors, string]> = [
  ["birthDate", "month"],
  ["getsBenefits", "ss"],
  ["coverageEnds", "coverage-month"],
];

/**
 * 'Your Medicare timeline': a birth date (and two optional answers) in, the person's Medicare dates out. The inputs
 * live in the address (`dob`, `ss`, `coverageEnds`), so a result can be bookmarked, shared and opened again; the
 * dates can go to a calendar (.ics), the printer, or the office ('Email me my timeline').
 */
export default function TimelineToolIsland({ tool, today, initial }: TimelineToolIslandProps) {
  const idPrefix = useId().replace(/:/g, "");
  const dayOf = () => today ?? localToday();
  const { fields, setFields, outcome, formRef, resultsRef, onSubmit } = useAddressForm<
    TimelineFields,
    Outcome,
    NonNullable<TimelineToolIslandProps["initial"]>
  >({
    names: FIELD_NAMES,
    empty: EMPTY_FIELDS,
    served: initial,
    read: fieldsFromQuery,
    write: queryFromFields,
    // The server's answer is for the day it answered (in the office's time zone); anything later, for today's.
    compute: (fields, served) => compute(fields, tool, served?.today ?? dayOf()),
    none: { kind: "none" },
    // The server's answer to this very address, for today, is kept (no second render, even when the visitor's date is
    // already a day on from the office's). A page kept from another day is answered again.
    keepsServed: (served, fromAddress) =>
      sameFields(served.fields, fromAddress) && sameDayAnywhere(served.today, dayOf()),
    answered: (next) => next.kind === "timeline",
    firstInvalid: (next, form) => {
      if (next.kind !== "errors") return null;
      const first = FIRST_INVALID.find(([key]) => next.errors[key]);
      return first
        ? form.querySelector<HTMLElement>(first[1] === "ss" ? "input[type=radio]" : `#${idPrefix}-${first[1]}`)
        : null;
    },
    // A plain submission (made before this script ran) carries the form's own names: keep the short form.
    canonical: queryFromFields,
  });

  const downloadIcs = (timeline: MedicareTimeline) => {
    const ics = timelineToIcs(timeline, {
      prodId: "-//Tupelo Medicare//Medicare timeline//EN",
      now: new Date(),
      title: "My Medicare dates",
      uidDomain: window.location.hostname || "medicare-timeline",
    });
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = ICS_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      data-slot="medicare-timeline"
      className="not-prose my-8 rounded-2xl border-2 border-primary-100 bg-surface p-5 sm:p-8"
    >
      <h2 id={`${idPrefix}-heading`} className="mt-0 mb-3 text-3xl font-bold text-primary-900">
        {tool.heading}
      </h2>
      {tool.intro ? (
        <p className="mt-0 mb-6 text-lg text-ink" data-print="hide">
          {tool.intro}
        </p>
      ) : null}
      <div ref={formRef}>
        <TimelineForm
          idPrefix={idPrefix}
          fields={fields}
          errors={outcome.kind === "errors" ? outcome.errors : {}}
          onChange={setFields}
          onSubmit={onSubmit}
        />
      </div>
      <div role="status" className="sr-only">
        {outcome.kind === "timeline"
          ? "Your Medicare dates are shown below."
          : outcome.kind === "errors"
            ? "Please check the fields marked above."
            : ""}
      </div>
      {outcome.kind === "timeline" ? (
        <div
          ref={resultsRef}
          tabIndex={-1}
          className="mt-8 outline-none"
          aria-label="Your Medicare dates"
          role="region"
        >
          <TimelineResults timeline={outcome.timeline} />
          <div className="mt-8 flex flex-wrap gap-3" data-print="hide">
            <button
              type="button"
              onClick={() => downloadIcs(outcome.timeline)}
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-primary-700 px-5 text-lg font-bold text-primary-700 hover:bg-primary-50"
            >
              Add these dates to my calendar
            </button>
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-primary-700 px-5 text-lg font-bold text-primary-700 hover:bg-primary-50"
            >
              Print my timeline
            </button>
            <LeadDialogProvider endpoint={SUBMISSION_ENDPOINTS.lead} submit={submitLead}>
              <GuideRequestTrigger source={TIMELINE_LEAD_SOURCE} variant="accent" size="lg">
                Email me my timeline
              </GuideRequestTrigger>
            </LeadDialogProvider>
          </div>
        </div>
      ) : null}
    </section>
  );
}
