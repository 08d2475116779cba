/** A content page's own call to action, shown by the display rule of docs/product.md (Display rules). */
import { useId } from "react";
import type { CallToAction } from "@tupelo-medicare/content";
import { callToActionDisplay } from "@tupelo-medicare/content/rules";
import { ButtonLink, cn } from "@tupelo-medicare/ui";

/** Whether a call to action shows at all: at least one of title, text, button text or link is non-empty. */
export function hasCallToAction(cta: CallToAction | null | undefined): cta is CallToAction {
  return callToActionDisplay(cta) !== null;
}

/** The block: title, text, and a button only when both its text and link are non-empty. */
function PageCallToAction({ cta, className }: { cta: CallToAction | null | undefined; className?: string }) {
  const headingId = useId();
  const display = callToActionDisplay(cta);
  if (!display) return null;
  const { title, text, button } = display;
  return (
    <section
      data-slot="page-call-to-action"
      {...(title ? { "aria-labelledby": headingId } : { "aria-label": "Next step" })}
      className={cn(
        "mt-12 flex flex-col items-start gap-4 rounded-card border border-primary-100 bg-primary-50 p-6 sm:p-8",
        className,
      )}
    >
      {title ? (
        <h2 id={headingId} className="text-2xl font-bold text-primary-900">
          {title}
        </h2>
      ) : null}
      {text ? <p className="max-w-prose text-ink">{text}</p> : null}
      {button ? (
        <ButtonLink href={button.href} variant="accent" size="lg">
          {button.text}
        </ButtonLink>
      ) : null}
    </section>
  );
}

export { PageCallToAction };
