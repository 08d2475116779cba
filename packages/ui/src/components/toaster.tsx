import type * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

const TOAST_DURATION_MS = 8000;

// Sonner's own stylesheet is unlayered, so the few overrides of its sizes are marked important.
const toastClassNames = {
  toast: "font-sans! text-base! leading-normal! gap-3! p-4! rounded-card! shadow-xl!",
  title: "font-bold! text-base!",
  description: "text-base! text-muted!",
  actionButton: "min-h-11! px-4! text-base! font-semibold! rounded-lg! bg-primary-700! text-white!",
  cancelButton: "min-h-11! px-4! text-base! rounded-lg!",
  closeButton: "size-7! border-border!",
};

/**
 * The toast container (sonner): bottom center, large text, a close button, success and error colours checked at
 * 4.5:1 with their icons, and 8 seconds on screen (paused while hovered or focused). Show toasts with `toast`.
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      data-slot="toaster"
      position="bottom-center"
      closeButton
      richColors
      duration={TOAST_DURATION_MS}
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
          "--width": "min(28rem, calc(100vw - 2rem))",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, toast };
export type { ToasterProps };
