import * as React from "react";
import { Button, type ButtonProps } from "@tupelo-medicare/ui";
import type { SubmitFunction } from "./constants.js";
import { TEXT } from "./internal/text.js";
import type { LeadDialog, LeadDialogStart } from "./lead-dialog.js";

type LeadDialogComponent = typeof LeadDialog;

/**
 * The dialog, once its code has loaded: rendered as it is, with no Suspense round (React.lazy suspends once even
 * on a module already loaded, and shows what it held back a frame or more later), so an opening after
 * preloadLeadDialog shows the dialog, and takes the page's scroll lock, in the press's own task.
 */
let loadedLeadDialog: LeadDialogComponent | undefined;

/** The dialog and its form code (react-hook-form, zod) load on first use, keeping them out of every page's first load. */
const loadLeadDialog = () =>
  import("./lead-dialog.js").then((module) => {
    loadedLeadDialog = module.LeadDialog;
    return module;
  });
type DialogComponent = React.ComponentType<React.ComponentProps<LeadDialogComponent>>;
const LazyLeadDialog = React.lazy(() => loadLeadDialog().then((module) => ({ default: module.LeadDialog })));

/**
 * Starts loading the dialog's code ahead of a likely click (pointer over or focus on a trigger, or an app's own
 * moment, e.g. while a trigger hydrates); resolves once it is loaded, so the first opening need not wait for it.
 */
function preloadLeadDialog(): Promise<void> {
  return loadLeadDialog().then(() => undefined);
}
import { DEFAULT_LEAD_SOURCE } from "./lead-source.js";
import type { LeadSubmission } from "./schemas.js";

type LeadDialogContextValue = {
  /** Opens the dialog; `source` labels where it was opened. @defaultValue 'Medicare Breakdown' */
  open: (source?: string, start?: LeadDialogStart) => void;
  /** Closes the dialog. */
  close: () => void;
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The source label of the current (or last) opening. */
  source: string;
};

const LeadDialogContext = React.createContext<LeadDialogContextValue | null>(null);

type LeadDialogProviderProps = {
  /** The endpoint submissions are POSTed to when no `submit` is given. @defaultValue '/api/leads' */
  endpoint?: string | undefined;
  /** Sends a submission instead of the default POST (e.g. to queue it while offline); rejecting means failure. */
  submit?: SubmitFunction<LeadSubmission> | undefined;
  /** Classes for the dialog panel. */
  className?: string | undefined;
  children?: React.ReactNode;
};

/** Renders the site's one lead dialog and lets any component below open it with `useLeadDialog().open(source)`. */
function LeadDialogProvider({ endpoint, submit, className, children }: LeadDialogProviderProps) {
  const [state, setState] = React.useState<{ isOpen: boolean; source: string; start?: LeadDialogStart | undefined }>({
    isOpen: false,
    source: DEFAULT_LEAD_SOURCE,
  });
  // The dialog's component, from its first opening on (the loaded one when its code is already here, else the lazy one;
  // kept, so the dialog is never remounted).
  const [Dialog, setDialog] = React.useState<DialogComponent | null>(null);
  const open = React.useCallback((source?: string, start?: LeadDialogStart) => {
    setDialog((current: DialogComponent | null) => current ?? loadedLeadDialog ?? LazyLeadDialog);
    setState({ isOpen: true, source: source?.trim() || DEFAULT_LEAD_SOURCE, start });
  }, []);
  const close = React.useCallback(() => {
    setState((current) => (current.isOpen ? { ...current, isOpen: false } : current));
  }, []);
  const value = React.useMemo<LeadDialogContextValue>(
    () => ({ open, close, isOpen: state.isOpen, source: state.source }),
    [open, close, state],
  );
  const handleOpenChange = React.useCallback(
    (next: boolean) => (next ? setState((current) => ({ ...current, isOpen: true })) : close()),
    [close],
  );

  return (
    <LeadDialogContext.Provider value={value}>
      {children}
      {Dialog ? (
        <React.Suspense fallback={null}>
          <Dialog
            open={state.isOpen}
            onOpenChange={handleOpenChange}
            source={state.source}
            start={state.start}
            endpoint={endpoint}
            submit={submit}
            className={className}
          />
        </React.Suspense>
      ) : null}
    </LeadDialogContext.Provider>
  );
}

/** Opens and closes the lead dialog of the nearest LeadDialogProvider. */
function useLeadDialog(): LeadDialogContextValue {
  const context = React.useContext(LeadDialogContext);
  if (!context) throw new Error("useLeadDialog must be used inside a <LeadDialogProvider>.");
  return context;
}

type LeadDialogTriggerProps = ButtonProps & {
  /** The source label sent with the lead. @defaultValue 'Medicare Breakdown' */
  source?: string | undefined;
  /**
   * What the dialog starts with at this press (e.g. what was typed in a plain-HTML placeholder of it while its code
   * loaded): called with the button on each press.
   */
  startWith?: ((button: HTMLButtonElement) => LeadDialogStart | undefined) | undefined;
};

/** A button that opens the lead dialog; reads 'Download Free Guide' in the accent colour unless told otherwise. */
function LeadDialogTrigger({
  source,
  startWith,
  onClick,
  children = TEXT.leadTrigger,
  variant = "accent",
  ...props
}: LeadDialogTriggerProps) {
  const { open } = useLeadDialog();
  return (
    <Button
      data-slot="lead-dialog-trigger"
      aria-haspopup="dialog"
      variant={variant}
      onPointerEnter={() => void preloadLeadDialog()}
      onFocus={() => void preloadLeadDialog()}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) open(source, startWith?.(event.currentTarget));
      }}
      {...props}
    >
      {children}
    </Button>
  );
}

/** The dialog's title, 'Get Your Free Medicare Guide' (e.g. for a plain-HTML placeholder shown while it loads). */
const LEAD_DIALOG_TITLE = TEXT.leadTitle;

export { LeadDialogProvider, LeadDialogTrigger, useLeadDialog, preloadLeadDialog, LEAD_DIALOG_TITLE };
export type { LeadDialogStart } from "./lead-dialog.js";
export type { LeadDialogContextValue, LeadDialogProviderProps, LeadDialogTriggerProps };
