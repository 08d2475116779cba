/**
 * Server only: the plain-HTML dialog an island's first press opens at once, before React and the island's code
 * have loaded (hydrate-when.ts opens it and hands over to the island's own dialog once it is live). A <dialog>
 * opened with show(), not showModal(): a modal dialog makes the whole page inert, which restyles every element of it
 * (on a slow phone, longer than the 100 ms a press may take to answer); this one restyles only itself. It covers the
 * viewport with its own backdrop (a press on it closes it), says aria-modal while open (only then: a closed one must not look like an open modal to the toasts and notices), and hydrate-when.ts moves focus into
 * it (its first field, else its Close button), keeps Tab there and closes it on Escape; its Close button is a
 * method="dialog" form (no script). A lead button's holds the guide request's form itself (usable at once); the
 * menu's says what is coming and that it is loading; it takes no room in the page while closed.
 */
import { LEAD_DIALOG_TITLE } from "@tupelo-medicare/lead-forms/provider";
import { buttonVariants, cn } from "@tupelo-medicare/ui";
import { LoaderCircle, X } from "lucide-react";
import type { ReactNode } from "react";
import type { IslandName } from "./islands.js";
import type { LeadButtonIslandProps } from "./lead-button-island.js";
import LeadFormIsland from "./lead-form-island.js";

interface ShellLook {
  title: string;
  /** Classes of the panel, matching the island's own dialog so the hand-over does not jump. */
  panel: string;
  /**
   * What the placeholder holds instead of 'Loading…': for a lead button, the guide request's own server-rendered form
   * (the one on /free-guide, a plain post that works before and without the island). The visitor can type at once;
   * the island's dialog takes over what was typed (tools/press-shell-takeover.ts).
   */
  body?: (props: object, titleId: string) => ReactNode;
}

const CENTRED =
  "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[425px] overflow-y-auto overscroll-contain rounded-card border border-border-subtle bg-surface p-6 text-ink shadow-xl sm:p-8";
const SIDE_PANEL = "ml-auto h-full w-full max-w-md bg-surface text-ink shadow-xl";

/** The islands whose first press opens a dialog, and how their placeholder looks. */
const SHELLS: Partial<Record<IslandName, ShellLook>> = {
  "lead-button": {
    title: LEAD_DIALOG_TITLE,
    panel: CENTRED,
    body: (props, titleId) => <LeadFormIsland source={(props as LeadButtonIslandProps).source} labelledBy={titleId} />,
  },
  header: { title: "Menu", panel: SIDE_PANEL },
};

/** Whether `name` has a press shell. */
export function hasPressShell(name: IslandName): boolean {
  return name in SHELLS;
}

export function PressShell({ id, name, props = {} }: { id: string; name: IslandName; props?: object }) {
  const look = SHELLS[name];
  if (!look) return null;
  const side = look.panel === SIDE_PANEL;
  return (
    <dialog
      id={id}
      data-press-shell=""
      aria-labelledby={`${id}-title`}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none border-0 bg-ink/60 p-0 open:flex"
    >
      <div className={look.panel}>
        <div
          className={cn("flex items-center justify-between gap-4", side && "border-b border-border-subtle px-4 py-3")}
        >
          <h2 id={`${id}-title`} className="m-0 text-xl font-bold text-primary-900">
            {look.title}
          </h2>
          <form method="dialog">
            <button type="submit" className={cn(buttonVariants({ variant: "ghost", size: "default" }), "px-3")}>
              <X aria-hidden="true" className="size-6" />
              Close
            </button>
          </form>
        </div>
        {look.body ? (
          <div className="mt-5">{look.body(props, `${id}-title`)}</div>
        ) : (
          <p role="status" className={cn("flex min-h-40 items-center justify-center gap-3 text-muted", side && "px-4")}>
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin motion-reduce:animate-none" />
            Loading…
          </p>
        )}
      </div>
    </dialog>
  );
}
