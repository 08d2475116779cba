/**
 * What the visitor changed in an island's server-rendered form before the island was live: typed, ticked or chosen
 * while its code loaded (an island that hydrates on interaction loads at the first focus or touch, and the visitor
 * goes on typing). React leaves those values in the page when it hydrates, but its state starts from the server's
 * props; an island reads them here once hydrated and starts its state from them, before it renders again (a render
 * with the server's values would put them back in the fields).
 */

/**
 * The form's controls whose value differs from the server's markup, by name: a text field's text, the value of a group
 * of radio buttons ("" when none is ticked any more), a select's chosen option. Unchanged controls are left out.
 */
export function formChanges(form: HTMLFormElement | null | undefined): Record<string, string> {
  const changes: Record<string, string> = {};
  if (!form) return changes;
  const radioGroups = new Map<string, HTMLInputElement[]>();
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement) {
      if (!control.name || control.disabled || SKIPPED_INPUTS.has(control.type)) continue;
      if (control.type === "radio") {
        radioGroups.set(control.name, [...(radioGroups.get(control.name) ?? []), control]);
      } else if (control.type === "checkbox") {
        if (control.checked !== control.defaultChecked) changes[control.name] = control.checked ? control.value : "";
      } else if (control.value !== control.defaultValue) {
        changes[control.name] = control.value;
      }
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.name && !control.disabled && control.value !== control.defaultValue)
        changes[control.name] = control.value;
    } else if (control instanceof HTMLSelectElement) {
      if (!control.name || control.disabled || control.multiple) continue;
      // The option the markup selects, else the first (what a browser shows for a select with none marked).
      const options = Array.from(control.options);
      const initial = options.find((option) => option.defaultSelected) ?? options[0];
      if (control.value !== (initial?.value ?? "")) changes[control.name] = control.value;
    }
  }
  for (const [name, radios] of radioGroups) {
    if (radios.some((radio) => radio.checked !== radio.defaultChecked))
      changes[name] = radios.find((radio) => radio.checked)?.value ?? "";
  }
  return changes;
}

const SKIPPED_INPUTS = new Set(["hidden", "submit", "button", "reset", "image", "file"]);
