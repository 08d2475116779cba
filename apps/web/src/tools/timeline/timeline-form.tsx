/** The Medicare timeline's form: birth date as month / day / year (not a date picker), benefits yes/no, and the optional month job-based coverage ends. */
import type { FormEvent } from "react";
import { MONTH_NAMES } from "@tupelo-medicare/medicare-timeline";
import type { TimelineInputErrors } from "@tupelo-medicare/medicare-timeline";
import { cn } from "@tupelo-medicare/ui";
import { FIELD_NAMES } from "./timeline-query.js";
import type { TimelineFields } from "./timeline-query.js";

export interface TimelineFormProps {
  idPrefix: string;
  fields: TimelineFields;
  errors: TimelineInputErrors;
  onChange: (fields: TimelineFields) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const inputClass = (invalid: boolean) =>
  cn("min-h-12 rounded-lg border-2 bg-surface px-3 text-xl text-ink", invalid ? "border-danger-700" : "border-border");

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="m-0 text-lg font-bold text-danger-700">
      {message}
    </p>
  ) : null;
}

/** What one labelled field of a group needs: its id, name, value, the group's error and what describes it. */
interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  autoComplete?: string;
}

function MonthField({
  id,
  name,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  autoComplete,
  emptyLabel,
}: FieldProps & { emptyLabel: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-lg">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        className={inputClass(invalid)}
      >
        <option value="">{emptyLabel}</option>
        {MONTH_NAMES.map((month, index) => (
          <option key={month} value={String(index + 1)}>
            {month}
          </option>
        ))}
      </select>
    </div>
  );
}

function NumberField({
  id,
  name,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  autoComplete,
  digits,
}: FieldProps & { digits: 2 | 4 }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-lg">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={digits}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(inputClass(invalid), digits === 2 ? "w-20" : "w-28")}
      />
    </div>
  );
}

export function TimelineForm({ idPrefix, fields, errors, onChange, onSubmit }: TimelineFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (key: keyof TimelineFields, error: string | undefined, describedBy: string | undefined) => ({
    id: id(key === "coverageMonth" ? "coverage-month" : key === "coverageYear" ? "coverage-year" : key),
    name: FIELD_NAMES[key],
    value: fields[key],
    onChange: (value: string) => onChange({ ...fields, [key]: value }),
    invalid: Boolean(error),
    describedBy,
  });
  const birthError = errors.birthDate?.message;
  const ssError = errors.getsBenefits?.message;
  const coverageError = errors.coverageEnds?.message;
  const birthDescribedBy = birthError ? id("dob-error") : undefined;
  const coverageDescribedBy = [coverageError ? id("coverage-error") : "", id("coverage-hint")]
    .filter(Boolean)
    .join(" ");

  return (
    <form method="get" noValidate onSubmit={onSubmit} className="flex flex-col gap-6" data-print="hide">
      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
        <legend className="mb-1 p-0 text-xl font-bold text-ink">Your birth date</legend>
        <div className="flex flex-wrap gap-3">
          <MonthField
            {...field("month", birthError, birthDescribedBy)}
            label="Month"
            emptyLabel="Choose a month"
            autoComplete="bday-month"
          />
          <NumberField {...field("day", birthError, birthDescribedBy)} label="Day" digits={2} autoComplete="bday-day" />
          <NumberField
            {...field("year", birthError, birthDescribedBy)}
            label="Year"
            digits={4}
            autoComplete="bday-year"
          />
        </div>
        <ErrorText id={id("dob-error")} message={birthError} />
      </fieldset>

      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="mb-1 p-0 text-xl font-bold text-ink">
          Do you already get Social Security or Railroad Retirement benefits?
        </legend>
        <div className="flex flex-wrap gap-6">
          {(["yes", "no"] as const).map((answer) => (
            <label key={answer} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-xl">
              <input
                type="radio"
                name={FIELD_NAMES.ss}
                value={answer}
                checked={fields.ss === answer}
                onChange={(event) => onChange({ ...fields, ss: event.target.value })}
                aria-invalid={ssError ? true : undefined}
                aria-describedby={ssError ? id("ss-error") : undefined}
                className="size-6 accent-primary-700"
              />
              {answer === "yes" ? "Yes" : "No"}
            </label>
          ))}
        </div>
        <ErrorText id={id("ss-error")} message={ssError} />
      </fieldset>

      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
        <legend className="mb-1 p-0 text-xl font-bold text-ink">
          Month your (or your spouse&apos;s) job-based coverage ends (optional)
        </legend>
        <p id={id("coverage-hint")} className="m-0 text-lg text-muted">
          Only for health coverage from a current job. Leave it empty if that does not apply to you.
        </p>
        <div className="flex flex-wrap gap-3">
          <MonthField
            {...field("coverageMonth", coverageError, coverageDescribedBy)}
            label="Month"
            emptyLabel="No end date"
          />
          <NumberField {...field("coverageYear", coverageError, coverageDescribedBy)} label="Year" digits={4} />
        </div>
        <ErrorText id={id("coverage-error")} message={coverageError} />
      </fieldset>

      <div>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-6 text-xl font-bold text-white hover:bg-primary-800"
        >
          Show my dates
        </button>
      </div>
    </form>
  );
}
