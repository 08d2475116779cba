/**
 * The Medicare money calculators' forms: plain GET forms whose field names are the address's own (money-query.ts), so
 * with no script a submission is the bookmarkable address and the server answers it. Labels above fields, a hint
 * where a term needs one, the parse functions' messages under each field, and a list of the problems above the form.
 */
import type { FormEvent, ReactNode } from "react";
import { FILING_STATUSES } from "@tupelo-medicare/medicare-costs";
import type { MoneyCalculatorKind } from "@tupelo-medicare/content";
import { cn } from "@tupelo-medicare/ui";
import type { MoneyFigures } from "./money-figures.js";
import type { MoneyErrors } from "./money-outcome.js";
import type { MoneyFields } from "./money-query.js";

type FieldSpec =
  | { name: string; kind: "dollars" | "count"; label: string; hint?: string; unit?: string }
  | {
      name: string;
      kind: "radio";
      label: string;
      hint?: string;
      options: ReadonlyArray<{ value: string; label: string }>;
    }
  | {
      name: string;
      kind: "select";
      label: string;
      hint?: string;
      options: ReadonlyArray<{ value: string; label: string }>;
    };

interface FieldGroup {
  legend?: string;
  hint?: string;
  fields: FieldSpec[];
}

interface FormSpec {
  groups: FieldGroup[];
  submit: string;
}

/** Each calculator's questions, worded for the year's figures. */
export function moneyFormSpec(kind: MoneyCalculatorKind, figures: MoneyFigures | null): FormSpec {
  switch (kind) {
    case "irmaa": {
      const incomeYear = figures?.kind === "irmaa" ? figures.irmaa.incomeYear : "two years ago";
      return {
        submit: "Show my premiums",
        groups: [
          {
            fields: [
              {
                name: "magi",
                kind: "dollars",
                label: `Your income on your ${incomeYear} tax return, in dollars`,
                hint:
                  "Your modified adjusted gross income (MAGI): the adjusted gross income on your federal tax return " +
                  "(Form 1040, line 11) plus any tax-exempt interest (line 2a). If you filed jointly, use the total on your joint return.",
              },
              {
                name: "filingStatus",
                kind: "radio",
                label: `How did you file your ${incomeYear} taxes?`,
                options: FILING_STATUSES.map((status) => ({ value: status.id, label: status.label })),
              },
            ],
          },
        ],
      };
    }
    case "late-penalties":
      return {
        submit: "Show my penalty",
        groups: [
          {
            legend: "Part B",
            hint: "Leave this empty if you only want to check Part D.",
            fields: [
              {
                name: "monthsWithoutCoverage",
                kind: "count",
                unit: "months",
                label:
                  "How many months could you have had Part B but did not, without health coverage from a current job?",
                hint: "Count from the month after your Initial Enrollment Period ended to the month your Part B started.",
              },
            ],
          },
          {
            legend: "Part D (drug coverage)",
            hint: "Leave these empty if you only want to check Part B.",
            fields: [
              {
                name: "uncoveredMonths",
                kind: "count",
                unit: "months",
                label: "How many full months did you go without Part D or other creditable drug coverage?",
                hint: "Count from the end of your Initial Enrollment Period. Creditable coverage is drug coverage at least as good as Medicare's, such as from a job or the VA.",
              },
              {
                name: "gapDays",
                kind: "count",
                unit: "days",
                label: "What was the longest time in a row, in days, without creditable drug coverage?",
                hint: "A gap of 62 days or less does not count.",
              },
              {
                name: "extraHelp",
                kind: "radio",
                label: "Do you get Extra Help with your drug costs?",
                options: [
                  { value: "yes", label: "Yes" },
                  { value: "no", label: "No" },
                ],
              },
            ],
          },
        ],
      };
    case "help-paying":
      return {
        submit: "See if I may qualify",
        groups: [
          {
            fields: [
              {
                name: "householdSize",
                kind: "radio",
                label: "Who lives in your household?",
                options: [
                  { value: "1", label: "Just me (or I am not married)" },
                  { value: "2", label: "Me and my husband or wife" },
                ],
              },
              {
                name: "monthlyIncome",
                kind: "dollars",
                label: "Your monthly income before deductions, in dollars",
                hint: "Social Security, pensions, wages and any other income. For a couple, add both incomes.",
              },
              {
                name: "resources",
                kind: "dollars",
                label: "Your savings and other resources, in dollars",
                hint: "Bank accounts, stocks and bonds. Do not count your home, one car or a burial plot. Enter 0 if you have none.",
              },
              {
                name: "state",
                kind: "select",
                label: "Where do you live?",
                options: [
                  { value: "MS", label: "Mississippi" },
                  { value: "other", label: "Another state" },
                ],
              },
            ],
          },
        ],
      };
    default:
      return kind satisfies never;
  }
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

export interface MoneyFormProps {
  kind: MoneyCalculatorKind;
  figures: MoneyFigures | null;
  idPrefix: string;
  /** The section's id: a plain submission comes back to it (`action="#…"`). */
  anchor: string;
  fields: MoneyFields;
  errors: MoneyErrors;
  onChange: (fields: MoneyFields) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The option a query value means: itself, the first option when empty, else the last ("Another state" for "TN"). */
function selectValue(options: ReadonlyArray<{ value: string }>, value: string): string {
  const known = options.find((option) => option.value.toLowerCase() === value.toLowerCase());
  if (known) return known.value;
  if (value === "" || value.toLowerCase() === "mississippi") return options[0]!.value;
  return options[options.length - 1]!.value;
}

/** The id of a field's control (the first radio of a group), for labels, messages and the error list's links. */
export const moneyFieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

export function MoneyForm({ kind, figures, idPrefix, anchor, fields, errors, onChange, onSubmit }: MoneyFormProps) {
  const spec = moneyFormSpec(kind, figures);
  const id = (name: string) => moneyFieldId(idPrefix, name);
  const allFields = spec.groups.flatMap((group) => group.fields);
  const problems = allFields.filter((field) => errors[field.name]);

  const field = (spec: FieldSpec): ReactNode => {
    const error = errors[spec.name];
    const describedBy = [error ? id(`${spec.name}-error`) : "", spec.hint ? id(`${spec.name}-hint`) : ""]
      .filter(Boolean)
      .join(" ");
    const hint = spec.hint ? (
      <p id={id(`${spec.name}-hint`)} className="m-0 text-lg text-muted">
        {spec.hint}
      </p>
    ) : null;
    const value = fields[spec.name] ?? "";
    const set = (next: string) => onChange({ ...fields, [spec.name]: next });
    if (spec.kind === "radio") {
      return (
        <fieldset key={spec.name} className="m-0 flex flex-col gap-2 border-0 p-0">
          <legend className="mb-1 p-0 text-xl font-bold text-ink">{spec.label}</legend>
          {hint}
          <div className="flex flex-col gap-1">
            {spec.options.map((option, index) => (
              <label key={option.value} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-xl">
                <input
                  type="radio"
                  id={index === 0 ? id(spec.name) : undefined}
                  name={spec.name}
                  value={option.value}
                  checked={value.toLowerCase() === option.value}
                  onChange={(event) => set(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  className="size-6 shrink-0 accent-primary-700"
                />
                {option.label}
              </label>
            ))}
          </div>
          <ErrorText id={id(`${spec.name}-error`)} message={error} />
        </fieldset>
      );
    }
    if (spec.kind === "select") {
      return (
        <div key={spec.name} className="flex flex-col gap-1">
          <label htmlFor={id(spec.name)} className="text-xl font-bold text-ink">
            {spec.label}
          </label>
          {hint}
          <select
            id={id(spec.name)}
            name={spec.name}
            value={selectValue(spec.options, value)}
            onChange={(event) => set(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(inputClass(Boolean(error)), "w-fit")}
          >
            {spec.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ErrorText id={id(`${spec.name}-error`)} message={error} />
        </div>
      );
    }
    return (
      <div key={spec.name} className="flex flex-col gap-1">
        <label htmlFor={id(spec.name)} className="text-xl font-bold text-ink">
          {spec.label}
        </label>
        {hint}
        <div className="flex items-center gap-2">
          {spec.kind === "dollars" ? (
            <span aria-hidden="true" className="text-xl">
              $
            </span>
          ) : null}
          <input
            id={id(spec.name)}
            name={spec.name}
            type="text"
            value={value}
            onChange={(event) => set(event.target.value)}
            inputMode={spec.kind === "dollars" ? "decimal" : "numeric"}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(inputClass(Boolean(error)), spec.kind === "dollars" ? "w-48" : "w-28")}
          />
          {spec.kind === "count" && spec.unit ? <span className="text-xl">{spec.unit}</span> : null}
        </div>
        <ErrorText id={id(`${spec.name}-error`)} message={error} />
      </div>
    );
  };

  return (
    <form
      method="get"
      action={`#${anchor}`}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      data-print="hide"
    >
      {problems.length > 0 ? (
        <div className="rounded-lg border-2 border-danger-700 p-4">
          <p className="m-0 text-xl font-bold text-danger-700">Please check your answers:</p>
          <ul className="mt-2 mb-0 flex flex-col gap-1 pl-6 text-lg">
            {problems.map((problem) => (
              <li key={problem.name}>
                <a href={`#${id(problem.name)}`} className="text-primary-700 underline underline-offset-4">
                  {errors[problem.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {spec.groups.map((group, index) =>
        group.legend ? (
          <fieldset key={group.legend} className="m-0 flex flex-col gap-4 border-0 p-0">
            <legend className="mb-1 p-0 text-2xl font-bold text-primary-900">{group.legend}</legend>
            {group.hint ? <p className="m-0 text-lg text-muted">{group.hint}</p> : null}
            {group.fields.map(field)}
          </fieldset>
        ) : (
          <div key={index} className="flex flex-col gap-6">
            {group.fields.map(field)}
          </div>
        ),
      )}
      <div>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-6 text-xl font-bold text-white hover:bg-primary-800"
        >
          {spec.submit}
        </button>
      </div>
    </form>
  );
}
