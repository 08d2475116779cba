/**
 * The booking flow's island: one question a page (GOV.UK's pattern), every page a plain form posted to /book with the
 * earlier answers in hidden fields (booking-flow.ts: the state design). It works fully with no script; live, the
 * island fills the visitor's time zone into its hidden field, so the When step can note it, and posts each step in
 * place (steps-in-place.ts: the server's answer gives the next props, no reload, the same pages). The change-or-cancel
 * page (/book/manage) is this island too: its pages, and the When step posted there with the link's token.
 */
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "@tupelo-medicare/lead-forms/contract";
import { APPOINTMENT_PRODUCTS } from "@tupelo-medicare/lead-forms/contract";
import { ButtonLink, cn, useSiteConfig } from "@tupelo-medicare/ui";
import { BOOK_MANAGE_PATH, BOOK_MANAGE_TOKEN_QUERY, BOOK_PATH } from "../../app/booking-path.js";
import { hiddenFields, isManagePage, productLabel, STEP_FIELDS } from "./booking-answers.js";
import type { BookingAnswers, BookingErrors, BookingField, BookingPage } from "./booking-answers.js";
import type { BookingView } from "./booking-flow.js";
import { DONE_MAIL_TEXT, MANAGE_TEXT } from "./manage-text.js";
import { postInPlace } from "./steps-in-place.js";

export interface BookingIslandProps {
  /** The TPMO disclaimer of the site settings (Check your answers shows it as the other forms' pages do). */
  tpmo: string;
  /** Whether booking is on (appointmentSettings.bookingEnabled); off: the external scheduler's link. */
  enabled: boolean;
  view: BookingView;
}

/** The id of the flow's heading: each post comes back to it (the form's action fragment). */
export const BOOKING_ANCHOR = "booking-question";
const AUX_FORM = "booking-controls";

export const BOOKING_TEXT = {
  what: "What would you like to talk about?",
  whatHint: "Select all that apply. We will only talk about what you choose.",
  how: "How would you like to meet?",
  when: "When would you like to meet?",
  about: "About you",
  forWhom: "Who is the appointment for?",
  check: "Check your answers before booking",
  done: "Your appointment is booked",
  closed: "Book an appointment",
  continue: "Continue",
  back: "Back",
  confirm: "Confirm appointment",
  moreDays: "Show more days",
  problem: "There is a problem",
} as const;

/** Where a view's forms post: /book, or /book/manage for the change-or-cancel page. */
const actionOf = (view: BookingView) => `${view.manage ? BOOK_MANAGE_PATH : BOOK_PATH}#${BOOKING_ANCHOR}`;

/** The change-or-cancel link's token, in a hidden field (the only state its forms carry). */
function TokenField({ view }: { view: BookingView }) {
  return view.manage ? <input type="hidden" name={BOOK_MANAGE_TOKEN_QUERY} value={view.manage.token} /> : null;
}

const inputClass = (invalid: boolean) =>
  cn(
    "min-h-12 w-full max-w-md rounded-lg border-2 bg-surface px-3 text-xl text-ink",
    invalid ? "border-danger-700" : "border-border",
  );
const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-6 text-xl font-bold text-white hover:bg-primary-800";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-primary-700 bg-surface px-4 text-lg font-semibold text-primary-800 hover:bg-primary-50";
const bigSecondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-primary-700 bg-surface px-6 text-xl font-bold text-primary-800 hover:bg-primary-50";
const linkClass = "font-semibold text-primary-800 underline underline-offset-4";
const fieldId = (name: string) => `booking-${name}`;

function Hidden({ fields }: { fields: Array<[string, string]> }) {
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function ErrorText({ name, message }: { name: string; message: string | undefined }) {
  return message ? (
    <p id={`${fieldId(name)}-error`} className="m-0 text-lg font-bold text-danger-700">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  ) : null;
}

function ErrorSummary({ errors, page }: { errors: BookingErrors; page: BookingPage }) {
  const order = (STEP_FIELDS as Partial<Record<BookingPage, readonly BookingField[]>>)[page] ?? [];
  const listed = order.filter((name) => errors[name]);
  if (listed.length === 0) return null;
  return (
    <div
      role="alert"
      data-slot="error-summary"
      className="mb-6 rounded-lg border-2 border-danger-700 bg-danger-50 p-4 text-danger-700"
    >
      <h2 className="m-0 text-xl font-bold">{BOOKING_TEXT.problem}</h2>
      <ul className="mt-2 mb-0 flex list-disc flex-col gap-1 pl-5">
        {listed.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="font-semibold text-danger-700 underline underline-offset-4">
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Notice({ text }: { text: string | undefined }) {
  return text ? (
    <div
      role="alert"
      data-slot="booking-notice"
      className="mb-6 rounded-lg border-2 border-danger-700 bg-danger-50 p-4"
    >
      <p className="m-0 text-lg font-bold text-danger-700">{text}</p>
    </div>
  ) : null;
}

/** One question's page: the heading is the question (or its legend), the form posts to /book. */
function QuestionForm({
  view,
  children,
  continueLabel = BOOKING_TEXT.continue,
  go = "continue",
  trap = false,
}: {
  view: BookingView;
  children: ReactNode;
  continueLabel?: string;
  go?: string;
  trap?: boolean;
}) {
  return (
    <form method="post" action={actionOf(view)} noValidate className="flex flex-col gap-6">
      <TokenField view={view} />
      <input type="hidden" name="step" value={view.page} />
      {view.changing ? <input type="hidden" name="changing" value="1" /> : null}
      <ZoneField answers={view.answers} />
      <Hidden fields={hiddenFields(view.answers, view.page)} />
      {children}
      {trap ? (
        <div
          aria-hidden="true"
          data-slot="form-trap"
          className="pointer-events-none absolute top-0 -left-[10000px] h-px w-px overflow-hidden"
        >
          <label htmlFor="booking-trap">Leave this field empty</label>
          <input id="booking-trap" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      ) : null}
      <div>
        <button type="submit" name="go" value={go} className={primaryButton}>
          {continueLabel}
        </button>
      </div>
    </form>
  );
}

/** The visitor's zone: empty in the served page, filled by the island once live (the office's zone otherwise). */
function ZoneField({ answers }: { answers: BookingAnswers }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.value) {
      ref.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    }
  }, []);
  return <input ref={ref} type="hidden" name="zone" defaultValue={answers.zone} data-booking-zone="" />;
}

/** The controls outside the question's form (Back, Change, 'Show more days'): every answer as served, in hidden fields. */
function ControlsForm({ view }: { view: BookingView }) {
  const first = view.page === "what" || view.page === "done";
  return (
    <form id={AUX_FORM} method="post" action={actionOf(view)} className="mb-4">
      <TokenField view={view} />
      <input type="hidden" name="step" value={view.page === "done" ? "check" : view.page} />
      {view.changing ? <input type="hidden" name="changing" value="1" /> : null}
      <input type="hidden" name="zone" value={view.answers.zone} />
      <Hidden fields={hiddenFields(view.answers, "check")} />
      {first ? null : (
        <button
          type="submit"
          name="go"
          value="back"
          className="inline-flex min-h-11 items-center gap-2 border-0 bg-transparent p-0 text-lg font-semibold text-primary-800 underline underline-offset-4"
        >
          <span aria-hidden="true">‹</span> {BOOKING_TEXT.back}
        </button>
      )}
    </form>
  );
}

function Heading({ children, as = "h1" }: { children: ReactNode; as?: "h1" | "legend" }) {
  const className = "m-0 mb-4 p-0 text-3xl leading-tight font-bold text-primary-900 sm:text-4xl";
  return as === "legend" ? (
    <legend className={className}>
      <h1 id={BOOKING_ANCHOR} className="m-0 text-inherit" tabIndex={-1}>
        {children}
      </h1>
    </legend>
  ) : (
    <h1 id={BOOKING_ANCHOR} className={className} tabIndex={-1}>
      {children}
    </h1>
  );
}

const describedBy = (errors: BookingErrors, name: BookingField, hint?: string) =>
  [hint, errors[name] ? `${fieldId(name)}-error` : ""].filter(Boolean).join(" ") || undefined;

function WhatStep({ view }: { view: BookingView }) {
  const { errors, answers } = view;
  return (
    <QuestionForm view={view}>
      <fieldset
        className="m-0 flex flex-col gap-3 border-0 p-0"
        aria-describedby={describedBy(errors, "products", "booking-products-hint")}
      >
        <Heading as="legend">{BOOKING_TEXT.what}</Heading>
        <p id="booking-products-hint" className="m-0 text-lg text-muted">
          {BOOKING_TEXT.whatHint}
        </p>
        <ErrorText name="products" message={errors.products} />
        {APPOINTMENT_PRODUCTS.map((product, index) => (
          <label key={product.id} className="flex min-h-11 cursor-pointer items-start gap-3 text-xl">
            <input
              id={index === 0 ? fieldId("products") : undefined}
              type="checkbox"
              name="products"
              value={product.id}
              defaultChecked={answers.products.includes(product.id)}
              className="mt-1 size-6 shrink-0 accent-primary-700"
            />
            <span>{product.label}</span>
          </label>
        ))}
      </fieldset>
    </QuestionForm>
  );
}

function HowStep({ view }: { view: BookingView }) {
  const { errors, answers } = view;
  const { address } = useSiteConfig();
  return (
    <QuestionForm view={view}>
      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={describedBy(errors, "method")}>
        <Heading as="legend">{BOOKING_TEXT.how}</Heading>
        <ErrorText name="method" message={errors.method} />
        {view.methods.map((method, index) => (
          <div key={method.id} className="flex flex-col gap-1">
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-xl">
              <input
                id={index === 0 ? fieldId("method") : undefined}
                type="radio"
                name="method"
                value={method.id}
                defaultChecked={answers.method === method.id}
                aria-describedby={method.id === "office" ? "booking-office-address" : `booking-${method.id}-length`}
                className="mt-1 size-6 shrink-0 accent-primary-700"
              />
              <span>{method.label}</span>
            </label>
            {method.id === "office" ? (
              <p id="booking-office-address" className="m-0 pl-9 text-lg text-muted">
                {address.street}, {address.locality}, {address.region} {address.postalCode} ({method.minutes} minutes)
              </p>
            ) : (
              <p id={`booking-${method.id}-length`} className="m-0 pl-9 text-lg text-muted">
                {method.minutes} minutes
              </p>
            )}
          </div>
        ))}
      </fieldset>
    </QuestionForm>
  );
}

function WhenStep({ view }: { view: BookingView }) {
  const { errors, answers, when } = view;
  if (!when) return null;
  const zoneHint = "booking-zone-hint";
  return (
    <QuestionForm view={view}>
      <fieldset
        className="m-0 flex flex-col gap-4 border-0 p-0"
        aria-describedby={describedBy(errors, "start", zoneHint)}
      >
        <Heading as="legend">{BOOKING_TEXT.when}</Heading>
        {view.manage && view.summary ? (
          <p className="m-0 text-lg" data-slot="booking-current-time">
            Your appointment is now on {view.summary.day} at {view.summary.time}. Choose a new time below.
          </p>
        ) : null}
        <div id={zoneHint} className="flex flex-col gap-1">
          {/* The note says the office's zone itself, with the visitor's beside it: one sentence, not two. */}
          {when.zoneNote ? (
            <p className="m-0 text-lg">{when.zoneNote}</p>
          ) : (
            <p className="m-0 text-lg">Times are in our office&apos;s time zone, {when.zoneName}.</p>
          )}
        </div>
        <ErrorText name="start" message={errors.start} />
        {when.nearest.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h2 className="m-0 text-2xl font-bold text-primary-900">The nearest open times</h2>
            {when.nearest.map((slot, index) => (
              <TimeChoice
                key={`near-${slot.start}`}
                slot={{ start: slot.start, timeLabel: slot.label }}
                answers={answers}
                first={index === 0}
              />
            ))}
          </div>
        ) : null}
        {when.days.length === 0 ? (
          <p className="m-0 text-lg">There are no open times in the days we book ahead. Please call the office.</p>
        ) : null}
        {when.days.map((day, dayIndex) => (
          <div key={day.date} role="group" aria-labelledby={`booking-day-${day.date}`} className="flex flex-col gap-2">
            <h2 id={`booking-day-${day.date}`} className="m-0 text-2xl font-bold text-primary-900">
              {day.label}
            </h2>
            <div className="flex flex-wrap gap-x-6 gap-y-1">
              {day.slots.map((slot, index) => (
                <TimeChoice
                  key={slot.start}
                  slot={slot}
                  answers={answers}
                  first={when.nearest.length === 0 && dayIndex === 0 && index === 0}
                />
              ))}
            </div>
          </div>
        ))}
        {when.more ? (
          <div>
            <button type="submit" form={AUX_FORM} name="go" value="more" className={secondaryButton}>
              {BOOKING_TEXT.moreDays}
            </button>
          </div>
        ) : null}
      </fieldset>
    </QuestionForm>
  );
}

function TimeChoice({
  slot,
  answers,
  first,
}: {
  slot: { start: string; timeLabel: string };
  answers: BookingAnswers;
  first: boolean;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-xl">
      <input
        id={first ? fieldId("start") : undefined}
        type="radio"
        name="start"
        value={slot.start}
        defaultChecked={answers.start === slot.start}
        className="size-6 shrink-0 accent-primary-700"
      />
      <span>{slot.timeLabel}</span>
    </label>
  );
}

function TextInput({
  name,
  label,
  value,
  error,
  autoComplete,
  type = "text",
  inputMode,
}: {
  name: BookingField;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete?: string;
  type?: string;
  inputMode?: "tel" | "email" | "numeric";
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId(name)} className="text-xl font-semibold">
        {label}
      </label>
      <ErrorText name={name} message={error} />
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId(name)}-error` : undefined}
        className={inputClass(Boolean(error))}
      />
    </div>
  );
}

function AboutStep({ view }: { view: BookingView }) {
  const { errors, answers } = view;
  return (
    <QuestionForm view={view}>
      <Heading>{BOOKING_TEXT.about}</Heading>
      <TextInput
        name="firstName"
        label="First name"
        value={answers.firstName}
        error={errors.firstName}
        autoComplete="given-name"
      />
      <TextInput
        name="lastName"
        label="Last name"
        value={answers.lastName}
        error={errors.lastName}
        autoComplete="family-name"
      />
      <TextInput
        name="phone"
        label="Phone number"
        value={answers.phone}
        error={errors.phone}
        autoComplete="tel"
        type="tel"
        inputMode="tel"
      />
      <TextInput
        name="email"
        label="Email"
        value={answers.email}
        error={errors.email}
        autoComplete="email"
        type="email"
        inputMode="email"
      />
      <TextInput
        name="zip"
        label="ZIP code"
        value={answers.zip}
        error={errors.zip}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={describedBy(errors, "forWhom")}>
        <legend className="mb-2 p-0 text-2xl font-bold text-primary-900">{BOOKING_TEXT.forWhom}</legend>
        <ErrorText name="forWhom" message={errors.forWhom} />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-xl">
          <input
            id={fieldId("forWhom")}
            type="radio"
            name="forWhom"
            value="me"
            defaultChecked={answers.forWhom === "me"}
            className="size-6 accent-primary-700"
          />
          Me
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-xl">
          <input
            type="radio"
            name="forWhom"
            value="someone-else"
            defaultChecked={answers.forWhom === "someone-else"}
            aria-describedby="booking-someone-hint"
            className="size-6 accent-primary-700"
          />
          Someone else
        </label>
        <div className="flex flex-col gap-4 border-l-4 border-border pl-4">
          <p id="booking-someone-hint" className="m-0 text-lg text-muted">
            If the appointment is for someone else, tell us their name and how you are related. As their caregiver or
            authorized representative, you agree to the Scope of Appointment for them.
          </p>
          <TextInput
            name="beneficiaryFirstName"
            label="Their first name"
            value={answers.beneficiaryFirstName}
            error={errors.beneficiaryFirstName}
          />
          <TextInput
            name="beneficiaryLastName"
            label="Their last name"
            value={answers.beneficiaryLastName}
            error={errors.beneficiaryLastName}
          />
          <TextInput
            name="relationship"
            label="Your relationship to them"
            value={answers.relationship}
            error={errors.relationship}
          />
        </div>
      </fieldset>
    </QuestionForm>
  );
}

function SummaryRow({ label, step, children }: { label: string; step: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-border py-4 sm:flex-row sm:items-start sm:gap-6">
      <dt className="m-0 text-lg font-bold sm:w-56">{label}</dt>
      <dd className="m-0 flex-1 text-lg">{children}</dd>
      <dd className="m-0">
        <button type="submit" form={AUX_FORM} name="go" value={`change-${step}`} className={secondaryButton}>
          Change<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </dd>
    </div>
  );
}

function CheckStep({ view, tpmo }: { view: BookingView; tpmo: string }) {
  const { answers, summary, soa } = view;
  return (
    <>
      <Heading>{BOOKING_TEXT.check}</Heading>
      <dl className="m-0 mb-8">
        <SummaryRow label="What you'd like to talk about" step="what">
          <ul className="m-0 list-disc pl-5">
            {answers.products.map((id) => (
              <li key={id}>{productLabel(id)}</li>
            ))}
          </ul>
        </SummaryRow>
        <SummaryRow label="How" step="how">
          {summary?.method} ({summary?.minutes} minutes)
        </SummaryRow>
        <SummaryRow label="When" step="when">
          {summary?.day} at {summary?.time} ({summary?.zoneName})
        </SummaryRow>
        <SummaryRow label="About you" step="about">
          {answers.firstName} {answers.lastName}
          <br />
          {answers.phone}
          <br />
          {answers.email}
          <br />
          ZIP code {answers.zip}
        </SummaryRow>
        <SummaryRow label="Who the appointment is for" step="about">
          {answers.forWhom === "someone-else"
            ? `${answers.beneficiaryFirstName} ${answers.beneficiaryLastName} (your ${answers.relationship})`
            : "Me"}
        </SummaryRow>
      </dl>
      <h2 className="m-0 mb-3 text-2xl font-bold text-primary-900">Scope of Appointment</h2>
      <p className="m-0 mb-3 text-lg">By confirming, you agree to this scope for the appointment:</p>
      <ul className="m-0 mb-6 flex list-disc flex-col gap-2 pl-5 text-lg" data-slot="soa-statements">
        {soa?.statements.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
      {tpmo ? (
        <p data-testid="tpmo-disclaimer" className="m-0 mb-6 text-base">
          {tpmo}
        </p>
      ) : null}
      <QuestionForm view={view} continueLabel={BOOKING_TEXT.confirm} go="confirm" trap>
        <input type="hidden" name="soaVersion" value={soa?.version ?? ""} />
      </QuestionForm>
    </>
  );
}

function DoneStep({ view }: { view: BookingView }) {
  const { phone } = useSiteConfig();
  const { summary } = view;
  return (
    <>
      <div role="status" className="mb-6 rounded-lg border-2 border-primary-700 bg-primary-50 p-6">
        <h1 id={BOOKING_ANCHOR} tabIndex={-1} className="m-0 text-3xl font-bold text-primary-900 sm:text-4xl">
          {BOOKING_TEXT.done}
        </h1>
      </div>
      {summary ? (
        <dl className="m-0 mb-6 flex flex-col gap-3 text-lg">
          <div>
            <dt className="font-bold">When</dt>
            <dd className="m-0">
              {summary.day} at {summary.time} (our office&apos;s time)
            </dd>
          </div>
          <div>
            <dt className="font-bold">How</dt>
            <dd className="m-0">
              {summary.method} ({summary.minutes} minutes)
            </dd>
          </div>
          <div>
            <dt className="font-bold">What</dt>
            <dd className="m-0">{summary.products.map(productLabel).join("; ")}</dd>
          </div>
        </dl>
      ) : null}
      <h2 className="m-0 mb-2 text-2xl font-bold text-primary-900">What happens next</h2>
      {view.mail ? (
        <p className="m-0 mb-4 text-lg" data-slot="booking-mail">
          {view.mail.on
            ? view.mail.manageLinks
              ? `${DONE_MAIL_TEXT.sent} ${DONE_MAIL_TEXT.link}`
              : DONE_MAIL_TEXT.sent
            : DONE_MAIL_TEXT.none}
        </p>
      ) : null}
      <p className="m-0 mb-4 text-lg">
        A licensed agent will be ready at that time and will contact you if anything changes. If you need to change or
        cancel, call us at{" "}
        <a href={phone.href} className="font-semibold text-primary-800 underline underline-offset-4">
          {phone.display}
        </a>
        .
      </p>
      {view.calendarHref ? (
        <ButtonLink href={view.calendarHref} variant="accent" size="lg">
          Add to my calendar
        </ButtonLink>
      ) : null}
    </>
  );
}

function Closed() {
  const { schedulerUrl, phone } = useSiteConfig();
  return (
    <>
      <h1 id={BOOKING_ANCHOR} className="m-0 mb-4 text-3xl font-bold text-primary-900 sm:text-4xl">
        {BOOKING_TEXT.closed}
      </h1>
      <p className="m-0 mb-6 text-lg">
        Book with our scheduler, or call us at{" "}
        <a href={phone.href} className="font-semibold text-primary-800 underline underline-offset-4">
          {phone.display}
        </a>
        .
      </p>
      <ButtonLink href={schedulerUrl} variant="accent" size="lg">
        Schedule an Appointment
      </ButtonLink>
    </>
  );
}

/** The appointment as booked: when, how, what, and who it is for. */
function AppointmentDetails({ view }: { view: BookingView }) {
  const { address } = useSiteConfig();
  const { summary } = view;
  const who = view.manage?.who;
  if (!summary) return null;
  return (
    <dl className="m-0 mb-6 flex flex-col gap-3 text-lg" data-slot="appointment-details">
      <div>
        <dt className="font-bold">When</dt>
        <dd className="m-0">
          {summary.day} at {summary.time} ({summary.zoneName})
        </dd>
      </div>
      <div>
        <dt className="font-bold">How</dt>
        <dd className="m-0">
          {summary.method} ({summary.minutes} minutes)
          {view.answers.method === "office" ? (
            <>
              <br />
              {address.street}, {address.locality}, {address.region} {address.postalCode}
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="font-bold">What</dt>
        <dd className="m-0">{summary.products.map(productLabel).join("; ")}</dd>
      </div>
      {who ? (
        <div>
          <dt className="font-bold">Who it is for</dt>
          <dd className="m-0">
            {who.name}
            {who.bookedBy ? (
              <>
                <br />
                Booked by {who.bookedBy}
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A plain form of the change-or-cancel page: the token and the buttons given (each names what it does). */
function ManageForm({ view, children }: { view: BookingView; children: ReactNode }) {
  return (
    <form method="post" action={actionOf(view)} className="flex flex-wrap gap-4">
      <TokenField view={view} />
      <input type="hidden" name="step" value={view.page} />
      {children}
    </form>
  );
}

/** A sentence ending with the office's phone: `before` then the number. */
function CallUs({ before = "Questions? Call us at" }: { before?: string }) {
  const { phone } = useSiteConfig();
  return (
    <p className="m-0 mb-6 text-lg">
      {before}{" "}
      <a href={phone.href} className={linkClass}>
        {phone.display}
      </a>
      .
    </p>
  );
}

function StatusHeading({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mb-6 rounded-lg border-2 border-primary-700 bg-primary-50 p-6">
      <h1 id={BOOKING_ANCHOR} tabIndex={-1} className="m-0 text-3xl font-bold text-primary-900 sm:text-4xl">
        {children}
      </h1>
    </div>
  );
}

function ManageShow({ view }: { view: BookingView }) {
  const manage = view.manage!;
  return (
    <>
      <Heading>{MANAGE_TEXT.manage}</Heading>
      {manage.status ? (
        <p role="status" className="m-0 mb-6 text-lg font-bold" data-slot="manage-status">
          {manage.status}
        </p>
      ) : null}
      <AppointmentDetails view={view} />
      <ManageForm view={view}>
        {manage.canChange ? (
          <button type="submit" name="go" value="change" className={primaryButton}>
            {MANAGE_TEXT.change}
          </button>
        ) : null}
        <button type="submit" name="go" value="cancel" className={bigSecondaryButton}>
          {MANAGE_TEXT.cancel}
        </button>
      </ManageForm>
      <div className="mt-6">
        <CallUs before={manage.canChange ? undefined : "To change the time, please call us at"} />
      </div>
    </>
  );
}

function ManageCancel({ view }: { view: BookingView }) {
  const { summary } = view;
  return (
    <>
      <Heading>{MANAGE_TEXT.cancelQuestion}</Heading>
      {summary ? (
        <p className="m-0 mb-6 text-xl">
          {summary.day} at {summary.time} ({summary.zoneName}), {summary.method.toLowerCase()}.
        </p>
      ) : null}
      <ManageForm view={view}>
        <button type="submit" name="go" value="cancel-yes" className={primaryButton}>
          {MANAGE_TEXT.cancelYes}
        </button>
        <button type="submit" name="go" value="keep" className={bigSecondaryButton}>
          {MANAGE_TEXT.cancelNo}
        </button>
      </ManageForm>
    </>
  );
}

function ManageMoved({ view }: { view: BookingView }) {
  return (
    <>
      <StatusHeading>{MANAGE_TEXT.moved}</StatusHeading>
      <AppointmentDetails view={view} />
      <p className="m-0 mb-4 text-lg" data-slot="booking-mail">
        {view.mail?.on ? MANAGE_TEXT.movedMail : MANAGE_TEXT.movedNoMail}
      </p>
      <CallUs
        before={
          view.mail?.on && view.mail.manageLinks
            ? "If you need to change it again, use the link in your e-mail, or call us at"
            : "If you need to change it again, call us at"
        }
      />
      {view.calendarHref ? (
        <ButtonLink href={view.calendarHref} variant="accent" size="lg">
          Add to my calendar
        </ButtonLink>
      ) : null}
    </>
  );
}

function ManageCancelled({ view }: { view: BookingView }) {
  const { summary } = view;
  return (
    <>
      <StatusHeading>{MANAGE_TEXT.cancelled}</StatusHeading>
      {summary ? (
        <>
          <p className="m-0 mb-4 text-lg">
            We cancelled your appointment on {summary.day} at {summary.time} ({summary.zoneName}).
          </p>
          <p className="m-0 mb-4 text-lg" data-slot="booking-mail">
            {view.mail?.on ? MANAGE_TEXT.cancelledMail : MANAGE_TEXT.cancelledNoMail}
          </p>
        </>
      ) : null}
      <p className="m-0 mb-6 text-lg">If you would like another time, you can book a new appointment.</p>
      <ButtonLink href={BOOK_PATH} variant="accent" size="lg">
        Book a new appointment
      </ButtonLink>
    </>
  );
}

function ManageGone() {
  return (
    <>
      <Heading>{MANAGE_TEXT.gone}</Heading>
      <p className="m-0 mb-4 text-lg">
        The appointment may be over or cancelled, or the link may not be complete. We cannot show it here.
      </p>
      <CallUs before="Please call us for help at" />
      <ButtonLink href={BOOK_PATH} variant="accent" size="lg">
        Book a new appointment
      </ButtonLink>
    </>
  );
}

/** The island's name in the page (its region's `data-island`): where a post's answer carries the next props. */
const ISLAND = "booking";

export default function BookingIsland(served: BookingIslandProps) {
  const [current, setCurrent] = useState({ props: served, step: 0 });
  const pending = useRef(false);
  const native = useRef<HTMLFormElement | null>(null);

  // After a step answered in place: its heading takes the focus (read out, and where a reload would have put it).
  useEffect(() => {
    if (current.step === 0) return;
    const heading = document.getElementById(BOOKING_ANCHOR);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  }, [current.step]);

  const onSubmit = (event: React.FormEvent<HTMLDivElement>) => {
    const form = event.target;
    // Read as attributes: a field named "method" (the How step's) shadows form.method.
    if (!(form instanceof HTMLFormElement) || (form.getAttribute("method") ?? "").toLowerCase() !== "post") return;
    // Posted by the browser itself (the fallback below): let it go.
    if (native.current === form) {
      native.current = null;
      return;
    }
    if (typeof fetch !== "function" || typeof DOMParser !== "function") return;
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    void postInPlace<BookingIslandProps>(form, submitter, ISLAND)
      .catch((error: unknown) => {
        // Nothing is lost: the browser posts the same form itself below (and shows what the server answers).
        console.warn(
          `[booking] the step could not be sent in place (${error instanceof Error ? error.message : String(error)}); the browser sends the form itself`,
        );
        return null;
      })
      .then((answer) => {
        pending.current = false;
        if (!answer) {
          native.current = form;
          if (typeof form.requestSubmit === "function") form.requestSubmit(submitter);
          else form.submit();
          return;
        }
        if (answer.address) window.history.replaceState(null, "", answer.address);
        if (answer.title) document.title = answer.title;
        setCurrent((before) => ({ props: answer.props, step: before.step + 1 }));
      });
  };

  // A new step is new DOM: no field keeps what the last one held.
  return <Steps key={current.step} {...current.props} onSubmit={onSubmit} />;
}

function Steps({
  tpmo,
  enabled,
  view,
  onSubmit,
}: BookingIslandProps & { onSubmit: (event: React.FormEvent<HTMLDivElement>) => void }) {
  if (isManagePage(view.page)) {
    return (
      <div data-booking-step={view.page} onSubmit={onSubmit}>
        {view.page === "manage" ? <ManageShow view={view} /> : null}
        {view.page === "manage-cancel" ? <ManageCancel view={view} /> : null}
        {view.page === "manage-moved" ? <ManageMoved view={view} /> : null}
        {view.page === "manage-cancelled" ? <ManageCancelled view={view} /> : null}
        {view.page === "manage-gone" ? <ManageGone /> : null}
      </div>
    );
  }
  if (!enabled && !view.manage) return <Closed />;
  return (
    <div data-booking-step={view.page} onSubmit={onSubmit}>
      <ControlsForm view={view} />
      <Notice text={view.notice} />
      <ErrorSummary errors={view.errors} page={view.page} />
      {view.page === "what" ? <WhatStep view={view} /> : null}
      {view.page === "how" ? <HowStep view={view} /> : null}
      {view.page === "when" ? <WhenStep view={view} /> : null}
      {view.page === "about" ? <AboutStep view={view} /> : null}
      {view.page === "check" ? <CheckStep view={view} tpmo={tpmo} /> : null}
      {view.page === "done" ? <DoneStep view={view} /> : null}
    </div>
  );
}
