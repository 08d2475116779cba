/**
 * Browser, in the lead button island's code (none of it loads before the first interaction): the island's dialog
 * taking over its plain-HTML placeholder (press-shell.tsx). The placeholder holds the guide request's form, and
 * the visitor may have typed in it while the island's code loaded; at the replayed press (hydrate-when.ts) the
 * dialog starts from what was typed and puts the focus and caret back in the field that had them. The placeholder
 * then leaves the page, so there is only ever one dialog and a later opening starts empty.
 */
import type { LeadDialogStart } from "@tupelo-medicare/lead-forms/provider";
import { formChanges } from "./address-form/form-changes.js";

/** What the dialog opened by `button` takes over from its island's placeholder (none once it has been taken over). */
export function takeOverPressShell(button: HTMLElement): LeadDialogStart | undefined {
  const id = button.closest<HTMLElement>("[data-shell]")?.dataset.shell;
  const shell = id ? document.getElementById(id) : null;
  if (!(shell instanceof HTMLDialogElement) || shell.open) return undefined;
  const form = shell.querySelector<HTMLFormElement>("form[method=post]");
  const values = formChanges(form);
  const focused = shell.dataset.focus ? document.getElementById(shell.dataset.focus) : null;
  shell.remove();
  const start: LeadDialogStart = {};
  if (Object.keys(values).length > 0) start.values = values;
  if (focused instanceof HTMLInputElement && focused.name && form?.contains(focused)) {
    start.focus = { name: focused.name, selectionStart: focused.selectionStart, selectionEnd: focused.selectionEnd };
  }
  return start.values || start.focus ? start : undefined;
}
