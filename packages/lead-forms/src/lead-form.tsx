import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button, cn, useSiteConfig } from "@tupelo-medicare/ui";
import { DEFAULT_LEAD_ENDPOINT, RATE_LIMITED_MESSAGE, type SubmitFunction } from "./constants.js";
import { TEXT } from "./internal/text.js";
import { errorSummary, serverErrors } from "./internal/error-summary.js";
import { ErrorSummaryList } from "./internal/error-summary-list.js";
import { useSubmitter } from "./internal/use-submitter.js";
import { buildLeadSubmission } from "./payloads.js";
import { leadDisclosureText } from "./consent-text.js";
import { HoneypotField, honeypotValue, refusedStatus } from "./internal/honeypot.js";
import { EMPTY_LEAD, LEAD_FIELD_ORDER, LeadFields, type LeadField } from "./internal/lead-fields.js";
import { DEFAULT_LEAD_SOURCE, leadFormSchema, type LeadSubmission } from "./schemas.js";
import { LEAD_SOURCE_FIELD } from "./lead-source.js";

type LeadFormInput = z.input<typeof leadFormSchema>;
type LeadFormOutput = z.output<typeof leadFormSchema>;

/** The server's answer to a plain (no-script) post of the guide request. */
interface LeadFormAnswer {
  /** sent: 'Thank You!'; failed: the error message; limited: too many requests just now. */
  result?: "sent" | "failed" | "limited";
  /** The values posted, shown again (bad input or failure). */
  values?: Partial<Record<LeadField, string>>;
  /** Each field's message, as the form itself gives it. */
  errors?: Partial<Record<LeadField, string>>;
}

type LeadFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "noValidate" | "children"> & {
  /** Where the visitor asked for the guide, sent as the submission's `source`. @defaultValue 'Medicare Breakdown' */
  source?: string | undefined;
  /** The endpoint the request is POSTed to when no `submit` is given. @defaultValue '/api/leads' */
  endpoint?: string | undefined;
  /** Sends the submission instead of the default POST (e.g. to queue it while offline); rejecting means failure. */
  submit?: SubmitFunction<LeadSubmission> | undefined;
  /**
   * What the server answered a plain form post with (no JavaScript: the form posts itself to `action`, by default
   * `endpoint`): the visitor's values and the fields' messages, or the result. Rendered as it is on the server and
   * in the browser, so an island hydrates it with no change.
   */
  answer?: LeadFormAnswer | undefined;
};

type LeadPageStatus = "idle" | "submitting" | "success" | "queued" | "error";

/**
 * The guide request on a page of its own (the dialog's form, outside a dialog): the same five fields, wording and
 * submission as the lead dialog, and it works with no script. The browser then posts it itself (`method="post"`, the
 * source in a hidden field) and the server answers with the page showing `answer`. With a script: 'Submitting...'
 * while sending, 'Thank You!' in place of the form on success, an error box above the filled form on failure.
 */
function LeadForm({
  source = DEFAULT_LEAD_SOURCE,
  endpoint = DEFAULT_LEAD_ENDPOINT,
  submit,
  answer,
  className,
  action,
  ...props
}: LeadFormProps) {
  const { brand } = useSiteConfig();
  const send = useSubmitter(endpoint, submit);
  // One object for the form's life: react-hook-form sets the errors again whenever this prop changes identity.
  const [answerErrors] = React.useState(() => serverErrors<LeadFormInput>(LEAD_FIELD_ORDER, answer?.errors));
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<LeadFormInput, unknown, LeadFormOutput>({
    resolver: zodResolver(leadFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: answer?.values ? { ...EMPTY_LEAD, ...answer.values } : EMPTY_LEAD,
    errors: answerErrors,
  });
  const [status, setStatus] = React.useState<LeadPageStatus>(() =>
    answer?.result === "sent" ? "success" : answer?.result ? "error" : "idle",
  );
  const [rateLimited, setRateLimited] = React.useState(answer?.result === "limited");
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const boxRef = React.useRef<HTMLDivElement>(null);
  const inFlight = React.useRef(false);
  const changed = React.useRef(false);

  React.useEffect(() => {
    // Only a status this page reached (not the server's answer it was rendered with) moves focus.
    if (!changed.current) return;
    if (status === "success" || status === "queued" || status === "error") boxRef.current?.focus();
  }, [status]);

  const onValid = async (values: LeadFormOutput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    changed.current = true;
    setStatus("submitting");
    try {
      const trap = honeypotValue(formRef.current);
      const outcome = await send(buildLeadSubmission(values, source), {
        consent: { disclosureText: leadDisclosureText(brand) },
        ...(trap ? { website: trap } : {}),
      });
      reset(EMPTY_LEAD);
      setStatus(outcome === "queued" ? "queued" : "success");
    } catch (error) {
      setRateLimited(refusedStatus(error) === 429);
      setStatus("error");
    } finally {
      inFlight.current = false;
    }
  };

  if (status === "success" || status === "queued") {
    return (
      <div
        ref={boxRef}
        role="status"
        tabIndex={-1}
        data-slot={status === "success" ? "lead-success" : "lead-queued"}
        className={cn(
          "flex flex-col gap-2 rounded-lg border-2 p-5 text-center",
          status === "success" ? "border-success-700 bg-success-50" : "border-primary-700 bg-primary-50",
          className,
        )}
      >
        <h2 className={cn("text-2xl font-bold", status === "success" ? "text-success-700" : "text-primary-900")}>
          {status === "success" ? TEXT.leadSuccessTitle : TEXT.leadQueuedTitle}
        </h2>
        <p className="text-ink">{status === "success" ? TEXT.leadSuccessText : TEXT.leadQueuedPageText}</p>
      </div>
    );
  }

  const submitting = status === "submitting";
  const idOf = (name: LeadField) => `${id}-${name}`;
  const summary = isSubmitted || answer?.errors ? errorSummary(LEAD_FIELD_ORDER, errors) : [];
  return (
    <form
      ref={formRef}
      noValidate
      data-slot="lead-form"
      data-lead-source={source}
      aria-busy={submitting}
      className={cn("relative flex flex-col gap-4", className)}
      // With no script the browser posts the form itself: never a GET, which would put the details in the address.
      method="post"
      action={action ?? endpoint}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      {...props}
    >
      <input type="hidden" name={LEAD_SOURCE_FIELD} value={source} />
      <HoneypotField id={`${id}-website`} />
      {status === "error" ? (
        <div
          ref={boxRef}
          role="alert"
          tabIndex={-1}
          data-slot="lead-error"
          className="rounded-lg border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700"
        >
          {rateLimited ? RATE_LIMITED_MESSAGE : TEXT.leadError}
        </div>
      ) : null}
      <ErrorSummaryList summary={summary} idOf={idOf} focus={setFocus} />
      <LeadFields idOf={idOf} register={register} errors={errors} initial={answer?.values} />
      <p data-slot="lead-notice" className="text-sm text-muted">
        {leadDisclosureText(brand)}
      </p>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? TEXT.leadSubmitting : TEXT.leadSubmit}
      </Button>
    </form>
  );
}

export { LeadForm };
export type { LeadFormAnswer, LeadFormProps };
