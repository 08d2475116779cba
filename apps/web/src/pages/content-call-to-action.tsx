/** A content page's own call to action, shown by the display rule of SPEC §5. */
import { useId } from "react";
import type { CallToAction } from "@tupelo-medicare/content";
import { ButtonLink, cn } from "@tupelo-medicare/ui";

/** Whether a call to action shows at all: at least one of title, text, button text or link is non-empty. */
export function hasCallToAction(cta: CallToAction | null | undefined): cta is CallToAction {
  return Boolean(cta && [cta.title, cta.text, cta.buttonText, cta.buttonLink].some((value) => value.trim() !== ""));
}

/** The block: title, text, and a button only when both its text and link are non-empty. */
function PageCallToAction({ cta, className }: { cta: CallToAction | null | undefined; className?: string }) {
  const headingId = useId();
  if (!hasCallToAction(cta)) return null;
  const title = cta.title.trim();
  const text = cta.text.trim();
  const buttonText = cta.buttonText.trim();
  const buttonLink = cta.buttonLink.trim();
  return (
    <section
      data-slot="page-call-to-action"
      {...(title ? { "aria-labelledby": headingId } : { "aria-label": "Next step" })}
      className={cn("mt-12 flex flex-col items-start gap-4 rounded-card border border-primary-100 bg-primary-50 p-6 sm:p-8", className)}
    >
      {title ? (
        <h2 id={headingId} className="text-2xl font-bold text-primary-900">
          {title}
        </h2>
      ) : null}
      {text ? <p className="max-w-prose text-ink">{text}</p> : null}
      {buttonText && buttonLink ? (
        <ButtonLink href={buttonLink} variant="accent" size="lg">
          {buttonText}
        </ButtonLink>
      ) : null}
    </section>
  );
}

export { PageCallToAction };
