import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  cn,
  useSiteConfig,
} from "@tupelo-medicare/ui";
import {
  DEFAULT_LEAD_ENDPOINT,
  LEAD_DIALOG_CLOSE_DELAY_MS,
  RATE_LIMITED_MESSAGE,
  type SubmitFunction,
} from "./constants.js";
import { EMPTY_LEAD, LEAD_FIELD_ORDER, LeadFields, type LeadField } from "./internal/lead-fields.js";
import { TEXT } from "./internal/text.js";
import { useIsomorphicLayoutEffect } from "./internal/use-isomorphic-layout-effect.js";
import { useSubmitter } from "./internal/use-submitter.js";
import { buildLeadSubmission } from "./payloads.js";
import { leadDisclosureText } from "./consent-text.js";
import { HoneypotField, honeypotValue, refusedStatus } from "./internal/honeypot.js";
import { DEFAULT_LEAD_SOURCE, leadFormSchema, type LeadSubmission } from "./schemas.js";

/** The states of the lead form (docs/product.md: States), plus 'queued': kept on the device while offline, sent when the connection returns. */
type LeadFormStatus = "idle" | "submitting" | "success" | "queued" | "error";

/** What an opening starts with: values already typed, and the field (with its caret) that had the focus. */
type LeadDialogStart = {
  values?: Partial<Record<string, string>> | undefined;
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null } | undefined;
};

type LeadDialogProps = {
  /** What this opening starts with (typed in a placeholder before the dialog's code loaded). */
  start?: LeadDialogStart | undefined;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, the overlay, or 3 s after success). */
  onOpenChange: (open: boolean) => void;
  /** Where the dialog was opened, sent as the submission's `source`. @defaultValue 'Medicare Breakdown' */
  source?: string | undefined;
  /** The endpoint the submission is POSTed to when no `submit` is given. @defaultValue '/api/leads' */
  endpoint?: string | undefined;
  /** Sends the submission instead of the default POST (e.g. to queue it while offline); rejecting means failure. */
  submit?: SubmitFunction<LeadSubmission> | undefined;
  /** Classes for the dialog panel. */
  className?: string | undefined;
};

type LeadFormInput = z.input<typeof leadFormSchema>;
type LeadFormOutput = z.output<typeof leadFormSchema>;

/**
 * The lead-capture dialog 'Get Your Free Medicare Guide' (docs/product.md: Pages and routes, States, Form validation): validated on submit, 'Submitting...'
 * while sending, 'Thank You!' on success (the form is reset and the dialog closes after 3 seconds), an error box
 * above the filled form on failure. Focus returns to the element that had it when the dialog opened.
 */
function LeadDialog({
  open,
  onOpenChange,
  source = DEFAULT_LEAD_SOURCE,
  endpoint = DEFAULT_LEAD_ENDPOINT,
  submit,
  className,
  start,
}: LeadDialogProps) {
  const { brand } = useSiteConfig();
  const send = useSubmitter(endpoint, submit);
  const formRef = React.useRef<HTMLFormElement>(null);
  const [rateLimited, setRateLimited] = React.useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LeadFormInput, unknown, LeadFormOutput>({
    resolver: zodResolver(leadFormSchema),
    mode: "onSubmit",
    // Not "onBlur": a message removed while focus moves between fields (activeElement is briefly <body>) makes
    // Radix's focus scope pull focus back to the dialog, so Tab would never reach the next field.
    reValidateMode: "onChange",
    defaultValues: EMPTY_LEAD,
  });
  const [status, setStatus] = React.useState<LeadFormStatus>("idle");
  const id = React.useId();
  const errorRef = React.useRef<HTMLDivElement>(null);
  const successRef = React.useRef<HTMLDivElement>(null);
  const openerRef = React.useRef<HTMLElement | null>(null);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = React.useRef(false);
  const latest = React.useRef({ open, onOpenChange, source, start });
  React.useEffect(() => {
    latest.current = { open, onOpenChange, source, start };
  });

  // Runs before Radix moves focus into the dialog, so the element that opened it can be focused again on close.
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setStatus((current) => (current === "submitting" ? current : "idle"));
    // What was typed before: the fields show it as they mount (the focus goes back to its field in handleOpenAutoFocus).
    if (start?.values) reset({ ...EMPTY_LEAD, ...typedLead(start.values) });
  }, [open]);

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  React.useEffect(() => {
    if (status === "success" || status === "queued") successRef.current?.focus();
    // The box sits above the fields, out of view on a phone once the dialog has scrolled to the button (which the
    // browser blurs while it is disabled): focus brings it into view; the fields follow it in the tab order.
    if (status === "error") errorRef.current?.focus();
  }, [status]);

  const onValid = async (values: LeadFormOutput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("submitting");
    try {
      const trap = honeypotValue(formRef.current);
      const outcome = await send(buildLeadSubmission(values, latest.current.source), {
        consent: { disclosureText: leadDisclosureText(brand) },
        ...(trap ? { website: trap } : {}),
      });
      reset(EMPTY_LEAD);
      if (outcome === "queued") {
        // Not delivered yet: say so plainly and leave the dialog open for the visitor to read.
        setStatus(latest.current.open ? "queued" : "idle");
      } else if (latest.current.open) {
        setStatus("success");
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => latest.current.onOpenChange(false), LEAD_DIALOG_CLOSE_DELAY_MS);
      } else {
        setStatus("idle");
      }
    } catch (error) {
      setRateLimited(refusedStatus(error) === 429);
      setStatus("error");
    } finally {
      inFlight.current = false;
    }
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) clearTimeout(closeTimer.current);
    onOpenChange(next);
  };

  // Radix focuses the first field; an opening that takes over a field being typed in focuses that one, caret kept.
  const handleOpenAutoFocus = (event: Event) => {
    const focus = latest.current.start?.focus;
    const field = focus ? formRef.current?.elements.namedItem(focus.name) : null;
    if (!focus || !(field instanceof HTMLInputElement)) return;
    event.preventDefault();
    field.focus();
    // An e-mail field has no selection to set (its caret stays where the browser puts it).
    if (focus.selectionStart !== null && field.selectionStart !== null)
      field.setSelectionRange(focus.selectionStart, focus.selectionEnd);
  };

  const handleCloseAutoFocus = (event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    setStatus((current) => (current === "submitting" ? current : "idle"));
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };

  const submitting = status === "submitting";

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className={cn("sm:max-w-[425px]", className)}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={handleCloseAutoFocus}
        data-status={status}
        data-lead-source={source}
      >
        <DialogHeader>
          <DialogTitle>{TEXT.leadTitle}</DialogTitle>
          <DialogDescription>
            Tell us where to send your free guide. There is no cost and no obligation to enroll.
          </DialogDescription>
        </DialogHeader>
        {status === "success" || status === "queued" ? (
          <div
            ref={successRef}
            role="status"
            tabIndex={-1}
            data-slot={status === "success" ? "lead-success" : "lead-queued"}
            className={cn(
              "flex flex-col gap-2 rounded-lg border-2 p-5 text-center",
              status === "success" ? "border-success-700 bg-success-50" : "border-primary-700 bg-primary-50",
            )}
          >
            <h3 className={cn("text-2xl font-bold", status === "success" ? "text-success-700" : "text-primary-900")}>
              {status === "success" ? TEXT.leadSuccessTitle : TEXT.leadQueuedTitle}
            </h3>
            <p className="text-ink">{status === "success" ? TEXT.leadSuccessText : TEXT.leadQueuedText}</p>
          </div>
        ) : (
          <form
            ref={formRef}
            noValidate
            data-slot="lead-form"
            aria-busy={submitting}
            className="relative flex flex-col gap-4"
            onSubmit={(event) => void handleSubmit(onValid)(event)}
          >
            <HoneypotField id={`${id}-website`} />
            {status === "error" ? (
              <div
                ref={errorRef}
                role="alert"
                tabIndex={-1}
                data-slot="lead-error"
                className="rounded-lg border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-700"
              >
                {rateLimited ? RATE_LIMITED_MESSAGE : TEXT.leadError}
              </div>
            ) : null}
            <LeadFields idOf={(name) => `${id}-${name}`} register={register} errors={errors} />
            <p data-slot="lead-notice" className="text-sm text-muted">
              {leadDisclosureText(brand)}
            </p>
            <Button type="submit" size="lg" disabled={submitting} className="w-full">
              {submitting ? TEXT.leadSubmitting : TEXT.leadSubmit}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The lead fields among `values` (nothing else is taken over). */
function typedLead(values: Partial<Record<string, string>>): Partial<Record<LeadField, string>> {
  return Object.fromEntries(
    LEAD_FIELD_ORDER.flatMap((name) => (typeof values[name] === "string" ? [[name, values[name]]] : [])),
  );
}

export { LeadDialog };
export type { LeadDialogProps, LeadDialogStart, LeadFormStatus };
