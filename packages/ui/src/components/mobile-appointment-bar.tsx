import * as React from "react";
import { CalendarCheck } from "lucide-react";
import { cn } from "../lib/cn";
import { MOBILE_BAR_HIDE_DELAY_MS } from "../lib/constants";
import { useSiteConfig } from "../site-config/site-config";
import { ButtonLink } from "./button";

type MobileAppointmentBarProps = React.ComponentProps<"div"> & {
  /** Quiet time after the last scroll before the bar hides. @defaultValue 2000 */
  hideDelayMs?: number;
  /** Where the button goes. @defaultValue the configured scheduler URL */
  href?: string;
  /** The button's text. @defaultValue 'Schedule an Appointment' */
  label?: string;
};

const FORM_FIELD = "input, select, textarea, [contenteditable]:not([contenteditable='false'])";

function isFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(FORM_FIELD);
}

/**
 * The phone-only bottom bar with the appointment button (from 768 px the header shows it instead): it slides
 * in while the page scrolls and hides 2000 ms after scrolling stops. It never covers what has focus (WCAG 2.4.11):
 * it stays hidden while a form field has focus, and while the focused element lies where the shown bar would
 * stand, also through the scroll that brings a newly focused element into view; while hidden it is inert (not
 * focusable).
 */
function MobileAppointmentBar({
  hideDelayMs = MOBILE_BAR_HIDE_DELAY_MS,
  href,
  label = "Schedule an Appointment",
  className,
  ...props
}: MobileAppointmentBarProps) {
  const config = useSiteConfig();
  const [visible, setVisible] = React.useState(false);
  const barRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusIsInBar = () => !!barRef.current && barRef.current.contains(document.activeElement);
    const scheduleHide = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!focusIsInBar()) setVisible(false);
      }, hideDelayMs);
    };
    /**
     * Whether the focused element lies where the bar stands when shown (the bar's own rectangle moves with its
     * slide, so its place is measured from the bottom of the window), or is a form field, which the on-screen
     * keyboard may push under it.
     */
    const wouldCoverFocus = (target: Element | null = document.activeElement) => {
      if (!(target instanceof Element) || target === document.body || target === document.documentElement) return false;
      if (barRef.current?.contains(target)) return false;
      if (isFormField(target)) return true;
      const barHeight = barRef.current?.getBoundingClientRect().height ?? 0;
      if (barHeight <= 0) return false;
      const rect = target.getBoundingClientRect();
      return rect.bottom > window.innerHeight - barHeight && rect.top < window.innerHeight;
    };
    const keepHidden = () => {
      clearTimeout(timer);
      setVisible(false);
    };
    const onScroll = () => {
      // The browser scrolls a newly focused element into view: that scroll must not bring the bar back over it.
      if (wouldCoverFocus()) return keepHidden();
      setVisible(true);
      scheduleHide();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && wouldCoverFocus(event.target)) keepHidden();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (barRef.current?.contains(event.target as Node | null)) scheduleHide();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [hideDelayMs]);

  return (
    <div
      ref={barRef}
      data-slot="mobile-appointment-bar"
      data-state={visible ? "visible" : "hidden"}
      data-print="hide"
      inert={!visible}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 translate-y-full border-t border-border-subtle bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur transition-[translate,visibility] duration-300 data-[state=hidden]:invisible data-[state=visible]:translate-y-0 motion-reduce:transition-none md:hidden [@media(max-height:30rem)]:hidden",
        className,
      )}
      {...props}
    >
      <ButtonLink href={href ?? config.schedulerUrl} variant="accent" size="lg" className="w-full">
        <CalendarCheck aria-hidden="true" className="size-6" />
        {label}
      </ButtonLink>
    </div>
  );
}

export { MobileAppointmentBar };
export type { MobileAppointmentBarProps };
