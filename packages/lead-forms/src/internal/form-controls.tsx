import type * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@tupelo-medicare/ui";

// The UI kit has no form controls yet; these follow its tokens (2 px control borders at 3:1, 48 px targets,
// the global 3 px focus ring, danger-700 for errors) and could move into the kit later. The registration of
// react-hook-form (with its ref) is spread on the native element here, so refs work without forwardRef.

const controlClasses =
  "block w-full rounded-lg border-2 border-border bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-invalid:border-danger-700";

/** The room the browser allows beyond the schema's maximum, so the 'must be N characters or fewer' message can show. */
function inputMaxLength(limit: number): number {
  return limit + Math.max(10, Math.round(limit / 10));
}

/** Joins the ids of the elements that describe a control; undefined when there are none. */
function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id.length > 0);
  return list.length > 0 ? list.join(" ") : undefined;
}

type FieldErrorProps = Omit<React.ComponentProps<"div">, "id" | "children"> & {
  /** The id of the message, referenced by the control's aria-describedby. */
  id: string;
  message?: string | undefined;
};

/**
 * The message under a field. The polite live region is always present so a message that appears is announced;
 * the control points at the message with aria-describedby while there is one.
 */
function FieldError({ id, message, className, ...props }: FieldErrorProps) {
  return (
    <div
      data-slot="field-error"
      aria-live="polite"
      className={cn("text-base font-semibold text-danger-700", className)}
      {...props}
    >
      {message ? (
        <p id={id}>
          <span className="sr-only">Error: </span>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

type ControlProps<E extends "input" | "textarea"> = Omit<
  React.ComponentProps<E>,
  "id" | "name" | "onChange" | "onBlur" | "ref"
> & {
  id: string;
  label: React.ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** A short help text shown between the label and the control. */
  hint?: React.ReactNode;
};

function TextField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  "aria-describedby": extra,
  ...props
}: ControlProps<"input">) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <label data-slot="label" htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      ) : null}
      <input
        data-slot="input"
        id={id}
        type="text"
        className={cn(controlClasses, "min-h-12")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, extra, error ? errorId : undefined)}
        {...props}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  "aria-describedby": extra,
  ...props
}: ControlProps<"textarea">) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <label data-slot="label" htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        data-slot="textarea"
        id={id}
        rows={6}
        className={cn(controlClasses, "min-h-36 resize-y")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, extra, error ? errorId : undefined)}
        {...props}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<
  React.ComponentProps<"input">,
  "id" | "name" | "onChange" | "onBlur" | "ref" | "type"
> & {
  id: string;
  label: React.ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The details under the label (e.g. the consent's terms), read as the checkbox's description. */
  details?: React.ReactNode;
};

function CheckboxField({ id, label, registration, error, details, className, ...props }: CheckboxFieldProps) {
  const detailsId = `${id}-details`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-start gap-3">
        <input
          data-slot="checkbox"
          id={id}
          type="checkbox"
          className="mt-0.5 size-7 shrink-0 cursor-pointer accent-primary-700 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-danger-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(details ? detailsId : undefined, error ? errorId : undefined)}
          {...props}
          {...registration}
        />
        <div className="flex flex-col gap-1.5">
          <label data-slot="label" htmlFor={id} className="cursor-pointer font-semibold text-ink">
            {label}
          </label>
          {details ? (
            <p id={detailsId} className="text-sm text-muted">
              {details}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export { CheckboxField, FieldError, TextAreaField, TextField, describedBy, inputMaxLength };
export type { CheckboxFieldProps, FieldErrorProps };
