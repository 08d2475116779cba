import * as React from "react";
import { cn } from "../lib/cn";

/** A pulsing block standing in for content while it loads (still when reduced motion is preferred). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-skeleton motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

type LoadingRegionProps = React.ComponentProps<"div"> & {
  /** What screen readers hear while loading. @defaultValue 'Loading...' */
  label?: string;
};

/** Wraps skeletons: announces the loading state once (role status) and marks the region busy. */
function LoadingRegion({ label = "Loading...", className, children, ...props }: LoadingRegionProps) {
  return (
    <div data-slot="loading-region" role="status" aria-busy="true" className={className} {...props}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export { Skeleton, LoadingRegion };
export type { LoadingRegionProps };
