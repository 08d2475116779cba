import * as React from "react";
import { Toaster as Sonner, toast, useSonner, type ToasterProps } from "sonner";
import { toastEdge, type ToastEdge } from "./toaster-placement";

/** Space between the toasts and the screen's edge, in CSS px: over the sticky header, never the page's text. */
const TOAST_OFFSET = 8;

// Sonner's own stylesheet is unlayered, so the few overrides of its sizes are marked important.
const toastClassNames = {
  toast: "font-sans! text-base! leading-normal! gap-2! py-3! pl-3! pr-12! rounded-card! shadow-xl!",
  title: "font-bold! text-base!",
  description: "text-base! text-muted!",
  actionButton: "min-h-11! px-4! text-base! font-semibold! rounded-lg! bg-primary-700! text-white!",
  cancelButton: "min-h-11! px-4! text-base! rounded-lg!",
  // 32 px, inside the toast's top right corner (sonner puts it half outside the top left one).
  closeButton:
    "size-8! top-1.5! border-current! bg-transparent! text-current! forced-colors:border-[ButtonText]! [&_svg]:size-4!",
};

/** True for an Escape that is the toasts' to take: not ending a text composition, not taken, not a dialog's. */
function dismissesToasts(event: KeyboardEvent): boolean {
  return (
    event.key === "Escape" &&
    !event.defaultPrevented &&
    !event.isComposing &&
    !document.querySelector('[aria-modal="true"]:is(dialog[open], :not(dialog))')
  );
}

/**
 * While toasts show (and only then): Escape dismisses them all, and they keep to the edge that leaves the focused
 * element clear (read once a frame after the focus moves, the window resizes or a toast comes or goes).
 */
function useToastsOutOfTheWay(): ToastEdge {
  const { toasts } = useSonner();
  const count = toasts.length;
  const [edge, setEdge] = React.useState<ToastEdge>("top");

  React.useEffect(() => {
    if (count === 0) {
      setEdge("top");
      return;
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const list = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")];
      if (list.length === 0) return;
      const active = document.activeElement;
      const focused =
        active && active !== document.body && !list.some((item) => item.contains(active))
          ? active.getBoundingClientRect()
          : null;
      const rects = list.map((item) => item.getBoundingClientRect());
      const toastsHeight = Math.max(...rects.map((rect) => rect.bottom)) - Math.min(...rects.map((rect) => rect.top));
      setEdge(toastEdge(focused, { toastsHeight, viewportHeight: window.innerHeight, offset: TOAST_OFFSET }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (dismissesToasts(event)) toast.dismiss();
    };
    const passive = { passive: true } as const;
    document.addEventListener("keydown", onKeyDown, passive);
    document.addEventListener("focusin", schedule, passive);
    window.addEventListener("resize", schedule, passive);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [count]);

  return edge;
}

/**
 * The toast container (sonner): at the top centre over the sticky header (at the bottom instead when the focused
 * element is up there), so a toast never covers the page's text, its form or the focus; large text, success and
 * error colours checked at 4.5:1 with their icons, a 32 px close button, and Escape dismisses every toast. Toasts
 * stay until dismissed (WCAG 2.2.1): none goes on a timer a slow reader could miss. Show toasts with `toast`.
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  const edge = useToastsOutOfTheWay();
  return (
    <Sonner
      data-slot="toaster"
      position={`${edge}-center`}
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      closeButton
      richColors
      duration={Infinity}
      toastOptions={{ ...toastOptions, classNames: { ...toastClassNames, ...toastOptions?.classNames } }}
      style={
        {
          "--normal-bg": "var(--color-surface)",
          "--normal-text": "var(--color-ink)",
          "--normal-border": "var(--color-border-subtle)",
          "--success-bg": "var(--color-success-50)",
          "--success-text": "var(--color-success-700)",
          "--success-border": "var(--color-success-700)",
          "--error-bg": "var(--color-danger-50)",
          "--error-text": "var(--color-danger-700)",
          "--error-border": "var(--color-danger-700)",
          "--info-bg": "var(--color-primary-50)",
          "--info-text": "var(--color-primary-700)",
          "--info-border": "var(--color-primary-700)",
          "--warning-bg": "var(--color-accent-50)",
          "--warning-text": "var(--color-accent-700)",
          "--warning-border": "var(--color-accent-700)",
          "--width": "min(28rem, calc(100vw - 1rem))",
          "--toast-close-button-start": "unset",
          "--toast-close-button-end": "0.375rem",
          "--toast-close-button-transform": "none",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, toast };
export type { ToasterProps };
