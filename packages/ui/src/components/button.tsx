import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { SmartLink, type SmartLinkProps } from "../internal/smart-link";

const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 text-center font-semibold leading-tight transition-colors active:brightness-90 data-pressed:brightness-90 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  {
    variants: {
      variant: {
        primary: "border-primary-700 bg-primary-700 text-white hover:border-primary-800 hover:bg-primary-800",
        accent: "border-accent-600 bg-accent-600 text-white shadow-sm hover:border-accent-700 hover:bg-accent-700",
        secondary: "border-primary-700 bg-white text-primary-700 hover:bg-primary-50",
        ghost: "border-transparent bg-transparent text-primary-700 hover:bg-primary-50",
        link: "min-h-11 border-transparent bg-transparent px-0 text-primary-700 underline underline-offset-4 hover:text-primary-900 hover:decoration-2",
        inverse: "border-white bg-white text-primary-900 hover:bg-primary-50",
      },
      size: {
        sm: "min-h-11 px-4 text-base",
        default: "min-h-12 px-5 text-base",
        lg: "min-h-14 px-7 text-lg",
        icon: "size-11 p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "px-0" }],
    defaultVariants: { variant: "primary", size: "default" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (e.g. a link) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
  };

/** A button; `accent` is reserved for the main calls to action ('Schedule an Appointment', 'Download Free Guide'). */
function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "primary"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}

type ButtonLinkProps = SmartLinkProps & VariantProps<typeof buttonVariants>;

/** A link that looks like a button: internal paths use the configured LinkComponent, external ones open in a new tab. */
function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return (
    <SmartLink
      data-slot="button-link"
      data-variant={variant ?? "primary"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { Button, ButtonLink, buttonVariants };
export type { ButtonProps, ButtonLinkProps };
