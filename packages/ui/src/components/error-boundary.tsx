import * as React from "react";
import { CircleAlert, House, RotateCcw } from "lucide-react";
import { cn } from "../lib/cn";
import { useSiteConfig } from "../site-config/site-config";
import { Button, buttonVariants } from "./button";

/** Where a boundary sits: the whole page, a section of it, or one small component. */
type ErrorBoundaryLevel = "page" | "section" | "component";

/** What a boundary writes to the console when it catches a rendering error (docs/product.md: Errors and messages). */
interface RenderErrorReport {
  level: ErrorBoundaryLevel;
  section?: string;
  message: string;
  stack?: string;
  componentStack?: string;
  time: string;
  url: string;
  userAgent: string;
}

function reportRenderError(
  error: unknown,
  info: React.ErrorInfo,
  level: ErrorBoundaryLevel,
  section?: string,
): RenderErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: RenderErrorReport = {
    level,
    ...(section ? { section } : {}),
    message: err.message,
    stack: err.stack,
    componentStack: info.componentStack ?? undefined,
    time: new Date().toISOString(),
    url: typeof window === "undefined" ? "" : window.location.href,
    userAgent: typeof navigator === "undefined" ? "" : navigator.userAgent,
  };
  console.error("[ErrorBoundary] Rendering error caught:", report);
  return report;
}

type FallbackProps = { error: Error; reset: () => void };

type ErrorBoundaryProps = {
  children?: React.ReactNode;
  /** Called with the error and its report after it is logged. */
  onError?: (error: Error, report: RenderErrorReport) => void;
  /** Called by Try Again before the children render again. */
  onReset?: () => void;
  /** When any of these values change, a shown fallback resets (e.g. the current path). */
  resetKeys?: readonly unknown[];
};

type BoundaryProps = ErrorBoundaryProps & {
  level: ErrorBoundaryLevel;
  section?: string;
  fallback: (props: FallbackProps) => React.ReactNode;
};

class Boundary extends React.Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    const report = reportRenderError(error, info, this.props.level, this.props.section);
    this.props.onError?.(error instanceof Error ? error : new Error(String(error)), report);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error === null) return;
    const before = previous.resetKeys ?? [];
    const after = this.props.resetKeys ?? [];
    if (before.length !== after.length || before.some((value, index) => !Object.is(value, after[index])))
      this.setState({ error: null });
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): React.ReactNode {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

type PageErrorFallbackProps = React.ComponentProps<"div"> & { onRetry: () => void };

/** The page-level error screen: 'Something went wrong' with Try Again and Go Home ('/'). */
function PageErrorFallback({ onRetry, className, ...props }: PageErrorFallbackProps) {
  const config = useSiteConfig();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      data-slot="page-error"
      className={cn("mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center", className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="size-14 text-danger-700" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="m-0 text-3xl font-bold text-primary-900 focus:outline-none sm:text-4xl"
      >
        Something went wrong
      </h1>
      <p className="m-0 text-lg text-muted">
        We&apos;re sorry, this page could not be shown. Please try again. If the problem continues, call us at{" "}
        <a href={config.phone.href} className="font-semibold text-primary-700 underline underline-offset-4">
          {config.phone.display}
        </a>{" "}
        (TTY {config.phone.tty}).
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        {/* A full page load: the app's router may be what failed. */}
        <a href="/" className={buttonVariants({ variant: "secondary" })}>
          <House aria-hidden="true" className="size-5" />
          Go Home
        </a>
      </div>
    </div>
  );
}

type SectionErrorFallbackProps = React.ComponentProps<"div"> & {
  onRetry: () => void;
  /** Shown as 'Error in {sectionName}'; without it the title is 'Section Error'. */
  sectionName?: string;
  /** @defaultValue 2 */
  headingLevel?: 2 | 3 | 4;
};

/** The section-level error box: 'Error in {section}' (or 'Section Error'), the explanation and Try Again. */
function SectionErrorFallback({
  onRetry,
  sectionName,
  headingLevel = 2,
  className,
  ...props
}: SectionErrorFallbackProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="section-error"
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-card border-2 border-danger-700 bg-danger-50 p-6",
        className,
      )}
      {...props}
    >
      <Heading className="m-0 flex items-center gap-2 text-xl font-bold text-danger-700">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
        {sectionName ? `Error in ${sectionName}` : "Section Error"}
      </Heading>
      <p className="m-0 text-ink">This section encountered an error and couldn&apos;t be displayed.</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

type InlineErrorFallbackProps = React.ComponentProps<"span"> & { onRetry: () => void };

/** The small inline error: 'Component error' with a Retry link-style button. */
function InlineErrorFallback({ onRetry, className, ...props }: InlineErrorFallbackProps) {
  return (
    <span
      data-slot="inline-error"
      role="alert"
      className={cn("inline-flex flex-wrap items-center gap-x-2 text-danger-700", className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <span className="font-semibold">Component error</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-700 underline underline-offset-4 hover:decoration-2"
      >
        Retry
      </button>
    </span>
  );
}

/** Catches rendering errors of a whole page: logs them and shows 'Something went wrong'. */
function PageErrorBoundary(props: ErrorBoundaryProps) {
  return <Boundary {...props} level="page" fallback={({ reset }) => <PageErrorFallback onRetry={reset} />} />;
}

type SectionErrorBoundaryProps = ErrorBoundaryProps & { sectionName?: string; headingLevel?: 2 | 3 | 4 };

/** Catches rendering errors of one section: logs them and shows the section error box. */
function SectionErrorBoundary({ sectionName, headingLevel, ...props }: SectionErrorBoundaryProps) {
  return (
    <Boundary
      {...props}
      level="section"
      section={sectionName}
      fallback={({ reset }) => (
        <SectionErrorFallback onRetry={reset} sectionName={sectionName} headingLevel={headingLevel} />
      )}
    />
  );
}

/** Catches rendering errors of a small component: logs them and shows 'Component error' with Retry. */
function InlineErrorBoundary(props: ErrorBoundaryProps) {
  return <Boundary {...props} level="component" fallback={({ reset }) => <InlineErrorFallback onRetry={reset} />} />;
}

export {
  PageErrorBoundary,
  SectionErrorBoundary,
  InlineErrorBoundary,
  PageErrorFallback,
  SectionErrorFallback,
  InlineErrorFallback,
};
export type {
  ErrorBoundaryLevel,
  ErrorBoundaryProps,
  InlineErrorFallbackProps,
  PageErrorFallbackProps,
  RenderErrorReport,
  SectionErrorBoundaryProps,
  SectionErrorFallbackProps,
};
