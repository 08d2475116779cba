import { HONEYPOT_FIELD } from "../constants.js";

/**
 * A field people and screen readers never meet (off screen, hidden from assistive technology, out of the tab order)
 * and bots that fill every input do; the server drops what fills it, quietly.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="form-trap"
      className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the hidden field holds at submit time ('' for people). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : "";
}

/** The HTTP status of a refused submission (SubmissionError, the outbox's DeliveryRefusedError), if any. */
export function refusedStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  const status = Number(error.status);
  return Number.isFinite(status) ? status : undefined;
}
