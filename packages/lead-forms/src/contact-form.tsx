import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { Button, TextLink, cn, toast, useSiteConfig } from "@tupelo-medicare/ui";
import { DEFAULT_CONTACT_ENDPOINT, RATE_LIMITED_MESSAGE, type SubmitFunction } from "./constants.js";
import { CheckboxField, TextAreaField, TextField, inputMaxLength } from "./internal/form-controls.js";
import { TEXT } from "./internal/text.js";
import { errorSummary, serverErrors } from "./internal/error-summary.js";
import { ErrorSummaryList } from "./internal/error-summary-list.js";
import { useSubmitter } from "./internal/use-submitter.js";
import { buildContactSubmission } from "./payloads.js";
import { HoneypotField, honeypotValue, refusedStatus } from "./internal/honeypot.js";
import {
  contactConsentDetails,
  contactConsentLabel,
  contactConsentText,
  contactDisclosureText,
} from "./consent-text.js";
import {
  FIELD_LIMITS,
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
  type ContactSubmission,
} from "./schemas.js";

/** The states of the contact form (docs/product.md: States). */
type ContactFormStatus = "idle" | "sending";

type ContactFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "noValidate" | "children"> & {
  /** The endpoint the message is POSTed to when no `submit` is given. @defaultValue '/api/contact' */
  endpoint?: string | undefined;
  /** Sends the submission instead of the default POST (e.g. to queue it while offline); rejecting means failure. */
  submit?: SubmitFunction<ContactSubmission> | undefined;
  /**
   * What the server answered a plain form post with (no JavaScript: the form posts itself to `action`, by default
   * `endpoint`): the visitor's values and the fields' messages, or the result. Rendered as it is on the server and
   * in the browser, so the island hydrates it with no change.
   */
  answer?: ContactFormAnswer | undefined;
};

/** The fields of the contact form, in order. */
type ContactField = "name" | "email" | "phone" | "message" | "marketingConsent";

/** The server's answer to a plain (no-script) post of the contact form. */
interface ContactFormAnswer {
  /** sent: the success message; failed: the error message; limited: too many messages just now. */
  result?: "sent" | "failed" | "limited";
  /** The values posted, shown again (bad input or failure). */
  values?: Partial<Record<Exclude<ContactField, "marketingConsent">, string>> & { marketingConsent?: boolean };
  /** Each field's message, as the form itself gives it. */
  errors?: Partial<Record<ContactField, string>>;
}

// The form holds an unticked box (false) until the person ticks it; the schema only accepts true.
type ContactFormDraft = Omit<ContactFormInput, "marketingConsent"> & { marketingConsent: boolean };

const EMPTY_CONTACT: ContactFormDraft = { name: "", email: "", phone: "", message: "", marketingConsent: false };
const FIELD_ORDER = ["name", "email", "phone", "message", "marketingConsent"] as const;

/**
 * The contact form (docs/product.md: Content model, States, Form validation): name, e-mail, optional phone, message and a never pre-ticked consent to
 * marketing calls, e-mails and texts. 'Sending...' while sending; a toast on success (the form is reset) or
 * failure (the form keeps its values). Render the UI kit's `<Toaster />` once in the app.
 */
function ContactForm({ endpoint = DEFAULT_CONTACT_ENDPOINT, submit, answer, className, ...props }: ContactFormProps) {
  const { brand, officeHours } = useSiteConfig();
  const send = useSubmitter(endpoint, submit);
  // One object for the form's life: react-hook-form sets the errors again whenever this prop changes identity.
  const [answerErrors] = React.useState(() => serverErrors<ContactFormDraft>(FIELD_ORDER, answer?.errors));
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<ContactFormDraft, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactFormDraft, unknown, ContactFormValues>,
    mode: "onSubmit",
    // Re-checked while typing, never on blur: removing nodes while focus moves between fields can lose focus.
    reValidateMode: "onChange",
    defaultValues: answer?.values ? { ...EMPTY_CONTACT, ...answer.values } : EMPTY_CONTACT,
    errors: answerErrors,
  });
  const [status, setStatus] = React.useState<ContactFormStatus>("idle");
  // The server's result stays shown until the visitor sends again here.
  const [result, setResult] = React.useState(answer?.result);
  const [queued, setQueued] = React.useState(false);
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const inFlight = React.useRef(false);

  const onValid = async (values: ContactFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("sending");
    setQueued(false);
    setResult(undefined);
    try {
      const trap = honeypotValue(formRef.current);
      const outcome = await send(buildContactSubmission(values), {
        consent: {
          consentText: contactConsentText(brand),
          disclosureText: contactDisclosureText(brand, officeHours.weekdays),
        },
        ...(trap ? { website: trap } : {}),
      });
      reset(EMPTY_CONTACT);
      if (outcome === "queued") setQueued(true);
      else toast.success(TEXT.contactSuccess);
    } catch (error) {
      toast.error(refusedStatus(error) === 429 ? RATE_LIMITED_MESSAGE : TEXT.contactError);
    } finally {
      inFlight.current = false;
      setStatus("idle");
    }
  };

  const wasSending = React.useRef(false);
  React.useEffect(() => {
    const finished = wasSending.current && status === "idle";
    wasSending.current = status === "sending";
    // A button that was disabled while sending may have lost focus; give it back so the person is not lost.
    if (finished && (document.activeElement === null || document.activeElement === document.body)) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [status]);

  const sending = status === "sending";
  const fieldId = (name: keyof ContactFormDraft) => `${id}-${name}`;
  const summary = isSubmitted || answer?.errors ? errorSummary(FIELD_ORDER, errors) : [];
  // Rendered into the markup too, so a form the server answered shows the values with no script.
  const initial = answer?.values ?? {};
  const resultText =
    result === "sent"
      ? TEXT.contactSuccess
      : result === "limited"
        ? RATE_LIMITED_MESSAGE
        : result === "failed"
          ? TEXT.contactError
          : null;

  return (
    <form
      ref={formRef}
      noValidate
      data-slot="contact-form"
      aria-busy={sending}
      className={cn("relative flex flex-col gap-5", className)}
      // With no script (or before the island is live) the browser posts the form itself: never a GET, which would
      // put the visitor's details in the address.
      method="post"
      action={endpoint}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      {...props}
    >
      {resultText ? (
        <div
          role={result === "sent" ? "status" : "alert"}
          data-slot="contact-result"
          className={cn(
            "rounded-lg border-2 p-4 font-semibold",
            result === "sent"
              ? "border-primary-700 bg-primary-50 text-primary-900"
              : "border-danger-700 bg-danger-50 text-danger-700",
          )}
        >
          {resultText}
        </div>
      ) : null}
      <ErrorSummaryList summary={summary} idOf={fieldId} focus={setFocus} />
      <TextField
        id={fieldId("name")}
        label="Name"
        autoComplete="name"
        aria-required
        maxLength={inputMaxLength(FIELD_LIMITS.name)}
        defaultValue={initial.name}
        registration={register("name")}
        error={errors.name?.message}
      />
      <TextField
        id={fieldId("email")}
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        aria-required
        maxLength={inputMaxLength(FIELD_LIMITS.email)}
        defaultValue={initial.email}
        registration={register("email")}
        error={errors.email?.message}
      />
      <TextField
        id={fieldId("phone")}
        label="Phone number (optional)"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="(555) 555-0123"
        maxLength={inputMaxLength(FIELD_LIMITS.phone)}
        defaultValue={initial.phone}
        registration={register("phone")}
        error={errors.phone?.message}
      />
      <TextAreaField
        id={fieldId("message")}
        label="Message"
        hint="How can we help? Please do not include health details or your Medicare number."
        aria-required
        maxLength={inputMaxLength(FIELD_LIMITS.message)}
        defaultValue={initial.message}
        registration={register("message")}
        error={errors.message?.message}
      />
      <CheckboxField
        id={fieldId("marketingConsent")}
        label={contactConsentLabel(brand)}
        details={
          <>
            {contactConsentDetails(brand)} <TextLink href="/terms-of-service">Terms of Service</TextLink> and{" "}
            <TextLink href="/privacy-policy">Privacy Policy</TextLink>.
          </>
        }
        aria-required
        defaultChecked={initial.marketingConsent}
        registration={register("marketingConsent")}
        error={errors.marketingConsent?.message}
      />
      <HoneypotField id={`${id}-website`} />
      <p data-slot="contact-next-steps" className="text-muted">
        {contactDisclosureText(brand, officeHours.weekdays)}
      </p>
      {queued ? (
        <div
          role="status"
          data-slot="contact-queued"
          className="rounded-lg border-2 border-primary-700 bg-primary-50 p-4 font-semibold text-primary-900"
        >
          {TEXT.contactQueued}
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:self-start">
        {sending ? TEXT.contactSending : TEXT.contactSubmit}
      </Button>
    </form>
  );
}

export { ContactForm };
export type { ContactFormAnswer, ContactFormProps, ContactFormStatus };
